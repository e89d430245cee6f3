import type { SampleListing } from '../model.js';
import { hash32, mix32, Rng } from '../prng.js';
import type { DatasetContext } from './dataset.js';
import { listedProperties } from './listed-properties.js';

/**
 * The tax lots of the listing world's New York homes, shared by the ACRIS and assessment-roll
 * datasets so both name a home by the same borough-block-lot. A house is a lot of its own; a
 * condominium unit is a unit lot (1001 and up) of its building's block. Co-op apartments are
 * shares in a corporation, not real property: neither dataset has a lot for them. Beside each
 * listed home the city has neighbours no listing shows (the house next door, another unit of the
 * same building): their records must not be taken for the listed home's.
 */
export interface NycParcel {
  bbl: string;
  borough: number;
  block: number;
  lot: number;
  /** House number and street as the city's records write them (`WEST 86TH STREET`). */
  streetNumber: string;
  streetName: string;
  /** The unit as the records write it (`5A`), condo units only. */
  unit?: string;
  zip: string;
  /** The listed home's key and listings, or undefined for a neighbour. */
  property?: { key: string; listings: { platform: string; native_id: string }[] };
  /** The facts the records carry (from the listed home, or the neighbour's own). */
  facts: Pick<SampleListing, 'property_subtype' | 'living_area_sqm' | 'plot_area_sqm' | 'year_built' | 'total_floors' | 'price' | 'bedrooms'>;
}

const BOROUGHS: Readonly<Record<string, { code: number; blocks: number }>> = {
  'New York': { code: 1, blocks: 2_250 },
  Brooklyn: { code: 3, blocks: 8_900 },
};

/** How the city's records spell the street the listings abbreviate (`W 86th St` → `WEST 86TH STREET`). */
const WORDS: Readonly<Record<string, string>> = {
  W: 'WEST', E: 'EAST', N: 'NORTH', S: 'SOUTH', St: 'STREET', Ave: 'AVENUE', Dr: 'DRIVE', Pl: 'PLACE', Rd: 'ROAD', Blvd: 'BOULEVARD',
};

export function recordStreetName(street: string): string {
  return street
    .split(' ')
    .map((word) => WORDS[word] ?? word)
    .join(' ')
    .toUpperCase();
}

/** `Apt 5A`, `#512`, `Unit 1204` → `5A`, `512`, `1204`: the records keep the unit's code only. */
export function recordUnit(unit: string | undefined): string | undefined {
  const code = unit?.replace(/^(apt|unit|#)\s*/i, '').trim();
  return code ? code.toUpperCase() : undefined;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

let cached: { id: string; parcels: NycParcel[] } | undefined;

/** Every lot of the world's New York homes and their neighbours, in a stable order. */
export function nycParcels(context: DatasetContext): NycParcel[] {
  const id = `${String(context.seed)}|${context.size ?? ''}|${context.asOf}`;
  if (cached?.id === id) return cached.parcels;
  const rng = new Rng(mix32(hash32(String(context.seed)), hash32('nyc-parcels')));
  const taken = new Set<string>();
  const parcels: NycParcel[] = [];
  const add = (parcel: Omit<NycParcel, 'bbl'>): NycParcel | undefined => {
    let lot = parcel.lot;
    // Two homes never share a lot: the next free lot number of the block.
    while (taken.has(`${parcel.borough}|${parcel.block}|${lot}`)) lot++;
    if (lot > 9999) return undefined;
    taken.add(`${parcel.borough}|${parcel.block}|${lot}`);
    const made = { ...parcel, lot, bbl: `${parcel.borough}${pad(parcel.block, 5)}${pad(lot, 4)}` };
    parcels.push(made);
    return made;
  };
  for (const home of listedProperties(context, 'US')) {
    const l = home.listing;
    const borough = BOROUGHS[l.address.city];
    if (!borough || l.property_subtype === 'co_op') continue;
    const match = /^(\d+)\s+(.+)$/.exec(l.address.line1);
    if (!match) continue;
    const number = Number(match[1]);
    const street = recordStreetName(match[2] as string);
    // A block is a stretch of one street: the same hundred of the same street is the same block.
    const block = 1 + (hash32(`${l.address.city}|${street}|${Math.floor(number / 100)}`) % borough.blocks);
    const condo = l.property_subtype === 'condo';
    const unit = condo ? recordUnit(l.address.unit) : undefined;
    const facts = { property_subtype: l.property_subtype, living_area_sqm: l.living_area_sqm, plot_area_sqm: l.plot_area_sqm, year_built: l.year_built, total_floors: l.total_floors, price: l.price, bedrooms: l.bedrooms };
    const base = { borough: borough.code, block, streetNumber: String(number), streetName: street, zip: l.address.postal_code };
    const own = add({ ...base, lot: condo ? 1001 + rng.int(0, 80) : 1 + (number % 90), ...(unit ? { unit } : {}), property: { key: home.key, listings: home.listings }, facts });
    if (!own || !rng.chance(0.6)) continue;
    // The neighbour: the next house on the street, or another unit of the same condominium.
    const area = Math.round(l.living_area_sqm * rng.uniform(0.8, 1.2) * 100) / 100;
    const neighbourFacts = { ...facts, living_area_sqm: area, price: Math.round((l.price * area) / l.living_area_sqm / 1000) * 1000 };
    if (condo && unit) {
      const floor = /^(\d+)/.exec(unit)?.[1] ?? '1';
      const letters = ['A', 'B', 'C', 'D', 'E', 'F'].filter((letter) => `${floor}${letter}` !== unit);
      add({ ...base, lot: own.lot + 1, unit: `${floor}${rng.pick(letters)}`, facts: neighbourFacts });
    } else add({ ...base, streetNumber: String(number + 2), lot: own.lot + 1, facts: neighbourFacts });
  }
  cached = { id, parcels };
  return parcels;
}
