import { at, looseNumber, looseText, onlyIssue, ParsedPayloadBuilder, readJson, type ParseContext, type ParsedPayload, type PayloadParser } from '@estate/collector-kit';
import { observation, type PropertyRecordObserved } from '@estate/events';
import { catastro } from '@estate/native-formats';

const DATASET = 'catastro_dnprc';
const REFERENCE = /^[0-9A-Z]{20}$/;

/**
 * A `Consulta_DNPRC` answer → one descriptive record per property it describes: `bico` (the
 * property of a 20-character reference, with its construction units) or `lrcdnp.rcdnp` (every
 * property of a 14-character parcel). Keyed by the 20-character cadastral reference, with the
 * address as Catastro writes it (`ldt`, and its parts: street type and name, number, floor,
 * door, postcode), use, built area, year built and participation coefficient normalised, and the
 * answer's own elements kept in `fields`. A refusal (`lerr`, `cuerr`) is an issue carrying
 * Catastro's own words. Catastro has no release dates: the record's vintage is the day the
 * answer was retrieved. Never throws.
 */
export const parse: PayloadParser = (payload, context) => {
  if (typeof payload.body !== 'string') return onlyIssue(String(payload.path), 'parse_error', 'the payload holds no text');
  const read = readJson(payload.body);
  if (!read.ok) return onlyIssue(payload.path, read.truncated ? 'truncated_payload' : 'parse_error', read.truncated ? 'the answer is cut short' : 'the answer is not JSON');
  const out = new ParsedPayloadBuilder(payload.path);
  const result = at(read.value, 'consulta_dnprcResult');
  if (typeof result !== 'object' || result === null) {
    out.issue('unexpected_shape', 'not a Consulta_DNPRC answer: no consulta_dnprcResult');
    return out.result;
  }
  const errors = refusals(at(result, 'lerr'));
  if (errors.length > 0 || (looseNumber(at(result, 'control', 'cuerr')) ?? 0) > 0) {
    out.issue('unexpected_shape', `Catastro refused the query: ${errors.join('; ') || 'an error without a description'}`, referenceFromPath(payload.path));
    return out.result;
  }
  const bi = at(result, 'bico', 'bi');
  if (bi !== undefined) {
    const lcons = oneOrMany(at(result, 'bico', 'lcons'));
    take(at(bi, 'idbi', 'rc'), at(bi, 'dt'), at(bi, 'debi'), { bi, lcons }, lcons, context, out);
  }
  for (const unit of oneOrMany(at(result, 'lrcdnp', 'rcdnp'))) take(at(unit, 'rc'), at(unit, 'dt'), at(unit, 'debi'), unit, [], context, out);
  if (bi === undefined && out.result.observations.length === 0 && out.result.issues.length === 0) out.issue('unexpected_shape', 'the answer describes no property (neither bico nor lrcdnp)');
  return out.result satisfies ParsedPayload;
};

