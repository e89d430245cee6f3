/**
 * SUUMO's 新築マンション project page → a development: 物件名, 所在地, the price span (価格
 * "4280万円～6980万円", or 「価格未定」), 販売戸数 of 総戸数, the sale phase (販売スケジュール's
 * 第N期), 完成時期 (「2027年3月下旬予定」 → the last day of that third of the month), 売主 (the
 * developer), the pin, and the project's units on sale as linked listings. The project's id is
 * the `nc` of its 物件概要 URL (`…/nc_<id>/bukkengaiyo/`, which no unit's detail page has). The
 * page's layout is [M] in sources.md §9: read by labels, defensively.
 */
import { ParsedPayloadBuilder, type NativePayload, type ParseContext, type ParsedPayload } from '@estate/collector-kit';
import { observation, type DevelopmentObserved } from '@estate/events';
import { suumo } from '@estate/native-formats';
import { normalizeAddress, parsePrice } from '@estate/normalize';
import { canonicalOf, countOf, outlineFields, pinOf } from './building-page.js';
import { field } from './fields.js';
import { isTruncated, type HTMLElement } from './html.js';
import { COUNTRY } from './listing.js';
import { nativeIdOfUrl } from './urls.js';

const CURRENCY = 'JPY';

export function isProjectPage(root: HTMLElement): boolean {
  return suumo.PROJECT_ID_PATTERN.test(canonicalOf(root) ?? '');
}

/** The third of a month SUUMO names, as the last day it covers; a month alone is its last day. */
const THIRD_END: Readonly<Record<string, number | undefined>> = { 上旬: 10, 中旬: 20, 下旬: undefined };

/** 「2027年3月下旬予定」 → 2027-03-31; 「2026年11月」 → 2026-11-30; undefined without a year and month. */
export function completionDateOf(text: string): string | undefined {
  const m = /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(上旬|中旬|下旬)?/.exec(text.normalize('NFKC'));
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12) return undefined;
  const monthEnd = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = (m[3] === undefined ? undefined : THIRD_END[m[3]]) ?? monthEnd;
  return `${m[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parseProjectPage(payload: NativePayload, root: HTMLElement, context: ParseContext): ParsedPayload {
  const into = new ParsedPayloadBuilder(payload.path);
  if (isTruncated(payload.body)) {
    into.issue('truncated_payload', 'project page ends before </html>');
    return into.result;
  }
  const url = canonicalOf(root) ?? '';
  const nativeId = suumo.PROJECT_ID_PATTERN.exec(url)?.[1];
  const fields = outlineFields(root);
  const name = field(fields, '物件名')?.text;
  if (!nativeId || !name) {
    into.issue('unexpected_shape', 'project page names no project (no nc id or 物件名)');
    return into.result;
  }
  const addressText = field(fields, '所在地')?.text;
  const priceText = field(fields, '価格')?.text;
  const price = priceText && !priceText.includes('未定') ? parsePrice(priceText, { country: COUNTRY, currency: CURRENCY }) : undefined;
  const low = price?.min ?? price?.amount;
  const high = price?.max ?? price?.amount;
  const forSale = countOf(field(fields, '販売戸数')?.text);
  const total = countOf(field(fields, '総戸数')?.text);
  const schedule = field(fields, '販売スケジュール')?.text;
  const phase = /第\s*\d+\s*期/.exec(schedule?.normalize('NFKC') ?? '')?.[0]?.replace(/\s+/g, '');
  const completionText = field(fields, '完成時期', '竣工時期')?.text;
  const completion = completionText ? completionDateOf(completionText) : undefined;
  const developer = field(fields, '売主')?.text;
  const geometry = pinOf(root);
  const listings = [...new Set(root.querySelectorAll('.project_units a[href]').map((a) => nativeIdOfUrl(a.getAttribute('href') ?? '')))].filter((id): id is string => id !== undefined && id !== nativeId);
  const edge = (amount: string | undefined) => (amount === undefined ? undefined : { amount, currency: CURRENCY, kind: 'asking', display_text: priceText as string });
  const from = edge(low);
  const to = edge(high);
  const status = statusOf(forSale, completion, context.observedAt);
  const development: DevelopmentObserved = {
    native_id: nativeId,
    name,
    url,
    ...(status !== undefined ? { status } : {}),
    ...(developer ? { developer } : {}),
    ...(addressText ? { address: normalizeAddress({ text: addressText }, COUNTRY) } : {}),
    ...(geometry ? { geometry } : {}),
    ...(completion ? { completion_date: completion } : {}),
    ...(completionText ? { completion_text: completionText } : {}),
    ...(total !== undefined ? { unit_count: total } : {}),
    ...(forSale !== undefined ? { units_for_sale: forSale } : {}),
    ...(from ? { price_from: from } : {}),
    ...(to ? { price_to: to } : {}),
    ...(phase ? { phases: [{ name: phase, ...(forSale !== undefined ? { units_for_sale: forSale } : {}), ...(from ? { price_from: from } : {}), ...(to ? { price_to: to } : {}) }] } : {}),
    ...(listings.length > 0 ? { listing_native_ids: listings } : {}),
    retrieved_at: context.retrievedAt,
    access_class: 'public_portal',
    country: COUNTRY,
  };
  into.observe(observation('development', development));
  return into.result;
}

/**
 * Units on sale make it `selling`; none on sale before completion is `planned` (a project is
 * listed before its first phase opens), none after completion `sold_out`.
 */
function statusOf(forSale: number | undefined, completion: string | undefined, observedAt: string): DevelopmentObserved['status'] {
  if (forSale === undefined) return undefined;
  if (forSale > 0) return 'selling';
  return completion !== undefined && completion > observedAt.slice(0, 10) ? 'planned' : 'sold_out';
}
