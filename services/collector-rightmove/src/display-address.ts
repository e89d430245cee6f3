import { rightmove } from '@estate/native-formats';
import { isCounty } from './uk-counties.js';
import { localityOf } from './uk-localities.js';
import { isDistrict, isPostTown, postTownsOf, townKey } from './uk-post-towns.js';

// A full postcode or an outward code alone at the end of a segment, on its own or after the
// town ("London NW1", "Whatman Road London SE23"); only a district Royal Mail uses counts.
const TRAILING_POSTCODE = /(?:^|\s)([A-Z]{1,2}\d[A-Z\d]?)(?:\s*(\d[A-Z]{2}))?$/i;
// What agents put after the county: the country, never the town.
const COUNTRY = /^(?:united kingdom|uk|u\.k|great britain|gb|england|scotland|wales|northern ireland)$/i;
// A segment that is a flat or a numbered house rather than a place.
const PREMISES = /^(?:flat|apartment|apt|plot|unit)\b|\d/i;
const STREET_WORDS =
  'road|street|lane|avenue|close|drive|hill|way|crescent|gardens|place|terrace|court|row|grove|walk|mews|square|rise|yard|wharf|quay|parade|villas|cottages|farm|house|barns?|mill|lodge';
// Street words; a segment alone that ends in one is a street, not a town. Behind a street the
// same words can end a town's name ("…Road, Burgess Hill"), so they only decide for one segment.
const STREET = new RegExp(`\\b(?:${STREET_WORDS})$`, 'i');
// A street and a town written without a comma between them ("Whatman Road London").
const STREET_THEN_TOWN = new RegExp(`^.*\\b(?:${STREET_WORDS})\\s+(.+)$`, 'i');
// Buildings, waters, coasts and resorts: where a home is, never its town ("Pinnacle Tower",
// "Helford River", "North Cornish Coast", "Honicombe Manor Holiday Village").
const LANDMARK = /\b(?:towers?|coast|river|estuary|creek|harbour(?:side)?|marina|resort|holiday (?:village|park)|building|manor)$/i;
// Wording that places a home relative to a town, not in it ("Nr Bude", "Between Falmouth & Truro").
const RELATIVE = /^(?:nr\.?|near|between|above|below|outskirts|close to|just outside|off)\b|\|| - /i;

export interface DisplayAddress {
  /** The post town, or the place the agent names when there is no postcode to go by. */
  town?: string;
  /** The postcode or its district as the address gives it, upper case ("W10", "TR27 4DZ"). */
  postcode?: string;
  /**
   * A place of the postcode district other than its post town that the address names ("Ham" in
   * "Ham, TW10", town Richmond), as the agent wrote it; only a place the district is known to
   * cover (uk-localities.data.ts), never a street or a building.
   */
  locality?: string;
}

function isPlace(segment: string, alone: boolean): boolean {
  return segment !== '' && !PREMISES.test(segment) && !RELATIVE.test(segment) && !LANDMARK.test(segment) && !(alone && STREET.test(segment));
}

function segmentsOf(displayAddress: string): string[] {
  return displayAddress
    .split(/[,\n]/)
    .map((s) => s.trim().replace(/\.+$/, '').trim())
    .filter((s) => s !== '');
}

function dropTrailing(segments: string[], drop: (segment: string) => boolean): void {
  while (segments.length > 0 && drop(segments[segments.length - 1] as string)) segments.pop();
}

/** The postcode that ends the segments, taken off them ("London SE23" leaves "London"). */
function takePostcode(segments: string[]): DisplayAddress['postcode'] {
  const last = segments[segments.length - 1];
  const m = last === undefined ? null : TRAILING_POSTCODE.exec(last);
  const district = m?.[1]?.toUpperCase();
  if (!m || !district || !isDistrict(district)) return undefined;
  const glued = (last as string).slice(0, m.index).trim();
  if (glued === '') segments.pop();
  else segments[segments.length - 1] = glued;
  return m[2] ? `${district} ${m[2].toUpperCase()}` : district;
}

/** The agent's spelling of the post town, unless it is shouted ("REDRUTH"): then Royal Mail's. */
function asWritten(written: string, postTown: string): string {
  return /[a-z]/.test(written) ? written : postTown;
}

