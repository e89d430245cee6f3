import { catastro } from '@estate/native-formats';
import { hash32, mix32, Rng } from '../prng.js';
import type { NativePayload } from '../model.js';
import type { DatasetContext, DatasetRenderer } from './dataset.js';
import { listedProperties } from './listed-properties.js';
import type { RecordTruth } from './record-truth.js';

/**
 * Catastro `Consulta_DNPRC` answers (sources.md §2.1) for the world's Spanish homes, one per
 * cadastral reference, as the JSON service returns them: the street as Catastro names it (type
 * code, upper case, no accents: `CL ALCALA`), floor and door codes (`02`, `IZ`), the built area
 * with its share of common parts (larger than the listing's usable area) and the year built.
 * Flats of one building share the 14-character parcel; beside a listed flat Catastro also
 * answers for a neighbour (another floor or door of the building), and beside a house for the
 * house next door, whose records must not be taken for the listed home's.
 */
const DATASET = 'catastro_dnprc';

/** Province and municipality as Catastro names them, and their INE codes. */
const MUNICIPALITIES: Readonly<Record<string, { nm: string; np: string; cp: string; cm: string }>> = {
  Madrid: { nm: 'MADRID', np: 'MADRID', cp: '28', cm: '079' },
  Barcelona: { nm: 'BARCELONA', np: 'BARCELONA', cp: '08', cm: '019' },
  Valencia: { nm: 'VALENCIA', np: 'VALENCIA', cp: '46', cm: '250' },
  Sevilla: { nm: 'SEVILLA', np: 'SEVILLA', cp: '41', cm: '091' },
  Málaga: { nm: 'MALAGA', np: 'MALAGA', cp: '29', cm: '067' },
  Marbella: { nm: 'MARBELLA', np: 'MALAGA', cp: '29', cm: '069' },
  Alicante: { nm: 'ALICANTE/ALACANT', np: 'ALACANT', cp: '03', cm: '014' },
  Palma: { nm: 'PALMA', np: 'ILLES BALEARS', cp: '07', cm: '040' },
  Bilbao: { nm: 'BILBAO', np: 'BIZKAIA', cp: '48', cm: '020' },
};

/** Street types as Catastro codes them. */
const STREET_TYPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(calle|carrer)\b/i, 'CL'],
  [/^(avenida|avinguda)\b/i, 'AV'],
  [/^(paseo|passeig)( marítimo)?\b/i, 'PS'],
  [/^rambla\b/i, 'RB'],
  [/^travessera\b/i, 'TR'],
  [/^(camino|camí)\b/i, 'CM'],
  [/^urbanización\b/i, 'UR'],
  [/^bulevar\b/i, 'BV'],
  [/^alameda\b/i, 'AL'],
  [/^gran vía\b/i, 'GV'],
];

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Upper case without accents (but with Ñ), as Catastro writes names. */
function catastroText(text: string): string {
  return text.replaceAll('ñ', '\u0000').replaceAll('Ñ', '\u0000').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replaceAll('\u0000', 'Ñ').toUpperCase();
}

/** `Calle de Alcalá` → `CL` `ALCALA`: the type's code, and the name without its linking words. */
export function catastroStreet(street: string): { tv: string; nv: string } {
  for (const [pattern, code] of STREET_TYPES) {
    if (!pattern.test(street)) continue;
    const name = street.replace(pattern, '').trim().replace(/^(de la|de l'|del|de|d')\s*/i, '');
    return { tv: code, nv: catastroText(name) };
  }
  return { tv: 'CL', nv: catastroText(street) };
}

/** `2º A` → floor `02`, door `A`; `Bajo` → `00`; `3º Izda.` → door `IZ`. */
function floorAndDoor(unit: string | undefined): { pt: string; pu: string } | undefined {
  if (!unit) return undefined;
  if (/^bajo/i.test(unit)) return { pt: '00', pu: '' };
  const m = /^(\d+)º\s*(.+)$/.exec(unit);
  if (!m) return undefined;
  const door = (m[2] as string).replace('.', '');
  return { pt: (m[1] as string).padStart(2, '0'), pu: /^izda/i.test(door) ? 'IZ' : /^dcha/i.test(door) ? 'DR' : door.toUpperCase() };
}

interface Unit {
  reference: string;
  answer: catastro.DnprcAnswer;
  home?: { key: string; listings: { platform: string; native_id: string }[] };
}

function parcelReference(seed: number, place: string): { pc1: string; pc2: string } {
  const rng = new Rng(mix32(seed, hash32(place)));
  const pc1 = String(rng.int(1_000_000, 9_999_999));
  const pc2 = `${rng.pick([...LETTERS])}${rng.pick([...LETTERS])}${String(rng.int(0, 9999)).padStart(4, '0')}${rng.pick([...LETTERS])}`;
  return { pc1, pc2 };
}

