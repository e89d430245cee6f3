// GB evidence for what Rightmove hides (the house number, the flat): the floor a flat's key
// features state, a new build's plot number, and one office's description on both portals (GB,
// and Spain's idealista and fotocasa). Each rule: a pair that must still group, and the
// look-alike it keeps apart.
import { describe, expect, it } from 'vitest';
import { listingDescriptionDigest, listingDocument } from '../src/listing-document.js';
import { documentFacts, keptFacts } from '../src/property-facts.js';
import { statedFloor } from '../src/property-match-gb.js';
import { descriptionDigest, digestsDiffer } from '../src/property-match-office.js';
import { matchEvidence } from '../src/property-match-rules.js';
import { PropertyMatcher } from '../src/property-matcher.js';
import { BASE_TIME, listingObservation, observed, type ListingSpec } from './property-listings.js';

const facts = (spec: ListingSpec) => {
  const { document, descriptionDigest: digest } = observed(spec);
  return documentFacts(document, digest);
};
const evidence = (a: ListingSpec, b: ListingSpec) => matchEvidence(facts(a), facts(b));

/** One office's text of a flat, as its CRM sends it to both portals. */
const TEXT =
  'A beautifully presented two bedroom flat in Bruntsfield. The property benefits from a private balcony and lift access. ' +
  'Approximately 646 sq ft (60 sq m). Offered with no onward chain. Internal viewing essential.';
/** The same office's text of the flat next door: it opens alike and differs where the size comes. */
const NEXT_DOOR_TEXT = TEXT.replace('646 sq ft (60 sq m)', '689 sq ft (64 sq m)');

/** A flat on Rightmove: the building's street and postcode, never the flat. */
const flatOnRightmove: ListingSpec = {
  platform: 'rightmove',
  nativeId: 'rm-1',
  country: 'GB',
  currency: 'GBP',
  city: 'Edinburgh',
  at: { north: 0, east: 0 },
  postalCode: 'EH4 2DS',
  type: 'apartment',
  bedrooms: 2,
  bathrooms: 1,
  areaSqm: 60,
  price: 250_000,
  agency: 'rm-branch-1',
  agencyName: 'Oakwood Property, Edinburgh',
  description: TEXT,
  extensions: { key_features: ['2 bedrooms', 'Flat', 'Second floor', 'No onward chain'] },
};

/** The same flat on Zoopla by the same office: its own pin, the flat named, the CRM's text and bullets. */
const flatOnZoopla: ListingSpec = {
  ...flatOnRightmove,
  platform: 'zoopla',
  nativeId: 'zp-1',
  at: { north: 30, east: 0 },
  line1: '128 Bruntsfield Place',
  unit: 'Flat 4',
  agency: 'zp-branch-1',
  agencyName: 'Oakwood Property - Bruntsfield',
  extensions: { key_features: ['Second floor', 'Balcony', 'Lift'] },
};

describe('GB: the floor a flat\'s key features state', () => {
  it('reads a bullet that names the floor, and nothing from a room on a floor', () => {
    expect(statedFloor(['2 bedrooms', 'Second floor'])).toBe(2);
    expect(statedFloor(['Ground floor flat'])).toBe(0);
    expect(statedFloor(['3rd floor apartment'])).toBe(3);
    expect(statedFloor(['Ground floor cloakroom', 'Top floor views'])).toBeUndefined();
    // Two bullets that disagree state nothing.
    expect(statedFloor(['First floor', 'Second floor'])).toBeUndefined();
  });

  it('groups one flat whose listings state one floor, and keeps apart the flat a floor up', () => {
    expect(evidence(flatOnZoopla, flatOnRightmove)).toBeDefined();
    const upstairs = { ...flatOnZoopla, unit: 'Flat 7', description: undefined, extensions: { key_features: ['Third floor', 'Balcony'] } };
    expect(evidence(upstairs, flatOnRightmove)).toBeUndefined();
    // A house's bullets about its rooms are no floor of the home.
    const house = (spec: ListingSpec, bullet: string): ListingSpec => ({ ...spec, type: 'semi_detached', unit: undefined, description: undefined, extensions: { key_features: [bullet] } });
    expect(evidence(house(flatOnZoopla, 'Second floor'), house(flatOnRightmove, 'First floor'))).toBeDefined();
  });
});

describe('GB: a new build\'s plot number', () => {
  const plot = (spec: ListingSpec, number: string): ListingSpec => ({ ...spec, description: undefined, extensions: { plot: number } });

  it('groups the ads of one plot, and keeps apart the identical plot next door', () => {
    expect(evidence(plot(flatOnZoopla, '23'), plot(flatOnRightmove, '23'))).toBeDefined();
    expect(evidence(plot(flatOnZoopla, '25'), plot(flatOnRightmove, '23'))).toBeUndefined();
  });

  it('keeps the plot a page stated when a later card omits it', () => {
    const page = facts(plot(flatOnRightmove, '23'));
    const card = facts({ ...flatOnRightmove, description: undefined, extensions: undefined });
    expect(keptFacts(card, page).gbPlot).toBe('23');
  });
});

