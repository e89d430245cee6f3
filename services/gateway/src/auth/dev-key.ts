import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { generateApiKey, parseApiKey, secretMatches } from './api-key.js';
import type { KeyStore } from './key-store.js';

/** Generous enough that nobody trying the quick start meets a 402 or a 429. */
export const DEV_KEY_CREDITS = 1_000_000;
export const DEV_KEY_RATE_LIMIT = { requests: 100_000, per_seconds: 1 } as const;

/**
 * The embedded default's development key: reused while it is still valid in the store, created
 * (and written to `path`, readable by the owner only) otherwise.
 */
export async function ensureDevKey(keys: KeyStore, path: string): Promise<{ key: string; created: boolean }> {
  const existing = await readFile(path, 'utf8').then((t) => t.trim(), () => undefined);
  const parsed = existing ? parseApiKey(existing) : undefined;
  if (existing && parsed) {
    const record = await keys.get(parsed.keyId);
    if (record && !record.revoked_at && secretMatches(parsed.secret, record.hash)) return { key: existing, created: false };
  }
  const { key, keyId, hash } = generateApiKey();
  await keys.put({
    key_id: keyId,
    hash,
    name: 'dev',
    created_at: new Date().toISOString(),
    entitlements: ['tax_assessments'],
    credits: DEV_KEY_CREDITS,
    rate_limit: { ...DEV_KEY_RATE_LIMIT },
  });
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${key}\n`, { mode: 0o600 });
  return { key, created: true };
}
