/**
 * How a fotocasa page embeds its data: `window.__INITIAL_PROPS__ = JSON.parse("…")`, a JSON
 * text inside a JavaScript string literal, so it is decoded twice. Two quotings are seen: the
 * double-quoted one Adevinta's SSR template writes (SUI-Components/sui,
 * packages/sui-ssr/test/server/templateHtmlBuilderSpec.js: `JSON.parse("{\"initialProps\":…}")`)
 * and the single-quoted one of the pages saved in May 2026 (`JSON.parse('{"__IMAGES_TO_PRELOAD__":…}')`,
 * only `\` and `'` escaped). In both, `<` and `&` inside the JSON are written `\u003c`, `\u0026`.
 */

/** The assignment that opens the data, up to the opening quote. */
export const INITIAL_PROPS_MARKER = /window\.__INITIAL_PROPS__\s*=\s*JSON\.parse\(\s*(["'])/;

/** Globals other scripts of the page set beside it (not data of the listing). */
export const OTHER_GLOBALS = ['__INITIAL_CONTEXT_VALUE__', '__INITIAL_DATA__', '__TENANT__'] as const;

export type Quoting = 'double' | 'single';
