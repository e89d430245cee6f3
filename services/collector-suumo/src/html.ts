/**
 * Reading SUUMO's HTML safely. node-html-parser repairs broken markup by moving the children of
 * unclosed elements up a level, which is fine for reading text but hides where a page was cut.
 * So the structural questions (is the page complete, where does a card end) are answered on the
 * raw text, and each search card is parsed on its own: damage in one card cannot spill into the
 * next.
 */
import { isCompleteDocument, parseHtml, type HTMLElement } from '@estate/collector-kit';

export { parseHtml, type HTMLElement };

/** A payload is complete only when the document closes; SUUMO always ends with `</html>`. */
export function isTruncated(body: string): boolean {
  return !isCompleteDocument(body);
}

/**
 * A cut payload up to its last closing tag. Whatever follows may be half a value ("3480万円～59")
 * or half a tag, and reading it as if whole would make up a fact; the elements it belongs to
 * are dropped instead.
 */
export function toLastClosingTag(body: string): string {
  const at = body.lastIndexOf('</');
  const end = at < 0 ? -1 : body.indexOf('>', at);
  return end < 0 ? '' : body.slice(0, end + 1);
}

/** Whitespace collapsed (including full-width spaces and &nbsp;), trimmed. */
export function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function textOf(el: HTMLElement | null | undefined): string {
  return el ? clean(el.text) : '';
}

/** Text split at block boundaries and `<br>`: 交通 cells hold one station a line. */
export function linesOf(el: HTMLElement): string[] {
  return el.structuredText
    .split('\n')
    .map(clean)
    .filter((line) => line !== '');
}

/**
 * A th/dt label as a lookup key: the `div.fl` part when SUUMO splits the cell, without the ヒント
 * tooltip, NFKC-folded (so 完成時期（築年月） and 完成時期(築年月) are one key), without spaces.
 */
export function labelOf(el: HTMLElement): string {
  const fl = el.querySelector('.fl');
  return (fl ? fl.text : el.text).replace(/ヒント/g, '').normalize('NFKC').replace(/\s+/g, '');
}

const DIV_TAG = /<(\/?)div\b[^>]*>/gi;

/**
 * Where the `<div>` opened at `start` closes (the index after its `</div>`), found by counting
 * div tags; undefined when the text ends first, which in a cut payload means the block was cut.
 */
export function divEnd(html: string, start: number): number | undefined {
  DIV_TAG.lastIndex = start;
  let depth = 0;
  for (let m = DIV_TAG.exec(html); m; m = DIV_TAG.exec(html)) {
    depth += m[1] === '/' ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return undefined;
}

const DIV_WITH_CLASS = /<div\b[^>]*?\bclass\s*=\s*(["'])(.*?)\1[^>]*>/gis;

/** Start offsets of the `<div>`s whose class list holds `className` exactly. */
export function divStarts(html: string, className: string): number[] {
  const starts: number[] = [];
  for (const m of html.matchAll(DIV_WITH_CLASS)) {
    if (m.index !== undefined && (m[2] ?? '').split(/\s+/).includes(className)) starts.push(m.index);
  }
  return starts;
}

/** The first attribute of `names` the element has with a non-blank value. */
export function attrOf(el: HTMLElement, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = el.getAttribute(name)?.trim();
    if (value) return value;
  }
  return undefined;
}
