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

/**
 * A Next.js page of the sites that render everything client-side (zillow.com, realtor.com): the
 * data is the `__NEXT_DATA__` script, the markup around it is empty.
 */
export function nextDataPage(title: string, canonical: string, nextData: unknown): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charSet="utf-8"/>',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}"/>`,
    '</head>',
    '<body>',
    '<div id="__next"></div>',
    `<script id="__NEXT_DATA__" type="application/json">${scriptSafeJson(nextData)}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A page whose data is in its scripts, around an empty root element (zoopla, fotocasa, immowelt). */
export function scriptedPage(page: { lang: string; rootId: string; title: string; canonical: string; scripts: readonly string[] }): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${page.lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(page.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(page.canonical)}">`,
    '</head>',
    '<body>',
    `<div id="${page.rootId}"></div>`,
    ...page.scripts,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
