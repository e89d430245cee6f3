/**
 * Zillow's pages are Next.js pages: the data behind the HTML travels as JSON in
 * `<script id="__NEXT_DATA__" type="application/json">`. Both directions live here so the
 * renderer writes exactly what the parser reads.
 */

export interface ScriptText {
  text: string;
  /** False when the page ends before `</script>`: the JSON is cut short. */
  closed: boolean;
}

const NEXT_DATA_OPEN = /<script\b[^>]*\bid\s*=\s*["']__NEXT_DATA__["'][^>]*>/i;

export function nextDataScript(html: string): ScriptText | undefined {
  const open = NEXT_DATA_OPEN.exec(html);
  if (!open) return undefined;
  const start = open.index + open[0].length;
  const close = html.indexOf('</script>', start);
  return close < 0 ? { text: html.slice(start), closed: false } : { text: html.slice(start, close), closed: true };
}

/**
 * JSON safe to place inside a script element: Next.js escapes `<`, `>`, `&` and the two
 * JavaScript line terminators the same way, so a description containing `</script>` cannot
 * end the element early.
 */
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
