import { describe, expect, it } from 'vitest';
import { OPERATION_IDS, OPERATION_TABLE, OPERATIONS, OPERATIONS_BY_ID, isOperationId, type OperationInput, type OperationOf } from '../src/index.js';

// What the types carry (`pnpm typecheck` covers this file): each marked line must fail.
export const typed: OperationInput<'getListingMedia'> = { params: { listing_id: 'lst_1' }, query: { limit: 5, cursor: 'c' }, body: undefined };
// @ts-expect-error getListing takes listing_id, not id
export const wrongParam: OperationInput<'getListing'>['params'] = { id: 'lst_1' };
// @ts-expect-error a search body's limit is a number
export const wrongBody: OperationInput<'searchListings'>['body'] = { limit: '20' };
// @ts-expect-error no such operation in the contract
export type Unknown = OperationOf<'getUnicorn'>;

describe('the typed operation table', () => {
  it('holds every operation under its own id, the same objects as OPERATIONS', () => {
    expect(OPERATION_IDS).toEqual(OPERATIONS.map((o) => o.operationId));
    for (const id of OPERATION_IDS) {
      expect(OPERATION_TABLE[id].operationId).toBe(id);
      expect(OPERATION_TABLE[id]).toBe(OPERATIONS_BY_ID.get(id));
    }
    expect(Object.keys(OPERATION_TABLE)).toHaveLength(43);
  });

  it('gives every operation its parts, undefined where it takes none', () => {
    expect(OPERATION_TABLE.getListing.params.properties.listing_id).toMatchObject({ type: 'string', minLength: 1 });
    expect(OPERATION_TABLE.getListing.body).toBeUndefined();
    expect(OPERATION_TABLE.listPlatforms.query).toBeUndefined();
    expect(OPERATION_TABLE.searchListings.body).toBeDefined();
  });

  it('tells operation ids from other strings', () => {
    expect(isOperationId('getListing')).toBe(true);
    expect(isOperationId('toString')).toBe(false);
    expect(isOperationId('getUnicorn')).toBe(false);
  });
});