/**
 * The district's post town: the segment that names it (the last one, so "St. Mawes, Truro"
 * gives Truro), or the end of a street written together with it; then another post town the
 * address ends with; failing those, the district's own post town when it has only one. A house, a village or a street before the postcode is
 * never taken for the town: the postcode says which town the address is in.
 */
function postTownIn(segments: readonly string[], district: string): string | undefined {
  const towns = postTownsOf(district);
  for (let i = segments.length - 1; i >= 0; i--) {
    const written = segments[i] as string;
    const key = townKey(written);
    for (const town of towns) {
      const wanted = townKey(town);
      if (key === wanted) return asWritten(written, town);
      if (i === segments.length - 1 && key.endsWith(` ${wanted}`)) {
        const tail = written.split(/\s+/).slice(-wanted.split(' ').length).join(' ');
        return asWritten(tail, town);
      }
    }
  }
  // The agent names another post town ("Kew Road, London, TW9": TW9's is Richmond): a real town,
  // and the one the address is written to, so it stands.
  const last = segments[segments.length - 1];
  if (last !== undefined && isPostTown(last) && isPlace(last, false)) return last;
  return towns.length === 1 ? towns[0] : undefined;
}

/** The segment nearest the end, other than the town, that names a locality the district covers. */
function localityIn(segments: readonly string[], district: string, town: string | undefined): string | undefined {
  for (let i = segments.length - 1; i >= 0; i--) {
    const written = segments[i] as string;
    if (town !== undefined && townKey(written) === townKey(town)) continue;
    const known = localityOf(district, written);
    if (known !== undefined) return asWritten(written, known);
  }
  return undefined;
}

/** Without a postcode: the last segment that names a place, past landmarks after it. */
function placeIn(segments: string[]): string | undefined {
  while (segments.length > 1 && LANDMARK.test(segments[segments.length - 1] as string)) segments.pop();
  const town = segments[segments.length - 1];
  if (town === undefined) return undefined;
  const glued = STREET_THEN_TOWN.exec(town)?.[1];
  if (glued !== undefined && isPostTown(glued)) return glued;
  return isPlace(town, segments.length === 1) ? town : undefined;
}

/**
 * The town and postcode of a UK display address, read the way a careful reader of British
 * addresses would. Rightmove shows what the agent typed: usually street first and town after
 * it, then optionally a county, a postcode or its district and a country ("Copper House, Hayle,
 * Cornwall, TR27 4DZ", "High Street, Camden, London NW1", "Whatman Road London SE23",
 * "…, W10, United Kingdom"), or a place alone ("Trevone"). Countries and counties are taken off
 * the end; when a postcode district is left, the town is its post town (Royal Mail's table) and a
 * place of the district the address names before it is its locality ("Ham, TW10": Richmond, Ham);
 * otherwise the last segment, when it names a place rather than a street, a building, a river
 * or a coast, or places the home relative to a town ("Nr Bude"). Overseas listings are left alone.
 * The general address normaliser will not guess a British town from free text; this order is
 * Rightmove's own, so the collector may.
 */
export function readDisplayAddress(displayAddress: string, country: string, knownDistrict?: string): DisplayAddress {
  if (rightmove.isOverseas(country)) return {};
  const segments = segmentsOf(displayAddress);
  const isCountyOrCountry = (s: string): boolean => COUNTRY.test(s) || isCounty(s);
  dropTrailing(segments, (s) => COUNTRY.test(s));
  const postcode = takePostcode(segments);
  dropTrailing(segments, isCountyOrCountry);
  const district = postcode?.split(' ')[0] ?? (knownDistrict !== undefined && isDistrict(knownDistrict) ? knownDistrict.toUpperCase() : undefined);
  const town = district !== undefined ? postTownIn(segments, district) : placeIn(segments);
  // Without a district the place named is the town itself ("Trevone"): no locality to tell apart.
  const locality = district !== undefined ? localityIn(segments, district, town) : undefined;
  return { ...(town !== undefined ? { town } : {}), ...(postcode !== undefined ? { postcode } : {}), ...(locality !== undefined ? { locality } : {}) };
}

/** The town of a UK display address (see `readDisplayAddress`). */
export function displayAddressTown(displayAddress: string, country: string): string | undefined {
  return readDisplayAddress(displayAddress, country).town;
}

