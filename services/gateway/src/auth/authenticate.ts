import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.js';
import { parseApiKey, secretMatches } from './api-key.js';
import type { KeyRecord, KeyStore, RateLimit } from './key-store.js';

export interface Caller {
  keyId: string;
  name: string;
  entitlements: ReadonlySet<string>;
  /** The key's credit grant; undefined = unmetered. */
  credits?: number;
  /** undefined = the quotas' default. */
  rateLimit?: RateLimit;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

const UNAUTHENTICATED = 'x-api-key header is missing or not a valid key';

// Stores hand out the same record object until it changes, so each record becomes a Caller once
// rather than on every request.
const callers = new WeakMap<KeyRecord, Caller>();

function callerOf(record: KeyRecord): Caller {
  let caller = callers.get(record);
  if (!caller) {
    caller = {
      keyId: record.key_id,
      name: record.name,
      entitlements: new Set(record.entitlements),
      ...(record.credits === undefined ? {} : { credits: record.credits }),
      ...(record.rate_limit === undefined ? {} : { rateLimit: { ...record.rate_limit } }),
    };
    callers.set(record, caller);
  }
  return caller;
}

/** A key found valid: the record it was checked against and its caller. */
interface Verified {
  record: KeyRecord;
  caller: Caller;
}

/**
 * Keys found valid, by the exact header sent, per store: a caller sends the same key on every
 * request, and hashing its secret each time was a measurable part of a point read. Only valid
 * keys enter, so their number is the number of live keys in use; the bound only guards memory.
 * A hit proves nothing about a guess: a wrong secret is a different string, a miss, and pays
 * for the full check.
 */
const verifiedByStore = new WeakMap<KeyStore, Map<string, Verified>>();
const VERIFIED_MAX = 10_000;

function verifiedOf(keys: KeyStore): Map<string, Verified> {
  let verified = verifiedByStore.get(keys);
  if (!verified) verifiedByStore.set(keys, (verified = new Map()));
  return verified;
}

/** The caller a valid `x-api-key` names, or undefined for a missing, malformed, unknown, wrong or revoked key. */
export async function callerOfKey(request: FastifyRequest, keys: KeyStore): Promise<Caller | undefined> {
  const header = request.headers['x-api-key'];
  if (typeof header !== 'string') return undefined;
  const verified = verifiedOf(keys);
  const seen = verified.get(header);
  if (seen) {
    // Stores hand out the same record object until it changes: a revoked or replaced key is a new record, checked again.
    if ((await keys.get(seen.record.key_id)) === seen.record) return seen.caller;
    verified.delete(header);
  }
  const parsed = parseApiKey(header);
  if (!parsed) return undefined;
  const record: KeyRecord | undefined = await keys.get(parsed.keyId);
  const valid = secretMatches(parsed.secret, record?.hash) && record !== undefined && record.revoked_at === undefined;
  if (!valid || !record) return undefined;
  const caller = callerOf(record);
  if (verified.size >= VERIFIED_MAX) verified.clear();
  verified.set(header, { record, caller });
  return caller;
}

/** Resolves `x-api-key` to a caller, or throws 401 without saying which part was wrong. */
export async function authenticate(request: FastifyRequest, keys: KeyStore): Promise<Caller> {
  const caller = await callerOfKey(request, keys);
  if (!caller) throw new ApiError('unauthenticated', UNAUTHENTICATED);
  return caller;
}
