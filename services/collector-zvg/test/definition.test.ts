import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what it serves', () => {
  it('declares open-data auctions in Germany, searched and read by id', () => {
    expect(collector).toMatchObject({ platform: 'zvg', accessClass: 'open_data', recordKinds: ['auction'], countries: ['DE'] });
    expect([...collector.operations]).toEqual(['searchAuctions', 'getAuction']);
  });
});
