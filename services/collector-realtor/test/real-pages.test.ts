/**
 * realtor.com's parser against real saved responses of both search generations and a detail
 * page (provenance in real-pages/README.md). Every expected value below was read off the saved
 * file itself, not taken from a parser run.
 */
import { readFileSync } from 'node:fs';
import { assertPublishable, byKind } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2026-02-18T12:00:00.000Z', retrievedAt: '2026-02-18T12:00:00.000Z' };
const read = (file: string, path: string) => {
  const parsed = parse({ path, content_type: 'text/html', body: readFileSync(new URL(`./real-pages/${file}`, import.meta.url), 'utf8') }, CONTEXT);
  return { parsed, out: byKind(parsed) };
};

describe('a 2023 search answer (`properties[]`): Boston rentals', () => {
  const { parsed, out } = read('search-boston-2023.html', 'search/Boston_MA/page-0001.html');

  it('yields every result, publishable', () => {
    assertPublishable('realtor', parsed, CONTEXT);
    expect(out.issues).toEqual([]);
    expect(out.listings.map((l) => l.native_id)).toEqual(['2951559163', '2951556874', '2951556003']);
  });

  it('reads a rent as a month, the unit out of the street line, and the baths from full and half', () => {
    const [lane, hecla, sumner] = out.listings;
    expect(lane).toMatchObject({ transaction: 'rent', status: 'active', price: { amount: '5000', currency: 'USD', period: 'month' } });
    // baths 3 on the page counts the half bath as one: two full and one half are 2.5.
    expect(lane?.property).toMatchObject({ bedrooms: 4, bathrooms: 2.5, year_built: 1920, property_type: 'house', source_property_type: 'single_family' });
    expect(lane?.property.address).toMatchObject({ line1: '46 Lane Park', city: 'Brighton', region: 'MA', postal_code: '02135' });
    expect(lane?.property.geometry).toMatchObject({ latitude: 42.342934, longitude: -71.159785 });
    expect(lane?.property.areas).toEqual([expect.objectContaining({ value: 2074, unit: 'sqft', basis: 'living' })]);
    // "38 Hecla St Unit 1" in `line`, "38-Hecla-St-1" in the permalink.
    expect(hecla?.property.address).toMatchObject({ line1: '38 Hecla St', unit: 'Unit 1', postal_code: '02122' });
    expect(hecla?.url).toBe('https://www.realtor.com/realestateandhomes-detail/38-Hecla-St-1_Boston_MA_02122_M34420-56073');
    // A condo (`sub_type`) of type `apartment`.
    expect(hecla?.property).toMatchObject({ property_type: 'condo', source_property_type: 'apartment', bedrooms: 3, bathrooms: 1 });
    expect(sumner?.property.address).toMatchObject({ line1: '366-368 Sumner St', unit: 'Unit 1' });
    expect(sumner?.agency?.name).toBe('Lantern Residential');
  });

  it('keeps the MLS and realtor.com\'s property id; this generation names no MLS number', () => {
    expect(out.listings[0]?.extensions).toEqual({ mls_source: 'BSMA', property_id: '3407230394' });
  });
});

describe('a 2021 search page (`searchResults.home_search`): Alpine, UT', () => {
  const { parsed, out } = read('search-alpine-ut-2021.html', 'search/Alpine_UT/page-0001.html');

  it('yields its results with the office and the update time the 2021 pages carry', () => {
    assertPublishable('realtor', parsed, CONTEXT);
    expect(out.issues).toEqual([]);
    expect(out.listings).toHaveLength(2);
    const [blueRidge] = out.listings;
    expect(blueRidge).toMatchObject({ native_id: '2927800485', transaction: 'sale', status: 'active', listed_at: '2021-04-05T21:58:23.000Z', source_updated_at: '2021-04-06T05:46:49.000Z' });
    expect(blueRidge?.price).toMatchObject({ amount: '825000', currency: 'USD', kind: 'asking' });
    expect(blueRidge?.property).toMatchObject({ bedrooms: 5, bathrooms: 3.5, year_built: 1998 });
    expect(blueRidge?.property.areas).toEqual([
      expect.objectContaining({ value: 4147, unit: 'sqft', basis: 'living' }),
      expect.objectContaining({ value: 21344, unit: 'sqft', basis: 'plot' }),
    ]);
    expect(blueRidge?.property.address).toMatchObject({ line1: '880 S Blue Ridge Ln E', city: 'Alpine', region: 'UT', postal_code: '84004' });
    expect(blueRidge?.agency?.name).toBe('Equity Real Estate - Results');
  });
});

