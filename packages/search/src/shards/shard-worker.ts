// The entry of a search shard's worker thread: one shard of the kind `workerData` names, answering
// each request in the order posted. Run from the built JavaScript (dist/shards/shard-worker.js);
// see shard-link.ts.
import { parentPort, workerData } from 'node:worker_threads';
import type { SearchProjectionOptions } from '../search-projection.js';
import { createShard } from './shard-kinds.js';
import type { ReplyEnvelope, RequestEnvelope, ShardPlace } from './shard-protocol.js';

const port = parentPort;
if (port === null) throw new Error('shard-worker.js runs as a worker thread');
const data = workerData as ShardPlace & { options: SearchProjectionOptions };
const shard = createShard(data.options, { kind: data.kind, index: data.index, count: data.count });

port.on('message', ({ id, request }: RequestEnvelope) => {
  let reply: ReplyEnvelope;
  try {
    reply = { id, ok: true, reply: shard.handle(request) };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    reply = { id, ok: false, error: { name, message } };
  }
  port.postMessage(reply);
});
