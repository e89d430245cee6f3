import { BUCKETS, getJson, openBucket, putJson, type Bus, type KV } from '@estate/bus';
import { Compile } from 'typebox/compile';
import { KeyRecord, type KeyStore } from './key-store.js';

const isKeyRecord = Compile(KeyRecord);

/**
 * Key records in the `api_keys` KV bucket (hashes only), so every gateway process and the admin
 * CLI see the same keys: a key created or revoked anywhere counts everywhere on its next use.
 */
export class NatsKeyStore implements KeyStore {
  private constructor(private readonly kv: KV) {}

  static async open(bus: Bus): Promise<NatsKeyStore> {
    return new NatsKeyStore(await openBucket(bus, BUCKETS.apiKeys));
  }

  async get(keyId: string): Promise<KeyRecord | undefined> {
    // Key ids are checked by the key format before a lookup; anything else cannot be a KV key.
    if (!/^[a-z0-9]{1,64}$/.test(keyId)) return undefined;
    const value = await getJson(this.kv, keyId);
    return isKeyRecord.Check(value) ? value : undefined;
  }

  async put(record: KeyRecord): Promise<void> {
    await putJson(this.kv, record.key_id, record);
  }

  async list(): Promise<KeyRecord[]> {
    const records: KeyRecord[] = [];
    for await (const key of await this.kv.keys()) {
      const record = await this.get(key);
      if (record) records.push(record);
    }
    return records.sort((a, b) => a.created_at.localeCompare(b.created_at));
  }
}
