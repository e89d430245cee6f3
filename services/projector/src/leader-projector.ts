import type { Logger } from '@estate/runtime';
import type { LeaderLease } from './leader-lease.js';
import type { ProjectorMetrics } from './metrics.js';
import type { RunningProjector } from './projector.js';

/** What an instance is doing: waiting for the lease, starting up with it, or projecting. */
export type ProjectorRole = 'standby' | 'starting' | 'active';

export interface LeaderProjectorOptions {
  lease: LeaderLease;
  metrics: ProjectorMetrics;
  logger: Logger;
  /** Starts projecting once the lease is held (migrations, a freshly warmed matcher, the in-doubt replay, the consumers). */
  start: () => Promise<RunningProjector>;
}

export interface LeaderProjector {
  role(): ProjectorRole;
  /** Stops projecting (the batch in hand is committed and acked), then gives the lease up. */
  stop(): Promise<void>;
  /** Resolves after stop(); rejects if starting the projector failed. */
  readonly done: Promise<void>;
}

/**
 * Stand by until the lease is ours, project while it is, and stand by again once it is lost.
 * The matcher is warmed at each takeover, not at process start: the active instance changed the
 * live listings since. A projector whose consumers end on their own (the connection closed) gives
 * the lease up so that another instance takes over.
 */
export function runLeaderProjector(options: LeaderProjectorOptions): LeaderProjector {
  const { lease, metrics, logger } = options;
  const stopping = new AbortController();
  const stopped = new Promise<'stop'>((resolve) => stopping.signal.addEventListener('abort', () => resolve('stop'), { once: true }));
  let role: ProjectorRole = 'standby';
  metrics.active.set(0);

  async function projectWhileLeader(): Promise<void> {
    const lost = new Promise<'lost'>((resolve) => lease.onLost(() => resolve('lost')));
    role = 'starting';
    let projector: RunningProjector;
    try {
      projector = await options.start();
    } catch (error) {
      await lease.release();
      throw error;
    }
    role = 'active';
    metrics.active.set(1);
    metrics.takeovers.inc();
    const why = await Promise.race([lost, stopped, projector.done.then(() => 'ended' as const)]);
    logger.info({ why }, 'projector stepping down');
    role = 'standby';
    metrics.active.set(0);
    await projector.stop();
    await lease.release();
  }

  async function loop(): Promise<void> {
    while (!stopping.signal.aborted) {
      logger.info({ instance: lease.holder.instance }, 'projector standing by for the lease');
      if (!(await lease.acquire(stopping.signal))) break;
      logger.info({ instance: lease.holder.instance }, 'projector lease taken; starting');
      await projectWhileLeader();
    }
  }

  const done = loop();
  return {
    role: () => role,
    done,
    async stop() {
      stopping.abort();
      await done.catch(() => undefined);
    },
  };
}
