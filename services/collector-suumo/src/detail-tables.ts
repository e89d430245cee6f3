/**
 * The label/value rows of a SUUMO detail page, split into the listing's (物件概要) and the
 * agency's (会社概要). Real pages are not one table in that order: the summary table at the top
 * ends with an お問い合せ先 row, the 物件概要 and 共通概要 tables follow, then the 会社情報 table,
 * and the page closes with the inquiry form (お名前, ご住所, 電話番号…). So rows are routed one
 * by one: a row whose label names the agency goes to the agency, a table that opens with an
 * agency label is the agency's, and rows inside a `<form>` are the visitor's form, not data.
 */
import { addField, type FieldValue } from './fields.js';
import { labelOf, type HTMLElement } from './html.js';

/** Labels of rows that describe the agency wherever they stand. */
const AGENCY_ROWS = new Set(['会社名', '会社概要', '取扱店舗', '問合せ先', 'お問い合せ先', '問い合わせ先', 'お問い合わせ先', '担当者より']);

/** Labels that open an agency table: every row after them in that table is the agency's. */
const AGENCY_TABLE_START = new Set(['会社名', '会社概要', '取扱店舗']);

/**
 * Labels SUUMO uses for the same fact on different templates: the summary table of the current
 * detail page says 住所 where the 物件概要 says 所在地.
 */
const SAME_AS: Readonly<Record<string, string>> = { 住所: '所在地' };

export interface DetailRows {
  outline: Map<string, FieldValue>;
  company: Map<string, FieldValue>;
}

function inForm(el: HTMLElement): boolean {
  for (let node = el.parentNode; node; node = node.parentNode) {
    if (node.tagName === 'FORM') return true;
  }
  return false;
}

function tableOf(el: HTMLElement): HTMLElement | undefined {
  for (let node = el.parentNode; node; node = node.parentNode) {
    if (node.tagName === 'TABLE') return node;
  }
  return undefined;
}

export function detailRows(root: HTMLElement): DetailRows {
  const outline = new Map<string, FieldValue>();
  const company = new Map<string, FieldValue>();
  const agencyTables = new Set<HTMLElement>();
  for (const th of root.querySelectorAll('th')) {
    if (inForm(th)) continue;
    const label = labelOf(th);
    const table = tableOf(th);
    if (table && AGENCY_TABLE_START.has(label)) agencyTables.add(table);
    const td = th.nextElementSibling;
    if (td?.tagName !== 'TD') continue;
    const agency = AGENCY_ROWS.has(label) || (table !== undefined && agencyTables.has(table));
    addField(agency ? company : outline, agency ? label : (SAME_AS[label] ?? label), td);
  }
  return { outline, company };
}
