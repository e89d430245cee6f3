import { COUNTRY_PROFILES } from '../countries/index.js';
import { hash32, mix32, Rng } from '../prng.js';
import type { City, District } from '../profile.js';

/**
 * The seeded truth behind the auction portals' pages (BOE for Spain, ZVG for Germany): court and
 * notary auctions of homes in the cities the ES and DE listings use. Times are wall-clock times
 * of the portal's zone (`Europe/Madrid`, `Europe/Berlin`) as the pages print them; each auction's
 * lifecycle relative to the world's "now" is its `phase`, which the pages state as the portal
 * words it (Celebrándose, Concluida, Suspendida …; a ZVG Termin "wurde aufgehoben").
 */

/** Where an auction stands as its portal states it at the world's "now". */
export type AuctionPhase = 'upcoming' | 'open' | 'closed' | 'suspended' | 'cancelled';

/** A wall-clock time of the portal's zone. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export interface SampleLot {
  /** The portal's word for the kind of property (`Vivienda`, `Garaje`; `Eigentumswohnung (3 bis 4 Zimmer)`). */
  kind: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: City;
  district: District;
  areaSqm: number;
  description: string;
}

export interface SampleBoeAuction {
  /** `SUB-JA-2026-123456` */
  id: string;
  authority: string;
  /** Court file, where a court runs it. */
  expediente?: string;
  kind: string;
  phase: AuctionPhase;
  starts: WallTime;
  ends: WallTime;
  /** Whole euros and cents, as integers of cents. */
  valueCents: number;
  appraisalCents: number;
  claimedCents: number;
  /** Undefined: "Sin puja mínima". */
  minimumBidCents?: number;
  bidStepCents?: number;
  depositCents: number;
  boeNotice: string;
  cadastralReference: string;
  primaryResidence: boolean;
  lot: SampleLot;
}

export interface SampleZvgAuction {
  zvgId: number;
  /** Bundesland abbreviation of the portal's URLs (`be`, `by` …). */
  land: string;
  /** `0480 K 0489/2025` */
  aktenzeichen: string;
  court: string;
  phase: Extract<AuctionPhase, 'upcoming' | 'cancelled'>;
  termin: WallTime;
  updated: WallTime;
  valueCents: number;
  art: string;
  grundbuch: string;
  lot: SampleLot;
}

/** The ZVG portal's abbreviation of each Bundesland the DE cities lie in. */
export const ZVG_LAND_OF_REGION: Readonly<Record<string, string>> = {
  Berlin: 'be',
  Bayern: 'by',
  Hamburg: 'hh',
  Hessen: 'he',
  'Nordrhein-Westfalen': 'nw',
  'Baden-Württemberg': 'bw',
  Sachsen: 'sn',
};

const DAY = 86_400_000;

function wall(ms: number, hour: number, minute = 0, second = 0): WallTime {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour, minute, second };
}

function rngFor(seed: number | string, what: string): Rng {
  return new Rng(mix32(hash32(String(seed)), hash32(what)));
}

function lot(rng: Rng, city: City, kinds: readonly { word: string; area: readonly [number, number] }[], describe: (kind: string, street: string, number: string, city: City, area: number) => string): SampleLot {
  const district = rng.pick(city.districts);
  const kind = rng.pick(kinds);
  const street = rng.pick(city.streets);
  const houseNumber = String(rng.int(1, 140));
  const areaSqm = rng.int(kind.area[0], kind.area[1]);
  return { kind: kind.word, street, houseNumber, postalCode: rng.pick(district.postcodes), city, district, areaSqm, description: describe(kind.word, street, houseNumber, city, areaSqm) };
}

const BOE_LOT_KINDS = [
  { word: 'Vivienda', area: [45, 160] },
  { word: 'Vivienda', area: [60, 120] },
  { word: 'Garaje', area: [10, 30] },
  { word: 'Local comercial', area: [40, 250] },
] as const;

const BOE_KINDS = [
  { kind: 'JUDICIAL EN VIA DE APREMIO', prefix: 'JA', court: true },
  { kind: 'NOTARIAL EN VENTA EXTRAJUDICIAL', prefix: 'NE', court: false },
  { kind: 'AGENCIA TRIBUTARIA', prefix: 'AT', court: false },
] as const;

/** The phases in turn, so every sample set has each lifecycle state at least once. */
const PHASES: readonly AuctionPhase[] = ['open', 'upcoming', 'closed', 'open', 'suspended', 'cancelled', 'upcoming', 'open'];

