// The entry of a listing shard's worker thread: one ListingShard, answering each request in the
// order posted. Run from the built JavaScript (dist/shards/shard-worker.js); see worker-shard.ts.
import { parentPort, workerData } from 'node:worker_threads';
import type { SearchProjectionOptions } from '../search-projection.js';
import { ListingShard } from './listing-shard.js';
import type { ReplyEnvelope, RequestEnvelope } from './shard-protocol.js';

const port = parentPort;
if (port === null) throw new Error('shard-worker.js runs as a worker thread');
const data = workerData as { options: SearchProjectionOptions; index: number; count: number };
const shard = new ListingShard(data.options, { index: data.index, count: data.count });

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
