/**
 * Zillow's parser against real answers saved by a public scraper (provenance in
 * real-pages/README.md). Expected values were read off the JSON by hand, not from a parser run.
 * The search answer is the async search API's; the home is the `property` object Zillow puts in
 * a home page's cache, here placed in each page shape that carries it.
 */
import { readFileSync } from 'node:fs';
import { assertPublishable, byKind, type ParsedByKind } from '@estate/collector-kit/testing';
import type { BuildingObserved, ListingObserved, UnitObserved } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { listingClockInstant } from '../src/dates.js';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2024-02-05T18:00:00.000Z', retrievedAt: '2024-02-05T18:00:00.000Z' };
const real = (file: string): string => readFileSync(new URL(`./real-pages/${file}`, import.meta.url), 'utf8');

interface Read extends ParsedByKind {
  buildings: BuildingObserved[];
  units: UnitObserved[];
}

function read(path: string, body: string, contentType = 'application/json'): Read {
  const parsed = parse({ path, content_type: contentType, body }, CONTEXT);
  assertPublishable('zillow', parsed, CONTEXT);
  const buildings: BuildingObserved[] = [];
  const units: UnitObserved[] = [];
  for (const o of parsed.observations) {
    if (o.kind === 'building') buildings.push(o.data);
    else if (o.kind === 'unit') units.push(o.data);
  }
  return { ...byKind(parsed), buildings, units };
}

describe('a 2024 async search answer (San Francisco: 6 homes and 2 multi-unit buildings)', () => {
  const search = real('search-async-san-francisco-2024.json');
  const out = read('search/async-0001.json', search);

  it('yields the 6 homes; the 2 building cards are buildings, not listings', () => {
    expect(out.issues).toEqual([]);
    expect(out.listings.map((l) => l.native_id)).toEqual(['2052939967', '15130633', '332858926', '2060432027', '15176331', '2099934384']);
  });

  it('reads a for-sale building card as the building, its "From $…" kept as the cheapest home\'s price', () => {
    // "/community/lofton-at-portola/29303776_plid/" and "/b/building/37.7316,-122.44998_ll/" name no
    // building page, so the card's buildingId is the id.
    expect(out.buildings.map((b) => [b.native_id, b.name, b.unit_count])).toEqual([
      ['37.7255--122.41781', 'Lofton at Portola', 9],
      ['37.7316--122.44998', undefined, 2],
    ]);
    const [lofton, monterey] = out.buildings;
    expect(lofton?.address).toMatchObject({ original_text: '489 Cambridge St, San Francisco, CA', line1: '489 Cambridge St', city: 'San Francisco', region: 'CA' });
    expect(lofton?.geometry).toMatchObject({ latitude: 37.7255, longitude: -122.41781 });
    expect(lofton?.extensions).toMatchObject({ price_from: { amount: '988901', kind: 'from', display_text: 'From $988,901' }, min_bedrooms: 2, min_bathrooms: 3, builder: 'Tri Pointe Homes' });
    expect(monterey?.extensions).toMatchObject({ price_from: { amount: '998000', display_text: 'From $998,000' }, min_bedrooms: 2, min_bathrooms: 2 });
    expect(out.units).toEqual([]);
  });

  it('reads a card as the answer gives it', () => {
    const home = out.listings[1] as ListingObserved;
    expect(home).toMatchObject({ url: 'https://www.zillow.com/homedetails/225-Grand-View-Ave-San-Francisco-CA-94114/15130633_zpid/', status: 'active', transaction: 'sale' });
    expect(home.price).toMatchObject({ amount: '2245000', currency: 'USD', display_text: '$2,245,000' });
    expect(home.property).toMatchObject({ bedrooms: 3, bathrooms: 2 });
    expect(home.property.address?.original_text).toBe('225 Grand View Ave, San Francisco, CA 94114');
    expect(home.property.areas?.[0]).toMatchObject({ basis: 'living', value: 1399, unit: 'sqft' });
    const first = out.listings[0] as ListingObserved;
    expect(first.property.geometry).toMatchObject({ latitude: 37.78844, longitude: -122.41274 });
    expect(first.agency?.name).toBe('Colliers International');
  });

  it('reads the same cards from an older search page that keeps them in mobileSearchPageStore', () => {
    const page = `<!DOCTYPE html><html><head></head><body><script type="application/json" data-zrr-shared-data-key="mobileSearchPageStore"><!--${search}--></script></body></html>`;
    const old = read('search/page-0001.html', page, 'text/html');
    expect(old.issues).toEqual([]);
    expect(old.listings.map((l) => l.native_id)).toEqual(out.listings.map((l) => l.native_id));
  });
});

