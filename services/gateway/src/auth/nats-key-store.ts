import { BUCKETS, openBucket, putJson, type Bus } from '@estate/bus';
import { Compile } from 'typebox/compile';
import { KvMirror } from '@estate/bus';
import { KeyRecord, type KeyStore } from './key-store.js';

const isKeyRecord = Compile(KeyRecord);

/**
 * Key records in the `api_keys` KV bucket (hashes only), so every gateway process and the admin
 * CLI see the same keys. Each process mirrors the bucket in memory through a KV watch: a lookup
 * never waits on NATS, and a key created or revoked anywhere counts everywhere as soon as the
 * watch delivers the change (milliseconds).
 */
export class NatsKeyStore implements KeyStore {
  private constructor(private readonly mirror: KvMirror<KeyRecord>) {}

  static async open(bus: Bus): Promise<NatsKeyStore> {
    const kv = await openBucket(bus, BUCKETS.apiKeys);
    const mirror = await KvMirror.open<KeyRecord>(kv, {
      parse: (key, value) => (isKeyRecord.Check(value) && value.key_id === key ? value : undefined),
      logger: bus.logger,
      what: BUCKETS.apiKeys,
    });
    return new NatsKeyStore(mirror);
  }

  async get(keyId: string): Promise<KeyRecord | undefined> {
    return this.mirror.get(keyId)?.value;
  }

  async put(record: KeyRecord): Promise<void> {
    const revision = await putJson(this.mirror.kv, record.key_id, record);
    // This process sees its own write at once, without waiting for the watch to echo it.
    this.mirror.observe(record.key_id, structuredClone(record), revision);
  }

  async list(): Promise<KeyRecord[]> {
    return [...this.mirror.entries()].map(([, entry]) => entry.value).sort((a, b) => a.created_at.localeCompare(b.created_at));
  }

  /** Stops following the bucket; lookups then answer from the last state seen. */
  close(): void {
    this.mirror.close();
  }
}
