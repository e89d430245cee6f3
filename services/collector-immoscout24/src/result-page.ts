/**
 * Where an ImmoScout24 result page keeps its results. The JSON answer of `/Suche/…` is
 * `{"searchResponseModel": {…}}`; the page itself assigns the same model inside a larger object,
 * `IS24.resultList = {… resultListModel: {"searchResponseModel": {…}} …}`, in a script whose outer
 * keys are JavaScript, not JSON. So the model is found by its key and only its own value, which
 * is JSON, is delimited and read.
 */
import { endOfValue, fields, scriptText, type Fields, type ScriptText } from '@estate/collector-kit';

const KEY = /["']?searchResponseModel["']?\s*:\s*/;

/** `{"searchResponseModel": …}` as JSON text, out of the page's script. */
export function searchResponseInPage(html: string): ScriptText | undefined {
  const script = scriptText(html, 'script', (text) => KEY.test(text));
  if (!script) return undefined;
  const text = script.text;
  const key = KEY.exec(text);
  const start = key ? text.indexOf('{', key.index + key[0].length) : -1;
  if (start < 0) return { text: '', closed: false };
  const end = endOfValue(text, start);
  const value = end === undefined ? text.slice(start) : text.slice(start, end);
  return { text: `{"searchResponseModel":${value}${end === undefined ? '' : '}'}`, closed: end !== undefined && script.closed };
}

/** The `searchResponseModel` wherever the answer nests it (top level, or under `resultListModel`). */
export function searchResponseOf(value: unknown, depth = 0): Fields | undefined {
  const object = fields(value);
  if (!object || depth > 4) return undefined;
  const model = fields(object['searchResponseModel']);
  if (model) return model;
  for (const child of Object.values(object)) {
    const found = searchResponseOf(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}
