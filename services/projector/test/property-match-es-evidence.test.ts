// What the Spanish pages show beside the home that tells two homes apart where fotocasa hides the
// agency's name: the advertiser's line (`extensions.advertiser_phone`, on every professional's ad of
// both portals) names the office, and one office feeds both portals one text per home; the
// publication date (`listed_at`) puts an ad in its campaign, and an ad fotocasa still shows of the
// home's earlier sale went up long before the live one. The ads are those the accuracy run grouped
// wrongly before (test/bench/property-matching.ts: seed 11 and seed 2024 at 2 000 listings).
import type { ListingBody } from '@estate/contract';
import { describe, expect, it } from 'vitest';
import { PropertyMatcher, type PropertyAssignment } from '../src/property-matcher.js';
import { BASE_TIME, observed, type ListingSpec } from './property-listings.js';

interface Shown {
  /** The advertiser's line; the agency's name is hidden when `agency` is not in the spec. */
  phone?: string;
  reference?: string;
  floor?: string;
  listedAt?: string;
}

interface Ad {
  spec: ListingSpec;
  shown: Shown;
}

function ad(spec: ListingSpec, shown: Shown): Ad {
  return { spec, shown };
}

function documentOf({ spec, shown }: Ad): { document: ListingBody; descriptionDigest: string } {
  const { document, descriptionDigest } = observed(spec);
  const extensions = {
    ...(shown.phone !== undefined ? { advertiser_phone: shown.phone } : {}),
    ...(shown.reference !== undefined ? { agency_reference: shown.reference } : {}),
    ...(shown.floor !== undefined ? { floor: shown.floor } : {}),
  };
  return { document: { ...document, extensions, ...(shown.listedAt !== undefined ? { listed_at: shown.listedAt } : {}) }, descriptionDigest };
}

const version = (n: number) => ({ observed_at: new Date(BASE_TIME.getTime() + n * 1000).toISOString(), event_id: `e-${n}` });

function assignAll(ads: readonly Ad[]): PropertyAssignment[] {
  const matcher = new PropertyMatcher();
  return ads.map((a, i) => {
    const { document, descriptionDigest } = documentOf(a);
    return matcher.assign(document, version(i + 1), descriptionDigest);
  });
}

const OFFICE = 'Gestión Inmobiliaria García';
const LINE = '+34952552961';
const HOME_TEXT = 'Magnífico piso en sexta planta con vistas despejadas al mar, tres dormitorios dobles, dos baños completos, cocina reformada y plaza de garaje incluida en el precio.';
const NEXT_DOOR_TEXT = 'Piso luminoso de tres dormitorios en edificio con piscina comunitaria, a cinco minutos de la playa, terraza acristalada, armarios empotrados y trastero.';

const malaga = { country: 'ES', currency: 'EUR', city: 'Málaga', postalCode: '29016', type: 'apartment', bedrooms: 3, bathrooms: 2 } as const;

/** The office's idealista ad of the home: its name, its line, its reference, its text. */
const homeOnIdealista = ad(
  { ...malaga, platform: 'idealista', nativeId: '105117430', agency: 'garcia-malaga', agencyName: OFFICE, at: { north: 0, east: 0 }, precision: 'approximate', areaSqm: 118, price: 340_000, description: HOME_TEXT },
  { phone: LINE, reference: 'MN41436', floor: '6', listedAt: '2026-09-24T10:00:00.000Z' },
);

/** The same office's fotocasa ad of the flat next door, its name hidden: its line, its own text, 50 m off, about the area and price. */
const nextDoorOnFotocasa = ad(
  { ...malaga, platform: 'fotocasa', nativeId: '188412207', at: { north: 35, east: 35 }, precision: 'approximate', areaSqm: 123, price: 349_000, description: NEXT_DOOR_TEXT },
  { phone: LINE, floor: '6', listedAt: '2026-10-09T10:00:00.000Z' },
);

