/**
 * Where Rightmove pages keep their data. A property page assigns it in an inline script
 * (`window.PAGE_MODEL = {…}`); older search pages did the same with `window.jsonModel`; the
 * current search page is a Next.js page with `__NEXT_DATA__`. Both directions live here so
 * the renderer writes exactly what the parser reads.
 */
import { endOfValue } from '@estate/collector-kit';

export interface EmbeddedJson {
  text: string;
  /** False when the page ends before the object closes. */
  closed: boolean;
}

/** The object literal assigned to `window.<name>`, as JSON text. */
export function assignedObject(html: string, name: string): EmbeddedJson | undefined {
  const assignment = new RegExp(`window\\.${name}\\s*=\\s*`).exec(html);
  if (!assignment) return undefined;
  const start = html.indexOf('{', assignment.index + assignment[0].length);
  if (start < 0) return { text: '', closed: false };
  const end = endOfValue(html, start);
  return end === undefined ? { text: html.slice(start), closed: false } : { text: html.slice(start, end), closed: true };
}

const NEXT_DATA_OPEN = /<script\b[^>]*\bid\s*=\s*["']__NEXT_DATA__["'][^>]*>/i;

export function nextDataScript(html: string): EmbeddedJson | undefined {
  const open = NEXT_DATA_OPEN.exec(html);
  if (!open) return undefined;
  const start = open.index + open[0].length;
  const close = html.indexOf('</script>', start);
  return close < 0 ? { text: html.slice(start), closed: false } : { text: html.slice(start, close), closed: true };
}

/** JSON safe inside a script element: a description containing `</script>` cannot end it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', pound: '£' };

/** Rightmove descriptions are HTML fragments (`<br />`, `<b>`); the observation keeps their text. */
export function htmlToText(fragment: string): string {
  return fragment
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
