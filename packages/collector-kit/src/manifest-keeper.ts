import { putJson, type KV } from '@estate/bus';
import { checkManifest, manifestKey, MANIFEST_HEARTBEAT_MS, type CollectorManifest } from '@estate/events';
import type { CollectorLogger } from './logger.js';

/** A definition whose manifest the gateway would reject: a bug to fix before the collector may start. */
export class ManifestError extends Error {
  override readonly name = 'ManifestError';
  constructor(readonly issues: readonly string[]) {
    super(`invalid collector manifest: ${issues.join('; ')}`);
  }
}

export function validManifest(manifest: CollectorManifest): CollectorManifest {
  const check = checkManifest(manifest);
  if (!check.ok) throw new ManifestError(check.issues);
  return manifest;
}

export interface ManifestKeeperOptions {
  heartbeatMs?: number;
  logger: CollectorLogger;
  now?: () => Date;
}

/**
 * Keeps one collector instance's manifest in the `collectors` bucket under
 * `<platform>.<instance_id>`: written at start, `last_seen_at` refreshed every heartbeat, and
 * deleted on a graceful stop so the gateway stops advertising the instance at once. A failed
 * heartbeat (NATS away) is logged and retried on the next beat; the bucket's max age removes
 * the key of an instance that died.
 */
export class ManifestKeeper {
  readonly key: string;
  private manifest: CollectorManifest;
  private timer: ReturnType<typeof setInterval> | undefined;
  private beating: Promise<void> = Promise.resolve();
  private failures = 0;
  private readonly now: () => Date;

  constructor(
    private readonly kv: KV,
    manifest: CollectorManifest,
    private readonly options: ManifestKeeperOptions,
  ) {
    this.manifest = validManifest(manifest);
    this.key = manifestKey(manifest.platform, manifest.instance_id);
    this.now = options.now ?? (() => new Date());
  }

  current(): CollectorManifest {
    return this.manifest;
  }

  /** Writes the manifest (the first write must succeed) and starts the heartbeat. */
  async start(): Promise<void> {
    await putJson(this.kv, this.key, this.manifest);
    this.options.logger.info({ key: this.key, operations: this.manifest.operations }, 'collector manifest published');
    this.timer = setInterval(() => {
      this.beating = this.beat();
    }, this.options.heartbeatMs ?? MANIFEST_HEARTBEAT_MS);
  }

  /** Changes the manifest (e.g. once the job consumer is up) and writes it at once. */
  async update(change: Partial<Pick<CollectorManifest, 'accepts_jobs' | 'operations' | 'selectors'>>): Promise<void> {
    this.manifest = validManifest({ ...this.manifest, ...change });
    await this.beat();
  }

  private async beat(): Promise<void> {
    this.manifest = { ...this.manifest, last_seen_at: this.now().toISOString() };
    try {
      await putJson(this.kv, this.key, this.manifest);
      if (this.failures > 0) this.options.logger.info({ key: this.key, missed: this.failures }, 'collector manifest heartbeat restored');
      this.failures = 0;
    } catch (err) {
      this.failures++;
      // One missed beat is noise; the gateway only marks the instance stale after several.
      const log = this.failures >= 3 ? this.options.logger.error.bind(this.options.logger) : this.options.logger.warn.bind(this.options.logger);
      log({ key: this.key, err, missed: this.failures }, 'collector manifest heartbeat failed');
    }
  }

  /** Stops the heartbeat and removes the key; safe to call twice. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.beating;
    try {
      await this.kv.delete(this.key);
      this.options.logger.info({ key: this.key }, 'collector manifest removed');
    } catch (err) {
      this.options.logger.warn({ key: this.key, err }, 'could not remove the collector manifest; it expires with the bucket max age');
    }
  }
}
