/**
 * What SUUMO's building-level pages share (the 物件ライブラリー page and the 新築 project page):
 * the canonical URL, the 物件概要 label/value table, the map pin, counts such as 総戸数.
 */
import type { BuildingObserved } from '@estate/events';
import { normalizeGeometry } from '@estate/normalize';
import { addField, type FieldValue } from './fields.js';
import { labelOf, type HTMLElement } from './html.js';

export function canonicalOf(root: HTMLElement): string | undefined {
  return root.querySelector('link[rel="canonical"]')?.getAttribute('href')?.trim() || undefined;
}

/** The th/td pairs of the page's 物件概要 tables, by folded label (the first of a label wins). */
export function outlineFields(root: HTMLElement): Map<string, FieldValue> {
  const fields = new Map<string, FieldValue>();
  for (const th of root.querySelectorAll('table.data_table th')) {
    const td = th.nextElementSibling;
    if (td?.tagName === 'TD') addField(fields, labelOf(th), td);
  }
  return fields;
}

/** The map pin (`data-lat`/`data-lng`), which SUUMO places by the address: approximate. */
export function pinOf(root: HTMLElement): BuildingObserved['geometry'] {
  const map = root.querySelector('[data-lat]');
  return map ? normalizeGeometry(map.getAttribute('data-lat'), map.getAttribute('data-lng'), 'approximate') : undefined;
}

/** A count such as 総戸数 "120戸" or "1,095戸". */
export function countOf(text: string | undefined): number | undefined {
  const m = /(\d[\d,]*)\s*戸/.exec((text ?? '').normalize('NFKC'));
  return m?.[1] ? Number(m[1].replace(/,/g, '')) : undefined;
}
