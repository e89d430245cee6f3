import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what it serves', () => {
  it('declares open-data descriptive records of Spain', () => {
    expect(collector).toMatchObject({ platform: 'catastro', countries: ['ES'], accessClass: 'open_data', recordKinds: ['property_record'] });
    expect([...collector.operations]).toEqual(['resolveProperty', 'getProperty', 'getPropertyRecords']);
  });
});
