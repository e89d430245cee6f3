/**
 * SUUMO's 物件ライブラリー page of a building (`/library/…/to_<id>/`) → the building (name, 所在地,
 * 築年月, 構造・階建, 総戸数, pin) and each unit its table advertises (部屋番号, 所在階, 価格,
 * 間取り, 専有面積, the unit's listing). Columns are found by their header labels, never by
 * position. A unit row without a price is refused alone; a cut page yields nothing it cannot vouch for.
 */
import { ParsedPayloadBuilder, type NativePayload, type ParseContext, type ParsedPayload } from '@estate/collector-kit';
import { observation, type BuildingObserved, type UnitObserved } from '@estate/events';
import { suumo } from '@estate/native-formats';
import { normalizeAddress, parseArea, parsePrice, parseRooms } from '@estate/normalize';
import { canonicalOf, countOf, outlineFields, pinOf } from './building-page.js';
import { yearOf } from './dates.js';
import { field } from './fields.js';
import { clean, isTruncated, textOf, type HTMLElement } from './html.js';
import { COUNTRY } from './listing.js';
import { nativeIdOfUrl } from './urls.js';

const CURRENCY = 'JPY';

export function isLibraryPage(root: HTMLElement): boolean {
  return suumo.LIBRARY_ID_PATTERN.test(canonicalOf(root) ?? '');
}

export function parseLibraryPage(payload: NativePayload, root: HTMLElement, context: ParseContext): ParsedPayload {
  const into = new ParsedPayloadBuilder(payload.path);
  if (isTruncated(payload.body)) {
    // The units table is last: a cut page may have lost units, and a building read from it would
    // be published as if its list were whole.
    into.issue('truncated_payload', 'library page ends before </html>');
    return into.result;
  }
  const url = canonicalOf(root) ?? '';
  const nativeId = suumo.LIBRARY_ID_PATTERN.exec(url)?.[1];
  const fields = outlineFields(root);
  const name = field(fields, '物件名')?.text ?? (textOf(root.querySelector('h1')) || undefined);
  if (!nativeId || !name) {
    into.issue('unexpected_shape', 'library page names no building (no to_ id or 物件名)');
    return into.result;
  }
  const addressText = field(fields, '所在地')?.text;
  const address = addressText ? normalizeAddress({ text: addressText }, COUNTRY) : undefined;
  const structure = field(fields, '構造・階建', '構造')?.text;
  const floors = /(\d+)\s*階建/.exec(structure?.normalize('NFKC') ?? '')?.[1];
  const built = field(fields, '築年月', '完成時期')?.text;
  const year = built ? yearOf(built) : undefined;
  const geometry = pinOf(root);
  const unitCount = countOf(field(fields, '総戸数')?.text);
  const building: BuildingObserved = {
    native_id: nativeId,
    name,
    url,
    ...(address ? { address } : {}),
    ...(geometry ? { geometry } : {}),
    ...(year !== undefined ? { year_built: year } : {}),
    ...(floors !== undefined ? { floors: Number(floors) } : {}),
    ...(unitCount !== undefined ? { unit_count: unitCount } : {}),
    ...(structure ? { extensions: { structure } } : {}),
    retrieved_at: context.retrievedAt,
    access_class: 'public_portal',
    country: COUNTRY,
  };
  into.observe(observation('building', building));
  for (const unit of unitsOf(root, building, context, (message) => into.issue('unexpected_shape', message, nativeId))) into.observe(observation('unit', unit));
  return into.result;
}

/** The header labels of the units table, NFKC-folded, by column. */
function columnsOf(table: HTMLElement): string[] {
  return table.querySelectorAll('thead th').map((th) => clean(th.text).normalize('NFKC'));
}

function unitsOf(root: HTMLElement, building: BuildingObserved, context: ParseContext, refuse: (message: string) => void): UnitObserved[] {
  const table = root.querySelector('table.library_units');
  if (!table) return [];
  const columns = columnsOf(table);
  const out: UnitObserved[] = [];
  for (const [row, tr] of table.querySelectorAll('tbody tr').entries()) {
    const cells = tr.querySelectorAll('td');
    const cell = (label: string): HTMLElement | undefined => {
      const i = columns.indexOf(label);
      return i < 0 ? undefined : cells[i];
    };
    const text = (label: string): string | undefined => {
      const t = textOf(cell(label));
      return t === '' || /^[-－ー―]$/.test(t) ? undefined : t;
    };
    const href = cell('詳細')?.querySelector('a')?.getAttribute('href') ?? tr.querySelector('a')?.getAttribute('href') ?? undefined;
    const listing = href ? nativeIdOfUrl(href) : undefined;
    const room = text('部屋番号')?.normalize('NFKC');
    const priceText = text('価格');
    const unitId = room ?? listing;
    if (!unitId || !priceText) {
      refuse(`library page of to_${building.native_id}: unit row ${row + 1} has no 部屋番号 or listing, or no 価格`);
      continue;
    }
    const layout = text('間取り');
    const rooms = layout ? parseRooms(layout, { country: COUNTRY }) : undefined;
    const areaText = text('専有面積');
    const area = areaText ? parseArea(areaText, { basis: 'living', country: COUNTRY }) : undefined;
    const floor = text('所在階');
    out.push({
      building_native_id: building.native_id,
      native_id: unitId,
      // A room number names one home; without it the row is a plan the building offers.
      kind: room ? 'physical_unit' : 'floor_plan',
      label: [room ? `${room}号室` : undefined, floor].filter((p) => p !== undefined).join(' '),
      price: parsePrice(priceText, { country: COUNTRY, currency: CURRENCY }),
      property: {
        property_type: 'apartment',
        ...(building.address ? { address: { ...building.address, ...(room ? { unit: `${room}号室` } : {}) } } : {}),
        ...(rooms?.layout !== undefined ? { layout: rooms.layout } : layout ? { layout } : {}),
        ...(rooms?.bedrooms !== undefined ? { bedrooms: rooms.bedrooms } : {}),
        ...(rooms?.rooms !== undefined ? { rooms: rooms.rooms } : {}),
        ...(area ? { areas: [area] } : {}),
        ...(building.year_built !== undefined ? { year_built: building.year_built } : {}),
      },
      ...(listing ? { listing_native_id: listing } : {}),
      ...(href ? { url: href } : {}),
      retrieved_at: context.retrievedAt,
      access_class: 'public_portal',
      country: COUNTRY,
    });
  }
  return out;
}
