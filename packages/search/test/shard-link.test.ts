import { describe, expect, it } from 'vitest';
import { WorkerShard } from '../src/shards/shard-link.js';
import type { ShardRequest } from '../src/shards/shard-protocol.js';

// A worker shard posts the requests of one turn of the event loop as one message; each keeps its own answer.
describe('a worker shard', () => {
  it('answers requests sent in one turn each with its own answer or error, in order', async () => {
    const link = new WorkerShard({}, { kind: 'listing', index: 0, count: 1 });
    try {
      const answers = await Promise.allSettled([
        link.send({ type: 'size' }),
        link.send({ type: 'no such request' } as unknown as ShardRequest),
        link.send({ type: 'heap' }),
        link.send({ type: 'size' }),
      ]);
      expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect(answers[0]).toEqual({ status: 'fulfilled', value: 0 });
      expect(answers[1]?.status === 'rejected' && String(answers[1].reason)).toContain('does not answer no such request');
      expect(answers[2]?.status === 'fulfilled' && typeof answers[2].value).toBe('number');
      // A later turn is answered too.
      await expect(link.send({ type: 'size' })).resolves.toBe(0);
    } finally {
      await link.close();
    }
  });

  it('fails requests still waiting to be posted when it is closed, and every later one', async () => {
    const link = new WorkerShard({}, { kind: 'listing', index: 0, count: 1 });
    const queued = expect(link.send({ type: 'size' })).rejects.toThrow('closed');
    await link.close();
    await queued;
    await expect(link.send({ type: 'size' })).rejects.toThrow('closed');
  });
});
