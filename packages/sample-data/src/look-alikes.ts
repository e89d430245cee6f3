/**
 * Homes that look like another one and are not it: the hard negatives a cross-portal matcher
 * must keep apart. Landlords use the same photos for different flats in a building and new-build
 * estates sell identical plots side by side (second-portals.md §6.1, §6.3), so a look-alike
 * shares what such homes share in life: the building and its postcode, the street, the
 * developer's specification and price.
 */
import type { Property } from './generate.js';
import type { Rng } from './prng.js';
import { mix32 } from './prng.js';
import type { CrossPortalRelation } from './second-portals.js';

const round2 = (n: number) => Math.round(n * 100) / 100;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function nearby(p: Property, rng: Rng, minMetres: number, maxMetres: number): { lat: number; lon: number } {
  const metres = rng.uniform(minMetres, maxMetres);
  const bearing = rng.uniform(0, 2 * Math.PI);
  const dLat = (metres * Math.cos(bearing)) / 111_320;
  const dLon = (metres * Math.sin(bearing)) / (111_320 * Math.cos((p.lat * Math.PI) / 180));
  return { lat: round6(p.lat + dLat), lon: round6(p.lon + dLon) };
}

/** Another value than `current` from `draw`, in a few tries (a street has many numbers, a building many flats). */
function other(current: string | undefined, draw: () => string): string {
  for (let i = 0; i < 8; i++) {
    const value = draw();
    if (value !== current) return value;
  }
  return `${draw()} A`;
}

/** The price of a home of `area` m² where `p` of `p.facts.area` m² costs `p.price`. */
function pricedLike(p: Property, rng: Rng, area: number): number {
  return p.profile.roundPrice((p.price * area) / p.facts.area * rng.logNormal(1, 0.04), rng);
}

function newBuildPlot(p: Property, rng: Rng): Partial<Property> {
  // The developer builds the same house type again next door, or the same flat a floor up, at the same price.
  if (p.address.unit !== undefined) {
    const unit = other(p.address.unit, () => p.profile.unit(rng, (p.facts.floor ?? 1) + 1) ?? 'Flat 2');
    // A Japanese unit number names its floor (1203号室), and a UK office's key features state it: the floor moves with it.
    const floor = p.profile.country === 'JP' || p.profile.country === 'GB' ? { facts: { ...p.facts, floor: (p.facts.floor ?? 1) + 1 } } : {};
    return { address: { ...p.address, unit }, ...floor, ...nearby(p, rng, 0, 12) };
  }
  const line1 = other(p.address.line1, () => p.profile.streetAddress(rng, p.facts.street));
  return { address: { ...p.address, line1 }, ...nearby(p, rng, 15, 60) };
}

/**
 * JP: the unit stacked above or below (the same plan, the same area to 0.01 m²) or the one next
 * door on the same floor (a mirrored plan, 0.01–1.5 m² apart: "38.96 vs 38.97", §6.5).
 */
function japaneseNeighbour(p: Property, rng: Rng): Partial<Property> {
  const floor = p.facts.floor ?? 1;
  const top = Math.max(1, (p.facts.totalFloors ?? floor + 1) - 1);
  const stacked = top > 1 && rng.chance(0.5);
  const otherFloor = stacked ? (floor >= top ? floor - 1 : floor + 1) : floor;
  const area = stacked ? p.facts.area : round2(p.facts.area + (rng.chance(0.5) ? 1 : -1) * rng.int(1, 150) / 100);
  const unit = `${Math.max(1, otherFloor)}${String(rng.int(1, 12)).padStart(2, '0')}号室`;
  return { address: { ...p.address, unit: unit === p.address.unit ? `${Math.max(1, otherFloor)}13号室` : unit }, facts: { ...p.facts, area, floor: otherFloor }, price: pricedLike(p, rng, area), ...nearby(p, rng, 0, 12) };
}

function neighbourUnit(p: Property, rng: Rng): Partial<Property> {
  if (p.profile.country === 'JP') return japaneseNeighbour(p, rng);
  const floor = Math.max(0, Math.min((p.facts.totalFloors ?? 2) - 1, (p.facts.floor ?? 1) + rng.int(-1, 1)));
  const unit = other(p.address.unit, () => p.profile.unit(rng, floor) ?? 'Flat 2');
  const area = rng.chance(0.4) ? p.facts.area : round2(p.facts.area * rng.uniform(0.92, 1.08));
  return { address: { ...p.address, unit }, facts: { ...p.facts, area, floor }, price: pricedLike(p, rng, area), ...nearby(p, rng, 0, 12) };
}

function sameStreet(p: Property, rng: Rng): Partial<Property> {
  const line1 = other(p.address.line1, () => p.profile.streetAddress(rng, p.facts.street));
  const postal_code = rng.chance(0.6) ? p.address.postal_code : p.profile.postalCode(rng, p.district);
  const area = round2(p.facts.area * rng.uniform(0.85, 1.15));
  const bedrooms = rng.chance(0.7) ? p.facts.bedrooms : Math.max(1, p.facts.bedrooms + (rng.chance(0.5) ? 1 : -1));
  // A Japanese layout counts the rooms: "3LDK" with one bedroom more is a "4LDK".
  const layout = p.facts.layout === undefined || bedrooms === p.facts.bedrooms ? {} : { layout: p.facts.layout.replace(/^\d+/, String(bedrooms)), rooms: bedrooms };
  return { address: { ...p.address, line1, postal_code }, facts: { ...p.facts, area, bedrooms, ...layout }, price: pricedLike(p, rng, area), ...nearby(p, rng, 30, 250) };
}

/** A home that looks like `p` and is another one, under `key`; which kind depends on what `p` is (`plot`: a new-build plot). */
export function lookAlikeOf(p: Property, rng: Rng, key: string, plot: boolean): { property: Property; relation: CrossPortalRelation } {
  const relation: CrossPortalRelation = plot || p.facts.newBuild ? 'new_build_plot' : p.address.unit !== undefined ? 'neighbour_unit' : 'same_street';
  const changes = relation === 'new_build_plot' ? newBuildPlot(p, rng) : relation === 'neighbour_unit' ? neighbourUnit(p, rng) : sameStreet(p, rng);
  const property: Property = { ...p, ...changes, key, status: 'active', seed: mix32(p.seed, 0x10a1) };
  return { property, relation };
}
