import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what it serves', () => {
  it('declares open-data transactions of Japan', () => {
    expect(collector).toMatchObject({ platform: 'mlit', countries: ['JP'], accessClass: 'open_data', recordKinds: ['property_record'] });
    expect([...collector.operations]).toEqual(['getPropertyRecords', 'getPropertyTransactions']);
  });
});
