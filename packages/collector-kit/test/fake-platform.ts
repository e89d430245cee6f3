import type { ListingObserved, MediaObserved } from '@estate/events';
import type { NativePayload, PlatformRenderer, SampleListing } from '@estate/sample-data';
import type { CollectorDefinition } from '../src/definition.js';
import type { ParsedPayload, ParseIssue, PayloadParser } from '../src/parser.js';

/**
 * A tiny platform for the kit's tests: search pages in JSON Lines, one record per line, so a
 * truncated file loses only its cut line. It borrows the name `zillow` because the sample
 * generator only knows the five real platforms.
 */
export const FAKE_PLATFORM = 'zillow';

interface Row {
  id: string;
  title: string;
  price: number;
  currency: string;
  country: string;
  status: string;
  beds: number;
  area: number;
  type: string;
  lat: number;
  lon: number;
  city: string;
  photos: string[];
}

export const jsonLinesRenderer: PlatformRenderer = {
  platform: FAKE_PLATFORM,
  render(listings: readonly SampleListing[], { pageSize }): NativePayload[] {
    const pages: NativePayload[] = [];
    for (let i = 0; i * pageSize < listings.length; i++) {
      const rows = listings.slice(i * pageSize, (i + 1) * pageSize).map((l): Row => ({
        id: l.native_id,
        title: l.title,
        price: l.price,
        currency: l.currency,
        country: l.country,
        status: l.status,
        beds: l.bedrooms,
        area: l.living_area_sqm,
        type: l.property_type,
        lat: l.latitude,
        lon: l.longitude,
        city: l.address.city,
        photos: l.photos.slice(0, 3).map((p) => p.url),
      }));
      pages.push({ path: `search/page-${String(i + 1).padStart(4, '0')}.jsonl`, content_type: 'application/x-ndjson', body: `${rows.map((r) => JSON.stringify(r)).join('\n')}\n` });
    }
    return pages;
  },
};

export const jsonLinesParser: PayloadParser = (payload, context): ParsedPayload => {
  const out: ParsedPayload = { listings: [], media: [], issues: [] };
  const lines = payload.body.split('\n');
  const complete = payload.body.endsWith('\n');
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    let row: Row;
    try {
      row = JSON.parse(line) as Row;
    } catch {
      const last = i === lines.length - 1;
      const issue: ParseIssue = {
        error_code: last && !complete ? 'truncated_payload' : 'parse_error',
        message: last && !complete ? `line ${i + 1} is cut off` : `line ${i + 1} is not JSON`,
        path: payload.path,
      };
      out.issues.push(issue);
      return;
    }
    const listing: ListingObserved = {
      native_id: row.id,
      url: `https://www.zillow.com/homedetails/${row.id}_zpid/`,
      transaction: 'sale',
      status: row.status,
      title: row.title,
      price: { amount: String(row.price), currency: row.currency, kind: 'asking' },
      property: {
        bedrooms: row.beds,
        property_type: row.type,
        areas: [{ value: row.area, unit: 'sqm', basis: 'living', normalized_sqm: row.area }],
        geometry: { latitude: row.lat, longitude: row.lon, precision: 'exact', crs: 'EPSG:4326' },
        address: { city: row.city, country: row.country },
      },
      retrieved_at: context.retrievedAt,
      access_class: 'public_portal',
      country: row.country,
    };
    out.listings.push(listing);
    const media: MediaObserved = {
      listing_native_id: row.id,
      items: row.photos.map((url, position) => ({ url, type: 'photo', position })),
      complete: false,
      access_class: 'public_portal',
      country: row.country,
    };
    out.media.push(media);
  });
  return out;
};

export function fakeDefinition(overrides: Partial<CollectorDefinition> = {}): CollectorDefinition {
  return {
    platform: FAKE_PLATFORM,
    displayName: 'Zillow (test double)',
    countries: ['US', 'GB'],
    recordKinds: ['listing', 'media'],
    operations: ['searchListings', 'searchPlatformListings', 'getListing', 'getListingMedia'],
    selectors: { searchListings: ['transaction', 'price', 'bedrooms', 'location.bbox'], searchPlatformListings: ['transaction', 'price'] },
    parse: jsonLinesParser,
    renderer: jsonLinesRenderer,
    ...overrides,
  };
}
