import { describe, expect, it } from 'vitest';
import { arrayItems, assignedJson, endOfValue, readJson, salvageArray } from './json-text.js';

describe('json-text', () => {
  it('tells a cut-off document from a malformed one', () => {
    expect(readJson('{"a":[1,2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(readJson('{"a":[1,')).toEqual({ ok: false, truncated: true });
    expect(readJson('  ')).toEqual({ ok: false, truncated: true });
    expect(readJson('{"a":nope}')).toEqual({ ok: false, truncated: false });
    expect(readJson('<html>')).toEqual({ ok: false, truncated: false });
  });

  it('finds the end of a value, ignoring brackets inside strings', () => {
    const text = 'x = {"a":"}\\"]","b":[1]}; y';
    expect(endOfValue(text, 4)).toBe(text.indexOf(';'));
    expect(endOfValue('{"a":"open', 0)).toBeUndefined();
  });

  it('lists the raw items of an array up to where the text stops', () => {
    expect(arrayItems('{"list":[{"a":1}, 2, "x,y", {"b":', 'list')).toEqual({ items: ['{"a":1}', '2', '"x,y"'], complete: false });
    expect(arrayItems('{"list":[]}', 'list')).toEqual({ items: [], complete: true });
    expect(arrayItems('{}', 'list')).toBeUndefined();
    // A stray `}` where an item should start is stepped over, not read forever.
    expect(arrayItems('{"list":[{"a":1}, }, {"b":2}]}', 'list')).toEqual({ items: ['{"a":1}', '{"b":2}'], complete: true });
  });

  it('salvages the intact records and names what is wrong with the others', () => {
    const salvage = salvageArray('{"list":[{"a":1},{"a":},7,{"a":2},{"a":', 'list');
    expect(salvage?.complete).toBe(false);
    expect(salvage?.elements).toEqual([
      { ok: true, value: { a: 1 } },
      { ok: false, code: 'parse_error', message: 'record is not valid JSON', raw: '{"a":}' },
      { ok: false, code: 'parse_error', message: 'array element is not an object', raw: '7' },
      { ok: true, value: { a: 2 } },
      { ok: false, code: 'truncated_payload', message: 'payload ends inside this record', raw: '{"a":' },
    ]);
  });

  it('reads what a script assigns to a dotted name', () => {
    expect(assignedJson('IS24.expose.data = {"a":1};', 'IS24.expose.data')).toEqual({ state: 'found', value: { a: 1 } });
    expect(assignedJson('IS24.expose.data = {"a":', 'IS24.expose.data')).toEqual({ state: 'truncated' });
    expect(assignedJson('IS24.expose.data = {a:1};', 'IS24.expose.data')).toEqual({ state: 'malformed' });
    expect(assignedJson('var other = {};', 'IS24.expose.data')).toEqual({ state: 'missing' });
  });
});
