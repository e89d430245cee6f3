import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what it serves', () => {
  it('declares open-data auctions in Spain, searched and read by id', () => {
    expect(collector).toMatchObject({ platform: 'boe', accessClass: 'open_data', recordKinds: ['auction'], countries: ['ES'] });
    expect([...collector.operations]).toEqual(['searchAuctions', 'getAuction']);
  });
});
