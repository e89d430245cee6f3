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

/** The caller a valid `x-api-key` names, or undefined for a missing, malformed, unknown, wrong or revoked key. */
export async function callerOfKey(request: FastifyRequest, keys: KeyStore): Promise<Caller | undefined> {
  const header = request.headers['x-api-key'];
  const parsed = typeof header === 'string' ? parseApiKey(header) : undefined;
  if (!parsed) return undefined;
  const record: KeyRecord | undefined = await keys.get(parsed.keyId);
  const valid = secretMatches(parsed.secret, record?.hash) && record !== undefined && record.revoked_at === undefined;
  return valid && record ? callerOf(record) : undefined;
}

/** Resolves `x-api-key` to a caller, or throws 401 without saying which part was wrong. */
export async function authenticate(request: FastifyRequest, keys: KeyStore): Promise<Caller> {
  const caller = await callerOfKey(request, keys);
  if (!caller) throw new ApiError('unauthenticated', UNAUTHENTICATED);
  return caller;
}
