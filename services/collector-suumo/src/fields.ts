/**
 * SUUMO's label/value pairs: `dt`/`dd` in search cards, `th`/`td` in the detail tables. A
 * label is read once (the first wins: SUUMO repeats none within a block), and a value of `-`
 * is SUUMO's way of saying "not given".
 */
import { clean, labelOf, linesOf, textOf, type HTMLElement } from './html.js';

export interface FieldValue {
  /** The value as SUUMO printed it, whitespace collapsed; what `display_text`/`original_text` keep. */
  text: string;
  /** The value split at line breaks (several stations in one 交通 cell). */
  lines: string[];
  /** The cell itself, for links inside it. */
  element: HTMLElement;
}

export type Fields = ReadonlyMap<string, FieldValue>;

function isBlank(text: string): boolean {
  return /^[-－ー―‐\s]*$/.test(text);
}

/** Adds a label's cell unless the label is taken or the cell says nothing. */
export function addField(fields: Map<string, FieldValue>, label: string, cell: HTMLElement): void {
  const text = textOf(cell);
  if (label === '' || fields.has(label) || isBlank(text)) return;
  fields.set(label, { text, lines: linesOf(cell), element: cell });
}

/** The dt/dd pairs under `root`. */
export function dlFields(root: HTMLElement): Map<string, FieldValue> {
  const fields = new Map<string, FieldValue>();
  for (const dt of root.querySelectorAll('dt')) {
    const dd = dt.nextElementSibling;
    if (dd?.tagName === 'DD') addField(fields, labelOf(dt), dd);
  }
  return fields;
}

/** The value of the first label present, trying them in order. */
export function field(fields: Fields, ...labels: string[]): FieldValue | undefined {
  for (const label of labels) {
    const value = fields.get(label);
    if (value) return value;
  }
  return undefined;
}

/** The value of the first label that contains `part` ("完成時期(築年月)" contains "築年月"). */
export function fieldContaining(fields: Fields, part: string): FieldValue | undefined {
  for (const [label, value] of fields) if (label.includes(part)) return value;
  return undefined;
}

/** Text with SUUMO's link decorations removed: "東京都新宿区西新宿３ [ □周辺環境 ]" → the address. */
export function withoutDecorations(text: string): string {
  return clean(text.replace(/\[[^\]]*\]|［[^］]*］/g, ''));
}
