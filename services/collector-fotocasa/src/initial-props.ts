/**
 * The data of a fotocasa page: `window.__INITIAL_PROPS__ = JSON.parse("…")` (or `'…'`), a JSON
 * text inside a JavaScript string literal. The literal is decoded here, escape by escape, as a
 * JavaScript engine would read it; its JSON is then read by the caller. A page cut inside the
 * literal still yields the JSON up to the cut, so intact results before it can be read.
 */
import { fotocasa } from '@estate/native-formats';

export interface PageData {
  /** The JSON text, decoded from the string literal (up to where the page stops when it is cut). */
  json: string;
  /** Whether the literal closed: false for a page cut inside its data. */
  closed: boolean;
}

const SIMPLE: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** One escape at `i` (just after the backslash): the text it stands for and where reading resumes. */
function escapeAt(s: string, i: number): { out: string; next: number } | undefined {
  const c = s[i];
  if (c === undefined) return undefined;
  if (c === 'u') {
    if (s[i + 1] === '{') {
      const close = s.indexOf('}', i + 2);
      if (close < 0) return undefined;
      return { out: String.fromCodePoint(parseInt(s.slice(i + 2, close), 16)), next: close + 1 };
    }
    const hex = s.slice(i + 1, i + 5);
    return /^[0-9a-fA-F]{4}$/.test(hex) ? { out: String.fromCharCode(parseInt(hex, 16)), next: i + 5 } : undefined;
  }
  if (c === 'x') {
    const hex = s.slice(i + 1, i + 3);
    return /^[0-9a-fA-F]{2}$/.test(hex) ? { out: String.fromCharCode(parseInt(hex, 16)), next: i + 3 } : undefined;
  }
  // A backslash before a line break continues the literal on the next line.
  if (c === '\n') return { out: '', next: i + 1 };
  if (c === '\r') return { out: '', next: s[i + 1] === '\n' ? i + 2 : i + 1 };
  return { out: SIMPLE[c] ?? c, next: i + 1 };
}

/** The page's data, or undefined when the page has no `__INITIAL_PROPS__` assignment. */
export function pageData(body: string): PageData | undefined {
  const m = fotocasa.INITIAL_PROPS_MARKER.exec(body);
  if (!m) return undefined;
  const quote = m[1] as string;
  let i = m.index + m[0].length;
  const parts: string[] = [];
  let from = i;
  while (i < body.length) {
    const c = body[i];
    if (c === quote) {
      parts.push(body.slice(from, i));
      return { json: parts.join(''), closed: true };
    }
    if (c === '\\') {
      parts.push(body.slice(from, i));
      const read = escapeAt(body, i + 1);
      if (!read) return { json: parts.join(''), closed: false };
      parts.push(read.out);
      i = read.next;
      from = i;
      continue;
    }
    // A raw line break ends a string literal: the page is broken there.
    if (c === '\n' || c === '\r') break;
    i++;
  }
  parts.push(body.slice(from, i));
  return { json: parts.join(''), closed: false };
}
