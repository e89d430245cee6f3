import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what it serves', () => {
  it('declares open-data property records of England and Wales for the property reads and transactions', () => {
    expect(collector).toMatchObject({ platform: 'landregistry', countries: ['GB'], accessClass: 'open_data', recordKinds: ['property_record'] });
    expect(collector.operations).toContain('getPropertyTransactions');
    expect(collector.operations).not.toContain('getPropertyTaxAssessments');
    expect(collector.selectors.getPropertyComparables).toEqual(['basis', 'limit']);
  });
});
