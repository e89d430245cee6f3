import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFakeSamples } from './fake-platform.js';
import { ReplayFetcher } from '../src/replay-fetcher.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'estate-replay-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function all(fetcher: ReplayFetcher) {
  const out = [];
  for await (const o of fetcher.payloads()) out.push(o);
  return out;
}

describe('ReplayFetcher', () => {
  it('replays generated samples in the order and with the types the manifest records', async () => {
    await writeFakeSamples(dir, { seed: 1, size: 60, pageSize: 10 });
    const fetcher = new ReplayFetcher(join(dir, 'zillow'));
    const outcomes = await all(fetcher);
    expect(outcomes.length).toBeGreaterThan(3);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const first = outcomes[0];
    expect(first?.ok && first.payload).toMatchObject({ path: 'search/page-0001.jsonl', content_type: 'application/x-ndjson' });
  });

  it('replays a hand-recorded folder in path order, skipping dotfiles', async () => {
    await mkdir(join(dir, 'detail'), { recursive: true });
    await writeFile(join(dir, 'search-2.json'), '{"page":2}');
    await writeFile(join(dir, 'search-1.json'), '{"page":1}');
    await writeFile(join(dir, 'detail', 'a.html'), '<html></html>');
    await writeFile(join(dir, '.DS_Store'), 'x');
    const outcomes = await all(new ReplayFetcher(dir));
    expect(outcomes.map((o) => (o.ok ? [o.payload.path, o.payload.content_type] : o.issue.path))).toEqual([
      ['detail/a.html', 'text/html'],
      ['search-1.json', 'application/json'],
      ['search-2.json', 'application/json'],
    ]);
  });

  it('reports an unreadable file and goes on; a missing folder is one not_collected outcome naming what to do', async () => {
    await writeFile(join(dir, 'a.json'), '{}');
    await writeFile(join(dir, 'c.json'), '{}');
    const fetcher = new ReplayFetcher(dir);
    // A file listed but gone by the time it is read (a recording being replaced).
    const outcomes = [];
    for (const entry of [...(await fetcher.list()), { path: 'missing.json', content_type: 'application/json' }]) outcomes.push(await fetcher.read(entry));
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, false]);
    expect(outcomes[2]).toMatchObject({ ok: false, issue: { error_code: 'not_collected', path: 'missing.json' } });
    const missing = await all(new ReplayFetcher(join(dir, 'nowhere')));
    expect(missing).toEqual([{ ok: false, issue: expect.objectContaining({ error_code: 'not_collected', path: join(dir, 'nowhere') }) }]);
    expect(!missing[0]?.ok && missing[0]?.issue.message).toMatch(/no replay payloads at .*nowhere: generate them/);
  });
});
