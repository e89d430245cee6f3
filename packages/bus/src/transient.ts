import { JetStreamApiError } from '@nats-io/jetstream';
import { AckedPublishError } from './acked-publish.js';

/**
 * JetStream API errors a cluster answers while it reorganises, not because the request is wrong:
 * 10004 incomplete results, 10005 no peers for placement (a node of an R3 group is down),
 * 10008 "JetStream system temporarily unavailable" (no meta leader yet), 10009 the server
 * asked cannot handle it (not leader). Codes from nats-server's errors.json.
 */
const CLUSTER_SETTLING_CODES: ReadonlySet<number> = new Set([10004, 10005, 10008, 10009]);

/**
 * An error a later attempt of the same request may not get: a timeout, a lost or reconnecting
 * connection, no responders (the client names it JetStreamNotEnabled; it is also what a
 * restarting server or a stream without a leader says), or a cluster electing a leader.
 * Anything else the server rejected will be rejected again.
 */
export function isTransient(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err instanceof JetStreamApiError) return err.status === 503 || CLUSTER_SETTLING_CODES.has(err.code);
  // No code: no ack in time, or the connection went; 503: no responders.
  if (err instanceof AckedPublishError) return err.code === undefined || err.code === 503 || CLUSTER_SETTLING_CODES.has(err.code);
  if (err.name === 'JetStreamNotEnabled') return true;
  const text = `${err.name} ${err.message}`.toLowerCase();
  return /no responders|503|timeout|timed out|disconnect|connection|closed|reconnect|temporarily unavailable/.test(text);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
