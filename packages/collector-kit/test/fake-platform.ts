import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { observation, type ListingObserved, type MediaObserved } from '@estate/events';
import { defineCollector, type CollectorDefinition } from '../src/definition.js';
import type { NativePayload } from '../src/native-payload.js';
import type { ParsedPayload, ParseIssue, PayloadParser } from '../src/parser.js';
import { REPLAY_MANIFEST_FILE } from '../src/replay-folder.js';
/**
 * A tiny platform for the kit's tests: search pages in JSON Lines, one record per line, so a
 * truncated file loses only its cut line. It borrows the name `zillow`, a platform the
 * rest of the stack knows.
 */
export const FAKE_PLATFORM = 'zillow';

export interface Row {
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

/** A tiny deterministic generator: the same seed gives the same rows. */
export function fakeRows(seed: number, size: number): Row[] {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
  return Array.from({ length: size }, (_, i) => {
    const country = next() < 0.7 ? 'US' : 'GB';
    const id = String(100_000_000 + seed * 1_000_000 + i);
    return {
      id,
      title: `Home ${i}`,
      price: 100_000 + Math.round(next() * 1_500_000),
      currency: country === 'US' ? 'USD' : 'GBP',
      country,
      status: 'active',
      beds: 1 + Math.floor(next() * 5),
      area: 40 + Math.round(next() * 200),
      type: next() < 0.5 ? 'house' : 'apartment',
      lat: country === 'US' ? 30 + next() * 10 : 51 + next(),
      lon: country === 'US' ? -100 + next() * 10 : -1 + next(),
      city: country === 'US' ? 'Austin' : 'London',
      photos: Array.from({ length: 1 + Math.floor(next() * 3) }, (_, k) => `https://photos.example.test/${id}/${k}.jpg`),
    };
  });
}

export function renderJsonLines(rows: readonly Row[], pageSize: number): NativePayload[] {
  const pages: NativePayload[] = [];
  for (let i = 0; i * pageSize < rows.length; i++) {
    const page = rows.slice(i * pageSize, (i + 1) * pageSize);
    pages.push({ path: `search/page-${String(i + 1).padStart(4, '0')}.jsonl`, content_type: 'application/x-ndjson', body: `${page.map((r) => JSON.stringify(r)).join('\n')}\n` });
  }
  return pages;
}

/** Writes the fake platform's replay folder under `samplesDir`, with its manifest, as a generator would. */
export async function writeFakeSamples(samplesDir: string, options: { seed: number; size: number; pageSize?: number }): Promise<Row[]> {
  const rows = fakeRows(options.seed, options.size);
  const pages = renderJsonLines(rows, options.pageSize ?? 25);
  const dir = join(samplesDir, FAKE_PLATFORM);
  for (const page of pages) {
    await mkdir(dirname(join(dir, page.path)), { recursive: true });
    await writeFile(join(dir, page.path), page.body);
  }
  const files = pages.map((p) => ({ path: p.path, content_type: p.content_type, bytes: Buffer.byteLength(p.body) }));
  await writeFile(join(dir, REPLAY_MANIFEST_FILE), JSON.stringify({ generator: 'collector-kit-test', files }));
  return rows;
}

export const jsonLinesParser: PayloadParser = (payload, context): ParsedPayload => {
  const out: ParsedPayload = { observations: [], issues: [] };
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
    out.observations.push(observation('listing', listing));
    const media: MediaObserved = {
      listing_native_id: row.id,
      items: row.photos.map((url, position) => ({ url, type: 'photo', position })),
      complete: false,
      access_class: 'public_portal',
      country: row.country,
    };
    out.observations.push(observation('media', media));
  });
  return out;
};

export function fakeDefinition(overrides: Partial<CollectorDefinition> = {}): CollectorDefinition {
  return {
    ...defineCollector({
      platform: FAKE_PLATFORM,
      displayName: 'Zillow (test double)',
      countries: ['US', 'GB'],
      recordKinds: ['listing', 'media'],
      operations: ['searchListings', 'searchPlatformListings', 'getListing', 'getListingMedia'],
      searchSelectors: ['transaction', 'price'],
      selectors: { searchListings: ['transaction', 'price', 'bedrooms', 'location.bbox'] },
      parse: jsonLinesParser,
    }),
    ...overrides,
  };
}
