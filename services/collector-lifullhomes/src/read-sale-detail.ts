/**
 * A used home's detail page → its listing and complete gallery: the `#about` table's th/td rows
 * by label (価格, 間取り, 専有面積 or 建物面積 and 土地面積, 所在階/階数, 築年月, 所在地 to the
 * 番地, 交通), the heading, the agent's comment, 「情報公開日」, the agency block; the photos of
 * `ul.imageList`, the one captioned 間取り being the floor plan (iwaminn/realestate
 * homes_parser.py; the rental pages caption theirs the same way).
 */
import { compact, type HTMLElement, type ParseContext, type RecordRead, unreadable } from '@estate/collector-kit';
import type { ListingObserved, MediaObserved } from '@estate/events';
import { lifullhomes } from '@estate/native-formats';
import { ACCESS_CLASS, areaOf, cellsOf, cellText, clean, COUNTRY, jstMidnight, layoutFacts, propertyType, readAddress, readPrice, statusOf, textOf, yearOf } from './observation.js';

type MediaItem = MediaObserved['items'][number];

export interface DetailRead {
  listing: ListingObserved;
  media?: MediaObserved;
}

const ABOUT_LABELS = new Set<string>(lifullhomes.SALE_ABOUT_LABELS);

function gallery(root: HTMLElement): MediaItem[] {
  const items: MediaItem[] = [];
  for (const img of root.querySelectorAll('ul.imageList img')) {
    const url = img.getAttribute('src') ?? img.getAttribute('data-original');
    if (!url || url.startsWith('data:')) continue;
    const caption = clean(img.getAttribute('alt'));
    const plan = caption === '間取り';
    items.push(compact({ url, type: plan ? ('floor_plan' as const) : ('photo' as const), caption: plan || caption === '' ? undefined : caption, position: items.length }));
  }
  return items;
}

function agencyOf(root: HTMLElement): ListingObserved['agency'] {
  const block = root.querySelector('div.companyInfo, div.realtor');
  const heading = block?.querySelector('h3');
  const name = clean(heading?.text);
  if (!block || name === '') return undefined;
  const href = heading?.querySelector('a')?.getAttribute('href') ?? '';
  const tel = /(?:TEL|電話)[:：\s]*([0-9-]+)/.exec(block.text.normalize('NFKC'))?.[1];
  const address = clean(block.querySelector('p.address')?.text);
  return compact({
    native_id: /\/realtor\/(?:mid-)?(\d+)\/?/.exec(href)?.[1],
    name,
    address: address === '' ? undefined : readAddress(address),
    professional_contacts: tel ? [{ kind: 'business_phone' as const, value: tel }] : undefined,
  });
}

/** "12階 / 14階建" → the floor text and the building's height. */
function floors(text: string | undefined): { floor?: string; total?: number } {
  if (!text) return {};
  const floor = lifullhomes.parseFloor(text);
  return compact({ floor: floor === undefined ? undefined : `${floor}階`, total: lifullhomes.parseTotalFloors(text) });
}

export function readSaleDetail(root: HTMLElement, id: string, kind: lifullhomes.SaleKind, context: ParseContext): RecordRead<DetailRead> {
  const about = root.querySelector('#about');
  if (!about) return unreadable('unexpected_shape', 'detail page has no #about table', id);
  const cells = cellsOf(about.querySelectorAll('th'), 'td', ABOUT_LABELS);
  const priceText = cellText(cells, '価格');
  if (!priceText) return unreadable('unexpected_shape', '#about has no 価格', id);
  const condo = kind === 'mansion';
  const url = lifullhomes.saleDetailUrl(id, kind);
  const layoutCell = cellText(cells, '間取り');
  const living = areaOf(cellText(cells, '専有面積', '建物面積') ?? layoutCell, condo ? 'living' : 'built');
  const plot = areaOf(cellText(cells, '土地面積'), 'plot');
  const badge = clean(root.querySelector('.mod-buildingTitle .bukkenStatus')?.text);
  const name = clean(root.querySelector('h1')?.text);
  const published = /情報公開日[:：]\s*([\d/]+)/.exec(clean(root.querySelector('#about p.update')?.text ?? about.text))?.[1];
  const { floor, total } = floors(cellText(cells, '所在階/階数'));
  const items = gallery(root);
  const extensions = compact({ floor, total_floors: total, access: cellText(cells, '交通'), building_name: name === '' ? undefined : name, facing: cellText(cells, '主要採光面') });

  const listing: ListingObserved = compact({
    native_id: id,
    url,
    transaction: 'sale' as const,
    status: statusOf(badge),
    source_status: badge || undefined,
    title: name || undefined,
    description: textOf(root.querySelector('div.prComment')),
    price: readPrice(priceText, 'sale'),
    property: compact({
      address: readAddress(cellText(cells, '所在地')),
      ...propertyType(condo ? '中古マンション' : '中古一戸建て'),
      ...layoutFacts(layoutCell?.split(/[/／]/)[0]),
      areas: [living, plot].filter((a) => a !== undefined),
      year_built: yearOf(cellText(cells, '築年月')),
    }),
    agency: agencyOf(root),
    media: items.length > 0 ? items : undefined,
    listed_at: jstMidnight(published),
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country: COUNTRY,
    extensions: Object.keys(extensions).length > 0 ? extensions : undefined,
  });
  const media: MediaObserved | undefined =
    items.length > 0 ? { listing_native_id: id, listing_url: url, items, complete: true, retrieved_at: context.retrievedAt, access_class: ACCESS_CLASS, country: COUNTRY } : undefined;
  return { ok: true, value: media ? { listing, media } : { listing } };
}
