import type { ListingInsertRow } from '@estate/store';
import { HOUR, seeded } from '@estate/store/testing';

export interface SearchData {
  /** The latest row of every listing, live or not. */
  current: ListingInsertRow[];
  /** Every row to insert: current rows, older versions, replayed duplicates. */
  inserts: ListingInsertRow[];
}

export const PLATFORMS = ['zillow', 'rightmove', 'idealista', 'suumo'];
/** A city that holds SQL and parameter syntax, matched as plain text. */
export const HOSTILE_CITY = "O'Brien \\ {p0:String}; DROP TABLE listings --";
const PLACES = [
  { country: 'US', city: 'Austin', region: 'TX', postal: '787', lat: 30.27, lon: -97.74 },
  { country: 'DE', city: 'München', region: 'Bayern', postal: '803', lat: 48.14, lon: 11.58 },
  { country: 'ES', city: 'Madrid', region: 'Madrid', postal: '280', lat: 40.42, lon: -3.7 },
  // Straddles the antimeridian.
  { country: 'FJ', city: 'Suva', region: 'Central', postal: '', lat: -17.7, lon: 179.6 },
  { country: 'GB', city: HOSTILE_CITY, region: 'Kent', postal: 'CT1 ', lat: 51.28, lon: 1.08 },
];
// Few distinct values, so every sort meets ties; decimals that are not exact in binary.
const PRICES = ['0.10', '1234.57', '250000.50', '250000.50', '99999999999.99', '450000.00', '450000.00', '12.30', '700000.05'];
const AREAS = [50, 75.5, 75.5, 120, 0.1, 333.3];
const BATHROOMS = [1, 1.5, 2.3, 2.3, 3];

export function searchData(count: number, now: number, seed = 7): SearchData {
  const random = seeded(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const maybe = <T>(p: number, value: () => T): T | null => (random() < p ? null : value());

  const listing = (id: string, platform: string, observedAt: number, eventId: string): ListingInsertRow => {
    const place = pick(PLACES);
    const priced = random() < 0.9;
    const observed = new Date(observedAt).toISOString();
    return {
      listing_id: id,
      platform,
      native_id: id.slice(4),
      country: place.country,
      city: random() < 0.2 ? place.city.toUpperCase() : place.city,
      region: place.region,
      postal_code: place.postal === '' ? '' : `${place.postal}${Math.floor(random() * 100)}`,
      transaction: random() < 0.75 ? 'sale' : 'rent',
      status: pick(['active', 'active', 'active', 'sold', 'under_offer']),
      property_type: pick(['house', 'apartment', 'apartment', 'land']),
      price_amount: priced ? pick(PRICES) : null,
      currency: pick(['USD', 'EUR']),
      price_per_sqm: maybe(0.25, () => pick(PRICES)),
      area_sqm: maybe(0.15, () => pick(AREAS)),
      bedrooms: maybe(0.1, () => Math.floor(random() * 6)),
      bathrooms: maybe(0.1, () => pick(BATHROOMS)),
      rooms: null,
      year_built: maybe(0.2, () => 1900 + Math.floor(random() * 120)),
      latitude: null,
      longitude: null,
      ...geo(place, random),
      title: `Listing ${id}`,
      url: `https://${platform}.test/${id}`,
      observed_at: observed,
      // Whole hours: several listings share the same `newest` value.
      source_updated_at: random() < 0.5 ? null : new Date(now - Math.floor(random() * 30) * HOUR).toISOString(),
      property_id: '',
      event_id: eventId,
      document: JSON.stringify({ id, event: eventId }),
    };
  };

  const current: ListingInsertRow[] = [];
  const inserts: ListingInsertRow[] = [];
  for (let i = 0; i < count; i++) {
    const id = `lst_${Math.floor(random() * 0xffffffff).toString(16).padStart(8, '0')}${i}`;
    const platform = pick(PLATFORMS);
    const expired = random() < 0.05;
    // Observed 1–22 h ago (expired: 25–30 h), on whole seconds so several rows share a time.
    const hoursAgo = expired ? 25 + random() * 5 : 1 + random() * 21;
    const latest = listing(id, platform, Math.floor((now - hoursAgo * HOUR) / 1000) * 1000, `ev_${i}_latest`);
    current.push(latest);
    inserts.push(latest);
    // Older versions of a third of the listings, in earlier hours, with other values.
    if (random() < 0.35) {
      const older = Date.parse(latest.observed_at) - (1 + Math.floor(random() * 3)) * HOUR;
      inserts.push(listing(id, platform, older, `ev_${i}_older`));
    }
    if (random() < 0.1) inserts.push({ ...latest });
  }
  return { current, inserts };
}

function geo(place: (typeof PLACES)[number], random: () => number): Partial<ListingInsertRow> {
  if (random() < 0.1) return { latitude: null, longitude: null };
  const latitude = place.lat + (random() - 0.5) * 1.2;
  let longitude = place.lon + (random() - 0.5) * 1.6;
  if (longitude > 180) longitude -= 360;
  return { latitude, longitude };
}
