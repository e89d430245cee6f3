import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what it serves', () => {
  it('declares open-data property records of the US for the property and tax assessment operations', () => {
    expect(collector).toMatchObject({ platform: 'nyc_assessment', countries: ['US'], accessClass: 'open_data', recordKinds: ['property_record'] });
    expect([...collector.operations]).toEqual(['resolveProperty', 'getProperty', 'getPropertyRecords', 'getPropertyTaxAssessments']);
  });
});
