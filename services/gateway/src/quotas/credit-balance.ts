import { setTimeout as sleep } from 'node:timers/promises';
import type { KV } from '@estate/bus';

/**
 * A key's remaining credits in the `credits` bucket: the value is a JSON integer ≥ 0 under the
 * key id. Every change is a compare-and-set on the revision read, so concurrent writers (gateway
 * processes leasing and returning, the admin CLI adding) never lose one another's changes.
 */
export interface Balance {
  balance: number;
  revision: number;
}

export interface BalanceChange {
  before: number;
  after: number;
  revision: number;
}

const encoder = new TextEncoder();
const MAX_ATTEMPTS = 25;

export function parseBalance(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/**
 * JetStream's "wrong last sequence" (10071, or 10164 when the subject had none): another writer
 * changed the key since it was read. Matched by code because the gateway reaches JetStream only
 * through `@estate/bus`.
 */
export function isRevisionConflict(error: unknown): boolean {
  if (!(error instanceof Error) || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === 10071 || code === 10164;
}

/** The stored balance; a value that is not a balance reads as 0, so a broken entry fails closed. */
export async function readBalance(kv: KV, keyId: string): Promise<Balance | undefined> {
  const entry = await kv.get(keyId);
  if (!entry || entry.operation !== 'PUT') return undefined;
  let value: unknown;
  try {
    value = entry.json<unknown>();
  } catch {
    value = undefined;
  }
  return { balance: parseBalance(value) ?? 0, revision: entry.revision };
}

/**
 * Applies `plan` (current balance → new balance) with compare-and-set, re-reading and retrying
 * when another writer got there first. A key without a stored balance starts from `grant`
 * (created on first use); without a grant it has no balance and nothing is written. `known` is
 * the caller's last view of the entry, which saves the read when it is still current.
 */
export async function changeBalance(
  kv: KV,
  keyId: string,
  plan: (balance: number) => number,
  options: { grant?: number | undefined; known?: Balance | undefined } = {},
): Promise<BalanceChange | undefined> {
  let current = options.known ?? (await readBalance(kv, keyId));
  for (let attempt = 1; ; attempt++) {
    const before = current?.balance ?? options.grant;
    if (before === undefined) return undefined;
    const after = plan(before);
    if (!Number.isSafeInteger(after) || after < 0) throw new RangeError(`credit balance of ${keyId} would become ${after}`);
    if (after === before && current) return { before, after, revision: current.revision };
    try {
      const data = encoder.encode(JSON.stringify(after));
      const revision = current ? await kv.update(keyId, data, current.revision) : await kv.create(keyId, data);
      return { before, after, revision };
    } catch (error) {
      if (!isRevisionConflict(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
    // Many processes may race for one hot key: a short random pause spreads their next attempts.
    await sleep(Math.random() * Math.min(attempt, 10));
    current = await readBalance(kv, keyId);
  }
}
