import { COUNTRY_PROFILES } from '../countries/index.js';
import type { City, CountryCode, District } from '../profile.js';
import { hash32, mix32, Rng } from '../prng.js';

/**
 * The seeded truth behind the short-stay sources: Airbnb stays in cities the listing world
 * already has, in five countries, each with its calendar, its reviews and the price terms its
 * page applies (nightly price, cleaning fee, service fee and taxes, a weekly discount). Inside
 * Airbnb's snapshot and Airbnb's own pages both render it, so the two sources describe the same
 * stays, as the real ones do.
 */

/** The cities with stays, as Inside Airbnb names their folders (country, region, city slugs). */
export const STAY_CITIES: ReadonlyArray<{ country: CountryCode; city: string; folder: string; currency: string }> = [
  { country: 'ES', city: 'Madrid', folder: 'spain/comunidad-de-madrid/madrid', currency: 'EUR' },
  { country: 'GB', city: 'London', folder: 'united-kingdom/england/london', currency: 'GBP' },
  { country: 'DE', city: 'Berlin', folder: 'germany/be/berlin', currency: 'EUR' },
  { country: 'US', city: 'New York', folder: 'united-states/ny/new-york-city', currency: 'USD' },
  { country: 'JP', city: '港区', folder: 'japan/kantō/tokyo', currency: 'JPY' },
];

export const STAYS_PER_CITY = 24;
/** Days of calendar from the snapshot date, as Inside Airbnb's calendars run. */
export const CALENDAR_DAYS = 365;

export type SampleRoomType = 'Entire home/apt' | 'Private room' | 'Shared room' | 'Hotel room';

export interface SampleReview {
  id: string;
  date: string;
  reviewer_id: string;
  reviewer_name: string;
  comments: string;
}

export interface SampleStay {
  id: string;
  country: CountryCode;
  currency: string;
  city: City;
  folder: string;
  district: District;
  latitude: number;
  longitude: number;
  name: string;
  description: string;
  room_type: SampleRoomType;
  property_type: string;
  accommodates: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  /** Nightly price in whole currency units; undefined where the snapshot leaves `price` empty. */
  price: number | undefined;
  /** The nightly price the page charges (Inside Airbnb may not show it; the page always does). */
  nightly: number;
  minimum_nights: number;
  maximum_nights: number;
  host: { id: string; name: string; since: string };
  rating: number | undefined;
  reviews: SampleReview[];
  /** One entry per date from the snapshot date, CALENDAR_DAYS long. */
  calendar: boolean[];
  cleaning_fee: number;
  /** Shares the page charges, in basis points: service fee on the booking subtotal, taxes on it and the service fee. */
  service_bp: number;
  tax_bp: number;
  weekly_discount_pct: number;
}

const HOSTS = ['María', 'James', 'Lukas', 'Emily', 'Yuki', 'Carlos', 'Sophie', 'Hannah', 'Kenji', 'Olivia', 'Pablo', 'Anna'];
const REVIEWERS = ['Alex', 'Sam', 'Chris', 'Jordan', 'Taylor', 'Morgan', 'Robin', 'Jamie', 'Casey', 'Riley'];
const COMMENTS = [
  'Great location, spotless flat.',
  'The host was very helpful.\nWould stay again!',
  'Lovely place, a bit noisy at night, but "worth it" overall.',
  'Check-in was easy, everything as described.',
  'Bright and quiet, close to the metro, comfortable beds.',
];
const ROOM_TYPES: ReadonlyArray<readonly [SampleRoomType, string, number]> = [
  ['Entire home/apt', 'Entire rental unit', 0.6],
  ['Private room', 'Private room in rental unit', 0.3],
  ['Shared room', 'Shared room in hostel', 0.05],
  ['Hotel room', 'Room in boutique hotel', 0.05],
];

/** The snapshot date of the sample world: a few days before its "now", as Inside Airbnb publishes. */
export function snapshotDate(asOf: string): string {
  return new Date(Date.parse(asOf) - 3 * 86_400_000).toISOString().slice(0, 10);
}

