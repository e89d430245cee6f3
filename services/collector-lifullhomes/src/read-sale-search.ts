/**
 * A used-home list page: the JSON-LD ItemList (url, name, price in yen, floorSize, yearBuilt,
 * the address to the 丁目) and the HTML block of each result, which adds what the ItemList
 * lacks — the 番地, the layout, the floor and the building's height, the agency's name, the
 * first photo (masakihnw/real-estate homes_scraper.py reads both and merges them by URL, as
 * here). A result is read from its block; the ItemList fills in what a block leaves out.
 */
import { at, compact, fields, finite, guardedRead, list, type HTMLElement, type ParseContext, type RecordRead, text, unreadable } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { lifullhomes } from '@estate/native-formats';
import { ACCESS_CLASS, areaOf, cellsOf, cellText, clean, COUNTRY, layoutFacts, propertyType, readAddress, readPrice, statusOf, yearOf } from './observation.js';

/** What the ItemList says of one result, by its URL. */
interface Offered {
  name?: string;
  price?: number;
  area?: number;
  yearBuilt?: number;
  blockAddress?: string;
}

export function itemListOf(json: unknown): Map<string, Offered> {
  const byUrl = new Map<string, Offered>();
  for (const element of list(at(json, 'itemListElement'))) {
    const item = fields(at(element, 'item')) ?? fields(element);
    const url = text(item?.['url']);
    if (!item || !url) continue;
    const offer = fields(item['offers']) ?? fields(list(item['offers'])[0]);
    const offered = fields(offer?.['itemOffered']);
    byUrl.set(url, compact({
      name: text(item['name']),
      price: finite(offer?.['price']),
      area: finite(at(offered, 'floorSize', 'value')),
      yearBuilt: finite(offered?.['yearBuilt']),
      blockAddress: text(at(offered, 'address', 'name')),
    }));
  }
  return byUrl;
}

const SPEC_LABELS = new Set(['所在地', '交通', '築年月/階数', '築年月', '価格', '間取り', '専有面積', '建物面積', '土地面積']);

function blockCells(block: HTMLElement): Map<string, HTMLElement> {
  return cellsOf(block.querySelectorAll('table.verticalTable th'), 'td', SPEC_LABELS);
}

/** One result block (a condo's building block or a house card) → its listing observation. */
export function readSaleBlock(block: HTMLElement, itemList: ReadonlyMap<string, Offered>, context: ParseContext): RecordRead<ListingObserved> {
  const row = block.querySelector('tr[data-href]');
  const url = row?.getAttribute('data-href') ?? block.querySelector('a.prg-bukkenNameAnchor, a.prg-detailLink')?.getAttribute('href');
  const found = url ? lifullhomes.detailIdOf(url) : undefined;
  if (!url || !found || found.kind === 'chintai') return unreadable('unexpected_shape', 'result block has no /mansion/b-… or /kodate/b-… link');
  const id = found.id;
  const offered = itemList.get(url) ?? {};
  const cells = blockCells(block);
  const condo = found.kind === 'mansion';
  const floorText = clean(row?.querySelector('td.info span')?.text);
  const height = cellText(cells, '築年月/階数');
  const priceText = cellText(cells, '価格');
  const price = readPrice(priceText, 'sale') ?? (offered.price ? readPrice(`${offered.price}円`, 'sale') : undefined);
  const areaText = cellText(cells, condo ? '専有面積' : '建物面積') ?? (offered.area === undefined ? undefined : `${offered.area}㎡`);
  const living = areaOf(areaText, condo ? 'living' : 'built');
  const plot = areaOf(cellText(cells, '土地面積'), 'plot');
  const photo = block.querySelector('td.photo img')?.getAttribute('data-original');
  const badge = clean(block.querySelector('.bukkenStatus')?.text);
  const name = clean(block.querySelector('.bukkenName')?.text) || offered.name;
  const agency = clean(block.querySelector('.memberName')?.text);
  const listing: ListingObserved = compact({
    native_id: id,
    url: lifullhomes.saleDetailUrl(id, found.kind),
    transaction: 'sale' as const,
    status: statusOf(badge),
    source_status: badge || undefined,
    title: name,
    price,
    property: compact({
      address: readAddress(cellText(cells, '所在地') ?? offered.blockAddress),
      ...propertyType(condo ? '中古マンション' : '中古一戸建て'),
      ...layoutFacts(cellText(cells, '間取り')),
      areas: [living, plot].filter((a) => a !== undefined),
      year_built: yearOf(height ?? cellText(cells, '築年月')) ?? offered.yearBuilt,
    }),
    agency: agency ? { name: agency } : undefined,
    media: photo ? [{ url: photo, type: 'photo' as const, position: 0 }] : undefined,
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country: COUNTRY,
    extensions: saleExtensions(floorText, height, cellText(cells, '交通'), name),
  });
  return { ok: true, value: listing };
}

function saleExtensions(floor: string, height: string | undefined, access: string | undefined, name: string | undefined): Record<string, unknown> | undefined {
  const total = lifullhomes.parseTotalFloors(height);
  const ext = compact({ floor: floor === '' ? undefined : floor, total_floors: total, access, building_name: name });
  return Object.keys(ext).length > 0 ? ext : undefined;
}

export function readSaleBlocks(root: HTMLElement, itemList: ReadonlyMap<string, Offered>, context: ParseContext): RecordRead<ListingObserved>[] {
  return root.querySelectorAll('div.mod-mergeBuilding--sale, div.mod-listKks-sale').map((block) =>
    guardedRead(() => readSaleBlock(block, itemList, context), () => lifullhomes.detailIdOf(block.querySelector('tr[data-href]')?.getAttribute('data-href') ?? '')?.id),
  );
}
