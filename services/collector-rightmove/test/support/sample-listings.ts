/**
 * Generated-looking GB sample listings for the round-trip test: a small seeded generator over
 * the sample data's PRNG, so every run sees the same listings.
 */
import type { PropertyType } from '@estate/contract/vocabulary';
import { Rng, type SampleListing } from '@estate/sample-data';

const TOWNS = [
  { city: 'London', region: 'Greater London', postcodes: ['SW11 4NP', 'N1 9GU', 'E8 3RL', 'W4 2SH'], lat: 51.5072, lon: -0.1276 },
  { city: 'Richmond', region: 'Surrey', postcodes: ['TW9 1EJ', 'TW10 6UQ'], lat: 51.4613, lon: -0.3037 },
  { city: 'Manchester', region: 'Greater Manchester', postcodes: ['M20 2RN', 'M1 4BT'], lat: 53.4808, lon: -2.2426 },
  { city: 'Bristol', region: 'Bristol', postcodes: ['BS8 4DB', 'BS6 6QY'], lat: 51.4545, lon: -2.5879 },
  { city: 'Edinburgh', region: 'City of Edinburgh', postcodes: ['EH3 6SS', 'EH10 4BF'], lat: 55.9533, lon: -3.1883 },
];
const STREETS = ['Kew Road', 'High Street', 'Church Lane', 'Victoria Road', 'The Avenue', 'Mill Lane', 'Queens Gardens'];
const TYPES: PropertyType[] = [
  'house', 'semi_detached', 'semi_detached', 'townhouse', 'townhouse', 'apartment', 'apartment', 'apartment', 'condo',
  'land', 'manufactured', 'other', 'multi_family', 'room',
];
const STATUSES: SampleListing['status'][] = ['active', 'active', 'active', 'active', 'under_offer', 'pending', 'sold'];
const AGENCIES = ['Foxtons', 'Savills', 'Hamptons', 'Gooms', 'Knight Frank'];

function day(base: number, offsetDays: number): string {
  return new Date(base + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

export function gbListings(count: number, seed = 11): SampleListing[] {
  const rng = new Rng(seed);
  const rnd = () => rng.next();
  const out: SampleListing[] = [];
  const base = Date.UTC(2026, 5, 1);
  for (let i = 0; i < count; i++) {
    const town = rng.pick(TOWNS);
    const type = rng.pick(TYPES);
    const land = type === 'land';
    const flat = type === 'apartment' || type === 'condo';
    const bedrooms = land ? 0 : flat && rnd() < 0.15 ? 0 : 1 + Math.floor(rnd() * 5);
    const start = Math.round((120_000 + rnd() * 2_400_000) / 5000) * 5000;
    const listedDay = Math.floor(rnd() * 90);
    const listedAt = day(base, listedDay);
    const change = rnd();
    const price = change < 0.35 ? start - 5000 * (1 + Math.floor(rnd() * 10)) : change < 0.45 ? start + 10_000 : start;
    const changeDay = listedDay + 5 + Math.floor(rnd() * 20);
    const changed = price !== start;
    const id = String(150_000_000 + Math.floor(rnd() * 20_000_000));
    const branch = String(40_000 + Math.floor(rnd() * 250_000));
    const photos = Array.from({ length: 1 + Math.floor(rnd() * 6) }, (_, k) => ({
      url:
        k === 3
          ? `https://images.example-agent.co.uk/${id}/${k}.png`
          : `https://media.rightmove.co.uk/${Math.ceil(Number(branch) / 1000)}k/${branch}/${id}/${branch}_${id}_IMG_${String(k).padStart(2, '0')}_0000.jpeg`,
      ...(k === 0 ? { caption: 'Front elevation' } : {}),
    }));
    out.push({
      platform: 'rightmove',
      native_id: id,
      property_key: `prop-${seed}-${i}`,
      country: 'GB',
      currency: 'GBP',
      transaction: 'sale',
      status: rng.pick(STATUSES),
      title: `${bedrooms} bed ${type} in ${town.city}`,
      description: `A well presented ${type} close to ${town.city} station.\nGarden & "original" features <period>.`,
      address: {
        line1: `${1 + Math.floor(rnd() * 180)} ${rng.pick(STREETS)}`,
        ...(flat ? { unit: `Flat ${1 + Math.floor(rnd() * 12)}` } : {}),
        city: town.city,
        region: town.region,
        postal_code: rng.pick(town.postcodes),
      },
      latitude: town.lat + (rnd() - 0.5) * 0.1,
      longitude: town.lon + (rnd() - 0.5) * 0.1,
      property_type: type,
      bedrooms,
      bathrooms: land ? 0 : 1 + Math.floor(rnd() * 3),
      living_area_sqm: land ? 0 : Math.round((28 + rnd() * 260) * 10) / 10,
      ...(land || (!flat && rnd() < 0.6) ? { plot_area_sqm: Math.round(150 + rnd() * 20_000) } : {}),
      ...(land ? {} : { year_built: 1850 + Math.floor(rnd() * 175) }),
      price,
      price_history: [
        { date: listedAt, event: 'listed', price: start },
        ...(changed ? [{ date: day(base, changeDay), event: 'price_changed' as const, price }] : []),
      ],
      listed_at: `${listedAt}T11:02:44Z`,
      updated_at: `${day(base, (changed ? changeDay : listedDay) + Math.floor(rnd() * 5))}T16:20:00Z`,
      agent: { native_id: `agent-${i}`, name: 'Sales team', phone: '020 8629 9603' },
      agency: {
        native_id: branch,
        name: `${rng.pick(AGENCIES)}, ${town.city}`,
        address: `${10 + i} High Street, ${town.city}, ${rng.pick(town.postcodes)}`,
        website: 'https://agent.example.co.uk',
        phone: `020 8${String(100 + i).padStart(3, '0')} 0${String(i).padStart(3, '0')}`,
      },
      photos,
      ...(rnd() < 0.6 ? { floor_plan_url: `https://media.rightmove.co.uk/${Math.ceil(Number(branch) / 1000)}k/${branch}/${id}/${branch}_${id}_FLP_00_0000.jpeg` } : {}),
    });
  }
  return out;
}
