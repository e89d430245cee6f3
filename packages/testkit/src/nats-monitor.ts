/**
 * The parts of nats-server's HTTP monitoring (`/jsz`, `/healthz`) the cluster helper reads. The
 * monitoring port answers while JetStream itself does not (no meta leader, no stream leader),
 * which is exactly when a test needs to know what the cluster is doing.
 */

export interface JszPeer {
  name: string;
  current: boolean;
  offline?: boolean;
  /** Nanoseconds since the peer was last heard from. */
  active: number;
  lag?: number;
}

export interface JszRaftGroup {
  name?: string;
  leader?: string;
  /** The other peers, as this server sees them; complete only on the leader. */
  replicas?: JszPeer[];
  cluster_size?: number;
}

export interface JszConsumer {
  name: string;
  stream_name: string;
  cluster?: JszRaftGroup;
}

export interface JszStream {
  name: string;
  cluster?: JszRaftGroup;
  state?: { messages: number; last_seq: number };
  consumer_detail?: JszConsumer[];
}

export interface Jsz {
  meta_cluster?: JszRaftGroup;
  account_details?: Array<{ name: string; stream_detail?: JszStream[] }>;
}

const REQUEST_TIMEOUT_MS = 2_000;

/** `/jsz` of one server, or undefined while it does not answer (killed, starting). */
export async function fetchJsz(monitorUrl: string, opts: { streams?: boolean } = {}): Promise<Jsz | undefined> {
  const query = opts.streams ? '?accounts=true&streams=true&consumers=true' : '';
  try {
    const res = await fetch(`${monitorUrl}/jsz${query}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    return res.ok ? ((await res.json()) as Jsz) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `/healthz`: 200 once this server's JetStream has a meta leader and every stream and consumer
 * placed on it is current; the error text otherwise.
 */
export async function fetchHealth(monitorUrl: string): Promise<{ ok: boolean; detail: string }> {
  try {
    const res = await fetch(`${monitorUrl}/healthz`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    return { ok: res.ok, detail: res.ok ? 'ok' : await res.text() };
  } catch (err) {
    return { ok: false, detail: err instanceof Error ? err.message : String(err) };
  }
}

export function streamDetail(jsz: Jsz | undefined, stream: string): JszStream | undefined {
  for (const account of jsz?.account_details ?? []) {
    const found = account.stream_detail?.find((s) => s.name === stream);
    if (found) return found;
  }
  return undefined;
}

/** Every raft group of streams and consumers this server takes part in, by a name unique in the cluster. */
export function raftGroups(jsz: Jsz | undefined): Map<string, JszRaftGroup> {
  const groups = new Map<string, JszRaftGroup>();
  for (const account of jsz?.account_details ?? []) {
    for (const stream of account.stream_detail ?? []) {
      if (stream.cluster) groups.set(`stream ${account.name}/${stream.name}`, stream.cluster);
      for (const consumer of stream.consumer_detail ?? []) {
        if (consumer.cluster) groups.set(`consumer ${account.name}/${stream.name}/${consumer.name}`, consumer.cluster);
      }
    }
  }
  return groups;
}
