/**
 * Zillow's parser against real answers saved by a public scraper (provenance in
 * real-pages/README.md). Expected values were read off the JSON by hand, not from a parser run.
 * The search answer is the async search API's; the home is the `property` object Zillow puts in
 * a home page's cache, here placed in each page shape that carries it.
 */
import { readFileSync } from 'node:fs';
import { assertPublishable, byKind, type ParsedByKind } from '@estate/collector-kit/testing';
import type { ListingObserved } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { listingClockInstant } from '../src/dates.js';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2024-02-05T18:00:00.000Z', retrievedAt: '2024-02-05T18:00:00.000Z' };
const real = (file: string): string => readFileSync(new URL(`./real-pages/${file}`, import.meta.url), 'utf8');

function read(path: string, body: string, contentType = 'application/json'): ParsedByKind {
  const parsed = parse({ path, content_type: contentType, body }, CONTEXT);
  assertPublishable('zillow', parsed, CONTEXT);
  return byKind(parsed);
}

describe('a 2024 async search answer (San Francisco: 6 homes and 2 multi-unit buildings)', () => {
  const search = real('search-async-san-francisco-2024.json');
  const out = read('search/async-0001.json', search);

  it('yields the 6 homes; the building cards are neither listings nor issues', () => {
    expect(out.issues).toEqual([]);
    expect(out.listings.map((l) => l.native_id)).toEqual(['2052939967', '15130633', '332858926', '2060432027', '15176331', '2099934384']);
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

  it('reads the agent, the brokerage and the 21 photos', () => {
    expect(listing.agency).toMatchObject({ name: 'KW Advisors', professional_contacts: [{ kind: 'business_phone', value: '650-627-3700' }] });
    expect(listing.agent?.professional_contacts).toEqual([
      { kind: 'business_phone', value: '650-619-2790' },
      { kind: 'business_email', value: 'debbie@debbiewong.com' },
    ]);
    expect(out.media[0]?.items).toHaveLength(21);
  });
});

describe('listingClockInstant', () => {
  it('reads Zillow\'s "2024-10-29 07:43:41" as Pacific time, daylight or standard', () => {
    expect(listingClockInstant('2024-10-29 07:43:41')).toBe('2024-10-29T14:43:41.000Z');
    expect(listingClockInstant('2024-12-02 07:43:41')).toBe('2024-12-02T15:43:41.000Z');
    expect(listingClockInstant('2024-02-30 07:43:41')).toBeUndefined();
  });
});
