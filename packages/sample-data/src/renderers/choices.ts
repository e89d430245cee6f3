import type { SampleListing } from '../model.js';

/** FNV-1a: a stable 32-bit hash of the id and a salt, so each choice varies independently. */
export function hashOf(nativeId: string, salt: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${salt}:${nativeId}`) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** True for about one listing in `n`, the same one every time for the same id and salt. */
export function oneIn(listing: SampleListing, salt: string, n: number): boolean {
  return hashOf(listing.native_id, salt) % n === 0;
}
