/**
 * Deterministic, opaque service ids (docs/architecture.md, "Ids"): a type prefix, an underscore, and
 * 20 characters of Crockford base32 over SHA-256 of the identifying parts. The same parts give
 * the same id in every process and on every run; nothing about the source shows through.
 */
import { createHash } from 'node:crypto';

/**
 * - `lst` listing (platform + native id)      - `prp` property
 * - `agt` agent (platform + native id)        - `agy` agency (platform + native id)
 * - `auc` auction                             - `sty` short-stay accommodation
 * - `bld` building                            - `dev` development
 * - `mkt` market (series)                     - `loc` location
 * - `job` read job                           - `rec` property record (platform + dataset + record id)
 */
export type IdPrefix = 'lst' | 'prp' | 'agt' | 'agy' | 'auc' | 'sty' | 'bld' | 'dev' | 'mkt' | 'loc' | 'job' | 'rec';

export const ID_PREFIXES: readonly IdPrefix[] = ['lst', 'prp', 'agt', 'agy', 'auc', 'sty', 'bld', 'dev', 'mkt', 'loc', 'job', 'rec'];

/** Hash characters after the prefix: 100 bits, so 10^12 ids of one kind collide with odds ~4·10^-7. */
export const ID_HASH_LENGTH = 20;

// Crockford's alphabet: no I, L, O, U, so ids survive being read aloud or retyped.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const ID_PATTERN = new RegExp(`^(${ID_PREFIXES.join('|')})_([${ALPHABET}]{${ID_HASH_LENGTH}})$`);

// Bump only together with a migration: every stored id changes with it.
const DOMAIN = 'estate.id.v1';

function base32(bytes: Uint8Array, length: number): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      bits -= 5;
      out += ALPHABET[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
    if (out.length >= length) break;
  }
  return out;
}

/**
 * The id of a record of kind `prefix` identified by `parts`. Each part is NFC-normalised and
 * length-prefixed before hashing, so ("ab", "c") and ("a", "bc") differ and composed and
 * decomposed "ü" agree. Parts are otherwise taken as given: case and spaces matter.
 */
export function makeId(prefix: IdPrefix, ...parts: ReadonlyArray<string | number>): string {
  const hash = createHash('sha256');
  hash.update(`${DOMAIN}\u0000${prefix}\u0000${parts.length}\u0000`);
  for (const part of parts) {
    const text = String(part).normalize('NFC');
    hash.update(`${Buffer.byteLength(text, 'utf8')}:${text}\u0000`);
  }
  return `${prefix}_${base32(hash.digest(), ID_HASH_LENGTH)}`;
}

/** Platform names are case-insensitive ("Zillow" = "zillow"); native ids are exact but trimmed. */
function sourceKey(platform: string, nativeId: string | number): [string, string] {
  return [platform.trim().toLowerCase(), String(nativeId).trim()];
}

/** `lst_…` for a listing: platform + the platform's own listing id. */
export function listingId(platform: string, nativeId: string | number): string {
  return makeId('lst', ...sourceKey(platform, nativeId));
}

/** `agt_…` for an agent: platform + the platform's agent id. */
export function agentId(platform: string, nativeId: string | number): string {
  return makeId('agt', ...sourceKey(platform, nativeId));
}

/** `agy_…` for an agency: platform + the platform's agency id. */
export function agencyId(platform: string, nativeId: string | number): string {
  return makeId('agy', ...sourceKey(platform, nativeId));
}

/**
 * `sty_…` for a short stay: the platform it is booked on + that platform's id. A dataset that
 * republishes a platform's stays (Inside Airbnb) names them by the platform's ids, so its
 * records and the platform's own pages give the same stay id.
 */
export function stayId(listingPlatform: string, nativeId: string | number): string {
  return makeId('sty', ...sourceKey(listingPlatform, nativeId));
}

/** An auction's id: from the platform that announced it and its id there (a listing's auction shares the listing's native id). */
export function auctionId(platform: string, nativeId: string | number): string {
  return makeId('auc', ...sourceKey(platform, nativeId));
}

/** `bld_…` for a building: platform + the platform's building id (the one its listing pages link). */
export function buildingId(platform: string, nativeId: string | number): string {
  return makeId('bld', ...sourceKey(platform, nativeId));
}

/** `dev_…` for a new-build development: platform + the platform's project id. */
export function developmentId(platform: string, nativeId: string | number): string {
  return makeId('dev', ...sourceKey(platform, nativeId));
}

/** `rec_…` for a property record: the publisher, its dataset and the dataset's own record id (stable across replays and revisions). */
export function recordId(platform: string, dataset: string, nativeId: string): string {
  return makeId('rec', platform.trim().toLowerCase(), dataset, nativeId.trim());
}

/** True when `s` is an id of kind `prefix` as `makeId` writes it. */
export function isId(prefix: IdPrefix, s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const m = ID_PATTERN.exec(s);
  return m !== null && m[1] === prefix;
}

/** The kind of any well-formed id, or undefined. */
export function idPrefix(s: unknown): IdPrefix | undefined {
  if (typeof s !== 'string') return undefined;
  const m = ID_PATTERN.exec(s);
  return m ? ID_PREFIXES.find((p) => p === m[1]) : undefined;
}

/**
 * `loc_…` for a place: its country, level and name (trimmed, lower-cased), so every platform's
 * name for "Manchester, a city in GB" gets one id and a place keeps it across runs.
 */
export function locationId(country: string, kind: string, name: string): string {
  return makeId('loc', country.trim().toUpperCase(), kind.trim().toLowerCase(), name.trim().toLowerCase());
}
