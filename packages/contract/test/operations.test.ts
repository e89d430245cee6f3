import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPERATIONS, OPERATIONS_BY_ID } from '../src/index.js';

const contractPath = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/contract/seed-contract.md');
const contract = readFileSync(contractPath, 'utf8');

/** Rows `| METHOD | /v1/... | operationId | ...` of the contract's two endpoint tables. */
function contractOperations(): { method: string; path: string; operationId: string; enablement?: string; cost?: number }[] {
  const rows: { method: string; path: string; operationId: string; enablement?: string; cost?: number }[] = [];
  for (const line of contract.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 5 || !/^(GET|POST)$/.test(cells[1] as string)) continue;
    const [, method, path, operationId, enablement, cost] = cells as [string, string, string, string, string?, string?];
    rows.push({ method, path, operationId, ...(enablement ? { enablement, cost: Number(cost) } : {}) });
  }
  return rows;
}

describe('the operation table', () => {
  const expected = contractOperations();

  it('has exactly the contract operations, each with its method and path', () => {
    expect(expected).toHaveLength(43);
    const ours = OPERATIONS.map((o) => `${o.method} ${o.path} ${o.operationId}`).sort();
    expect(ours).toEqual(expected.map((o) => `${o.method} ${o.path} ${o.operationId}`).sort());
    expect(new Set(OPERATIONS.map((o) => o.operationId)).size).toBe(43);
  });

  it('keeps the enablement and credit cost the contract states', () => {
    const stated = expected.filter((o) => o.enablement !== undefined);
    expect(stated).toHaveLength(19);
    for (const row of stated) {
      const op = OPERATIONS_BY_ID.get(row.operationId);
      expect({ id: row.operationId, enablement: op?.enablement, cost: op?.creditCost }).toEqual({ id: row.operationId, enablement: row.enablement, cost: row.cost });
    }
  });

  it('marks the operations the contract states as defined but not enabled', () => {
    for (const id of ['searchAgencies', 'getPropertyComparables', 'getBuildingUnits', 'getStayAvailability', 'getAuction', 'getReadJob', 'getReadJobResults']) {
      expect(OPERATIONS_BY_ID.get(id)?.enablement).toBe('unavailable');
    }
  });

  it('gives every path parameter a non-empty string rule', () => {
    for (const op of OPERATIONS) {
      const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
      expect(Object.keys(op.params?.properties ?? {}).sort()).toEqual([...names].sort());
      for (const name of names) expect(op.params?.properties[name]).toMatchObject({ type: 'string', minLength: 1 });
    }
  });

  it('pages with limit 1 to 100 (default 20) and cursor where the contract says', () => {
    const paged = ['getListingMedia', 'getListingHistory', 'getListingOpenHouses', 'getSimilarListings', 'getPropertyListings', 'getPropertyRecords', 'getPropertyTransactions', 'getPropertyTaxAssessments', 'getPropertyValuations'];
    for (const id of paged) {
      const op = OPERATIONS_BY_ID.get(id);
      expect(op?.query?.properties.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 20 });
      expect(op?.query?.properties.cursor).toMatchObject({ type: 'string', minLength: 1 });
      expect(op?.paginated).toBe(true);
    }
  });

  it('names the unnamed comparables and availability parameters', () => {
    const comparables = OPERATIONS_BY_ID.get('getPropertyComparables')?.query?.properties;
    expect(comparables?.basis).toMatchObject({ enum: ['closed_sale', 'active_listing', 'rental_listing', 'closed_lease'] });
    expect(comparables?.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(OPERATIONS_BY_ID.get('getStayAvailability')?.query?.properties.days).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
  });

  it('charges the meta operations nothing and requires the tax assessment entitlement', () => {
    for (const op of OPERATIONS.filter((o) => o.path.startsWith('/v1/meta/'))) expect(op.creditCost).toBe(0);
    expect(OPERATIONS_BY_ID.get('getPropertyTaxAssessments')?.entitlement).toBe('tax_assessments');
  });
});
