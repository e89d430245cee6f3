/**
 * Rental pages. The list (`/chintai/{pref}/{city}/list/`): a `div.moduleInner.prg-building` per
 * building (name `.bukkenName`, kind `.bType`, `div.bukkenSpec` th/td 所在地 / 交通 / 築年数/階数
 * "17年 / 11階建" without 「築」) and a `tr[data-kykey]` per room: floor `li.roomKaisuu`,
 * `td.price` "<priceLabel>19.5万円</priceLabel>/10,000円<br>1ヶ月/無/-/-" (rent, 管理費等, then
 * 敷金/礼金/保証/敷引 IN MONTHS), `td.layout` "1K<br>35.32m²", the agency in the `memberDataRow`
 * after it (Yoshiki-Watanabe-aiko/searching-for-houses src/house_search/scrape/homes.py and its
 * saved page). The room detail page of 2025+ (`dt`/`dd` pairs read by a whitelist of labels, the
 * title "【ホームズ】{name}[{layout}/賃料{x}万円/{floor}階/{room}/{area}㎡]…") and the legacy
 * template (`#chk-bkh-name`, `#chk-bkc-moneyroom` …) are read here too.
 */
import { compact, guardedRead, type HTMLElement, type ParseContext, type RecordRead, unreadable } from '@estate/collector-kit';
import type { ListingObserved, MediaObserved } from '@estate/events';
import { lifullhomes } from '@estate/native-formats';
import { ACCESS_CLASS, areaOf, cellsOf, cellText, clean, COUNTRY, jstMidnight, layoutFacts, propertyType, readAddress, readPrice, yearOf } from './observation.js';

/** "1ヶ月/無/-/-" → deposit and key money in months of rent. */
function deposits(text: string | undefined): { deposit_months?: number; key_money_months?: number } {
  const [deposit, key] = (text ?? '').split(/[/／]/).map((p) => p.trim());
  return compact({ deposit_months: lifullhomes.parseMonths(deposit), key_money_months: lifullhomes.parseMonths(key) });
}

/** The building's age "17年 / 11階建" (no 「築」 on HOME'S) → the year it was built, counted from the page's retrieval. */
function builtYear(text: string | undefined, retrievedAt: string): number | undefined {
  const m = /(\d+)\s*年/.exec(clean(text).normalize('NFKC'));
  if (text?.includes('新築')) return new Date(retrievedAt).getUTCFullYear();
  return m?.[1] ? new Date(retrievedAt).getUTCFullYear() - Number(m[1]) : undefined;
}

function readRoom(room: HTMLElement, building: HTMLElement, context: ParseContext): RecordRead<ListingObserved> {
  const kykey = room.getAttribute('data-kykey')?.trim();
  if (!kykey || !lifullhomes.ROOM_KEY.test(kykey)) return unreadable('unexpected_shape', 'room row has no 40-hex data-kykey');
  const spec = cellsOf(building.querySelectorAll('div.bukkenSpec th'), 'td');
  const priceCell = room.querySelector('td.price');
  const label = priceCell?.querySelector('span.priceLabel');
  const [, afterLabel = ''] = (priceCell?.querySelector('span')?.text ?? '').split(clean(label?.text) || '\u0000');
  const fee = lifullhomes.parseYen(afterLabel.replace(/^[\s/／]+/, ''));
  const depositLine = priceCell?.structuredText.split('\n').map(clean).filter((l) => l !== '')[1];
  const layoutLines = (room.querySelector('td.layout')?.structuredText ?? '').split('\n').map(clean).filter((l) => l !== '');
  const member = room.nextElementSibling?.classList.contains('memberDataRow') ? room.nextElementSibling : undefined;
  const agency = clean(member?.querySelector('.memberName')?.text);
  const plan = room.querySelector('td.floarPlan img')?.getAttribute('data-original');
  const height = cellText(spec, '築年数/階数');
  const name = clean(building.querySelector('.bukkenName')?.text);
  const living = areaOf(layoutLines[1], 'living');
  const stations = building.querySelectorAll('.prg-stationText').map((s) => clean(s.text)).filter((s) => s !== '');
  const extensions = compact({
    floor: clean(room.querySelector('li.roomKaisuu')?.text) || undefined,
    room_number: clean(room.querySelector('li.roomNumber')?.text) || undefined,
    total_floors: lifullhomes.parseTotalFloors(height),
    management_fee: fee,
    ...deposits(depositLine),
    building_name: name || undefined,
    access: stations.length > 0 ? stations : undefined,
  });
  const listing: ListingObserved = compact({
    native_id: kykey,
    url: lifullhomes.roomDetailUrl(kykey),
    transaction: 'rent' as const,
    status: 'active' as const,
    title: name || undefined,
    price: readPrice(clean(label?.text), 'rent'),
    property: compact({
      address: readAddress(cellText(spec, '所在地')),
      ...propertyType(clean(building.querySelector('.bType')?.text) || undefined),
      ...layoutFacts(layoutLines[0]),
      areas: living ? [living] : undefined,
      year_built: builtYear(height, context.retrievedAt),
    }),
    agency: agency ? { name: agency } : undefined,
    media: plan ? [{ url: plan, type: 'floor_plan' as const, position: 0 }] : undefined,
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country: COUNTRY,
    extensions,
  });
  return { ok: true, value: listing };
}

