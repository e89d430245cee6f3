import { createLogger } from '@estate/runtime';
import { createStore, migrate, type SourceRunInsertRow, type Store } from '@estate/store';
import { startChdbHttpEndpoint, startTcpProxy, type ChdbHttpEndpointHandle, type TcpProxyHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedDirectory } from '../src/collectors/collector-directory.js';
import { SourceBoard } from '../src/reads/source-status.js';
import { manifest } from './harness.js';

// A store that hangs must not hold every request for a full request timeout: the timeout here
// is far longer than the test's own, so a board that waited on the blackholed store would fail
// the test by timing out.
const HANGING_TIMEOUT_MS = 120_000;

let endpoint: ChdbHttpEndpointHandle;
let proxy: TcpProxyHandle;
let direct: Store;
let throughProxy: Store;

function run(runId: string, status: string, finishedAt: Date): SourceRunInsertRow {
  return {
    run_id: runId,
    platform: 'zillow',
    status,
    ...(status === 'failed' ? { error_code: 'blocked' } : {}),
    started_at: new Date(finishedAt.getTime() - 1_000).toISOString(),
    finished_at: finishedAt.toISOString(),
    observed_at: finishedAt.toISOString(),
    event_id: `evt-${runId}`,
  };
}

beforeAll(async () => {
  endpoint = await startChdbHttpEndpoint();
  proxy = await startTcpProxy({ targetPort: endpoint.port });
  direct = await createStore({ url: endpoint.url });
  await direct.ensureDatabase();
  await migrate(direct);
  throughProxy = await createStore({ url: proxy.url, requestTimeoutMs: HANGING_TIMEOUT_MS });
}, 60_000);

afterAll(async () => {
  await throughProxy?.close();
  await direct?.close();
  await proxy?.close();
  await endpoint?.stop();
});

describe('SourceBoard while the store is down', () => {
  it('answers from the last runs read without waiting on a store known to be down, and picks up new runs once it is back', async () => {
    await direct.insertRows('source_runs', [run('r1', 'success', new Date(Date.now() - 60_000))]);
    const board = new SourceBoard(throughProxy, new FixedDirectory([manifest()]), { runsTtlMs: 0, logger: createLogger({ name: 'test', level: 'silent' }) });
    expect(await board.statusOf('zillow')).toMatchObject({ status: 'success' });

    // Refused: the read fails at once, and the board falls back to the runs it read before.
    proxy.setMode('refuse');
    expect(await board.statusOf('zillow')).toMatchObject({ status: 'success' });

    // Blackholed: a read would hang for HANGING_TIMEOUT_MS; the board must not wait for it.
    proxy.setMode('blackhole');
    expect(await board.statusOf('zillow')).toMatchObject({ status: 'success' });
    expect(await board.statusOf('zillow')).toMatchObject({ status: 'success' });

    // Back: a later run shows once a background read gets through.
    await direct.insertRows('source_runs', [run('r2', 'failed', new Date())]);
    proxy.setMode('pass');
    const deadline = Date.now() + 30_000;
    for (;;) {
      const status = await board.statusOf('zillow');
      if (status.status === 'stale') {
        expect(status).toMatchObject({ error_code: 'blocked' });
        break;
      }
      if (Date.now() > deadline) throw new Error(`the board never read the new run: ${JSON.stringify(status)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }, 20_000);
});

describe('SourceBoard statuses', () => {
  it('works statuses out once while manifests and runs are unchanged, and again when the clock alone moves one past 24 h', async () => {
    const finishedAt = new Date(Date.now() - 60_000);
    await direct.insertRows('source_runs', [{ ...run('r-clock', 'success', finishedAt), platform: 'suumo' }]);
    // No live collector: the platform is `stale` while its last good run is younger than 24 h.
    const manifests = await new FixedDirectory([]).platforms();
    const directory = { platforms: () => Promise.resolve(manifests) };
    let now = Date.now();
    const board = new SourceBoard(direct, directory, { runsTtlMs: 3_600_000 * 48, now: () => now });

    const first = await board.statusOf('suumo');
    expect(first).toMatchObject({ platform: 'suumo', status: 'stale', error_code: 'stale' });
    expect(await board.statusOf('suumo')).toBe(first);

    // The same runs and manifests, a day later: the data is past the live window.
    now = finishedAt.getTime() + 24 * 3_600_000 + 1_000;
    expect(await board.statusOf('suumo')).toMatchObject({ platform: 'suumo', status: 'unavailable', error_code: 'not_collected' });
  });

  it('answers point reads without a promise only while the last statuses are current', async () => {
    await direct.insertRows('source_runs', [{ ...run('r-fast', 'success', new Date(Date.now() - 60_000)), platform: 'idealista' }]);
    const manifests = await new FixedDirectory([manifest()]).platforms();
    // The directory hands out one promise while nothing changes, as the KV directory does.
    let handedOut = Promise.resolve(manifests);
    const directory = { platforms: () => handedOut };
    let now = Date.now();
    const board = new SourceBoard(direct, directory, { runsTtlMs: 10_000, now: () => now });

    expect(board.currentStatusOf('idealista')).toBeUndefined();
    const worked = await board.statusOf('idealista');
    expect(worked).toMatchObject({ platform: 'idealista', status: 'stale' });
    expect(board.currentStatusOf('idealista')).toBe(worked);
    expect(board.currentStatusOf('zillow')).toBe(await board.statusOf('zillow'));

    // New manifests (a new promise): not current until worked out again.
    handedOut = Promise.resolve(await new FixedDirectory([]).platforms());
    expect(board.currentStatusOf('idealista')).toBeUndefined();
    const again = await board.statusOf('zillow');
    expect(again).not.toBe(worked);
    expect(board.currentStatusOf('zillow')).toBe(again);

    // The clock alone: statuses older than a second, or runs past their interval, are worked out again.
    now += 1_000;
    expect(board.currentStatusOf('idealista')).toBeUndefined();
    await board.statusOf('idealista');
    expect(board.currentStatusOf('idealista')).toMatchObject({ status: 'stale' });
    now += 10_000;
    expect(board.currentStatusOf('idealista')).toBeUndefined();
  });
});
