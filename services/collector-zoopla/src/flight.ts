/**
 * Zoopla's two page generations, read as text: the `__NEXT_DATA__` JSON (until late 2024), or
 * the React Server Components flight stream its App Router pages send since, in
 * `self.__next_f.push([1,"…"])` scripts. Each chunk's string is decoded with a JSON parser and
 * the chunks joined, which gives back the stream the browser reads; values are then found in it
 * by their key and delimited by bracket balance (strings are skipped), as the code corpus's RSC
 * parsers do. Scripts are found with the HTML parser.
 */
import { endOfValue, parseHtml, readJson, scriptText } from '@estate/collector-kit';
import { zoopla } from '@estate/native-formats';

export interface PageText {
  generation: 'rsc' | 'next_data';
  /** The flight stream, or the `__NEXT_DATA__` JSON text. */
  text: string;
  /** False when the page was cut inside its data. */
  closed: boolean;
}

const PUSH = `${zoopla.PUSH_CALL}(`;

/** One push script's string, or undefined for a script that is not a data chunk (`push([0])`, a cut one). */
function chunkOf(script: string): string | undefined {
  const start = script.indexOf(PUSH);
  if (start < 0) return undefined;
  const open = start + PUSH.length;
  const end = endOfValue(script, open);
  if (end === undefined) return undefined;
  const read = readJson(script.slice(open, end));
  if (!read.ok || !Array.isArray(read.value) || read.value[0] !== 1 || typeof read.value[1] !== 'string') return undefined;
  return read.value[1];
}

/** The page's data as text: its flight stream (RSC), else its `__NEXT_DATA__`; undefined when it has neither. */
export function pageText(html: string): PageText | undefined {
  const scripts = parseHtml(html).querySelectorAll('script').map((s) => s.rawText);
  const pushes = scripts.filter((s) => s.includes(PUSH));
  if (pushes.length > 0) {
    const chunks = pushes.map(chunkOf);
    // A chunk that does not decode is where the page was cut: the stream stops before it.
    const whole = chunks.findIndex((c) => c === undefined);
    const kept = (whole < 0 ? chunks : chunks.slice(0, whole)) as string[];
    return { generation: 'rsc', text: kept.join(''), closed: whole < 0 && /<\/html>\s*$/i.test(html) };
  }
  const next = scriptText(html, 'script#__NEXT_DATA__');
  return next ? { generation: 'next_data', text: next.text, closed: next.closed } : undefined;
}

/** The object that opens with `"__typename":"<name>"` (how RSC props carry a GraphQL object). */
export function typedObject(text: string, typename: string): { raw: string; closed: boolean } | undefined {
  const at = text.indexOf(`{"__typename":"${typename}"`);
  if (at < 0) return undefined;
  const end = endOfValue(text, at);
  return end === undefined ? { raw: text.slice(at), closed: false } : { raw: text.slice(at, end), closed: true };
}

/**
 * The text a `"$8f"` field points at: the stream's row `8f:T<hex byte length>,<text>`. The
 * length counts UTF-8 bytes, so the text is cut by bytes, not characters.
 */
export function referencedText(stream: string, value: string): string | undefined {
  const id = zoopla.REFERENCE.exec(value)?.[1];
  if (id === undefined) return undefined;
  // A row starts a line, or follows a text row (which ends without a newline) directly.
  const row = new RegExp(`(?:^|\\n)${id}:T([0-9a-f]+),`).exec(stream) ?? new RegExp(`${id}:T([0-9a-f]+),`).exec(stream);
  if (!row) return undefined;
  const bytes = Number.parseInt(row[1] as string, 16);
  const start = row.index + row[0].length;
  const tail = Buffer.from(stream.slice(start, start + bytes), 'utf8');
  return tail.subarray(0, bytes).toString('utf8');
}
