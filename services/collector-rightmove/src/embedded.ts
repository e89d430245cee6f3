/**
 * Where Rightmove pages keep their data. A property page assigns it in an inline script
 * (`window.PAGE_MODEL = {…}`); older search pages did the same with `window.jsonModel`; the
 * current search page is a Next.js page with `__NEXT_DATA__`. Scripts are found with the HTML
 * parser; only the object inside a script is delimited by hand, as JSON text.
 */
import { endOfValue, scriptText, type ScriptText } from '@estate/collector-kit';

export type EmbeddedJson = ScriptText;

/** The object literal a script assigns to `window.<name>`, as JSON text. */
export function assignedObject(html: string, name: string): EmbeddedJson | undefined {
  const assignment = new RegExp(`window\\.${name}\\s*=\\s*`);
  const script = scriptText(html, 'script', (text) => assignment.test(text));
  if (!script) return undefined;
  const text = script.text;
  const after = assignment.exec(text);
  const start = after ? text.indexOf('{', after.index + after[0].length) : -1;
  if (start < 0) return { text: '', closed: false };
  const end = endOfValue(text, start);
  return end === undefined ? { text: text.slice(start), closed: false } : { text: text.slice(start, end), closed: true };
}

export function nextDataScript(html: string): EmbeddedJson | undefined {
  return scriptText(html, 'script#__NEXT_DATA__');
}
