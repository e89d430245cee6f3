/**
 * Writes a React Server Components flight stream as Zoopla's App Router pages deliver it: rows
 * `<hex id>:<JSON>\n`, long texts as `<id>:T<hex byte length>,<text>`, the whole cut into
 * `self.__next_f.push([1,"…"])` scripts at arbitrary points (a row, even a string, may span two).
 */
import { zoopla } from '@estate/native-formats';
import { scriptSafeJson } from '../html.js';

/** Rows of one stream; ids are handed out in order, as React numbers them. */
export class FlightStream {
  private readonly rows: string[] = [];
  private next = 0;

  /** A JSON row; returns its id. */
  json(value: unknown): string {
    const id = (this.next++).toString(16);
    this.rows.push(`${id}:${JSON.stringify(value)}\n`);
    return id;
  }

  /** A module reference row (`I[…]`), which the page's client components are loaded from. */
  module(path: string, name: string): string {
    const id = (this.next++).toString(16);
    this.rows.push(`${id}:I${JSON.stringify([path, [`static/chunks/${name.toLowerCase()}.js`], name])}\n`);
    return id;
  }

  /** A text row; returns the reference a field holds to it (`"$8f"`). */
  text(value: string): string {
    const id = (this.next++).toString(16);
    this.rows.push(`${id}:T${Buffer.byteLength(value, 'utf8').toString(16)},${value}`);
    return `$${id}`;
  }

  /** The scripts that deliver the stream, `chunk` characters at a time. */
  scripts(chunk: number): string[] {
    const stream = this.rows.join('');
    const out = [`<script>${zoopla.BOOTSTRAP}</script>`];
    for (let at = 0; at < stream.length; at += chunk) out.push(`<script>${zoopla.PUSH_CALL}([1,${scriptSafeJson(stream.slice(at, at + chunk))}])</script>`);
    return out;
  }
}
