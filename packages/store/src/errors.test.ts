import { ClickHouseError } from '@clickhouse/client';
import { describe, expect, it } from 'vitest';
import { isUnavailable, StoreUnavailableError, toStoreError } from './errors.js';

describe('error mapping', () => {
  it('socket failures and overload codes mean unavailable; query errors do not', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(isUnavailable(refused)).toBe(true);
    expect(isUnavailable(new Error('Timeout error.'))).toBe(true);
    expect(isUnavailable(new ClickHouseError({ message: 'Too many simultaneous queries', code: '202', type: 'TOO_MANY_SIMULTANEOUS_QUERIES' }))).toBe(true);
    expect(isUnavailable(new ClickHouseError({ message: 'Syntax error', code: '62', type: 'SYNTAX_ERROR' }))).toBe(false);
    expect(isUnavailable(new Error('wrapped', { cause: refused }))).toBe(true);
  });

  it('wraps only what is unavailable, keeping the cause', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const mapped = toStoreError(refused, 'query');
    expect(mapped).toBeInstanceOf(StoreUnavailableError);
    expect((mapped as Error).cause).toBe(refused);
    const syntax = new ClickHouseError({ message: 'Syntax error', code: '62', type: 'SYNTAX_ERROR' });
    expect(toStoreError(syntax, 'query')).toBe(syntax);
  });
});
