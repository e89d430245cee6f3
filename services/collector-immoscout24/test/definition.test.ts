import { collectorManifest } from '@estate/collector-kit';
import { LOCATION_FILTER_VARIANTS, OPERATIONS_BY_ID } from '@estate/contract';
import { checkManifest } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { collector, definition } from '../src/index.js';

/** The request fields an operation takes: its body's and its query's properties. */
function fieldsOf(operationId: string): string[] {
  const operation = OPERATIONS_BY_ID.get(operationId);
  const props = (schema: unknown): string[] =>
    typeof schema === 'object' && schema !== null && 'properties' in schema && typeof schema.properties === 'object' && schema.properties !== null
      ? Object.keys(schema.properties)
      : [];
  return [...props(operation?.body), ...props(operation?.query)];
}

describe('the collector definition', () => {
  it('makes a valid manifest', () => {
    const check = checkManifest(collectorManifest(definition, { mode: 'replay', instanceId: 'test-1', startedAt: '2025-03-01T09:00:00.000Z' }));
    expect(check).toMatchObject({ ok: true });
  });

  it('serves only contract operations, with selectors the contract accepts', () => {
    for (const operationId of definition.operations) {
      expect(OPERATIONS_BY_ID.has(operationId)).toBe(true);
      const accepted = fieldsOf(operationId);
      for (const selector of definition.selectors[operationId] ?? []) {
        const [field = '', kind] = selector.split('.');
        expect(accepted, `${operationId} ${selector}`).toContain(field);
        if (kind !== undefined) expect(Object.keys(LOCATION_FILTER_VARIANTS)).toContain(kind);
      }
    }
  });

  it('hands the kit its parser and renderer', () => {
    expect(collector.platform).toBe(collector.renderer.platform);
    expect(typeof collector.parse).toBe('function');
  });
});
