import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what it serves', () => {
  it('declares the quotes and calendars of Airbnb’s pages', () => {
    expect(collector).toMatchObject({ platform: 'airbnb', accessClass: 'public_portal', recordKinds: ['stay_quote', 'stay_availability'] });
    expect([...collector.operations]).toEqual(['getStayQuote', 'getStayAvailability']);
  });
});
