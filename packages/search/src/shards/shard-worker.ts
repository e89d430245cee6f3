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

// A message holds the requests of one turn of the main thread's event loop (see WorkerShard), answered in order by one message.
port.on('message', (requests: RequestEnvelope[]) => {
  port.postMessage(requests.map(answer));
});

function answer({ id, request }: RequestEnvelope): ReplyEnvelope {
  try {
    return { id, ok: true, reply: shard.handle(request) };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    return { id, ok: false, error: { name, message } };
  }
}