function answerFor(rc: catastro.Rc, where: { tv: string; nv: string; pnp: string; dp: string; town: (typeof MUNICIPALITIES)[string] }, inside: { pt: string; pu: string } | undefined, facts: { built: number; usable: number; year: number; coefficient: string }): catastro.DnprcAnswer {
  const loint = inside ? { es: '1', pt: inside.pt, pu: inside.pu } : undefined;
  const ldt = `${where.tv} ${where.nv} ${where.pnp}${loint ? ` Es:${loint.es} Pl:${loint.pt} Pt:${loint.pu}` : ''} ${where.dp} ${where.town.nm} (${where.town.np})`;
  const lcons: catastro.Lcons[] = [{ lcd: 'VIVIENDA', ...(loint ? { dt: { lourb: { loint } } } : {}), dfcons: { stl: String(facts.usable) } }];
  if (facts.built > facts.usable) lcons.push({ lcd: inside ? 'ELEMENTOS COMUNES' : 'ALMACEN', dfcons: { stl: String(facts.built - facts.usable) } });
  return {
    consulta_dnprcResult: {
      control: { cudnp: 1, cucons: lcons.length, cucul: 0 },
      bico: {
        bi: {
          idbi: { cn: 'UR', rc },
          dt: {
            loine: { cp: where.town.cp, cm: where.town.cm },
            np: where.town.np,
            nm: where.town.nm,
            locs: { lous: { lourb: { dir: { cv: String(hash32(where.nv) % 9000 + 100), tv: where.tv, nv: where.nv, pnp: where.pnp, snp: '0' }, ...(loint ? { loint } : {}), dp: where.dp, dm: '1' } } },
          },
          ldt,
          debi: { luso: 'Residencial', sfc: String(facts.built), cpt: facts.coefficient, ant: String(facts.year) },
        },
        lcons,
      },
    },
  };
}

function units(context: DatasetContext): Unit[] {
  const seed = hash32(String(context.seed));
  const rng = new Rng(mix32(seed, hash32('catastro')));
  const out: Unit[] = [];
  const taken = new Set<string>();
  for (const home of listedProperties(context, 'ES')) {
    const l = home.listing;
    const town = MUNICIPALITIES[l.address.city];
    const m = /^(.+),\s*(\d+)$/.exec(l.address.line1);
    if (!town || !m) continue;
    const street = catastroStreet(m[1] as string);
    const number = Number(m[2]);
    const inside = floorAndDoor(l.address.unit);
    const flat = l.property_type === 'apartment';
    const year = l.year_built ?? rng.int(1955, 1995);
    const built = Math.round(l.living_area_sqm * (flat ? rng.uniform(1.08, 1.18) : rng.uniform(1.0, 1.1)));
    const add = (pnp: number, where: { pt: string; pu: string } | undefined, usable: number, owner: Unit['home']) => {
      const parcel = parcelReference(seed, `${l.address.city}|${street.nv}|${pnp}`);
      // Flats are numbered within their building; a house is the parcel's only property.
      const car = flat && where ? String(Number(where.pt) * 8 + 1 + Math.max(0, LETTERS.indexOf(where.pu[0] ?? 'A'))).padStart(4, '0') : '0001';
      const control = `${LETTERS[hash32(`${parcel.pc1}${parcel.pc2}${car}`) % LETTERS.length]}${LETTERS[hash32(`${car}${parcel.pc2}`) % LETTERS.length]}`;
      const rc = { pc1: parcel.pc1, pc2: parcel.pc2, car, cc1: control[0] as string, cc2: control[1] as string };
      const reference = catastro.referenceOf(rc);
      if (taken.has(reference)) return;
      taken.add(reference);
      const sfc = Math.max(usable + 1, Math.round((usable * built) / l.living_area_sqm));
      const coefficient = flat ? `${rng.int(1, 9)},${String(rng.int(0, 999_999)).padStart(6, '0')}` : '100,000000';
      out.push({
        reference,
        answer: answerFor(rc, { ...street, pnp: String(pnp), dp: l.address.postal_code, town }, where, { built: sfc, usable, year, coefficient }),
        ...(owner ? { home: owner } : {}),
      });
    };
    add(number, inside, Math.round(l.living_area_sqm), { key: home.key, listings: home.listings });
    if (flat && inside && rng.chance(0.5)) {
      // Another flat of the building: the next floor up, or the door beside.
      const other = rng.chance(0.5) ? { pt: String(Number(inside.pt) + 1).padStart(2, '0'), pu: inside.pu } : { pt: inside.pt, pu: inside.pu === 'B' ? 'C' : 'B' };
      add(number, other, Math.round(l.living_area_sqm * rng.uniform(0.8, 1.2)), undefined);
    } else if (!flat && rng.chance(0.3)) add(number + 2, undefined, Math.round(l.living_area_sqm * rng.uniform(0.8, 1.2)), undefined);
  }
  return out;
}

function render(context: DatasetContext): NativePayload[] {
  return units(context).map((u) => ({ path: catastro.dnprcPath(u.reference), content_type: 'application/json', body: JSON.stringify(u.answer) }));
}

function truth(context: DatasetContext): RecordTruth[] {
  return units(context).map((u) => ({
    dataset: DATASET,
    native_id: u.reference,
    record_type: 'property_record',
    property_key: u.home?.key ?? null,
    listings: u.home?.listings ?? [],
    resolvable_to: 'property',
  }));
}

export const catastroDataset: DatasetRenderer = { platform: 'catastro', render, truth };