describe('ES: the advertiser\'s line names the office where fotocasa hides its name', () => {
  it("keeps one office's two texts apart: the flat next door on fotocasa does not join the home", () => {
    const [home, nextDoor] = assignAll([homeOnIdealista, nextDoorOnFotocasa]);
    expect(nextDoor?.propertyId).not.toBe(home?.propertyId);
    expect(nextDoor?.method).toBe('');
  });

  it("groups the office's fotocasa ad of the home itself: one line, one text (below `matched`)", () => {
    const sameHome = ad({ ...nextDoorOnFotocasa.spec, description: HOME_TEXT, areaSqm: 118, price: 340_000 }, nextDoorOnFotocasa.shown);
    const [home, other] = assignAll([homeOnIdealista, sameHome]);
    expect(other?.propertyId).toBe(home?.propertyId);
    expect(other?.confidence).toBeLessThan(0.8);
  });

  it("groups another office's ad of the home: two lines are two offices, and one home is often marketed by two", () => {
    const anotherOffice = ad({ ...nextDoorOnFotocasa.spec, areaSqm: 118, price: 345_000 }, { ...nextDoorOnFotocasa.shown, phone: '+34952791021' });
    const [home, other] = assignAll([homeOnIdealista, anotherOffice]);
    expect(other?.propertyId).toBe(home?.propertyId);
  });

  it('keeps the flat next door out of the group the home joins later through its reference', () => {
    const ausland = ad(
      { ...malaga, platform: 'immoscout24', nativeId: '152208777', agency: 'is24-garcia', agencyName: OFFICE, at: { north: 10, east: -20 }, precision: 'exact', areaSqm: 121, price: 345_000 },
      { reference: 'MN41436', listedAt: '2026-07-12T10:00:00.000Z' },
    );
    const [home, foreign, nextDoor] = assignAll([homeOnIdealista, ausland, nextDoorOnFotocasa]);
    expect(foreign).toMatchObject({ propertyId: home?.propertyId, method: 'native_reference' });
    expect(nextDoor?.propertyId).not.toBe(home?.propertyId);
  });
});

const barcelona = { country: 'ES', currency: 'EUR', city: 'Barcelona', postalCode: '08013', type: 'apartment', bedrooms: 2, bathrooms: 1 } as const;

/** The home's Rightmove overseas ad, live, published in August. */
const liveOverseas = ad(
  { ...barcelona, platform: 'rightmove', nativeId: '160044512', agency: 'rm-jimenez', agencyName: 'Inmobiliaria Jiménez, Barcelona', at: { north: 0, east: 0 }, precision: 'exact', areaSqm: 58, price: 225_000 },
  { listedAt: '2026-08-27T09:00:00.000Z' },
);

/** The ad of its earlier sale fotocasa still shows as live: published ten months before, 4 % cheaper then. */
const earlierSaleOnFotocasa = ad(
  { ...barcelona, platform: 'fotocasa', nativeId: '186950311', agency: 'fc-jimenez', agencyName: 'Inmobiliaria Jiménez', at: { north: 60, east: -40 }, precision: 'approximate', areaSqm: 54, price: 215_000 },
  { phone: '+34930959703', floor: '2', listedAt: '2025-11-04T09:00:00.000Z' },
);

describe('ES: the publication date puts an ad in its campaign', () => {
  it('keeps the ad of the earlier sale, published 296 days before the live ad, apart from it', () => {
    const [live, old] = assignAll([liveOverseas, earlierSaleOnFotocasa]);
    expect(old?.propertyId).not.toBe(live?.propertyId);
  });

  it('groups two ads of one campaign, published weeks apart', () => {
    const sameCampaign = ad(earlierSaleOnFotocasa.spec, { ...earlierSaleOnFotocasa.shown, listedAt: '2026-07-30T09:00:00.000Z' });
    const [live, other] = assignAll([liveOverseas, sameCampaign]);
    expect(other?.propertyId).toBe(live?.propertyId);
  });

  it("groups them whatever their dates when one agency's one reference names the home", () => {
    const keyed = (a: Ad, platform: string): Ad => ad({ ...a.spec, agencyName: 'Inmobiliaria Jiménez', agency: `${platform}-jimenez` }, { ...a.shown, reference: 'BCN-2231' });
    const [live, other] = assignAll([keyed(liveOverseas, 'rm'), keyed(earlierSaleOnFotocasa, 'fc')]);
    expect(other).toMatchObject({ propertyId: live?.propertyId, method: 'native_reference' });
  });
});
