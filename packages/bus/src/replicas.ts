import { ConfigError } from '@estate/runtime';

/** The variable that sets how many copies of every stream and KV bucket JetStream keeps. */
export const REPLICAS_VARIABLE = 'NATS_REPLICAS';
/** JetStream refuses more replicas than this. */
export const MAX_REPLICAS = 5;

/**
 * The replica count of every stream and KV bucket the topology provisions: `NATS_REPLICAS`,
 * default 1 (one server: `npm start`, every single-node test). A cluster of three sets 3, so
 * that losing any one server loses no data and leaves a quorum (2 of 3) that keeps accepting
 * writes. The durable consumers inherit their stream's count (JetStream's default for a
 * consumer whose `num_replicas` is unset). Read here only, so that no stream or bucket is
 * created with a count of its own.
 */
export function natsReplicas(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env[REPLICAS_VARIABLE]?.trim();
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > MAX_REPLICAS) {
    throw new ConfigError([{ variable: REPLICAS_VARIABLE, message: `must be an integer from 1 to ${MAX_REPLICAS} (the cluster size or less)` }]);
  }
  return n;
}
