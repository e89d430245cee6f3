import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Rng } from '@estate/sample-data';
import { createStore, type ListingInsertRow, type Store } from '@estate/store';

export const HOUR = 3_600_000;

/** Deterministic pseudo-random numbers in [0, 1), so a failing case fails every run. */
export function seeded(seed: number): () => number {
  const rng = new Rng(seed);
  return () => rng.next();
}

export type Random = () => number;
export const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;

export const PLATFORMS = ['zillow', 'rightmove', 'idealista', 'suumo'];
export const STATUSES = ['active', 'sold', 'under_offer'];
export const PROPERTY_TYPES = ['house', 'apartment', 'land'];
export const CURRENCIES = ['USD', 'EUR'];
export const PLACES = [
  { country: 'US', city: 'Austin', region: 'TX', postal: '787', lat: 30.27, lon: -97.74 },
  { country: 'DE', city: 'München', region: 'Bayern', postal: '803', lat: 48.14, lon: 11.58 },
  { country: 'ES', city: 'Madrid', region: 'Madrid', postal: '280', lat: 40.42, lon: -3.7 },
  // Straddles the antimeridian.
  { country: 'FJ', city: 'Suva', region: 'Central', postal: '', lat: -17.7, lon: 179.6 },
  { country: 'TR', city: 'İstanbul', region: 'Marmara', postal: '34', lat: 41.01, lon: 28.98 },
  { country: 'GB', city: "O'Brien \\ {p0:String}", region: 'Kent', postal: 'CT1 ', lat: 51.28, lon: 1.08 },
];
// Few distinct values, so every sort meets ties; decimals that are not exact in binary.
export const PRICES = ['0.10', '1234.57', '250000.50', '250000.50', '99999999999.99', '450000.00', '450000.00', '12.30', '700000.05'];
export const AREAS = [50, 75.5, 75.5, 120, 0.1, 333.3];
export const BATHROOMS = [1, 1.5, 2.3, 2.3, 3];

/**
 * A random `listings` row observed at `observedAt`, as the projector writes it: some values
 * missing, cities in varying case, points scattered around a place.
 */
export function listingRow(random: Random, id: string, platform: string, observedAt: number, now: number, version: string): ListingInsertRow {
  const place = pick(random, PLACES);
  const maybe = <T>(p: number, value: () => T): T | null => (random() < p ? null : value());
  const point = random() < 0.1 ? null : { latitude: place.lat + (random() - 0.5) * 1.2, longitude: wrap(place.lon + (random() - 0.5) * 1.6) };
  return {
    listing_id: id,
    platform,
    native_id: id.slice(4),
    country: place.country,
    ...(random() < 0.05 ? {} : { city: random() < 0.2 ? place.city.toUpperCase() : place.city }),
    region: place.region,
    postal_code: place.postal === '' ? '' : `${place.postal}${Math.floor(random() * 100)}`,
    transaction: random() < 0.75 ? 'sale' : 'rent',
    status: pick(random, ['active', 'active', ...STATUSES]),
    ...(random() < 0.05 ? {} : { property_type: pick(random, PROPERTY_TYPES) }),
    price_amount: maybe(0.1, () => pick(random, PRICES)),
    currency: pick(random, CURRENCIES),
    price_per_sqm: maybe(0.25, () => pick(random, PRICES)),
    area_sqm: maybe(0.15, () => pick(random, AREAS)),
    bedrooms: maybe(0.1, () => Math.floor(random() * 6)),
    bathrooms: maybe(0.1, () => pick(random, BATHROOMS)),
    rooms: null,
    year_built: maybe(0.2, () => 1900 + Math.floor(random() * 120)),
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    title: `Listing ${id}`,
    url: `https://${platform}.test/${id}`,
    observed_at: new Date(observedAt).toISOString(),
    // Whole hours: several listings share the same `newest` value.
    source_updated_at: random() < 0.4 ? null : new Date(now - Math.floor(random() * 30) * HOUR).toISOString(),
    property_id: '',
    event_id: `ev_${id}_${version}`,
    document: JSON.stringify({ id, version }),
  };
}

function wrap(longitude: number): number {
  return longitude > 180 ? longitude - 360 : longitude;
}

/** Rows to insert, oldest first: each listing's latest row, earlier versions of some, a few replays. */
export function listingRows(random: Random, count: number, now: number): ListingInsertRow[] {
  const rows: ListingInsertRow[] = [];
  for (let i = 0; i < count; i++) {
    const id = `lst_${Math.floor(random() * 0xffffffff).toString(16).padStart(8, '0')}${i}`;
    const platform = pick(random, PLATFORMS);
    // Observed 1–22 h ago, or (expired) 25–30 h ago, on whole seconds so several rows share a time.
    const hoursAgo = random() < 0.06 ? 25 + random() * 5 : 1 + random() * 21;
    const latest = listingRow(random, id, platform, Math.floor((now - hoursAgo * HOUR) / 1000) * 1000, now, 'latest');
    if (random() < 0.35) rows.push(listingRow(random, id, platform, Date.parse(latest.observed_at) - (1 + Math.floor(random() * 4)) * HOUR, now, 'older'));
    rows.push(latest);
    if (random() < 0.05) rows.push({ ...latest });
  }
  return rows.sort((a, b) => Date.parse(a.observed_at) - Date.parse(b.observed_at));
}

/** ESTATE_LARGE_TESTS=1 runs the randomised comparisons at their full size (read here only). */
export const largeTests = process.env.ESTATE_LARGE_TESTS === '1';

const SHARED_DIR = Symbol.for('estate.search.test.storeDir');
type SharedHolder = { [SHARED_DIR]?: Promise<string> };

/**
 * An embedded store in a database of its own on the worker's one data directory: the engine binds
 * one directory per process, and the test files share their worker's process (vitest.config.ts).
 * The directory is made on first use and removed when the process exits; close() drops the database.
 */
export async function openSharedStore(database: string): Promise<Store> {
  const holder = globalThis as SharedHolder;
  holder[SHARED_DIR] ??= mkdtemp(join(tmpdir(), 'estate-search-test-')).then((dir) => {
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  });
  const store = await createStore({ path: await holder[SHARED_DIR], database, poolSize: 2 });
  return {
    ...store,
    close: async () => {
      await store.command({ query: `DROP DATABASE IF EXISTS \`${database}\`` }).catch(() => undefined);
      await store.close();
    },
  };
}
