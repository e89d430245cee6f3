import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what it serves', () => {
  it('declares open-data market points for the market operations in its country', () => {
    expect(collector).toMatchObject({ platform: 'ine', countries: ['ES'], accessClass: 'open_data', recordKinds: ['market_point'] });
    expect([...collector.operations]).toEqual(['searchMarkets', 'getMarketSeries']);
    expect(collector.selectors.getMarketSeries).toEqual(['metric', 'from', 'to', 'frequency', 'limit', 'cursor']);
  });
});
