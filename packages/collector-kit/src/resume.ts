import type { Bus } from '@estate/bus';
import { decodeEvent, streamFor, subjectFor, type CollectorMode } from '@estate/events';

/** The last run report a collector of this platform published, as far as resuming needs it. */
export interface RecordedRun {
  readonly startedAt: number;
  readonly status: string;
  readonly operation: string;
  readonly mode: string;
}

/** "No message" (10037) or no stream yet (10059): nothing recorded. */
function isNothingRecorded(err: unknown): boolean {
  return /no message found|10037|stream not found|10059/i.test(err instanceof Error ? err.message : String(err));
}

/** The platform's last `source_run.completed`, read from the stream that keeps it; undefined when there is none. */
export async function lastRecordedRun(bus: Bus, platform: string): Promise<RecordedRun | undefined> {
  const type = 'source_run.completed';
  let message;
  try {
    // The client answers null (or, in older versions, throws) when the subject holds nothing.
    message = await bus.jsm.streams.getMessage(streamFor(type), { last_by_subj: subjectFor(type, platform) });
  } catch (err) {
    if (isNothingRecorded(err)) return undefined;
    throw err;
  }
  if (!message) return undefined;
  const decoded = decodeEvent(message.data);
  if (!decoded.ok || decoded.event.type !== type) return undefined;
  const { data } = decoded.event;
  return { startedAt: Date.parse(data.started_at), status: data.status, operation: data.operation ?? '', mode: data.mode ?? '' };
}

/**
 * How long a restarted collector waits before its first scheduled run: the rest of the interval
 * since its last scheduled run, when that run read everything (status success) in the same mode.
 * Whatever that run published is already projected; running again at once re-reads every page
 * (a live platform's budget, a replay's full re-projection) for nothing new. 0: run now.
 */
export function resumeDelayMs(last: RecordedRun | undefined, mode: CollectorMode, intervalMs: number, now: number): number {
  if (!last || last.operation !== 'schedule' || last.status !== 'success' || last.mode !== mode || !Number.isFinite(last.startedAt)) return 0;
  const due = last.startedAt + intervalMs;
  // A clock that went back (a start before the recorded one) runs now rather than waiting a long time.
  return due > now && last.startedAt <= now ? due - now : 0;
}
