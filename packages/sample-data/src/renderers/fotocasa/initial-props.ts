/**
 * `window.__INITIAL_PROPS__ = JSON.parse(…)` as fotocasa's pages write it: the page's JSON (with
 * `<`, `>` and `&` written as `\u003c`…, as on the saved pages) inside a JavaScript string, in
 * double quotes (Adevinta's SSR template, the legacy front end) or single quotes (the pages saved
 * in May 2026, where only `\` and `'` are escaped).
 */
import type { fotocasa } from '@estate/native-formats';
import { scriptSafeJson } from '../html.js';

function literal(json: string, quoting: fotocasa.Quoting): string {
  if (quoting === 'double') return JSON.stringify(json);
  return `'${json.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The page's data script, and the context script the template writes after it. */
export function initialPropsScripts(value: unknown, quoting: fotocasa.Quoting): string[] {
  return [
    `<script>window.__INITIAL_PROPS__ = JSON.parse(${literal(scriptSafeJson(value), quoting)});</script>`,
    `<script>window.__INITIAL_CONTEXT_VALUE__ = JSON.parse(${literal('{}', quoting)});</script>`,
  ];
}
