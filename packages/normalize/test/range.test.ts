import { describe, expect, it } from 'vitest';
import { inRange } from '../src/index.js';

describe('inRange', () => {
  it('is inclusive, and a stated bound excludes a missing value', () => {
    expect(inRange(5, { min: 5, max: 5 })).toBe(true);
    expect(inRange(5.0001, { max: 5 })).toBe(false);
    expect(inRange(undefined, { min: 0 })).toBe(false);
    expect(inRange(null, { max: 10 })).toBe(false);
  });

  it('excludes nothing without bounds', () => {
    expect(inRange(undefined, undefined)).toBe(true);
    expect(inRange(null, {})).toBe(true);
  });
});
