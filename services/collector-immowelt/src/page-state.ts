/**
 * Immowelt's embedded state, read as text: a script assigns `window["NAME"]=JSON.parse("…")`,
 * the JSON inside a JavaScript string literal. The literal is scanned to its closing quote (a
 * description holding `");` must not end it early, as fredy's provider notes), decoded as a
 * JSON string, then parsed. Search results are one step deeper: `data["classified-serp-init-data"]`
 * is an LZ-string `compressToBase64` string of the results (older captures hold the object itself).
 */
import { readJson } from '@estate/collector-kit';
import { immowelt } from '@estate/native-formats';
import lzString from 'lz-string';

export type StateRead = { ok: true; value: unknown } | { ok: false; code: 'truncated_payload' | 'parse_error' | 'unexpected_shape'; message: string };

/** Index of the quote that closes the string literal opening at `start` (just after its quote). */
function closingQuote(text: string, start: number): number | undefined {
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '"') return i;
  }
  return undefined;
}

/** The value `global` is assigned, or why it cannot be read. */
export function assignedState(html: string, global: string): StateRead | undefined {
  const marker = immowelt.assignmentOf(global);
  const at = html.indexOf(marker);
  if (at < 0) return undefined;
  const open = at + marker.length;
  if (html[open] !== '"') return { ok: false, code: 'unexpected_shape', message: `${global} is not assigned from a string` };
  const close = closingQuote(html, open + 1);
  if (close === undefined) return { ok: false, code: 'truncated_payload', message: `page ends inside ${global}` };
  const literal = readJson(html.slice(open, close + 1));
  if (!literal.ok || typeof literal.value !== 'string') return { ok: false, code: 'parse_error', message: `${global} is not a valid string literal` };
  const state = readJson(literal.value);
  return state.ok ? { ok: true, value: state.value } : { ok: false, code: 'parse_error', message: `${global} is not valid JSON` };
}

/** The search results of the fetcher cache: decompressed when compressed, as they are when not. */
export function serpData(entry: unknown): StateRead {
  if (typeof entry !== 'string') return entry !== null && typeof entry === 'object' ? { ok: true, value: entry } : { ok: false, code: 'unexpected_shape', message: `fetcher cache has no ${immowelt.SERP_KEY}` };
  const text = lzString.decompressFromBase64(entry);
  if (!text) return { ok: false, code: 'parse_error', message: `${immowelt.SERP_KEY} does not decompress` };
  const read = readJson(text);
  return read.ok ? { ok: true, value: read.value } : { ok: false, code: 'parse_error', message: `${immowelt.SERP_KEY} is not valid JSON` };
}