describe('GB: one office\'s description on both portals', () => {
  it('digests a card\'s summary and the page\'s text alike as far as the summary goes', () => {
    const page = descriptionDigest(TEXT) as string;
    // Zoopla's card: the first 147 characters and an ellipsis; Rightmove's may lead with the guide price.
    const zooplaCard = descriptionDigest(` ${TEXT.slice(0, 147).trimEnd()} ...`) as string;
    const rightmoveCard = descriptionDigest(`Guide price £1.2m. ${TEXT.slice(0, 277)}...`) as string;
    expect(digestsDiffer(page, zooplaCard)).toBe(false);
    expect(digestsDiffer(page, rightmoveCard)).toBe(false);
    // An auction's Rightmove page puts the auctioneer's paragraph before the office's text.
    const auctionPage = descriptionDigest(`For sale by online auction. Bidding opens 25th October 2026 at 09:00.\n\n${TEXT}`) as string;
    expect(auctionPage).toBe(page);
    expect(zooplaCard.length).toBeLessThan(page.length);
    expect(digestsDiffer(page, descriptionDigest(NEXT_DOOR_TEXT) as string)).toBe(true);
    // Too short a text tells nothing.
    expect(descriptionDigest('A two bedroom flat.')).toBeUndefined();
  });

  it('keeps the digest of GB and ES texts beside the document, never in it', () => {
    const gb = listingObservation(flatOnRightmove);
    expect(listingDescriptionDigest(gb)).toBe(descriptionDigest(TEXT));
    expect(listingDocument(gb).extensions).not.toHaveProperty('description_digest');
    expect(listingDescriptionDigest(listingObservation({ ...flatOnRightmove, country: 'US', currency: 'USD' }))).toBe('');
  });

  it('groups one office\'s two ads of one flat, and keeps apart its ad of the flat next door on the same floor', () => {
    expect(evidence(flatOnZoopla, flatOnRightmove)).toBeDefined();
    const nextDoor = { ...flatOnZoopla, unit: 'Flat 5', areaSqm: 61, description: NEXT_DOOR_TEXT };
    expect(evidence(nextDoor, flatOnRightmove)).toBeUndefined();
  });

  it('lets a UPRN both pages state outweigh two texts: an ad edited on one portal is still the home', () => {
    const edited = { ...flatOnZoopla, description: NEXT_DOOR_TEXT };
    expect(evidence({ ...edited, uprn: '906700123456' }, { ...flatOnRightmove, uprn: '906700123456' })).toBeDefined();
    expect(evidence(edited, flatOnRightmove)).toBeUndefined();
  });

  it('does not read another office\'s own text as another home', () => {
    const otherOffice = { ...flatOnZoopla, agency: 'zp-branch-2', agencyName: 'Clarke Estate Agents - Leith', description: NEXT_DOOR_TEXT };
    expect(evidence(otherOffice, flatOnRightmove)).toBeDefined();
  });

  it('never lets a group take the office\'s ad of the flat next door through a listing without text', () => {
    const matcher = new PropertyMatcher();
    const at = (i: number) => new Date(BASE_TIME.getTime() + i * 1000);
    const specs: ListingSpec[] = [
      flatOnRightmove,
      { ...flatOnZoopla, nativeId: 'zp-2', agency: 'zp-branch-2', agencyName: 'Clarke Estate Agents - Leith', description: undefined, extensions: undefined, unit: undefined, line1: undefined },
      { ...flatOnZoopla, nativeId: 'zp-3', unit: 'Flat 5', description: NEXT_DOOR_TEXT, extensions: undefined },
    ];
    const assigned = specs.map((spec, i) => {
      const { document, version, descriptionDigest: digest } = observed({ ...spec, observedAt: at(i) });
      return matcher.assign(document, version, digest).propertyId;
    });
    expect(assigned[1]).toBe(assigned[0]);
    expect(assigned[2]).not.toBe(assigned[0]);
  });
});

describe('ES: one agency\'s description on idealista and fotocasa', () => {
  const SPANISH = 'Magnífico piso de tres dormitorios en Chamberí, totalmente reformado, con ascensor y terraza. 98 m² construidos, cocina equipada y dos baños. Ideal para familias.';
  const NEXT_DOOR = SPANISH.replace('98 m²', '104 m²');
  const idealista: ListingSpec = {
    platform: 'idealista',
    nativeId: 'id-1',
    country: 'ES',
    currency: 'EUR',
    city: 'Madrid',
    at: { north: 0, east: 0 },
    precision: 'approximate',
    postalCode: '28010',
    type: 'apartment',
    bedrooms: 3,
    areaSqm: 98,
    price: 520_000,
    agency: 'id-agency-1',
    agencyName: 'Inmobiliaria Mediterránea',
    description: SPANISH,
  };
  const fotocasa: ListingSpec = { ...idealista, platform: 'fotocasa', nativeId: 'fc-1', agency: 'fc-agency-1', at: { north: 60, east: 20 } };

  it('groups the agency\'s two ads with one text, and keeps apart its ad with another text', () => {
    expect(evidence(fotocasa, idealista)).toBeDefined();
    expect(evidence({ ...fotocasa, description: NEXT_DOOR }, idealista)).toBeUndefined();
  });

  it('does not read a foreign portal\'s translated ad as another home', () => {
    const ausland = { ...fotocasa, platform: 'immoscout24', nativeId: 'is-1', agency: 'is-agency-1', description: 'Schöne Drei-Zimmer-Wohnung in Chamberí, komplett renoviert, mit Aufzug und Terrasse, 98 m² Wohnfläche und zwei Bäder.' };
    expect(evidence(ausland, idealista)).toBeDefined();
  });
});
