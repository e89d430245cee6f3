/**
 * A SUUMO rental search page (賃貸, `/chintai/…`, `/jj/chintai/ichiran/FR301FC001/`) → one
 * listing observation per room. The page groups rooms by building: a `div.cassetteitem` holds
 * the building (name, 所在地, stations, 築年数, 階建) and a table with one row per room (階,
 * 賃料/管理費, 敷金/礼金, 間取り/専有面積, the room's link). Each building is cut out of the raw
 * text and read alone, as sale cards are; a room is identified by its listing code (`bc`), which
 * its link carries beside the room page (`/chintai/jnc_000106261741/?bc=100467699863`).
 */
import type { NativePayload, ParseContext, ParsedPayload, ParseIssue } from '@estate/collector-kit';
import { observation, type ListingObserved } from '@estate/events';
import { normalizeAddress, normalizePropertyType, parseArea, parsePrice, parseRooms } from '@estate/normalize';
import { clean, divEnd, divStarts, isTruncated, linesOf, parseHtml, textOf, type HTMLElement } from './html.js';
import { COUNTRY } from './listing.js';
import { absoluteUrl } from './urls.js';

const CURRENCY = 'JPY';

interface Building {
  name: string;
  label: string;
  address: string;
  access: string[];
  /** 築17年, 2階建 as printed. */
  facts: string[];
}

function isBlank(text: string): boolean {
  return /^[-－ー―‐\s]*$/.test(text);
}

function buildingOf(cassette: HTMLElement): Building {
  const access = cassette.querySelectorAll('.cassetteitem_detail-col2 .cassetteitem_detail-text').map(textOf).filter((t) => t !== '');
  const col3 = cassette.querySelector('.cassetteitem_detail-col3');
  return {
    name: textOf(cassette.querySelector('.cassetteitem_content-title')),
    label: textOf(cassette.querySelector('.cassetteitem_content-label')),
    address: textOf(cassette.querySelector('.cassetteitem_detail-col1')),
    access,
    facts: col3 ? linesOf(col3) : [],
  };
}

/** The value of a room cell by its class (`cassetteitem_price--rent`), undefined for "-". */
function cell(row: HTMLElement, selector: string): string | undefined {
  const text = textOf(row.querySelector(selector));
  return isBlank(text) ? undefined : text;
}

function monthly(text: string | undefined): ListingObserved['price'] | undefined {
  return text === undefined ? undefined : parsePrice(text, { country: COUNTRY, currency: CURRENCY, period: 'month' });
}

function once(text: string | undefined): ListingObserved['price'] | undefined {
  return text === undefined ? undefined : parsePrice(text, { country: COUNTRY, currency: CURRENCY });
}

type RoomResult = { listing: ListingObserved } | { issue: Omit<ParseIssue, 'path'> };

