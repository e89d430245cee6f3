/**
 * A SUUMO city page (市区郡を選択) → the prefecture and its municipalities as `location.observed`,
 * each with its search parameter as the selector (`ta=13`, `sc=13103`) and its JIS code, which is
 * the value itself: SUUMO's `ta`/`sc` are the JIS prefecture and municipality codes (MLIT's
 * `MunicipalityCode` too). The prefecture's name comes from the page heading (「東京都の中古マンション」).
 */
import type { NativePayload, ParseContext, ParsedPayload } from '@estate/collector-kit';
import { ParsedPayloadBuilder } from '@estate/collector-kit';
import { observation } from '@estate/events';
import { suumo } from '@estate/native-formats';
import { isTruncated, textOf, type HTMLElement } from './html.js';

const JIS_PREFECTURE = /^\d{2}$/;
const JIS_MUNICIPALITY = /^\d{5}$/;

/** A city page: a search form with a hidden `ta` and `sc` checkboxes. */
export function isCityPage(root: HTMLElement): boolean {
  return root.querySelector('input[type="hidden"][name="ta"]') !== null && root.querySelector('input[type="checkbox"][name="sc"]') !== null;
}

export function parseCityPage(payload: NativePayload, root: HTMLElement, context: ParseContext): ParsedPayload {
  const into = new ParsedPayloadBuilder(payload.path);
  const ta = root.querySelector('input[type="hidden"][name="ta"]')?.getAttribute('value')?.trim() ?? '';
  const prefecture = /^(\S+?[都道府県])の/.exec(textOf(root.querySelector('h1')))?.[1];
  if (!JIS_PREFECTURE.test(ta) || !prefecture) {
    into.issue('unexpected_shape', 'city page names no prefecture (ta code and heading)');
    return into.result;
  }
  const url = root.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const common = { country: 'JP', ...(url ? { url } : {}), retrieved_at: context.retrievedAt, access_class: 'public_portal' } as const;
  into.observe(observation('location', { ...common, native_id: ta, selector: suumo.areaSelector('ta', ta), name: prefecture, kind: 'region', codes: [{ scheme: 'jis', code: ta }] }));
  let items = root.querySelectorAll('input[type="checkbox"][name="sc"]');
  // A cut page keeps only the checkboxes whose list item closed: the last one may hold half a name.
  if (isTruncated(payload.body)) {
    items = items.slice(0, payload.body.split('</li>').length - 1);
    into.issue('truncated_payload', 'city page ends before </html>; the municipalities after the cut are missing');
  }
  for (const input of items) {
    const sc = input.getAttribute('value')?.trim() ?? '';
    const label = root.querySelector(`label[for="${input.getAttribute('id') ?? ''}"]`);
    const name = textOf(label?.querySelector('.searchitem-list-name') ?? null);
    if (!JIS_MUNICIPALITY.test(sc) || !name) {
      into.issue('unexpected_shape', 'municipality checkbox lacks a JIS code or a name', sc || undefined);
      continue;
    }
    if (!sc.startsWith(ta)) {
      into.issue('unexpected_shape', `municipality ${sc} is not in prefecture ${ta}`, sc);
      continue;
    }
    into.observe(observation('location', { ...common, native_id: sc, selector: suumo.areaSelector('sc', sc), name, kind: 'city', region: prefecture, city: name, codes: [{ scheme: 'jis', code: sc }] }));
  }
  return into.result;
}
