/**
 * `param_<name>` URL values, as `@clickhouse/client` formats them, turned back into the JS values
 * chdb's binder takes. The client sends a top-level scalar as unquoted escaped text (`\t`, `\n`,
 * `\'`, `\\`, `\N` for NULL) and a composite as a literal (`['a\'b',NULL]`); chdb's binder escapes
 * a JS string the same way and writes arrays, tuples and maps as literals, so each value is
 * decoded according to its placeholder's declared type and re-encoded by chdb.
 */

/** The members of a `Tuple(...)` parameter; chdb recognises it by this class name and shape. */
export class TupleParam {
  constructor(readonly values: readonly unknown[]) {}
}

export class ParamDecodeError extends Error {
  override readonly name = 'ParamDecodeError';
}

/** The JS value for chdb's binder of the URL text `text` bound to a `{name:type}` placeholder. */
export function decodeParam(text: string, type: string): unknown {
  if (text === '\\N') return null;
  const base = unwrap(type);
  if (/^(Array|Tuple|Map)\s*\(/i.test(base)) return parseLiteral(text);
  return unescapeText(text);
}

function unwrap(type: string): string {
  let current = type.trim();
  for (;;) {
    const match = /^(Nullable|LowCardinality)\s*\((.*)\)$/s.exec(current);
    if (match === null) return current;
    current = (match[2] as string).trim();
  }
}

const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', '0': '\0', a: '\x07', v: '\v', e: '\x1b' };

/** Escaped-format text to the string it stands for. */
export function unescapeText(text: string): string {
  if (!text.includes('\\')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c !== '\\' || i === text.length - 1) {
      out += c;
      continue;
    }
    const next = text[++i] as string;
    out += ESCAPES[next] ?? next;
  }
  return out;
}

/** A literal as clickhouse-js writes composite parameters: arrays, tuples, maps, quoted strings, numbers, NULL, booleans. */
export function parseLiteral(text: string): unknown {
  const reader = new LiteralReader(text);
  const value = reader.value();
  reader.skipSpace();
  if (!reader.done()) throw new ParamDecodeError(`unexpected text after the literal at ${reader.at}: ${JSON.stringify(text)}`);
  return value;
}

class LiteralReader {
  at = 0;
  constructor(private readonly text: string) {}

  done(): boolean {
    return this.at >= this.text.length;
  }

  skipSpace(): void {
    while (!this.done() && /\s/.test(this.text[this.at] as string)) this.at++;
  }

  value(): unknown {
    this.skipSpace();
    const c = this.text[this.at];
    if (c === '[') return this.sequence('[', ']');
    if (c === '(') return new TupleParam(this.sequence('(', ')'));
    if (c === '{') return this.map();
    if (c === "'") return this.quoted();
    const word = /^[^,\])}:\s]+/.exec(this.text.slice(this.at))?.[0];
    if (word === undefined) throw new ParamDecodeError(`cannot read a value at ${this.at} of ${JSON.stringify(this.text)}`);
    this.at += word.length;
    return scalar(word);
  }

  private sequence(open: string, close: string): unknown[] {
    this.at++;
    const items: unknown[] = [];
    this.skipSpace();
    if (this.text[this.at] === close) {
      this.at++;
      return items;
    }
    for (;;) {
      items.push(this.value());
      this.skipSpace();
      const c = this.text[this.at++];
      if (c === close) return items;
      if (c !== ',') throw new ParamDecodeError(`expected ',' or '${close}' after an element of ${open}...${close} at ${this.at - 1}`);
    }
  }

  private map(): Map<unknown, unknown> {
    this.at++;
    const entries = new Map<unknown, unknown>();
    this.skipSpace();
    if (this.text[this.at] === '}') {
      this.at++;
      return entries;
    }
    for (;;) {
      const key = this.value();
      this.skipSpace();
      if (this.text[this.at++] !== ':') throw new ParamDecodeError(`expected ':' in a map literal at ${this.at - 1}`);
      entries.set(key, this.value());
      this.skipSpace();
      const c = this.text[this.at++];
      if (c === '}') return entries;
      if (c !== ',') throw new ParamDecodeError(`expected ',' or '}' in a map literal at ${this.at - 1}`);
    }
  }

  private quoted(): string {
    let i = this.at + 1;
    let raw = '';
    while (i < this.text.length) {
      const c = this.text[i] as string;
      if (c === '\\') {
        raw += this.text.slice(i, i + 2);
        i += 2;
        continue;
      }
      if (c === "'") {
        this.at = i + 1;
        return unescapeText(raw);
      }
      raw += c;
      i++;
    }
    throw new ParamDecodeError(`unterminated string in ${JSON.stringify(this.text)}`);
  }
}

function scalar(word: string): unknown {
  const upper = word.toUpperCase();
  if (upper === 'NULL') return null;
  if (upper === 'TRUE') return true;
  if (upper === 'FALSE') return false;
  if (/^[-+]?\d+$/.test(word)) {
    const big = BigInt(word);
    // Integers beyond 2^53 keep every digit as a bigint.
    return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
  }
  const n = Number(word);
  if (Number.isFinite(n)) return n;
  throw new ParamDecodeError(`unsupported literal ${JSON.stringify(word)} (non-finite numbers cannot be bound through chdb)`);
}
