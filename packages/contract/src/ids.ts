import { Type, type TString } from 'typebox';

/**
 * The shape of service ids (docs/architecture.md, "Ids"): a kind prefix, `_`, then the id's hash. Ids made
 * from a record's identity (packages/normalize `makeId`) carry 20 characters of Crockford base32
 * (no i, l, o, u); read jobs, which have no identity to hash, 24 random hex digits
 * (gateway `newJobId`). The gateway's tests hold both makers to these shapes.
 */
export const ID_HASH_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const ID_HASH_LENGTH = 20;
const HASH = `[0-9a-hjkmnp-tv-z]{${ID_HASH_LENGTH}}`;

interface IdKind {
  prefix: string;
  /** The hash part as a regular expression. */
  hash: string;
  /** What the hash is, for people. */
  shape: string;
  noun: string;
  /** Where an id of this kind is read. */
  readWith: string;
  /** Prefixes of other kinds the parameter also takes, answered by the operation itself. */
  alsoTakes?: readonly string[];
}

const hashed = (prefix: string, noun: string, readWith: string): IdKind => ({
  prefix,
  hash: HASH,
  shape: `${prefix}_ followed by ${ID_HASH_LENGTH} characters of 0-9 and a-z without i, l, o, u`,
  noun,
  readWith,
});

/** Every kind of service id, by the path parameter that carries it (`location_id` and `record_id` name ids that no path takes). */
export const SERVICE_IDS = {
  listing_id: hashed('lst', 'a listing', 'GET /v1/listings/{listing_id}'),
  // A property record's id in a property's place is answered with its property, or why it has
  // none (retracted by its source, placed on no single property): the one id a person may hold
  // for a home without having read the home.
  property_id: { ...hashed('prp', 'a property', 'GET /v1/properties/{property_id}'), shape: `prp_ followed by ${ID_HASH_LENGTH} characters of 0-9 and a-z without i, l, o, u (a property record's rec_ id is answered with its property)`, alsoTakes: ['rec'] },
  building_id: hashed('bld', 'a building', 'GET /v1/buildings/{building_id}'),
  development_id: hashed('dev', 'a development', 'GET /v1/developments/{development_id}'),
  agent_id: hashed('agt', 'an agent', 'GET /v1/agents/{agent_id}'),
  agency_id: hashed('agy', 'an agency', 'GET /v1/agencies/{agency_id}'),
  auction_id: hashed('auc', 'an auction', 'GET /v1/auctions/{auction_id}'),
  market_id: hashed('mkt', 'a market', 'GET /v1/markets/{market_id}/series'),
  stay_id: hashed('sty', 'a stay', 'GET /v1/stays/{stay_id}'),
  location_id: hashed('loc', 'a location', 'POST /v1/locations/search'),
  record_id: hashed('rec', 'a property record', 'GET /v1/properties/{property_id}/records'),
  job_id: { prefix: 'job', hash: '[0-9a-f]{24}', shape: 'job_ followed by 24 hexadecimal digits (0-9, a-f)', noun: 'a read job', readWith: 'GET /v1/jobs/{job_id}' },
} as const satisfies Record<string, IdKind>;

export type IdParameter = keyof typeof SERVICE_IDS;

export function isIdParameter(name: string): name is IdParameter {
  return Object.hasOwn(SERVICE_IDS, name);
}

/** The `pattern` of an id of the kind `name` carries. */
export function idPattern(name: IdParameter): string {
  const kind: IdKind = SERVICE_IDS[name];
  const prefixes = [kind.prefix, ...(kind.alsoTakes ?? [])];
  return prefixes.length === 1 ? `^${kind.prefix}_${kind.hash}$` : `^(?:${prefixes.join('|')})_${kind.hash}$`;
}

const PATTERNS = new Map<IdParameter, RegExp>(Object.keys(SERVICE_IDS).map((name) => [name as IdParameter, new RegExp(idPattern(name as IdParameter))]));

export function isIdOf(name: IdParameter, value: string): boolean {
  return PATTERNS.get(name)?.test(value) ?? false;
}

/** The schema of a path parameter that carries an id: its shape as a `pattern`, so clients and the server agree on it. */
export function IdSchema(name: IdParameter): TString {
  const kind: IdKind = SERVICE_IDS[name];
  return Type.String({ minLength: 1, pattern: idPattern(name), description: `Service id of ${kind.noun}: ${kind.shape}.` });
}

/**
 * Why `value` is not an id of the kind `name` carries, in a sentence that starts with `field`:
 * an id of another kind says which it is and where it is read (an agent id sent as an agency
 * id), anything else says the shape wanted.
 */
export function wrongIdMessage(name: IdParameter, value: string, field: string): string {
  const wanted: IdKind = SERVICE_IDS[name];
  // Another kind is known by its own prefix, not by a parameter that also takes it.
  const other = (Object.keys(SERVICE_IDS) as IdParameter[]).find((candidate) => candidate !== name && value.startsWith(`${SERVICE_IDS[candidate].prefix}_`) && isIdOf(candidate, value));
  if (other !== undefined) {
    const kind: IdKind = SERVICE_IDS[other];
    return `${field} ${value} is ${kind.noun}, not ${wanted.noun} id (read it with ${kind.readWith})`;
  }
  return `${field} must be ${wanted.noun} id (${wanted.shape}), got ${JSON.stringify(value.slice(0, 40))}`;
}
