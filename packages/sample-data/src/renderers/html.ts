/** Writing HTML for every renderer: text and attribute values escaped, JSON made safe inside a script. */
import { escapeUTF8 } from 'entities';

/** Text or an attribute value as HTML: `& < > " '` escaped, everything else left as it is. */
export function escapeHtml(value: string): string {
  return escapeUTF8(value);
}

/**
 * JSON safe to place inside a script element, escaped as Next.js does (`<`, `>`, `&` and the two
 * JavaScript line terminators), so a description containing `</script>` cannot end it early.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