describe('a 2022 rental search answer (New Jersey: 2 homes and 3 apartment buildings)', () => {
  const out = read('search/async-0001.json', real('search-rent-new-jersey-2022.json'));

  it('yields the homes as listings and each building card as a building', () => {
    expect(out.issues).toEqual([]);
    expect(out.listings.map((l) => [l.native_id, l.transaction, l.price?.display_text])).toEqual([
      ['2079270011', 'rent', '$2,600/mo'],
      ['2060393787', 'rent', '$2,195/mo'],
    ]);
    expect(out.buildings.map((b) => [b.native_id, b.name, b.url])).toEqual([
      ['sawyer-jersey-city-nj-974K78', 'Sawyer', 'https://www.zillow.com/b/sawyer-jersey-city-nj-974K78/'],
      ['brighton-arms-neptune-city-nj-5Y2Yg4', 'Brighton Arms', 'https://www.zillow.com/b/brighton-arms-neptune-city-nj-5Y2Yg4/'],
      ['the-brick-of-hackensack-hackensack-nj-9764Lb', 'The Brick of Hackensack', 'https://www.zillow.com/b/the-brick-of-hackensack-hackensack-nj-9764Lb/'],
    ]);
    expect(out.buildings[0]?.address).toMatchObject({ original_text: '39 New York Ave, Jersey City, NJ', line1: '39 New York Ave', city: 'Jersey City', region: 'NJ', postal_code: '07307' });
    expect(out.buildings[0]?.geometry).toMatchObject({ latitude: 40.7375, longitude: -74.04615 });
  });

  it('reads each "units" entry as a floor plan of its building with its monthly "from" rent', () => {
    expect(out.units.map((u) => [u.building_native_id, u.native_id, u.kind, u.label, u.property?.bedrooms, u.price?.amount, u.price?.kind, u.price?.period, u.price?.display_text])).toEqual([
      ['sawyer-jersey-city-nj-974K78', 'beds-1', 'floor_plan', '1 bd', 1, '2800', 'from', 'month', '$2,800+'],
      ['brighton-arms-neptune-city-nj-5Y2Yg4', 'beds-1', 'floor_plan', '1 bd', 1, '1750', 'from', 'month', '$1,750+'],
      ['brighton-arms-neptune-city-nj-5Y2Yg4', 'beds-2', 'floor_plan', '2 bd', 2, '1975', 'from', 'month', '$1,975+'],
      ['the-brick-of-hackensack-hackensack-nj-9764Lb', 'beds-0', 'floor_plan', 'Studio', 0, '2260', 'from', 'month', '$2,260+'],
      ['the-brick-of-hackensack-hackensack-nj-9764Lb', 'beds-1', 'floor_plan', '1 bd', 1, '2400', 'from', 'month', '$2,400+'],
      ['the-brick-of-hackensack-hackensack-nj-9764Lb', 'beds-2', 'floor_plan', '2 bd', 2, '3350', 'from', 'month', '$3,350+'],
    ]);
  });
});

describe('a 2023 home (661 Lakeview Ave, zpid 15192198)', () => {
  const property = real('property-15192198-2023.json');
  const cache = JSON.stringify({ 'ForSaleShopperPlatformFullRenderQuery{"zpid":15192198}': { property: JSON.parse(property) } });
  const nextData = `<!DOCTYPE html><html><body><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { componentProps: { zpid: 15192198, gdpClientCache: cache } } } })}</script></body></html>`;
  const out = read('homedetails/15192198.html', nextData, 'text/html');
  const listing = out.listings[0] as ListingObserved;

  it('reads price, rooms, areas, year, pin and dates', () => {
    expect(out.issues).toEqual([]);
    expect(listing).toMatchObject({ native_id: '15192198', url: 'https://www.zillow.com/homedetails/661-Lakeview-Ave-San-Francisco-CA-94112/15192198_zpid/' });
    expect(listing.price).toMatchObject({ amount: '850000', currency: 'USD' });
    expect(listing.property).toMatchObject({ bedrooms: 2, bathrooms: 1, year_built: 1921 });
    expect(listing.property.areas?.map((a) => [a.basis, a.value, a.unit])).toEqual([['living', 900, 'sqft'], ['plot', 3746, 'sqft']]);
    expect(listing.property.geometry).toMatchObject({ latitude: 37.71803, longitude: -122.45783 });
    expect(listing.listed_at).toBe('2023-05-27T00:00:00Z');
  });

  it('reads lastUpdated "2023-06-23 08:26:44" (Pacific, PDT) as an instant', () => {
    expect(listing.source_updated_at).toBe('2023-06-23T15:26:44.000Z');
  });

  it('keeps the four sale postings of the history, oldest first', () => {
    expect(listing.price_history?.map((h) => [h.event_at, h.event, h.price?.amount])).toEqual([
      ['2022-12-21', 'listed', '825000'],
      ['2023-05-15', 'removed', undefined],
      ['2023-05-27', 'listed', '850000'],
      ['2023-06-15', 'status_changed', '850000'],
    ]);
  });

  it('leaves a rental posting out of a sale listing', () => {
    const home = JSON.parse(property) as { priceHistory: Array<Record<string, unknown>> };
    const oldest = home.priceHistory[3] as Record<string, unknown>;
    oldest['postingIsRental'] = true;
    const body = JSON.stringify({ zpid: 15192198, apiCache: JSON.stringify({ 'ForSaleDoubleScrollFullRenderQuery{"zpid":15192198}': { property: home } }) });
    const page = `<!DOCTYPE html><html><body><script id="hdpApolloPreloadedData" type="application/json">${body}</script></body></html>`;
    const old = read('homedetails/15192198.html', page, 'text/html');
    expect(old.issues).toEqual([]);
    expect(old.listings[0]?.price_history?.map((h) => h.event_at)).toEqual(['2023-05-15', '2023-05-27', '2023-06-15']);
  });

  it('shows the price and each history price as the page prints them', () => {
    expect(listing.price?.display_text).toBe('$850,000');
    expect(listing.price_history?.map((h) => h.price?.display_text)).toEqual(['$825,000', undefined, '$850,000', '$850,000']);
  });

  it('reads the agent, the brokerage and the 21 photos', () => {
    // attributionInfo.agentName is " Wong Real Estate Grp", with a space the page does not show.
    expect(listing.agent?.name).toBe('Wong Real Estate Grp');
    expect(listing.agency).toMatchObject({ name: 'KW Advisors', professional_contacts: [{ kind: 'business_phone', value: '650-627-3700' }] });
    expect(listing.agent?.professional_contacts).toEqual([
      { kind: 'business_phone', value: '650-619-2790' },
      { kind: 'business_email', value: 'debbie@debbiewong.com' },
    ]);
    expect(out.media[0]?.items).toHaveLength(21);
  });
});

