import type { Bus } from '@estate/bus';
import { createEvent, type AnyEvent, type MarketPointObserved } from '@estate/events';
import { marketId } from '@estate/normalize';
import { getPointRevisions, getSourcePoints } from '@estate/store';
import { startClickHouse, startNatsServer, type ClickHouseHandle, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjector } from '../src/projector.js';
import { rebuildProjections } from '../src/rebuild.js';
import { connectBus, logger, publishAll, rows } from './harness.js';

let nats: NatsServerHandle;
let clickhouse: ClickHouseHandle;
let bus: Bus;

beforeAll(async () => {
  [nats, clickhouse] = await Promise.all([startNatsServer(), startClickHouse()]);
  bus = await connectBus(nats.url);
}, 120_000);

afterAll(async () => {
  await bus?.close();
  await Promise.all([clickhouse?.stop(), nats?.stop()]);
});

const collector = { name: 'collector-uk_hpi', version: '0.1.0', run_id: 'run-1' };
const BRISTOL = { kind: 'city', country: 'GB', city: 'Bristol', name: 'Bristol' };

function point(month: string, vintage: string, value: string | null, observedAt: string): AnyEvent {
  const data: MarketPointObserved = {
    dataset: 'uk_hpi_full',
    market: BRISTOL,
    source_region: { scheme: 'ons_gss', code: 'E06000023', name: 'City of Bristol', type: 'local_authority' },
    metric: 'average_price',
    segment: 'all',
    seasonally_adjusted: false,
    frequency: 'monthly',
    period_start: `${month}-01`,
    period_end: `${month}-28`,
    value,
    value_status: value === null ? 'missing' : 'published',
    unit: 'GBP',
    currency: 'GBP',
    vintage,
    native_field: 'AveragePrice',
    access_class: 'open_data',
  };
  return createEvent({ type: 'market_point.observed', platform: 'uk_hpi', provider: 'collector-uk_hpi/replay', observed_at: observedAt, collector, data });
}

async function seriesCaughtUp(): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const info = await bus.jsm.consumers.info('SERIES', 'projector');
    if (info.num_pending === 0 && info.num_ack_pending === 0) return;
    if (Date.now() > deadline) throw new Error(`SERIES not caught up: ${info.num_pending} pending`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('market points from SERIES', () => {
  const id = marketId(BRISTOL) as string;

  it('are projected from their own stream: each vintage a revision, the newest served, a replayed vintage once', async () => {
    const events = [
      point('2025-07', '2025-08', '352000.5', '2025-09-20T00:00:00.000Z'),
      point('2025-08', '2025-08', null, '2025-09-20T00:00:00.000Z'),
      point('2025-07', '2025-09', '351500.25', '2025-10-20T00:00:00.000Z'),
      point('2025-08', '2025-09', '353000', '2025-10-20T00:00:00.000Z'),
      // The collector's next run over the same September file: new event ids, the same vintage.
      point('2025-07', '2025-09', '351500.25', '2025-10-20T06:00:00.000Z'),
    ];
    await publishAll(bus, events);
    const projector = await startProjector({ bus, store: clickhouse.store, logger, batchSize: 100, batchWaitMs: 1000 });
    await seriesCaughtUp();
    await projector.stop();

    const current = await getSourcePoints(clickhouse.store, id, { metric: 'average_price' });
    expect(current.map((p) => [p.period_start, p.value, p.vintage, p.revisions])).toEqual([
      ['2025-07-01', '351500.25', '2025-09', 2],
      ['2025-08-01', '353000', '2025-09', 2],
    ]);
    const july = await getPointRevisions(clickhouse.store, { market_id: id, platform: 'uk_hpi', metric: 'average_price', segment: 'all', period_start: '2025-07-01' });
    expect(july.map((r) => [r.vintage, r.value])).toEqual([
      ['2025-08', '352000.5'],
      ['2025-09', '351500.25'],
    ]);
  }, 120_000);

  it('outlive a --rebuild, which replays OBSERVATIONS only', async () => {
    const before = await rows(clickhouse.store, 'SELECT count() AS n FROM market_point_revisions');
    const result = await rebuildProjections({ bus, store: clickhouse.store, logger, batchSize: 100 });
    expect(result.tables).not.toContain('market_point_revisions');
    expect(await rows(clickhouse.store, 'SELECT count() AS n FROM market_point_revisions')).toEqual(before);
  }, 120_000);
});