export function dayAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every stay of the sample world of `seed`, city by city. */
export function sampleStays(seed: number | string, asOf: string): SampleStay[] {
  const snapshot = snapshotDate(asOf);
  const out: SampleStay[] = [];
  for (const place of STAY_CITIES) {
    const city = COUNTRY_PROFILES[place.country].cities.find((c) => c.name === place.city);
    if (!city) throw new Error(`no city ${place.city} in the ${place.country} profile`);
    for (let i = 0; i < STAYS_PER_CITY; i++) {
      const rng = new Rng(mix32(hash32(String(seed)), hash32(`stay:${place.folder}:${i}`)));
      out.push(stay(rng, place, city, i, snapshot));
    }
  }
  return out;
}

function stay(rng: Rng, place: (typeof STAY_CITIES)[number], city: City, index: number, snapshot: string): SampleStay {
  const district = rng.pick(city.districts);
  const [roomType, propertyType] = rng.weighted(ROOM_TYPES, (r) => r[2]);
  const entire = roomType === 'Entire home/apt';
  const bedrooms = entire ? rng.int(1, 3) : 1;
  const accommodates = entire ? bedrooms * 2 + rng.int(0, 1) : rng.int(1, 2);
  // A night costs about a thousandth of a square metre's price, a room less than a flat.
  const perNight = (city.pricePerSqm / 1000) * (entire ? 1 + bedrooms * 0.5 : 0.6) * (district.priceFactor ?? 1) * (0.8 + 0.4 * rng.next()) * 12;
  const unit = place.currency === 'JPY' ? 100 : 1;
  const nightly = Math.max(unit, Math.round(perNight / unit) * unit);
  const minimum = rng.pick([1, 1, 2, 2, 3, 5]);
  const reviewCount = rng.chance(0.15) ? 0 : rng.int(1, 8);
  const reviews = Array.from({ length: reviewCount }, (_, r) => ({
    id: String(1_000_000_000_000_000 + hash32(`${place.folder}:${index}:${r}`) * 1000 + r),
    date: dayAfter(snapshot, -rng.int(1, 900)),
    reviewer_id: String(10_000_000 + rng.int(0, 89_999_999)),
    reviewer_name: rng.pick(REVIEWERS),
    comments: rng.pick(COMMENTS),
  }));
  // Booked and blocked nights come in runs, as real calendars do; the first week is mostly taken.
  const calendar: boolean[] = [];
  let free = rng.chance(0.6);
  for (let d = 0; d < CALENDAR_DAYS; d++) {
    if (rng.chance(free ? 0.12 : 0.3)) free = !free;
    calendar.push(free);
  }
  return {
    id: String(40_000_000 + (hash32(`${place.folder}:${index}`) % 900_000_000)),
    country: place.country,
    currency: place.currency,
    city,
    folder: place.folder,
    district,
    latitude: district.lat + rng.uniform(-0.006, 0.006),
    longitude: district.lon + rng.uniform(-0.008, 0.008),
    name: `${propertyType} in ${district.name}`,
    description: `A ${entire ? `${bedrooms}-bedroom home` : 'room'} in ${district.name}, ${city.name}.`,
    room_type: roomType,
    property_type: propertyType,
    accommodates,
    bedrooms,
    beds: Math.max(1, bedrooms + rng.int(0, 1)),
    bathrooms: entire ? rng.pick([1, 1, 1.5, 2]) : 1,
    // Recent snapshots leave the price empty for a share of listings.
    price: rng.chance(0.2) ? undefined : nightly,
    nightly,
    minimum_nights: minimum,
    maximum_nights: rng.pick([30, 60, 365, 1125]),
    host: { id: String(1_000_000 + rng.int(0, 400_000_000)), name: rng.pick(HOSTS), since: dayAfter(snapshot, -rng.int(200, 4000)) },
    rating: reviewCount === 0 ? undefined : Math.round((4 + rng.next()) * 100) / 100,
    reviews,
    calendar,
    cleaning_fee: Math.round((nightly * rng.uniform(0.2, 0.6)) / unit) * unit,
    service_bp: 1400 + rng.int(0, 250),
    tax_bp: place.country === 'US' ? 1475 : place.country === 'JP' ? 1000 : rng.pick([0, 500, 700]),
    weekly_discount_pct: rng.pick([0, 5, 10, 15]),
  };
}