export function readRentList(root: HTMLElement, context: ParseContext): RecordRead<ListingObserved>[] {
  const reads: RecordRead<ListingObserved>[] = [];
  for (const building of root.querySelectorAll('div.moduleInner.prg-building')) {
    for (const room of building.querySelectorAll('tr[data-kykey]')) {
      reads.push(guardedRead(() => readRoom(room, building, context), () => room.getAttribute('data-kykey') ?? undefined));
    }
  }
  return reads;
}

const RENT_LABELS = new Set<string>(lifullhomes.RENT_DETAIL_LABELS);

/** A dd's first line: the 所在地 dd holds the address, then a 地図を見る link. */
const firstLine = (cell: HTMLElement | undefined): string | undefined => cell?.structuredText.split('\n').map(clean).find((l) => l !== '');

/** Facts of the 2025+ title "【ホームズ】taliesin CY[1LDK/賃料27万円/8階/802/48.29㎡]の賃貸マンション住宅情報". */
function titleFacts(title: string): { name?: string; kind?: string; room?: string } {
  const m = /^【ホームズ】(.+)\[([^\]]*)\]の(.+?)住宅情報/.exec(title);
  if (!m) return {};
  const parts = (m[2] ?? '').split('/');
  return compact({ name: m[1], kind: m[3], room: parts.length >= 5 ? parts[3] : undefined });
}

export interface RentDetailRead {
  listing: ListingObserved;
  media?: MediaObserved;
}

/** A room page of either template → its listing. */
export function readRentDetail(root: HTMLElement, kykey: string, context: ParseContext): RecordRead<RentDetailRead> {
  const legacy = root.querySelector(`#${lifullhomes.LEGACY_IDS.money}`);
  const url = lifullhomes.roomDetailUrl(kykey);
  const base = { native_id: kykey, url, transaction: 'rent' as const, retrieved_at: context.retrievedAt, access_class: ACCESS_CLASS, country: COUNTRY };
  if (legacy) return { ok: true, value: { listing: readLegacy(root, base) } };
  const cells = cellsOf(root.querySelectorAll('dt'), 'dd', RENT_LABELS);
  const rent = cellText(cells, '賃料');
  if (!rent) return unreadable('unexpected_shape', 'room page has neither a 賃料 dt nor the legacy #chk-bkc-moneyroom', kykey);
  const title = titleFacts(clean(root.querySelector('title')?.text));
  const { floor, total } = { floor: lifullhomes.parseFloor(cellText(cells, '所在階/階数')), total: lifullhomes.parseTotalFloors(cellText(cells, '所在階/階数')) };
  const layoutCell = cells.get('間取り');
  const living = areaOf(cellText(cells, '専有面積'), 'living');
  const conditions = root.querySelectorAll('li').filter((li) => li.querySelector('span.sr-only')?.text.includes('(該当)')).map((li) => clean(li.querySelector('span.tracking-tight')?.text)).filter((t) => t !== '');
  const extensions = compact({
    floor: floor === undefined ? undefined : `${floor}階`,
    total_floors: total,
    room_number: title.room,
    management_fee: lifullhomes.parseYen(cellText(cells, '管理費等')),
    ...deposits(cellText(cells, '敷金/礼金')),
    building_name: title.name,
    facing: cellText(cells, '主要採光面'),
    occupancy: cellText(cells, '現況'),
    available_from: cellText(cells, '入居可能時期'),
    conditions: conditions.length > 0 ? conditions : undefined,
  });
  const listing: ListingObserved = compact({
    ...base,
    status: 'active' as const,
    title: title.name,
    price: readPrice(rent, 'rent'),
    property: compact({
      address: readAddress(firstLine(cells.get('所在地'))),
      ...propertyType(title.kind),
      ...layoutFacts(firstLine(layoutCell)?.split(/[(（]/)[0]),
      areas: living ? [living] : undefined,
      year_built: yearOf(cellText(cells, '築年月')),
    }),
    listed_at: jstMidnight(firstLine(root.querySelectorAll('dt').find((dt) => clean(dt.text) === '情報公開日')?.nextElementSibling ?? undefined)),
    extensions,
  });
  return { ok: true, value: { listing } };
}

function byId(root: HTMLElement, id: string): string | undefined {
  return clean(root.querySelector(`#${id}`)?.text) || undefined;
}

/** The legacy template: `#chk-bkc-moneyroom` "13.4万円 (管理費等 11,000円)", `#chk-bkc-moneyshikirei` "1ヶ月 / 無" … */
function readLegacy(root: HTMLElement, base: Pick<ListingObserved, 'native_id' | 'url' | 'transaction' | 'retrieved_at' | 'access_class' | 'country'>): ListingObserved {
  const ids = lifullhomes.LEGACY_IDS;
  const money = byId(root, ids.money);
  const rent = /[\d.]+\s*万円/.exec(money ?? '')?.[0];
  const fee = /[(（][^)）]*?([\d,]+円)/.exec(money ?? '')?.[1];
  const area = areaOf(byId(root, ids.area), 'living');
  return compact({
    ...base,
    status: 'active' as const,
    title: byId(root, ids.name),
    price: readPrice(rent, 'rent'),
    property: compact({
      address: readAddress(byId(root, ids.address)),
      ...propertyType(byId(root, ids.type)),
      ...layoutFacts(byId(root, ids.layout)),
      areas: area ? [area] : undefined,
      year_built: yearOf(byId(root, ids.built)),
    }),
    extensions: compact({ room_number: byId(root, ids.room), management_fee: lifullhomes.parseYen(fee), ...deposits(byId(root, ids.deposits)) }),
  });
}