describe('a detail page (`propertyDetails`): 12355 Attlee Dr, Houston', () => {
  const { parsed, out } = read('detail-houston-2023.html', 'details/7033035605.html');
  const listing = out.listings[0];

  it('yields the listing and its complete gallery, publishable', () => {
    assertPublishable('realtor', parsed, CONTEXT);
    expect(out.issues).toEqual([]);
    expect(out.listings).toHaveLength(1);
    expect(out.media[0]).toMatchObject({ listing_native_id: '2944177456', complete: true });
    expect(out.media[0]?.items).toHaveLength(24);
    expect(out.media[0]?.items[0]?.url).toBe('https://ap.rdcpix.com/132d56bb4259d8a3f157f650dbbc314dl-m1594155027s.jpg');
  });

  it('reads the sale, the home, its remarks and the seller\'s office', () => {
    expect(listing).toMatchObject({ native_id: '2944177456', status: 'sold', transaction: 'sale', listed_at: '2022-06-10T21:02:49.000Z' });
    expect(listing?.url).toBe('https://www.realtor.com/realestateandhomes-detail/12355-Attlee-Dr_Houston_TX_77077_M70330-35605');
    expect(listing?.price).toMatchObject({ amount: '345000', currency: 'USD' });
    // "baths_consolidated": "2.5" beside baths_full 2 and baths_half 1.
    expect(listing?.property).toMatchObject({ bedrooms: 4, bathrooms: 2.5, year_built: 1970, property_type: 'house' });
    expect(listing?.property.address).toMatchObject({ line1: '12355 Attlee Dr', city: 'Houston', region: 'TX', postal_code: '77077' });
    expect(listing?.property.geometry).toMatchObject({ latitude: 29.749552, longitude: -95.600417 });
    expect(listing?.description).toMatch(/^Here it is! Do not miss this professionally remodeled home/);
    expect(listing?.agency).toMatchObject({ native_id: '4464789', name: 'Opendoor Brokerage, LLC', website: 'http://opendoor.com' });
  });
});

describe('what realtor.com pages without data become', () => {
  it('reports a bot-check page and a cut page, and never throws', () => {
    const check = parse({ path: 'search/page-0001.html', content_type: 'text/html', body: '<!DOCTYPE html><html><head><title>Pardon Our Interruption</title></head><body></body></html>' }, CONTEXT);
    expect(check.issues.map((i) => i.error_code)).toEqual(['unexpected_shape']);
    const body = readFileSync(new URL('./real-pages/detail-houston-2023.html', import.meta.url), 'utf8');
    const cut = parse({ path: 'details/7033035605.html', content_type: 'text/html', body: body.slice(0, 3000) }, CONTEXT);
    expect(cut.observations).toEqual([]);
    expect(cut.issues.map((i) => i.error_code)).toEqual(['truncated_payload']);
    const search = readFileSync(new URL('./real-pages/search-boston-2023.html', import.meta.url), 'utf8');
    const cutSearch = parse({ path: 'search/page-0001.html', content_type: 'text/html', body: search.slice(0, 4200) }, CONTEXT);
    expect(cutSearch.observations.length).toBeGreaterThanOrEqual(1);
    expect(cutSearch.issues.some((i) => i.error_code === 'truncated_payload')).toBe(true);
  });
});