function roomOf(row: HTMLElement, building: Building, context: ParseContext): RoomResult {
  const href = row.querySelector('a.js-cassette_link_href')?.getAttribute('href');
  const code = (href ? /[?&]bc=(\d+)/.exec(href)?.[1] : undefined) ?? row.querySelector('input.js-clipkey')?.getAttribute('value')?.trim();
  if (!href || !code) return { issue: { error_code: 'unexpected_shape', message: `a room of ${building.name || 'a building'} has no room link with a listing code; skipped` } };
  const rent = cell(row, '.cassetteitem_price--rent');
  if (!rent || building.address === '') {
    return { issue: { error_code: 'unexpected_shape', message: `room ${code} has no ${rent ? '所在地' : '賃料'}; skipped`, native_id: code } };
  }
  const floor = textOf(row.querySelectorAll('td')[2]);
  const layout = cell(row, '.cassetteitem_madori');
  const size = cell(row, '.cassetteitem_menseki');
  const rooms = layout ? parseRooms(layout, { country: COUNTRY }) : {};
  const area = size ? parseArea(size, { basis: 'living', country: COUNTRY }) : undefined;
  const type = building.label ? normalizePropertyType(building.label, 'suumo') : undefined;
  const photos = (row.querySelector('.js-view_gallery_images')?.getAttribute('data-imgs') ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter((u) => /^https?:\/\//i.test(u));
  const tags = row.querySelectorAll('.cassetteitem-tag').map(textOf).filter((t) => t !== '');
  const extensions: Record<string, unknown> = {
    access: building.access,
    ...(floor !== '' ? { floor } : {}),
    ...(building.facts.length > 0 ? { building: building.facts } : {}),
    ...(cell(row, '.cassetteitem_price--administration') ? { management_fee: monthly(cell(row, '.cassetteitem_price--administration')) } : {}),
    ...(cell(row, '.cassetteitem_price--deposit') ? { deposit: once(cell(row, '.cassetteitem_price--deposit')) } : {}),
    ...(cell(row, '.cassetteitem_price--gratuity') ? { key_money: once(cell(row, '.cassetteitem_price--gratuity')) } : {}),
    ...(tags.length > 0 ? { tags } : {}),
  };
  const listing: ListingObserved = {
    native_id: code,
    url: absoluteUrl(href.split('#')[0] ?? href),
    transaction: 'rent',
    status: 'active',
    ...(building.name ? { title: building.name } : {}),
    price: monthly(rent),
    property: {
      address: normalizeAddress({ text: building.address }, COUNTRY),
      ...(type ? { property_type: type.property_type, source_property_type: type.original } : {}),
      ...(rooms.bedrooms !== undefined ? { bedrooms: rooms.bedrooms } : {}),
      ...(rooms.rooms !== undefined ? { rooms: rooms.rooms } : {}),
      ...(rooms.layout !== undefined ? { layout: rooms.layout } : {}),
      ...(area ? { areas: [area] } : {}),
    },
    ...(photos.length > 0 ? { media: photos.map((url, position) => ({ url, type: 'photo' as const, position })) } : {}),
    retrieved_at: context.retrievedAt,
    access_class: 'public_portal',
    country: COUNTRY,
    extensions: { suumo: extensions },
  };
  return { listing };
}

/** Whether the page lists rental buildings (`div.cassetteitem`). */
export function isRentalSearchPage(body: string): boolean {
  return divStarts(body, 'cassetteitem').length > 0;
}

export function parseRentalSearchPage(payload: NativePayload, context: ParseContext): ParsedPayload {
  const body = payload.body;
  const truncated = isTruncated(body);
  const starts = divStarts(body, 'cassetteitem');
  const out: ParsedPayload = { observations: [], issues: [] };
  const issue = (i: Omit<ParseIssue, 'path'>): void => {
    out.issues.push({ ...i, path: payload.path });
  };
  let cutOne = false;
  starts.forEach((start, index) => {
    const next = starts[index + 1] ?? body.length;
    const end = divEnd(body, start);
    if (end === undefined && truncated && index === starts.length - 1) {
      cutOne = true;
      issue({ error_code: 'truncated_payload', message: `payload ends inside building ${index + 1}; its rooms were skipped` });
      return;
    }
    const cassette = parseHtml(body.slice(start, Math.min(end ?? next, next)));
    const building = buildingOf(cassette);
    const rows = cassette.querySelectorAll('tr.js-cassette_link');
    if (rows.length === 0) {
      issue({ error_code: 'unexpected_shape', message: `building ${index + 1} (${clean(building.name) || 'unnamed'}) lists no room rows; skipped` });
      return;
    }
    for (const row of rows) {
      const room = roomOf(row, building, context);
      if ('listing' in room) out.observations.push(observation('listing', room.listing));
      else issue(room.issue);
    }
  });
  if (truncated && !cutOne) issue({ error_code: 'truncated_payload', message: 'payload ends before </html>; later buildings may be missing' });
  return out;
}
