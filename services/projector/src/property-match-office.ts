/**
 * The office-copy rule, for the two portals of GB, Spain and Germany (second-portals.md §6.1,
 * §6.3, §6.4, §7): an office feeds both of its country's portals from one CRM, so its listing of
 * a home carries the same description on both ("same-agent copy-paste descriptions match by
 * prefix containment", home-finder's BRIEF_TEXT_SIGNALS), while its ad of the flat next door, of
 * the house down the street or of the home's earlier sale is another text. One office on the two
 * portals with two different descriptions is two homes. Another office's ad is its own text and
 * proves nothing either way, nor does a foreign portal's translated ad, so the rule never groups
 * on text.
 */
import { normalizedText, type PropertyFacts } from './property-facts.js';

// eslint-disable-next-line no-control-regex -- the whole ASCII range, controls included
const ASCII = /^[\u0000-\u007f]*$/;

export const GB_TEXT_RULES = {
  /**
   * How many letters and digits of the description's start are digested: a search card shows only
   * its start (Zoopla's summary stops at 147 characters, about 120 letters and digits; Rightmove's
   * at 277), and a later card read replaces the page's full text in a collection run's merged
   * observation. Two ads are compared over the longest start both show, so one office's texts of
   * two flats that open alike still differ where the size or the rooms come.
   */
  prefixLengths: [64, 80, 96, 112, 128, 160],
} as const;

// A card's summary may open with the guide price ("Guide price £1.2m. …"); the page's text does not.
const GUIDE_PRICE_LEAD = /^\s*guide price\s*[£€$]?\s*[\d.,]+\s*[mk]?\s*\.?\s*/i;
// An auction's page opens with the auctioneer's paragraph ("For sale by online auction. Bidding
// opens …") before the office's text; the other portal's ad of the home may not.
const AUCTION_LEAD = /^\s*for sale by (?:online |modern method of )?auction\b[^\n]*\n\s*/i;
const LONGEST = GB_TEXT_RULES.prefixLengths[GB_TEXT_RULES.prefixLengths.length - 1] as number;

const COMBINING_MARK = /\p{M}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The code a character adds to the text compared: letters lower-cased, digits; 0 for what is skipped. */
function foldedCode(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c >= 65 && c <= 90) return c + 32;
  if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) return c;
  if (c < 128) return 0;
  const ch = text[i] as string;
  // Accents were split off by NFKD: "í" counts as "i", as the address keys fold it.
  return COMBINING_MARK.test(ch) || !LETTER_OR_DIGIT.test(ch) ? 0 : ch.toLowerCase().charCodeAt(0);
}

/**
 * Digests of the description's start at each of the prefix lengths the text reaches, joined by
 * dots: the same for a card's summary and the page's text as far as both go; undefined when the
 * text is too short to tell two ads of one office apart. One FNV-1a pass over the letters and
 * digits, its state taken at each length (about a microsecond; every GB and ES observation).
 */
export function descriptionDigest(description: string | undefined): string | undefined {
  if (description === undefined) return undefined;
  // Enough raw text for the longest prefix even after punctuation and spaces go.
  const start = description.replace(AUCTION_LEAD, '').slice(0, 2 * LONGEST).replace(GUIDE_PRICE_LEAD, '');
  const text = ASCII.test(start) ? start : start.normalize('NFKD');
  const lengths = GB_TEXT_RULES.prefixLengths;
  const digests: string[] = [];
  let hash = 0x811c9dc5;
  let taken = 0;
  for (let i = 0; i < text.length && digests.length < lengths.length; i++) {
    const code = foldedCode(text, i);
    if (code === 0) continue;
    hash = Math.imul(hash ^ code, 0x01000193) >>> 0;
    taken++;
    if (taken === lengths[digests.length]) digests.push(hash.toString(36).padStart(7, '0'));
  }
  return digests.length === 0 ? undefined : digests.join('.');
}

/** Whether two digests differ over the longest start both texts show. */
export function digestsDiffer(a: string, b: string): boolean {
  if (a === '' || b === '') return false;
  const shorter = Math.min(a.length, b.length);
  return a.slice(0, shorter) !== b.slice(0, shorter);
}

/**
 * The office's brand as both portals write its branch: Rightmove "Marlowe & Co, London", Zoopla
 * "Marlowe & Co - Islington" → "marloweco" (folded as addresses are); '' when the listing names no agency.
 */
export function agencyBrand(name: string | null | undefined): string {
  if (!name) return '';
  const brand = name.split(/,| [-–] /)[0] ?? '';
  return normalizedText(brand);
}

/** A key both state that names the dwelling outweighs the text: an ad edited on one portal is still that home. */
function sameDwellingKey(a: PropertyFacts, b: PropertyFacts): boolean {
  if (a.uprn !== '' && a.uprn === b.uprn) return true;
  // DE: one agency's one object number (property-match-de).
  if (a.de !== undefined && b.de !== undefined) return a.de.agency !== '' && a.de.agency === b.de.agency && a.de.reference !== '' && a.de.reference === b.de.reference;
  if (a.es === undefined || b.es === undefined) return false;
  return (a.es.cadastral !== '' && a.es.cadastral === b.es.cadastral) || (a.es.reference !== '' && a.es.reference === b.es.reference);
}

/**
 * The portals of a country whose offices copy one text to both: a foreign portal's ad of the home
 * is translated. DE: an office feeds ImmoScout24 and immowelt from one CRM (an OpenImmo export
 * carries one description), and fredy corroborates a pair of the two by its descriptions (§6.4).
 */
const OWN_PORTALS: Readonly<Record<string, ReadonlySet<string>>> = {
  GB: new Set(['rightmove', 'zoopla']),
  ES: new Set(['idealista', 'fotocasa']),
  DE: new Set(['immoscout24', 'immowelt']),
};

/** The countries whose listings carry the office's brand and the digest of the description's start. */
export const OFFICE_COPY_COUNTRIES: ReadonlySet<string> = new Set(Object.keys(OWN_PORTALS));

/**
 * One office on both ads: one brand, or (ES) one advertiser's line. fotocasa hides the agency's
 * name on some ads but shows its line beside every ad, the line idealista dials for it.
 */
function oneOffice(a: PropertyFacts, b: PropertyFacts): boolean {
  if (a.brand !== '' && a.brand === b.brand) return true;
  return a.es !== undefined && b.es !== undefined && a.es.phone !== '' && a.es.phone === b.es.phone;
}

/** GB, ES, DE: one office's listings on the country's two portals with two different descriptions are two homes. */
export function officeCopyVeto(a: PropertyFacts, b: PropertyFacts): boolean {
  const own = OWN_PORTALS[a.country];
  if (own === undefined || a.platform === b.platform || !own.has(a.platform) || !own.has(b.platform)) return false;
  if (!oneOffice(a, b) || sameDwellingKey(a, b)) return false;
  return digestsDiffer(a.descriptionDigest, b.descriptionDigest);
}
