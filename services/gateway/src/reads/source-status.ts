import type { SourceStatusBody } from '@estate/contract';
import { LIVE_WINDOW_MS, type PlatformManifest } from '@estate/events';
import { latestSourceRuns, type SourceRunSummary, type Store } from '@estate/store';
import type { Logger } from '@estate/runtime';
import type { CollectorDirectory } from '../collectors/collector-directory.js';

/** Everything known of one platform right now: its merged manifest (if a collector runs) and its latest run. */
export interface PlatformState {
  platform: string;
  manifest?: PlatformManifest;
  run?: SourceRunSummary;
}

/**
 * meta.sources for a platform, from the collection runs and the live manifests:
 * - no live collector (manifest gone or heartbeat stale) → `stale` (`error_code: stale`) while its
 *   last successful collection is younger than 24 h, else `unavailable` (`not_collected`);
 * - live but never completed a run → `unavailable` (`not_collected`);
 * - latest run failed → `stale` with the run's error code while earlier data is still live, else
 *   `failed`;
 * - latest run partial → `partial`; success → `success`. `truncated` is the run's own flag.
 * `observed_at` is the platform's latest completed collection that did not fail.
 */
export function sourceStatusOf(state: PlatformState, now: number): SourceStatusBody {
  const { platform, manifest, run } = state;
  const lastGood = run?.last_success_at ?? undefined;
  const dataLive = lastGood !== undefined && now - Date.parse(lastGood) < LIVE_WINDOW_MS;
  const base = {
    platform,
    ...(manifest ? { provider: manifest.provider } : {}),
    truncated: run?.truncated ?? false,
    ...(lastGood !== undefined ? { observed_at: lastGood } : {}),
  };
  if (!manifest || manifest.state !== 'live') {
    return dataLive ? { ...base, status: 'stale', error_code: 'stale' } : { ...base, status: 'unavailable', error_code: 'not_collected' };
  }
  if (!run) return { ...base, status: 'unavailable', error_code: 'not_collected' };
  if (run.status === 'failed') {
    const code = run.error_code || 'http_error';
    return dataLive ? { ...base, status: 'stale', error_code: code } : { ...base, status: 'failed', error_code: code };
  }
  if (run.status === 'partial') return { ...base, status: 'partial', ...(run.error_code ? { error_code: run.error_code } : {}) };
  return { ...base, status: 'success' };
}

/**
 * The platforms this deployment knows (live manifests and platforms with collection runs) and
 * their SourceStatus. Runs come from ClickHouse, cached for `runsTtlMs` so that high request
 * rates cost one query per interval, not one per request; manifests are already in memory.
 */
/** Runs older than this many cache intervals are read again before answering (a quiet gateway). */
const STALE_RUNS_FACTOR = 4;
/**
 * Statuses are worked out again at least this often even when manifests and runs are unchanged:
 * the clock alone moves a platform from `stale` to `unavailable` when its data passes 24 h.
 */
const STATUS_MAX_AGE_MS = 1_000;

interface Statuses {
  manifests: readonly PlatformManifest[];
  runs: ReadonlyMap<string, SourceRunSummary>;
  /** The promises the inputs came from: while the directory and the run cache hand out the same ones, so are the inputs. */
  manifestsFrom: Promise<PlatformManifest[]>;
  runsFrom: Promise<Map<string, SourceRunSummary>>;
  at: number;
  platforms: PlatformState[];
  byPlatform: Map<string, SourceStatusBody>;
}

export class SourceBoard {
  #runs: { at: number; value: Promise<Map<string, SourceRunSummary>> } | undefined;
  #lastGood: Map<string, SourceRunSummary> | undefined;
  #lastGoodAt = 0;
  /** The last read of the runs failed: the store is down until a read succeeds again. */
  #failing = false;
  #background: Promise<void> | undefined;
  /** The last platforms and statuses worked out, reused while their inputs are the same objects. */
  #statuses: Statuses | undefined;

  constructor(
    private readonly store: Store,
    private readonly directory: CollectorDirectory,
    private readonly options: { runsTtlMs?: number; now?: () => number; logger?: Logger } = {},
  ) {}

  now(): number {
    return (this.options.now ?? Date.now)();
  }

