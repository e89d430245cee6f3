/**
 * How immowelt's pages carry their data: a script assigns a global from `JSON.parse("…")`, the
 * JSON text inside a JavaScript string literal (so it is decoded twice). Search pages assign
 * `window["__UFRN_FETCHER__"]`, whose `data["classified-serp-init-data"]` is the LZ-string
 * `compressToBase64` of the results (scrapfly immowelt.py; fredy; Homiio); detail pages assign
 * `window["__UFRN_LIFECYCLE_SERVERREQUEST__"]` in `<script id="__UFRN_LIFECYCLE_SERVERREQUEST__">`.
 */

export const FETCHER_GLOBAL = '__UFRN_FETCHER__';
export const LIFECYCLE_GLOBAL = '__UFRN_LIFECYCLE_SERVERREQUEST__';
/** The fetcher cache entry of the search results. */
export const SERP_KEY = 'classified-serp-init-data';

/** `window["NAME"]=JSON.parse(`: what a data script starts with. */
export function assignmentOf(global: string): string {
  return `window["${global}"]=JSON.parse(`;
}
