export { connect, DEFAULT_NATS_URL, natsServers, type Bus, type ConnectOptions } from './connection.js';
export {
  startConsumer,
  type ConsumerCounters,
  type ConsumerLoop,
  type ConsumerLoopOptions,
  type DecodeFailure,
  type DecodeOutcome,
  type Decoder,
  type Delivery,
  type PoisonReport,
} from './consumer-loop.js';
export { silentLogger, type BusLogger } from './logger.js';
export {
  consumerConfig,
  ensureBucket,
  ensureConsumer,
  ensureStream,
  provision,
  ProvisioningError,
  streamConfig,
  type ProvisionAction,
  type ProvisionOptions,
  type Provisioned,
  type ProvisionResult,
} from './provision.js';
export { Publisher, PublishError, type PublisherCounters, type PublisherOptions, type PublishOutcome } from './publisher.js';
export { atLeast, serverFeatures, type ServerFeatures } from './server-features.js';
export { MAX_REPLICAS, natsReplicas, REPLICAS_VARIABLE } from './replicas.js';
export { BUCKET_LIST, bucketsOfKind, type BucketEntry, type BucketKey, type BucketName, type BucketTtl, type DocumentBucketKind } from './buckets.js';
export {
  BUCKETS,
  collectConsumerSpec,
  COLLECTION_STREAMS,
  defaultTopology,
  jobConsumerSpec,
  PROJECTOR_DURABLE,
  type BucketSpec,
  type ConsumerSpec,
  type StreamSpec,
  type Topology,
  type TopologyOptions,
} from './topology.js';
export { getJson, openBucket, putJson, type KV, type KvEntry } from './kv.js';
export { KvMirror, type KvMirrorOptions, type MirroredEntry } from './kv-mirror.js';
export { KvReadCache, type KvReadCacheOptions } from './kv-read-cache.js';
export { AckedPublisher, AckedPublishError, KvWriter, WRONG_LAST_SEQUENCE, type StreamAck } from './acked-publish.js';
