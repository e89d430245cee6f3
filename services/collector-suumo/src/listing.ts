/**
 * What a search card or a detail page says about one listing → a `listing.observed` payload.
 * Every conversion goes through @estate/normalize; what SUUMO printed stays beside the result
 * (display_text, original_text, source_property_type, source_status).
 */
import type { ParseContext } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { areaBasisFromLabel, normalizeAddress, normalizePropertyType, parseArea, parsePrice, parseRooms } from '@estate/normalize';
import type { suumo } from '@estate/native-formats';
import { jstMidnight, yearOf } from './dates.js';
import { field, fieldContaining, withoutDecorations, type Fields } from './fields.js';
import type { MediaItem } from './media.js';
import { statusOf } from './status.js';

type Property = ListingObserved['property'];
type Area = NonNullable<Property['areas']>[number];
type Geometry = NonNullable<Property['geometry']>;
type Agent = NonNullable<ListingObserved['agent']>;
type Agency = NonNullable<ListingObserved['agency']>;

export const COUNTRY = 'JP';
const CURRENCY = 'JPY';

/** Everything about a listing besides its label/value pairs. */
export interface ListingSource {
  nativeId: string;
  url: string;
  fields: Fields;
  category?: suumo.SuumoCategory;
  /** The heading (card title or h1), used when there is no 物件名. */
  heading?: string;
  statusText?: string;
  description?: string;
  geometry?: Geometry;
  agent?: Agent;
  agency?: Agency;
  media?: MediaItem[];
  /** Details that have no field of their own in the observation. */
  extensions?: Record<string, unknown>;
}

/** Labels a block must have to be a listing at all; without them it is an issue, not a record. */
export function missingRequired(fields: Fields): string[] {
  const missing: string[] = [];
  if (!field(fields, '販売価格', '価格')) missing.push('販売価格');
  if (!field(fields, '所在地')) missing.push('所在地');
  return missing;
}

// Labels of the areas SUUMO states; each measures what its label says (専有面積 living,
// バルコニー balcony, 建物面積 built, 土地面積 plot). その他面積 says it in its value instead.
const AREA_LABELS = ['専有面積', '建物面積', '土地面積', 'バルコニー', 'その他面積'] as const;

function areasOf(fields: Fields): Area[] {
  const areas: Area[] = [];
  for (const label of AREA_LABELS) {
    const value = fields.get(label);
    if (!value) continue;
    const basis = areaBasisFromLabel(label) ?? areaBasisFromLabel(value.text) ?? 'other';
    const area = parseArea(value.text, { basis, country: COUNTRY });
    if (area) areas.push(area);
  }
  return areas;
}

function propertyOf(source: ListingSource): Property {
  const { fields, category } = source;
  const property: Property = {};
  const address = field(fields, '所在地');
  if (address) property.address = normalizeAddress({ text: withoutDecorations(address.text) }, COUNTRY);
  if (source.geometry) property.geometry = source.geometry;
  if (category) {
    const type = normalizePropertyType(category.label, 'suumo');
    property.property_type = type.property_type;
    property.source_property_type = type.original;
  }
  const layout = field(fields, '間取り');
  if (layout && /[~～〜]/u.test(layout.text)) {
    // A new development's span of plans ("2LDK～4LDK") counts no one home's rooms.
    property.layout = layout.text;
  } else if (layout) {
    const rooms = parseRooms(layout.text, { country: COUNTRY });
    if (rooms.bedrooms !== undefined) property.bedrooms = rooms.bedrooms;
    if (rooms.rooms !== undefined) property.rooms = rooms.rooms;
    if (rooms.layout !== undefined) property.layout = rooms.layout;
  }
  const areas = areasOf(fields);
  if (areas.length > 0) property.areas = areas;
  const built = fieldContaining(fields, '築年月') ?? field(fields, '完成時期', '竣工時期');
  const year = built ? yearOf(built.text) : undefined;
  if (year !== undefined) property.year_built = year;
  return property;
}

/** A count such as 総戸数 "120戸" or "1,095戸". */
function countOf(text: string): number | undefined {
  const m = /(\d[\d,]*)\s*戸/.exec(text.normalize('NFKC'));
  return m?.[1] ? Number(m[1].replace(/,/g, '')) : undefined;
}

function extensionsOf(source: ListingSource): Record<string, unknown> {
  const { fields } = source;
  const ext: Record<string, unknown> = { ...source.extensions };
  const access = field(fields, '沿線・駅', '交通');
  // Detail pages put a "[ 乗り換え案内 ]" link under each station; it is not a station.
  if (access) ext['access'] = access.lines.map(withoutDecorations).filter((line) => line !== '');
  const floor = field(fields, '所在階');
  const combined = field(fields, '所在階/構造・階建');
  // "12階/RC14階建": the unit's floor, then the building's structure and height.
  const [floorPart, structurePart] = combined ? combined.text.split(/[/／]/, 2) : [];
  if (floor ?? floorPart) ext['floor'] = floor?.text ?? floorPart?.trim();
  const structure = structurePart?.trim() || field(fields, '構造・階建て', '構造・工法')?.text;
  if (structure) ext['structure'] = structure;
  const units = field(fields, '総戸数');
  const count = units ? countOf(units.text) : undefined;
  if (count !== undefined) ext['total_units'] = count;
  // Running costs are monthly on SUUMO even when the text does not say so.
  const management = field(fields, '管理費', '管理費等');
  if (management) ext['management_fee'] = parsePrice(management.text, { country: COUNTRY, currency: CURRENCY, period: 'month' });
  const repair = field(fields, '修繕積立金');
  if (repair) ext['repair_reserve'] = parsePrice(repair.text, { country: COUNTRY, currency: CURRENCY, period: 'month' });
  const transaction = field(fields, '取引態様');
  if (transaction) ext['transaction_type'] = transaction.text;
  const next = field(fields, '次回更新予定日', '次回更新日');
  if (next) ext['next_update'] = next.text;
  return ext;
}

export function listingOf(source: ListingSource, context: ParseContext): ListingObserved {
  const { fields } = source;
  const listing: ListingObserved = {
    native_id: source.nativeId,
    url: source.url,
    transaction: 'sale',
    status: statusOf(source.statusText),
    property: propertyOf(source),
    retrieved_at: context.retrievedAt,
    access_class: 'public_portal',
    country: COUNTRY,
  };
  if (source.statusText) listing.source_status = source.statusText;
  const title = field(fields, '物件名')?.text ?? source.heading;
  if (title) listing.title = title;
  if (source.description) listing.description = source.description;
  const price = field(fields, '販売価格', '価格');
  // Detail pages follow the price with a link ("2480万円 [ □ 支払シミュレーション ]").
  if (price) listing.price = parsePrice(withoutDecorations(price.text), { country: COUNTRY, currency: CURRENCY });
  if (source.agent) listing.agent = source.agent;
  if (source.agency) listing.agency = source.agency;
  if (source.media && source.media.length > 0) listing.media = source.media;
  const provided = field(fields, '情報提供日');
  const updated = provided ? jstMidnight(provided.text) : undefined;
  if (updated) listing.source_updated_at = updated;
  const extensions = extensionsOf(source);
  if (Object.keys(extensions).length > 0) listing.extensions = { suumo: extensions };
  return listing;
}
