import { BUCKETS, collectConsumerSpec, COLLECTION_STREAMS, defaultTopology, ensureBucket, ensureConsumer, ensureStream, jobConsumerSpec, type Bus } from '@estate/bus';
import { STREAM_NAMES } from '@estate/events';

async function streamExists(bus: Bus, name: string): Promise<boolean> {
  try {
    await bus.jsm.streams.info(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates what this collector needs when it is missing, never changing what exists: the
 * deployment's provisioning owns the configuration, a collector only avoids starting into a
 * void (an empty test server, a first start).
 */
export async function ensureInfrastructure(bus: Bus, platform: string, jobs: boolean, shared: boolean): Promise<void> {
  const topology = defaultTopology();
  const needed: string[] = [STREAM_NAMES.observations, ...(jobs ? [STREAM_NAMES.jobs] : []), ...(shared ? Object.values(COLLECTION_STREAMS) : [])];
  for (const spec of topology.streams.filter((s) => needed.includes(s.name))) {
    if (!(await streamExists(bus, spec.name))) await ensureStream(bus, spec);
  }
  const buckets: string[] = [BUCKETS.collectors, ...(shared ? [BUCKETS.collectionRuns, BUCKETS.politeness] : [])];
  for (const bucket of topology.buckets.filter((b) => buckets.includes(b.name))) {
    if (!(await streamExists(bus, `KV_${bucket.name}`))) await ensureBucket(bus, bucket);
  }
  if (jobs) await ensureConsumer(bus, jobConsumerSpec(platform));
  if (shared) {
    const spec = collectConsumerSpec(platform);
    const exists = await bus.jsm.consumers.info(spec.stream, spec.durable).then(
      () => true,
      () => false,
    );
    if (!exists) await ensureConsumer(bus, spec);
  }
}
