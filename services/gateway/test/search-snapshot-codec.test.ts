// The snapshot's record form gives back exactly what a feed's decode gave: every value type of
// a search document (numbers with NaN and infinities, strings in any script, points, available
// nights, nulls), removals, records split across chunks at any byte.
import { availableNightsOf } from '@estate/search';
import { describe, expect, it } from 'vitest';
import { SnapshotDecoder, SnapshotEncoder, SnapshotFormatError, type SnapshotRecord } from '../src/search/snapshot-codec.js';
import { seeded } from '@estate/store/testing';

const nights = availableNightsOf([
  { date: '2026-12-01', available: true },
  { date: '2026-12-02', available: false },
  { date: '2027-01-15', available: true },
]);

const records: SnapshotRecord[] = [
  { key: 'lst_a', storedAt: 1_764_000_000_123, values: { platform: 'zillow', price: 425_000.5, bedrooms: null, point: { latitude: 51.5, longitude: -0.12 } } },
  { key: 'lst_b', storedAt: 1_764_000_000_124, values: { platform: 'suumo', price: Number.NaN, bedrooms: 2, point: null } },
  { key: 'stay_東京', storedAt: 0, values: { nights } },
  { key: 'lst_a', storedAt: 1_764_000_000_125, values: undefined },
  { key: 'lst_c', storedAt: 1, values: { platform: 'idealista', price: Number.POSITIVE_INFINITY, bedrooms: -0, point: { latitude: -33.9, longitude: 151.2 } } },
  { key: 'lst_d', storedAt: 2, values: { city: 'München', area: Number.NEGATIVE_INFINITY, empty: '' } },
];

function encode(all: SnapshotRecord[]): Buffer {
  const encoder = new SnapshotEncoder();
  for (const record of all) encoder.add(record);
  return encoder.take();
}

function decodeInPieces(bytes: Buffer, pieceOf: () => number): SnapshotRecord[] {
  const decoder = new SnapshotDecoder();
  const out: SnapshotRecord[] = [];
  for (let at = 0; at < bytes.length; ) {
    const end = Math.min(bytes.length, at + pieceOf());
    decoder.push(Buffer.from(bytes.subarray(at, end)));
    at = end;
    for (let record = decoder.next(); record !== undefined; record = decoder.next()) out.push(record);
  }
  expect(decoder.drained).toBe(true);
  return out;
}

describe('the snapshot record form', () => {
  it('reads back every value type, in order, whatever the chunk boundaries', () => {
    const bytes = encode(records);
    expect(decodeInPieces(bytes, () => bytes.length)).toEqual(records);
    const random = seeded(3);
    for (let round = 0; round < 20; round++) expect(decodeInPieces(bytes, () => 1 + Math.floor(random() * 40))).toEqual(records);
    const one = decodeInPieces(bytes, () => 1);
    expect(Object.is((one[4]?.values as { bedrooms: number }).bedrooms, -0)).toBe(true);
    expect((one[2]?.values as { nights: { words: Uint32Array } }).nights.words).toEqual(nights?.words);
  });

  it('refuses a value it has no form for, and a record it cannot read', () => {
    expect(() => new SnapshotEncoder().add({ key: 'k', storedAt: 0, values: { flag: true } })).toThrow(TypeError);
    const bytes = encode(records.slice(0, 1));
    bytes[bytes.length - 17] = 9; // the point's tag
    const decoder = new SnapshotDecoder();
    decoder.push(bytes);
    expect(() => decoder.next()).toThrow(SnapshotFormatError);
  });
});
