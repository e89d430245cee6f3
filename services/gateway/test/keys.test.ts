import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateApiKey, hashSecret, parseApiKey, secretMatches } from '../src/auth/api-key.js';
import { ensureDevKey } from '../src/auth/dev-key.js';
import { FileKeyStore } from '../src/auth/key-store.js';

describe('api keys', () => {
  it('generates distinct keys that parse and verify, storing only a digest', () => {
    const a = generateApiKey();
    const b = generateApiKey();
    expect(a.key).not.toBe(b.key);
    const parsed = parseApiKey(a.key);
    expect(parsed?.keyId).toBe(a.keyId);
    expect(a.hash).toBe(hashSecret(parsed?.secret as string));
    expect(a.hash).not.toContain(parsed?.secret as string);
    expect(secretMatches(parsed?.secret as string, a.hash)).toBe(true);
    expect(secretMatches(parsed?.secret as string, b.hash)).toBe(false);
    expect(secretMatches(parsed?.secret as string, undefined)).toBe(false);
  });

  it.each(['', 'estate_', 'estate_short_x', `estate_${'a'.repeat(12)}_${'b'.repeat(31)}`, `other_${'a'.repeat(12)}_${'b'.repeat(32)}`])('rejects malformed %j', (raw) => {
    expect(parseApiKey(raw)).toBeUndefined();
  });
});

describe('file key store and the dev key', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'estate-keys-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('creates the dev key once, writes it owner-only, and reuses it on the next start', async () => {
    const storePath = join(dir, 'api-keys.json');
    const keyPath = join(dir, 'dev-api-key');
    const first = await ensureDevKey(await FileKeyStore.open(storePath), keyPath);
    expect(first.created).toBe(true);
    expect((await readFile(keyPath, 'utf8')).trim()).toBe(first.key);
    expect((await stat(keyPath)).mode & 0o777).toBe(0o600);
    const stored = await readFile(storePath, 'utf8');
    expect(stored).not.toContain(parseApiKey(first.key)?.secret as string);

    const second = await ensureDevKey(await FileKeyStore.open(storePath), keyPath);
    expect(second).toEqual({ key: first.key, created: false });
  });

  it('replaces a dev key file that no longer matches the store', async () => {
    const keyPath = join(dir, 'dev-api-key');
    await writeFile(keyPath, `${generateApiKey().key}\n`);
    const result = await ensureDevKey(await FileKeyStore.open(join(dir, 'api-keys.json')), keyPath);
    expect(result.created).toBe(true);
  });

  it('refuses a corrupt key file instead of starting without keys', async () => {
    const storePath = join(dir, 'api-keys.json');
    await writeFile(storePath, '{"keys": [{"key_id": 1}]}');
    await expect(FileKeyStore.open(storePath)).rejects.toThrow(/not a valid key file/);
  });
});
