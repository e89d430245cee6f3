import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what it serves', () => {
  it('declares open-data stays, calendars and reviews in at least three countries, and the market series derived from them', () => {
    expect(collector).toMatchObject({ platform: 'insideairbnb', accessClass: 'open_data', recordKinds: ['stay', 'stay_availability', 'stay_review'] });
    expect(collector.countries.length).toBeGreaterThanOrEqual(3);
    expect([...collector.operations]).toEqual(['searchStays', 'getStay', 'getStayAvailability', 'getStayReviews', 'searchMarkets', 'getMarketSeries']);
  });
});
