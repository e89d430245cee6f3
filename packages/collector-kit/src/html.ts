/**
 * Reading HTML with a real parser (node-html-parser), for every collector. Entities are decoded
 * by the parser itself (a text node's `text`); no collector keeps an entity table.
 */
import { HTMLElement, parse, TextNode, type Node } from 'node-html-parser';

export type { HTMLElement };

/** Script and style keep their text raw: a script's JSON must reach JSON.parse untouched. */
export function parseHtml(html: string): HTMLElement {
  return parse(html, { comment: false, blockTextElements: { script: true, style: true, noscript: true } });
}

/** A page is complete only when the document closes; the portals all end theirs with `</html>`. */
export function isCompleteDocument(body: string): boolean {
  return /<\/html>\s*$/i.test(body);
}

/** Whether the text starts like an HTML document (as opposed to a fragment, JSON or nothing). */
export function looksLikeDocument(body: string): boolean {
  return /^\s*<(?:!doctype|html)\b/i.test(body);
}

export interface ScriptText {
  text: string;
  /** False when the page ends inside the script: its text is cut short. */
  closed: boolean;
}

/**
 * The text of the first `<script>` matching `selector` (and `accept`, when given). The parser
 * drops an element the page ends inside, so a page that lost its tail is read again with the
 * script closed: the text up to the cut comes back, marked `closed: false`.
 */
export function scriptText(html: string, selector: string, accept: (text: string) => boolean = () => true): ScriptText | undefined {
  const find = (root: HTMLElement) => root.querySelectorAll(selector).find((el) => accept(el.rawText));
  const whole = find(parseHtml(html));
  if (whole) return { text: whole.rawText, closed: true };
  if (isCompleteDocument(html)) return undefined;
  const cut = find(parseHtml(`${html}</script>`));
  return cut ? { text: cut.rawText, closed: false } : undefined;
}

/** Whitespace collapsed within lines, blank runs of lines cut to one, trimmed. */
function tidyText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const LINE_ENDING = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr']);

/** Text with a line break per `<br>` and one after each block, entities decoded by the parser. */
function linesOf(node: Node): string {
  if (node instanceof TextNode) return node.text;
  if (!(node instanceof HTMLElement)) return '';
  const tag = node.rawTagName?.toLowerCase() ?? '';
  if (tag === 'br') return '\n';
  const inner = node.childNodes.map(linesOf).join('');
  return LINE_ENDING.has(tag) ? `${inner}\n` : inner;
}

/**
 * The text of an HTML fragment (a description with `<br />`, `<p>`, `<b>`): each `<br>` a line
 * break, so `<br /><br />` stays a blank line between paragraphs; entities decoded.
 */
export function htmlText(fragment: string): string {
  return tidyText(linesOf(parseHtml(fragment)));
}

/** The tidy text of an element, undefined when it is missing or blank. */
export function elementText(el: HTMLElement | null | undefined): string | undefined {
  if (!el) return undefined;
  const text = tidyText(linesOf(el));
  return text === '' ? undefined : text;
}
