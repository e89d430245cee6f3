import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a read cache reports about itself (KvReadCache's `stats()`). */
export interface CacheStats {
  stats(): { size: number; hits: number; misses: number };
}

type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx';
type RequestLabels = Readonly<{ operation: string; status_class: StatusClass }>;

function statusClass(status: number): StatusClass {
  if (status < 200) return '1xx';
  if (status < 300) return '2xx';
  if (status < 400) return '3xx';
  if (status < 500) return '4xx';
  return '5xx';
}

/**
 * The gateway's Prometheus metrics, served at `/metrics`. Each gateway has a registry of its own
 * rather than prom-client's global one, so that several gateways in one process (tests, the
 * embedded process beside the projector) neither collide nor count each other's requests.
 */
export class GatewayMetrics {
  readonly registry = new Registry();
  readonly #caches = new Map<string, CacheStats>();
  readonly #labels = new Map<string, Map<StatusClass, RequestLabels>>();
  readonly #requests: Counter<'operation' | 'status_class'>;
  readonly #duration: Histogram<'operation' | 'status_class'>;

  constructor() {
    const registers = [this.registry];
    this.#requests = new Counter({
      name: 'estate_gateway_requests_total',
      help: 'Requests answered, by operationId and status class.',
      labelNames: ['operation', 'status_class'],
      registers,
    });
    this.#duration = new Histogram({
      name: 'estate_gateway_request_duration_seconds',
      help: 'Time from receiving a request to answering it, by operationId and status class.',
      labelNames: ['operation', 'status_class'],
      registers,
    });
    // Cache figures are read from the caches when scraped, so a cache read costs nothing extra.
    const caches = this.#caches;
    new Gauge({
      name: 'estate_gateway_read_cache_entries',
      help: 'Documents held by a read cache.',
      labelNames: ['cache'],
      registers,
      collect() {
        for (const [cache, source] of caches) this.set({ cache }, source.stats().size);
      },
    });
    for (const [field, help] of [
      ['hits', 'Reads a read cache answered from memory.'],
      ['misses', 'Reads a read cache passed on to the bucket.'],
    ] as const) {
      new Counter({
        name: `estate_gateway_read_cache_${field}_total`,
        help,
        labelNames: ['cache'],
        registers,
        collect() {
          // The cache keeps the running totals; the counter mirrors them.
          this.reset();
          for (const [cache, source] of caches) this.inc({ cache }, source.stats()[field]);
        },
      });
    }
  }

  observeRequest(operationId: string, status: number, elapsedMs: number): void {
    const labels = this.#labelsOf(operationId, statusClass(status));
    this.#requests.inc(labels);
    this.#duration.observe(labels, elapsedMs / 1000);
  }

  /** One labels object per operation and status class, made once: every request is counted with one. */
  #labelsOf(operation: string, statusClass: StatusClass): RequestLabels {
    let byClass = this.#labels.get(operation);
    if (!byClass) this.#labels.set(operation, (byClass = new Map()));
    let labels = byClass.get(statusClass);
    if (!labels) byClass.set(statusClass, (labels = Object.freeze({ operation, status_class: statusClass })));
    return labels;
  }

  /** Reports `cache`'s size, hits and misses under the label `cache="<name>"`. */
  watchCache(name: string, cache: CacheStats): void {
    this.#caches.set(name, cache);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
