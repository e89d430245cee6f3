/** Counters of the projector, exposed as Prometheus text and logged per batch. */
export class ProjectorMetrics {
  batches = 0;
  events = 0;
  skipped = 0;
  rows = { listings: 0, observations: 0, media: 0, source_runs: 0 };
  kvWrites = 0;
  failedBatches = 0;
  lastBatchMs = 0;
  lastCommitAt = 0;
  pending = 0;
  /** Live listings the property matcher holds. */
  matcherListings = 0;
  ackPending = 0;
  readonly startedAt = Date.now();

  /** Events committed per second since start. */
  rate(now = Date.now()): number {
    const seconds = (now - this.startedAt) / 1000;
    return seconds > 0 ? this.events / seconds : 0;
  }

  prometheus(extra: Record<string, number> = {}): string {
    const lines = [
      ['projector_batches_total', this.batches, 'counter', 'Batches committed.'],
      ['projector_events_total', this.events, 'counter', 'Events committed (ClickHouse and KV).'],
      ['projector_events_skipped_total', this.skipped, 'counter', 'Events of kinds not projected.'],
      ['projector_rows_listings_total', this.rows.listings, 'counter', 'Rows inserted into listings.'],
      ['projector_rows_observations_total', this.rows.observations, 'counter', 'Rows inserted into listing_observations.'],
      ['projector_rows_media_total', this.rows.media, 'counter', 'Rows inserted into listing_media.'],
      ['projector_rows_source_runs_total', this.rows.source_runs, 'counter', 'Rows inserted into source_runs.'],
      ['projector_kv_writes_total', this.kvWrites, 'counter', 'Documents written to the listings bucket.'],
      ['projector_failed_batches_total', this.failedBatches, 'counter', 'Batches whose commit failed (redelivered).'],
      ['projector_last_batch_seconds', this.lastBatchMs / 1000, 'gauge', 'Commit time of the last batch.'],
      ['projector_lag_messages', this.pending, 'gauge', 'Messages in the stream not yet delivered to the projector.'],
      ['projector_ack_pending_messages', this.ackPending, 'gauge', 'Messages delivered and not yet acknowledged.'],
      ['projector_matcher_listings', this.matcherListings, 'gauge', 'Live listings in the property matcher index.'],
      ...Object.entries(extra).map(([name, value]) => [name, value, 'gauge', name] as const),
    ] as const;
    return `${lines.map(([name, value, type, help]) => `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n${name} ${value}`).join('\n')}\n`;
  }
}
