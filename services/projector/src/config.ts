import { logLevelField } from '@estate/runtime';
import { Type } from 'typebox';

export const ProjectorConfig = Type.Object({
  LOG_LEVEL: logLevelField({ default: 'info' }),
  PROJECTOR_BATCH_SIZE: Type.Integer({ default: 2000, minimum: 1, maximum: 50_000 }),
  PROJECTOR_BATCH_WAIT_MS: Type.Integer({ default: 1000, minimum: 1000, maximum: 60_000 }),
  /** Batches committing at once: the next is projected and inserted while the last one's KV writes finish. */
  PROJECTOR_BATCHES_IN_FLIGHT: Type.Integer({ default: 2, minimum: 1, maximum: 8 }),
  /**
   * How long a delivered, unacked event waits before redelivery (a crashed projector's batch
   * comes back after this). Commits longer than this are safe: the loop reports progress.
   */
  PROJECTOR_ACK_WAIT_MS: Type.Integer({ default: 60_000, minimum: 1000, maximum: 600_000 }),
  /**
   * One active projector per durable consumer, the others standing by: a lease in NATS KV not
   * renewed for this long is taken over by a standby. 0 runs without a lease (exactly one
   * projector must run then, as before). Otherwise at least 1000. A standby takes over within
   * about 1.25 × this; an active instance whose event loop stalls longer than this (a loaded
   * machine, a long GC) is taken over while it lives, so not much lower.
   */
  PROJECTOR_LEASE_TTL_MS: Type.Integer({ default: 8_000, minimum: 0, maximum: 600_000 }),
  /** 0 turns the metrics endpoint off. */
  PROJECTOR_METRICS_PORT: Type.Integer({ default: 9464, minimum: 0, maximum: 65_535 }),
});