/** Spain's auctions on the BOE portal: bidding runs 20 days, opening and closing at a stated time (BOE: 18:00:00). */
export function sampleBoeAuctions(seed: number | string, asOf: string, count = 16): SampleBoeAuction[] {
  const rng = rngFor(seed, 'auctions:boe');
  const now = Date.parse(asOf);
  const cities = COUNTRY_PROFILES.ES.cities;
  const out: SampleBoeAuction[] = [];
  const year = new Date(now).getUTCFullYear();
  for (let i = 0; i < count; i++) {
    const city = cities[i % cities.length] as City;
    const phase = PHASES[i % PHASES.length] as AuctionPhase;
    const kind = BOE_KINDS[i % BOE_KINDS.length] as (typeof BOE_KINDS)[number];
    // Open: started up to 15 days ago; upcoming: opens in 3–40 days; the others: ended 2–30 days ago.
    const startDay =
      phase === 'open' ? now - rng.int(1, 15) * DAY : phase === 'upcoming' ? now + rng.int(3, 40) * DAY : phase === 'suspended' ? now - rng.int(5, 15) * DAY : now - rng.int(22, 50) * DAY;
    const starts = wall(startDay, 18);
    const ends = wall(startDay + 20 * DAY, 18, phase === 'closed' ? rng.int(0, 59) : 0, phase === 'closed' ? rng.int(0, 59) : 0);
    const l = lot(rng, city, BOE_LOT_KINDS, (word, street, number, c) => `FINCA URBANA, ${word.toUpperCase()} SITA EN ${c.name.toUpperCase()}, ${street.toUpperCase()} NUM. ${number}. FINCA NUM. ${rng.int(1000, 99999)}`);
    const perSqm = city.pricePerSqm * (l.kind === 'Garaje' ? 0.35 : l.kind === 'Local comercial' ? 0.8 : 1) * rng.uniform(0.7, 1.1);
    const valueCents = Math.round(l.areaSqm * perSqm) * 100 + rng.int(0, 99);
    const noMinimum = rng.chance(0.4);
    let id = `SUB-${kind.prefix}-${year}-${rng.digits(6)}`;
    while (out.some((a) => a.id === id)) id = `SUB-${kind.prefix}-${year}-${rng.digits(6)}`;
    out.push({
      id,
      authority: kind.court ? `JUZGADO 1ª INST E INSTRUCC. ${rng.int(1, 12)} - ${city.name.toUpperCase()}` : kind.prefix === 'AT' ? `U.R. SUBASTAS ${city.region.toUpperCase()}` : `NOTARÍA DE ${city.name.toUpperCase()}`,
      ...(kind.court ? { expediente: `${String(rng.int(1, 999)).padStart(4, '0')}/${String(rng.int(18, 25))}` } : {}),
      kind: kind.kind,
      phase,
      starts,
      ends,
      valueCents,
      appraisalCents: valueCents,
      claimedCents: Math.round(valueCents * rng.uniform(0.4, 1.2)),
      ...(noMinimum ? {} : { minimumBidCents: Math.round(valueCents * 0.7) }),
      ...(rng.chance(0.5) ? { bidStepCents: Math.round(valueCents * 0.02) } : {}),
      depositCents: Math.round(valueCents * 0.05),
      boeNotice: `BOE-B-${year}-${rng.int(10000, 49999)}`,
      cadastralReference: `${rng.digits(7)}${rng.pick(['VK', 'DF', 'UM', 'YJ'])}${rng.digits(4)}${rng.pick(['N', 'S', 'A'])}${rng.digits(4)}${rng.pick(['HH', 'XY', 'ZT'])}`,
      primaryResidence: l.kind === 'Vivienda' && rng.chance(0.6),
      lot: l,
    });
  }
  return out;
}

const ZVG_LOT_KINDS = [
  { word: 'Eigentumswohnung (3 bis 4 Zimmer)', area: [65, 110] },
  { word: 'Eigentumswohnung (1 bis 2 Zimmer)', area: [30, 60] },
  { word: 'Einfamilienhaus', area: [110, 190] },
  { word: 'Reihenhaus', area: [95, 140] },
] as const;

/** Germany's court auction notices on the ZVG portal: one Termin (the hearing) per notice, at the court. */
export function sampleZvgAuctions(seed: number | string, asOf: string, count = 12): SampleZvgAuction[] {
  const rng = rngFor(seed, 'auctions:zvg');
  const now = Date.parse(asOf);
  const cities = COUNTRY_PROFILES.DE.cities.filter((c) => ZVG_LAND_OF_REGION[c.region] !== undefined);
  const out: SampleZvgAuction[] = [];
  const year = new Date(now).getUTCFullYear();
  for (let i = 0; i < count; i++) {
    const city = cities[i % cities.length] as City;
    // The portal lists a Termin until it is held; a cancelled one stays listed as "aufgehoben".
    const phase = i % 4 === 3 ? 'cancelled' : 'upcoming';
    const termin = wall(now + rng.int(5, 90) * DAY, rng.pick([9, 10, 11, 13, 14]), rng.pick([0, 30]));
    const updated = wall(now - rng.int(1, 20) * DAY, rng.int(8, 17), rng.int(0, 59));
    const l = lot(rng, city, ZVG_LOT_KINDS, (word, _street, _number, c, area) => `${word.replace(/ \(.*\)$/, '')} in ${c.name}, Wohnfläche ca. ${area} m², Baujahr ca. ${rng.int(1900, 2015)}`);
    let zvgId = rng.int(10_000, 99_999);
    while (out.some((a) => a.zvgId === zvgId)) zvgId = rng.int(10_000, 99_999);
    out.push({
      zvgId,
      land: ZVG_LAND_OF_REGION[city.region] as string,
      aktenzeichen: `${rng.digits(4)} K ${String(rng.int(1, 999)).padStart(4, '0')}/${year - rng.int(0, 2)}`,
      court: city.name,
      phase,
      termin,
      updated,
      valueCents: Math.round((l.areaSqm * city.pricePerSqm * rng.uniform(0.75, 1.05)) / 1000) * 1000 * 100,
      art: rng.chance(0.85) ? 'Zwangsversteigerung' : 'Versteigerung zur Aufhebung der Gemeinschaft',
      grundbuch: `Grundbuch von ${l.district.name}, Blatt ${rng.int(100, 20000)}`,
      lot: l,
    });
  }
  return out;
}
