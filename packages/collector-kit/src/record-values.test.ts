import { describe, expect, it } from 'vitest';
import { at, compact, count, identifier, looseCount, looseFlag, looseNumber, looseText, text } from './record-values.js';

describe('record values', () => {
  it('reads plain values only in their JSON type', () => {
    expect(text(' as sent ')).toBe(' as sent ');
    expect(text(12)).toBeUndefined();
    expect(count(3)).toBe(3);
    expect(count('3')).toBeUndefined();
    expect(count(-1)).toBeUndefined();
    expect(identifier(12345678)).toBe('12345678');
    expect(identifier(' 12345678 ')).toBe('12345678');
    expect(at({ a: { b: [1] } }, 'a', 'b')).toEqual([1]);
    expect(at({ a: [] }, 'a', 'b')).toBeUndefined();
  });

  it('reads loose values also in their string forms', () => {
    expect(looseText(' trimmed ')).toBe('trimmed');
    expect(looseText(42)).toBe('42');
    expect(looseNumber('82.5')).toBe(82.5);
    expect(looseNumber('8e2')).toBeUndefined();
    expect(looseCount('3')).toBe(3);
    expect(looseFlag('false')).toBe(false);
    expect(compact({ a: 1, b: undefined })).toEqual({ a: 1 });
  });
});
