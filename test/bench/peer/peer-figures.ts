// The peer's figures for one operation (search, getListing): from its load run when that run got
// answers, otherwise from the run one request at a time, named so that the difference is plain
// (`<operation>.peer_sequential.*`) and with baselines that say at which concurrency each side ran.
import type { LoadResult } from '../load-client.js';
import { figure, type Figure } from '../report.js';
import type { OneAtATimeBounds, OneAtATimeResult } from './one-at-a-time.js';

/** A load run with fewer answers than this says nothing about the peer's rate: it is measured one request at a time. */
export const MIN_CONCURRENT_ANSWERS = 10;

export function needsOneAtATime(run: LoadResult, minAnswers: number): boolean {
  return run.ok < minAnswers;
}

export interface Served {
  requests_per_s: number;
  latency_ms: { p50: number; p99: number };
}

/** What the peer is judged against, measured earlier in the same run. */
export interface OperationBaselines {
  /** Bare Fastify at the load run's connections. */
  bare: Served;
  /** The gateway at the load run's connections. */
  gateway: Served;
  /** The gateway one request at a time, when the run measured it. */
  gatewayOneAtATime?: Served;
}

export interface PeerOperationRun {
  operation: 'search' | 'get_listing';
  /** What the requests are, for the baselines' names: `searches`, `ids`. */
  what: string;
  connections: number;
  durationSeconds: number;
  concurrent: LoadResult;
  /** Set when the load run got too few answers and the peer was idle again in time. */
  oneAtATime?: { result: OneAtATimeResult; bounds: OneAtATimeBounds };
  /** Set when the load run got too few answers and the peer was still busy this long after it. */
  busyAfterSeconds?: number;
  /** The target for the gateway over the peer, e.g. `ratio >= 3`. */
  target?: string;
}

/** The figures of one operation, and a note when they are not those of the load run. */
export function peerOperationFigures(run: PeerOperationRun, baselines: OperationBaselines): { figures: Figure[]; note?: string } {
  const { operation: op, concurrent, connections: n } = run;
  const bare = { name: `bare fastify, same ${op === 'search' ? 'search' : 'getListing'} body, ${n} connections`, value: 0 };
  const answered = [
    figure(`peer.${op}.answered`, concurrent.ok, 'answers', { name: `requests sent at ${n} connections`, value: concurrent.sent }),
    figure(`peer.${op}.throughput`, concurrent.requests_per_s, 'req/s', { ...bare, value: baselines.bare.requests_per_s }),
  ];
  const atLoad = `answered ${concurrent.ok} of ${concurrent.sent} ${run.what} at ${n} connections in the ${run.durationSeconds} s window`;
  if (run.oneAtATime) return { figures: [...answered, ...oneAtATimeFigures(run, run.oneAtATime.result, baselines)], note: oneAtATimeNote(run, run.oneAtATime, atLoad) };
  if (run.busyAfterSeconds !== undefined) {
    return { figures: answered, note: `the Orama peer ${atLoad}, and was still busy ${run.busyAfterSeconds.toFixed(0)} s later: its ${op} was not measured one at a time` };
  }
  const peer = { name: `Orama peer, same ${run.what}, ${n} connections` };
  return {
    figures: [
      ...answered,
      figure(`peer.${op}.latency_p99`, concurrent.latency_ms.p99, 'ms', { ...bare, value: baselines.bare.latency_ms.p99 }),
      figure(`${op}.throughput_vs_peer`, baselines.gateway.requests_per_s, 'req/s', { ...peer, value: concurrent.requests_per_s }, run.target),
      figure(`${op}.latency_p99_vs_peer`, baselines.gateway.latency_ms.p99, 'ms', { ...peer, value: concurrent.latency_ms.p99 }),
    ],
  };
}

function oneAtATimeFigures(run: PeerOperationRun, sequential: OneAtATimeResult, baselines: OperationBaselines): Figure[] {
  const { operation: op, connections: n } = run;
  // Like against like where the run has it: the gateway one at a time too.
  const gateway = baselines.gatewayOneAtATime
    ? { name: `the gateway, same ${run.what}, 1 connection`, served: baselines.gatewayOneAtATime }
    : { name: `the gateway, same ${run.what}, ${n} connections`, served: baselines.gateway };
  const peerName = `Orama peer, same ${run.what}, 1 connection (at ${n}: ${run.concurrent.ok} answers)`;
  const latencies =
    sequential.ok > 0
      ? [
          figure(`${op}.peer_sequential.latency_p50`, sequential.latency_ms.p50, 'ms', { name: gateway.name, value: gateway.served.latency_ms.p50 }),
          figure(`${op}.peer_sequential.latency_p99`, sequential.latency_ms.p99, 'ms', { name: gateway.name, value: gateway.served.latency_ms.p99 }),
          ...(baselines.gatewayOneAtATime ? [figure(`${op}.latency_p99_vs_peer`, baselines.gatewayOneAtATime.latency_ms.p99, 'ms', { name: `${peerName}; the gateway at 1 connection too`, value: sequential.latency_ms.p99 })] : []),
        ]
      : [];
  // The peer's rate to compare with: one at a time, else what the load run got; none when it answered nothing (the ratio has no bound).
  const peer =
    sequential.ok > 0
      ? { name: `${peerName}; the gateway at ${n} connections`, value: sequential.requests_per_s }
      : run.concurrent.ok > 0
        ? { name: `Orama peer, same ${run.what}, ${n} connections (1 at a time: 0 answers)`, value: run.concurrent.requests_per_s }
        : undefined;
  return [
    figure(`${op}.peer_sequential.throughput`, sequential.requests_per_s, 'req/s', { name: gateway.name, value: gateway.served.requests_per_s }),
    ...latencies,
    ...(peer ? [figure(`${op}.throughput_vs_peer`, baselines.gateway.requests_per_s, 'req/s', peer, run.target)] : []),
  ];
}

function oneAtATimeNote(run: PeerOperationRun, sequential: { result: OneAtATimeResult; bounds: OneAtATimeBounds }, atLoad: string): string {
  const r = sequential.result;
  const bounds = `each given ${sequential.bounds.timeoutMs / 1000} s, at most ${sequential.bounds.maxRequests} or ${sequential.bounds.budgetMs / 1000} s in all`;
  const outcome = r.ok === 0 ? 'answered none of them either' : `answered ${r.ok} in ${r.elapsed_s.toFixed(1)} s`;
  return `the Orama peer ${atLoad}; its ${run.operation}.peer_sequential figures are one request at a time (${bounds}): it ${outcome}${r.timeouts > 0 ? ', the last unanswered' : ''}`;
}