describe('a 2023 rentals search page saved after it rendered, without its data script (San Francisco, 4 of 44 cards)', () => {
  const out = read('search/page-0001.html', real('search-rendered-san-francisco-2023-trimmed.html'), 'text/html');
  const row = (l: ListingObserved) => [l.native_id, l.url, l.transaction, l.price?.display_text, l.price?.amount, l.price?.kind, l.property.bedrooms, l.property.bathrooms, l.property.areas?.[0]?.value];

  it('reads the cards from the markup: id and link, price line, bd / ba / sqft', () => {
    expect(out.issues).toEqual([]);
    expect(out.listings.map(row)).toEqual([
      ['747-geary-street-oakland-ca-CYzGVt', 'https://www.zillow.com/b/747-geary-street-oakland-ca-CYzGVt/', 'rent', '$2,895+/mo', '2895', 'from', 1, 1, 900],
      ['5XjKHx', 'https://www.zillow.com/apartments/san-francisco-ca/parkmerced/5XjKHx/', 'rent', '$2,810+/mo', '2810', 'from', 1, 1, 804],
      ['5XkKMm', 'https://www.zillow.com/apartments/san-francisco-ca/845-sutter/5XkKMm/', 'rent', '$2,450/mo', '2450', 'asking', 1, 1, 700],
      // A community card: its price line carries the plan ("$2,798+ 1bd"), its list is empty.
      ['9NK3gC', 'https://www.zillow.com/apartments/san-francisco-ca/the-landing/9NK3gC/', 'rent', '$2,798+ 1bd', '2798', 'from', 1, undefined, undefined],
    ]);
    expect(out.listings.map((l) => l.property.address?.original_text)).toEqual([
      '747 Geary Street, 747 Geary St, Oakland, CA 94609',
      'Parkmerced | 3711 19th Ave, San Francisco, CA',
      '845 Sutter, 845 Sutter St APT 509, San Francisco, CA',
      'The Landing | 1395 22nd St, San Francisco, CA',
    ]);
    expect(out.listings.every((l) => l.price?.period === 'month')).toBe(true);
  });

  it('says which fields came from the markup', () => {
    expect(out.listings[0]?.field_status).toEqual({
      url: 'from_markup', transaction: 'from_markup', status: 'from_markup', price: 'from_markup',
      'property.address': 'from_markup', 'property.bedrooms': 'from_markup', 'property.bathrooms': 'from_markup', 'property.areas': 'from_markup',
    });
    expect(out.listings[3]?.field_status).not.toHaveProperty('property.bathrooms');
  });
});

describe('listingClockInstant', () => {
  it('reads Zillow\'s "2024-10-29 07:43:41" as Pacific time, daylight or standard', () => {
    expect(listingClockInstant('2024-10-29 07:43:41')).toBe('2024-10-29T14:43:41.000Z');
    expect(listingClockInstant('2024-12-02 07:43:41')).toBe('2024-12-02T15:43:41.000Z');
    expect(listingClockInstant('2024-02-30 07:43:41')).toBeUndefined();
  });
});
