import type { Bus } from '@estate/bus';
import { decodeEvent, STREAM_NAMES, type EventOf } from '@estate/events';
import { listingId } from '@estate/normalize';
import { compareVersions, type Versioned } from '@estate/projector';

/** What the OBSERVATIONS stream holds, read back after every process stopped. */
export interface StreamAudit {
  /** Messages of `listing.observed` (the kind the projector stores in `listing_observations`). */
  listingMessages: number;
  /** Their distinct event ids: what was published, whatever the retries. */
  listingEventIds: Set<string>;
  /** Distinct listing event ids per collector run. */
  listingsPerRun: Map<string, number>;
  /** The newest observation of each listing (listing id → version), as the projections must hold it. */
  latest: Map<string, Versioned>;
  /** One `source_run.completed` per run id. */
  runReports: Map<string, EventOf<'source_run.completed'>>;
  undecodable: number;
  lastSeq: number;
}

/**
 * Reads the whole OBSERVATIONS stream through an ordered consumer of its own (no durable state
 * is left on the server, the projector's consumer is not touched).
 */
export async function auditObservations(bus: Bus): Promise<StreamAudit> {
  const info = await bus.jsm.streams.info(STREAM_NAMES.observations);
  const audit: StreamAudit = {
    listingMessages: 0,
    listingEventIds: new Set(),
    listingsPerRun: new Map(),
    latest: new Map(),
    runReports: new Map(),
    undecodable: 0,
    lastSeq: info.state.last_seq,
  };
  if (info.state.messages === 0) return audit;
  const consumer = await bus.js.consumers.get(STREAM_NAMES.observations, { filter_subjects: ['obs.*.listing', 'runs.*.completed'] });
  const messages = await consumer.consume({ max_messages: 1000 });
  try {
    for await (const m of messages) {
      const decoded = decodeEvent(m.data);
      if (!decoded.ok) audit.undecodable += 1;
      else if (decoded.event.type === 'listing.observed') {
        const event = decoded.event;
        audit.listingMessages += 1;
        if (!audit.listingEventIds.has(event.id)) {
          audit.listingEventIds.add(event.id);
          const run = event.collector.run_id;
          audit.listingsPerRun.set(run, (audit.listingsPerRun.get(run) ?? 0) + 1);
        }
        const id = listingId(event.platform, event.data.native_id);
        const candidate = { observed_at: event.observed_at, event_id: event.id };
        const current = audit.latest.get(id);
        if (!current || compareVersions(current, candidate) < 0) audit.latest.set(id, candidate);
      } else if (decoded.event.type === 'source_run.completed') {
        audit.runReports.set(decoded.event.data.run_id, decoded.event);
      }
      // The filter skips the other kinds; the last filtered message may sit before the stream's last.
      if (m.seq >= audit.lastSeq || m.info.pending === 0) break;
    }
  } finally {
    await messages.close();
  }
  return audit;
}
