import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';

/** At most `requests` calls per `per_seconds` seconds, for the key across every gateway process. */
export const RateLimit = Type.Object({
  requests: Type.Integer({ minimum: 1 }),
  per_seconds: Type.Integer({ minimum: 1 }),
});
export type RateLimit = Static<typeof RateLimit>;

export const KeyRecord = Type.Object({
  key_id: Type.String(),
  hash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  name: Type.String(),
  created_at: Type.String(),
  revoked_at: Type.Optional(Type.String()),
  entitlements: Type.Array(Type.String()),
  /** Credits granted when the key was made; the balance itself lives with the quotas. Absent = unmetered. */
  credits: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Absent = the default rate limit of the quotas (`DEFAULT_RATE_LIMIT`). */
  rate_limit: Type.Optional(RateLimit),
});
export type KeyRecord = Static<typeof KeyRecord>;

/** Where key records live. The gateway only reads; admin tools write. */
export interface KeyStore {
  get(keyId: string): Promise<KeyRecord | undefined>;
  put(record: KeyRecord): Promise<void>;
  list(): Promise<KeyRecord[]>;
}

export class MemoryKeyStore implements KeyStore {
  readonly #records = new Map<string, KeyRecord>();

  async get(keyId: string): Promise<KeyRecord | undefined> {
    return this.#records.get(keyId);
  }
  async put(record: KeyRecord): Promise<void> {
    this.#records.set(record.key_id, structuredClone(record));
  }
  async list(): Promise<KeyRecord[]> {
    return [...this.#records.values()];
  }
}

const KeyFile = Compile(Type.Object({ keys: Type.Array(KeyRecord) }));

/**
 * A single-process key store in a JSON file (hashes only), for the embedded default. Writes go
 * to a temporary file renamed into place, so a crash never leaves half a file.
 */
export class FileKeyStore implements KeyStore {
  readonly #memory = new MemoryKeyStore();

  private constructor(readonly path: string) {}

  static async open(path: string): Promise<FileKeyStore> {
    const store = new FileKeyStore(path);
    let text: string | undefined;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (text !== undefined) {
      const parsed: unknown = JSON.parse(text);
      if (!KeyFile.Check(parsed)) throw new Error(`key file ${path} is not a valid key file`);
      for (const record of parsed.keys) await store.#memory.put(record);
    }
    return store;
  }

  get(keyId: string): Promise<KeyRecord | undefined> {
    return this.#memory.get(keyId);
  }
  list(): Promise<KeyRecord[]> {
    return this.#memory.list();
  }
  async put(record: KeyRecord): Promise<void> {
    await this.#memory.put(record);
    await mkdir(dirname(this.path), { recursive: true });
    const tmp = `${this.path}.${process.pid}.tmp`;
    await writeFile(tmp, `${JSON.stringify({ keys: await this.#memory.list() }, null, 2)}\n`, { mode: 0o600 });
    await rename(tmp, this.path);
  }
}
