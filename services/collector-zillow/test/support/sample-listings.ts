/**
 * Generated-looking US sample listings for the round-trip test: a small seeded generator over
 * the sample data's PRNG, so every run sees the same listings.
 */
import type { PropertyType } from '@estate/contract/vocabulary';
import { Rng, type SampleListing } from '@estate/sample-data';

const CITIES = [
  { city: 'Austin', state: 'TX', zip: '787', lat: 30.2672, lon: -97.7431 },
  { city: 'Seattle', state: 'WA', zip: '981', lat: 47.6062, lon: -122.3321 },
  { city: 'Denver', state: 'CO', zip: '802', lat: 39.7392, lon: -104.9903 },
  { city: 'Brooklyn', state: 'NY', zip: '112', lat: 40.6782, lon: -73.9442 },
  { city: 'Miami', state: 'FL', zip: '331', lat: 25.7617, lon: -80.1918 },
  { city: 'Oakland', state: 'CA', zip: '946', lat: 37.8044, lon: -122.2712 },
];
const STREETS = ['Maple Ave', 'Oak St', 'E 6th St', 'Lakeview Dr', 'Sunset Blvd', 'Pine Ridge Rd', 'W Elm Ct', 'Harbor Way'];
const TYPES: PropertyType[] = [
  'house', 'house', 'house', 'condo', 'condo', 'townhouse', 'apartment', 'multi_family', 'land', 'manufactured', 'co_op',
  'semi_detached', 'commercial',
];
const STATUSES: SampleListing['status'][] = ['active', 'active', 'active', 'active', 'under_offer', 'pending', 'sold'];
const AGENTS = ['Maria Gonzalez', 'James Whitfield', 'Priya Raman', 'Tom Becker'];
const BROKERS = ['Compass', 'Keller Williams Realty', 'Redfin', 'Coldwell Banker Realty'];

function day(base: number, offsetDays: number): string {
  return new Date(base + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

export function usListings(count: number, seed = 7): SampleListing[] {
  const rng = new Rng(seed);
  const rnd = () => rng.next();
  const out: SampleListing[] = [];
  const base = Date.UTC(2026, 5, 1);
  for (let i = 0; i < count; i++) {
    const place = rng.pick(CITIES);
    const type = rng.pick(TYPES);
    const land = type === 'land';
    const bedrooms = land ? 0 : 1 + Math.floor(rnd() * 5);
    const sqm = Math.round((45 + rnd() * 320) * 100) / 100;
    const start = Math.round(150_000 + rnd() * 2_500_000);
    const listedDay = Math.floor(rnd() * 90);
    const listedAt = day(base, listedDay);
    const cut = rnd() < 0.4;
    const price = cut ? Math.round((start * (0.9 + rnd() * 0.15)) / 1000) * 1000 : start;
    const changeDay = listedDay + 5 + Math.floor(rnd() * 20);
    const updatedDay = (cut ? changeDay : listedDay) + Math.floor(rnd() * 10);
    const id = String(2_000_000_000 + Math.floor(rnd() * 90_000_000));
    const photos = Array.from({ length: 1 + Math.floor(rnd() * 8) }, (_, k) => ({
      url: `https://photos.zillowstatic.com/fp/${id}${k}abcdef${k}-uncropped_scaled_within_1536_1152.${k === 2 ? 'webp' : 'jpg'}`,
      ...(k === 0 ? { caption: 'Front exterior' } : {}),
    }));
    const unit = type === 'condo' || type === 'apartment' || type === 'co_op' ? `Apt ${1 + Math.floor(rnd() * 20)}${rng.pick(['A', 'B', 'C'])}` : undefined;
    out.push({
      platform: 'zillow',
      native_id: id,
      property_key: `prop-${seed}-${i}`,
      country: 'US',
      currency: 'USD',
      transaction: 'sale',
      status: rng.pick(STATUSES),
      title: `${bedrooms} bed ${type} in ${place.city}`,
      description: `Bright ${type} near downtown ${place.city}. <Updated kitchen> & "original" floors.`,
      address: {
        line1: `${100 + Math.floor(rnd() * 9800)} ${rng.pick(STREETS)}`,
        ...(unit ? { unit } : {}),
        city: place.city,
        region: place.state,
        postal_code: `${place.zip}${String(Math.floor(rnd() * 100)).padStart(2, '0')}`,
      },
      latitude: place.lat + (rnd() - 0.5) * 0.2,
      longitude: place.lon + (rnd() - 0.5) * 0.2,
      property_type: type,
      bedrooms,
      bathrooms: land ? 0 : 1 + Math.floor(rnd() * 6) / 2,
      living_area_sqm: land ? 0 : sqm,
      ...(type === 'house' || land || rnd() < 0.2 ? { plot_area_sqm: Math.round(200 + rnd() * 8000) } : {}),
      ...(land ? {} : { year_built: 1900 + Math.floor(rnd() * 125) }),
      price,
      price_history: [
        { date: listedAt, event: 'listed', price: start },
        ...(cut ? [{ date: day(base, changeDay), event: 'price_changed' as const, price }] : []),
      ],
      listed_at: `${listedAt}T14:30:00Z`,
      updated_at: `${day(base, updatedDay)}T09:15:00Z`,
      agent: { native_id: `X1-ZU${id.slice(-6)}`, name: rng.pick(AGENTS), phone: `(512) 555-0${100 + i}`, email: `agent${i}@example.com` },
      agency: { native_id: `brk-${i % 4}`, name: rng.pick(BROKERS), address: '500 Main St', website: 'https://broker.example', phone: '512-555-0199' },
      photos,
    });
  }
  return out;
}