/** XML-born JSON writes a one-element list as the element itself. */
function oneOrMany(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function refusals(lerr: unknown): string[] {
  return oneOrMany(lerr).flatMap((e) => {
    const des = looseText(at(e, 'des')) ?? looseText(at(e, 'err', 'des'));
    return des ? [des] : [];
  });
}

function referenceFromPath(path: string): string | undefined {
  return /RefCat=([0-9A-Z]{14,20})/.exec(path)?.[1];
}

function take(rcValue: unknown, dt: unknown, debi: unknown, fields: unknown, lcons: readonly unknown[], context: ParseContext, out: ParsedPayloadBuilder): void {
  const rc: catastro.Rc = {
    pc1: looseText(at(rcValue, 'pc1')) ?? '',
    pc2: looseText(at(rcValue, 'pc2')) ?? '',
    ...optionalText('car', at(rcValue, 'car')),
    ...optionalText('cc1', at(rcValue, 'cc1')),
    ...optionalText('cc2', at(rcValue, 'cc2')),
  };
  const reference = catastro.referenceOf(rc).toUpperCase();
  if (!REFERENCE.test(reference)) {
    out.issue('parse_error', `a property without a 20-character cadastral reference (${JSON.stringify(reference)})`, reference || undefined);
    return;
  }
  out.observe(observation('property_record', record(reference, dt, debi, fields, lcons, context)));
}

function optionalText<K extends string>(key: K, value: unknown): { [P in K]?: string } {
  const text = looseText(value);
  return (text === undefined ? {} : { [key]: text }) as { [P in K]?: string };
}

/** `2,350000` (Catastro's decimal comma) → 2.35. */
function decimalComma(value: unknown): number | undefined {
  const text = looseText(value)?.replace(',', '.');
  return text !== undefined && /^\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

/** `02` floor and `B` door → `2º B`, as Spanish addresses write a flat; floor `00` is the ground floor (`Bajo`). */
function unitOf(floor: string | undefined, door: string | undefined): string | undefined {
  if (!floor && !door) return undefined;
  const level = floor === undefined ? '' : /^0+$/.test(floor) ? 'Bajo' : /^\d+$/.test(floor) ? `${Number(floor)}º` : floor;
  return [level, door].filter(Boolean).join(' ') || undefined;
}

function record(reference: string, dt: unknown, debi: unknown, fields: unknown, lcons: readonly unknown[], context: ParseContext): PropertyRecordObserved {
  const lourb = at(dt, 'locs', 'lous', 'lourb');
  const streetType = looseText(at(lourb, 'dir', 'tv'));
  const streetName = looseText(at(lourb, 'dir', 'nv'));
  const number = looseText(at(lourb, 'dir', 'pnp'));
  const unit = unitOf(looseText(at(lourb, 'loint', 'pt')), looseText(at(lourb, 'loint', 'pu')));
  const postcode = looseText(at(lourb, 'dp'));
  const town = looseText(at(dt, 'nm'));
  const province = looseText(at(dt, 'np'));
  const ineProvince = looseText(at(dt, 'loine', 'cp'));
  const ineTown = looseText(at(dt, 'loine', 'cm'));
  const line1 = [streetType, streetName, number].filter(Boolean).join(' ');
  const original = looseText(at(fields, 'bi', 'ldt')) ?? looseText(at(fields, 'ldt'));
  const use = looseText(at(debi, 'luso'));
  const built = looseNumber(at(debi, 'sfc'));
  const year = looseNumber(at(debi, 'ant'));
  // The dwelling's own area: its `VIVIENDA` units, without the share of common parts in `sfc`.
  const dwelling = lcons.filter((u) => looseText(at(u, 'lcd')) === 'VIVIENDA').reduce<number>((sum, u) => sum + (looseNumber(at(u, 'dfcons', 'stl')) ?? 0), 0);
  const share = decimalComma(at(debi, 'cpt'));
  const flat = at(lourb, 'loint') !== undefined;
  return {
    native_id: reference,
    dataset: DATASET,
    record_type: 'property_record',
    ...(ineProvince && ineTown && /^\d{2}$/.test(ineProvince) && /^\d{3}$/.test(ineTown) ? { jurisdiction: `ES-${ineProvince}${ineTown}` } : {}),
    keys: {
      country: 'ES',
      es: { cadastral_reference: reference },
      ...(line1
        ? { address: { country: 'ES', line1, ...(unit ? { unit } : {}), ...(town ? { city: town } : {}), ...(province ? { region: province } : {}), ...(postcode ? { postal_code: postcode } : {}), ...(original ? { original_text: original } : {}) } }
        : {}),
    },
    values: {
      ...(use ? { use, source_property_type: use } : {}),
      ...(use === 'Residencial' ? { property_type: flat ? 'apartment' : 'house' } : {}),
      ...(dwelling > 0 ? { living_area_sqm: dwelling } : built !== undefined && built > 0 ? { living_area_sqm: built } : {}),
      ...(year !== undefined && Number.isInteger(year) && year >= 1000 && year <= 2200 ? { year_built: year } : {}),
    },
    fields: {
      ...(typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {}),
      ...(built !== undefined ? { sfc_m2: built } : {}),
      ...(share !== undefined ? { cpt_percent: share } : {}),
    },
    vintage: context.retrievedAt.slice(0, 10),
    access_class: 'open_data',
    url: `https://ovc.catastro.meh.es/OVCServWeb/OVCWcfCallejero/COVCCallejero.svc/json/Consulta_DNPRC?RefCat=${reference}`,
    retrieved_at: context.retrievedAt,
  };
}