  async platforms(): Promise<PlatformState[]> {
    return (await this.#current()).platforms;
  }

  /** Every read by id asks this: answered from the statuses worked out last while nothing changed. */
  async statusOf(platform: string): Promise<SourceStatusBody> {
    const statuses = this.#fresh() ?? (await this.#current());
    return statuses.byPlatform.get(platform) ?? sourceStatusOf({ platform }, statuses.at);
  }

  /**
   * The status `statusOf` would answer, without a promise, when the last statuses are still
   * current; undefined when they must be worked out again (then call `statusOf`). Point reads
   * ask on every request: this keeps the Promise.all, the awaits and the closures off their path.
   */
  currentStatusOf(platform: string): SourceStatusBody | undefined {
    return this.#fresh()?.byPlatform.get(platform);
  }

  /** The last statuses, if `#current` would return them as they are (same inputs, young enough, runs not due). */
  #fresh(): Statuses | undefined {
    const last = this.#statuses;
    const runs = this.#runs;
    if (!last || !runs || runs.value !== last.runsFrom) return undefined;
    const now = this.now();
    if (now < last.at || now - last.at >= STATUS_MAX_AGE_MS || now - runs.at >= this.#runsTtlMs()) return undefined;
    return this.directory.platforms() === last.manifestsFrom ? last : undefined;
  }

  #runsTtlMs(): number {
    return this.options.runsTtlMs ?? 2_000;
  }

  async #current(): Promise<Statuses> {
    const manifestsFrom = this.directory.platforms();
    const runsFrom = this.#latestRuns();
    const [manifests, runs] = await Promise.all([manifestsFrom, runsFrom]);
    const now = this.now();
    const last = this.#statuses;
    if (last && last.manifests === manifests && last.runs === runs && now >= last.at && now - last.at < STATUS_MAX_AGE_MS) {
      // The same inputs from new promises: remember those, so that the fast path knows them.
      last.manifestsFrom = manifestsFrom;
      last.runsFrom = runsFrom;
      return last;
    }
    const byName = new Map<string, PlatformState>();
    for (const run of runs.values()) byName.set(run.platform, { platform: run.platform, run });
    for (const manifest of manifests) byName.set(manifest.platform, { ...byName.get(manifest.platform), platform: manifest.platform, manifest });
    const platforms = [...byName.values()].sort((a, b) => a.platform.localeCompare(b.platform));
    const byPlatform = new Map(platforms.map((state) => [state.platform, sourceStatusOf(state, now)]));
    return (this.#statuses = { manifests, runs, manifestsFrom, runsFrom, at: now, platforms, byPlatform });
  }

  #latestRuns(): Promise<Map<string, SourceRunSummary>> {
    const ttl = this.#runsTtlMs();
    const at = this.now();
    if (this.#runs && at - this.#runs.at < ttl) return this.#runs.value;
    const lastGood = this.#lastGood;
    if (lastGood && (this.#failing || at - this.#lastGoodAt < STALE_RUNS_FACTOR * ttl)) {
      // Answer from the last runs read and let one read at a time refresh them in the background.
      // Known down: a store that hangs would otherwise hold every request (point reads from KV
      // included) for a full request timeout. Up: every request arriving while the runs are
      // re-read would otherwise wait for that query, a stall every interval that lands in
      // getListing's tail latency.
      this.#refreshInBackground();
      return Promise.resolve(lastGood);
    }
    const value = this.#read().then(undefined, (error: unknown) => {
      // Not cached: the next request tries again. Meanwhile the last runs read still describe
      // the sources (a point read from KV need not fail because ClickHouse blinked).
      if (this.#runs?.value === value) this.#runs = undefined;
      if (this.#lastGood) {
        this.options.logger?.warn({ err: error }, 'collection runs unreadable; describing sources from the last runs read');
        return this.#lastGood;
      }
      throw error;
    });
    this.#runs = { at, value };
    return value;
  }

  #read(): Promise<Map<string, SourceRunSummary>> {
    return latestSourceRuns(this.store).then(
      (rows) => {
        this.#failing = false;
        this.#lastGoodAt = this.now();
        return (this.#lastGood = new Map(rows.map((r) => [r.platform, r])));
      },
      (error: unknown) => {
        this.#failing = true;
        throw error;
      },
    );
  }

  #refreshInBackground(): void {
    if (this.#background) return;
    const at = this.now();
    this.#background = this.#read()
      .then(
        (runs) => {
          this.#runs = { at, value: Promise.resolve(runs) };
        },
        (error: unknown) => {
          this.options.logger?.debug({ err: error }, 'collection runs still unreadable');
        },
      )
      .finally(() => {
        this.#background = undefined;
      });
  }
}
