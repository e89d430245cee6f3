import { describe, expect, it } from 'vitest';
import { defineSeriesCollector, observeSeriesPoint, type SeriesPointFacts } from './market-series.js';
import { ParsedPayloadBuilder } from './parsed-payload.js';

const CONTEXT = { observedAt: '2025-10-20T00:00:00.000Z', retrievedAt: '2025-10-19T08:00:00.000Z' };
const FACTS: SeriesPointFacts = {
  dataset: 'd',
  market: { kind: 'city', country: 'US', name: 'Austin, TX' },
  source_region: { scheme: 's', code: '7', name: 'Austin' },
  metric: 'hpi_index',
  segment: 'all',
  seasonally_adjusted: false,
  frequency: 'monthly',
  period_start: '2025-01-01',
  period_end: '2025-01-31',
  unit: 'index',
  vintage: '2025-01-31',
  native_field: 'X',
};

function observe(cell: Parameters<typeof observeSeriesPoint>[2]) {
  const out = new ParsedPayloadBuilder('p.csv');
  observeSeriesPoint(out, CONTEXT, cell, FACTS);
  return { points: out.result.observations.map((o) => o.data), issues: out.result.issues };
}

describe('observeSeriesPoint', () => {
  it('observes a decimal as a published open-data point read at the payload’s retrieval time', () => {
    expect(observe({ raw: ' 101.5 ', at: 'row 2, X' }).points).toEqual([
      { ...FACTS, value: '101.5', value_status: 'published', access_class: 'open_data', retrieved_at: CONTEXT.retrievedAt },
    ]);
  });

  it('keeps a blank, absent or source-marked cell a missing point and a withheld one suppressed, never a zero', () => {
    for (const cell of [{ raw: '' }, { raw: undefined }, { raw: null }, { raw: 'NA', missing: true }]) {
      expect(observe({ ...cell, at: 'row 2, X' }).points).toMatchObject([{ value: null, value_status: 'missing' }]);
    }
    expect(observe({ raw: 12, at: 'series S, 2025-01-01', suppressed: true }).points).toMatchObject([{ value: null, value_status: 'suppressed' }]);
  });

  it('reports a cell that is no number, naming where it is and its record, and observes nothing', () => {
    const { points, issues } = observe({ raw: 'n/a', at: 'row 3, X', nativeId: '7' });
    expect(points).toEqual([]);
    expect(issues).toEqual([{ error_code: 'parse_error', message: 'row 3, X: "n/a" is not a number', path: 'p.csv', native_id: '7' }]);
    expect(observe({ raw: '', at: 'series S, 2025-01-01', missing: false }).issues.map((i) => i.message)).toEqual(['series S, 2025-01-01: "" is not a number']);
  });
});

describe('defineSeriesCollector', () => {
  it('declares open-data market points for the market operations, read every six hours unless told', () => {
    const parse = () => ({ observations: [], issues: [] });
    const definition = defineSeriesCollector({ platform: 'ons', displayName: 'ONS', countries: ['GB'], parse });
    expect(definition).toMatchObject({ platform: 'ons', accessClass: 'open_data', recordKinds: ['market_point'], operations: ['searchMarkets', 'getMarketSeries'], collectIntervalMs: 6 * 3_600_000 });
    expect(definition.selectors.getMarketSeries).toEqual(['metric', 'from', 'to', 'frequency', 'limit', 'cursor']);
    expect(defineSeriesCollector({ platform: 'ons', displayName: 'ONS', countries: ['GB'], parse, collectIntervalMs: 60_000 }).collectIntervalMs).toBe(60_000);
  });
});
