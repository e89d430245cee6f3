import { OPERATIONS } from '@estate/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey, parseApiKey } from '../src/auth/api-key.js';
import { createTestGateway, errorOf, type TestGateway, urlFor } from './harness.js';
import { requestFor } from './fixtures.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.app.close());

describe('x-api-key on every operation', () => {
  it.each(OPERATIONS.map((op) => [op.operationId, op] as const))('%s refuses a missing key with 401', async (_id, op) => {
    const res = await gw.app.inject(requestFor(op, urlFor(op)));
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toMatchObject({ code: 'unauthenticated', retryable: false });
  });

  it.each(OPERATIONS.map((op) => [op.operationId, op] as const))('%s refuses a wrong key with 401', async (_id, op) => {
    const wrong = generateApiKey().key;
    const res = await gw.app.inject({ ...requestFor(op, urlFor(op)), headers: { 'x-api-key': wrong } });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('unauthenticated');
  });

  it('refuses a key whose id is known but whose secret is not', async () => {
    const [, id] = /^estate_([a-z0-9]{12})_/.exec(gw.key) as RegExpExecArray;
    const forged = `estate_${id}_${'A'.repeat(32)}`;
    const res = await gw.app.inject({ method: 'GET', url: '/v1/meta/platforms', headers: { 'x-api-key': forged } });
    expect(res.statusCode).toBe(401);
  });

  it.each([['empty', ''], ['garbage', 'not-a-key'], ['bearer style', `Bearer ${'x'.repeat(40)}`], ['very long', 'k'.repeat(5000)]])(
    'refuses a malformed key (%s)',
    async (_name, value) => {
      const res = await gw.app.inject({ method: 'GET', url: '/v1/meta/schemas', headers: { 'x-api-key': value } });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('unauthenticated');
    },
  );

  it('refuses a revoked key', async () => {
    const { key, keyId, hash } = generateApiKey();
    await gw.keys.put({ key_id: keyId, hash, name: 'revoked', created_at: new Date().toISOString(), revoked_at: new Date().toISOString(), entitlements: [] });
    const res = await gw.app.inject({ method: 'GET', url: '/v1/meta/platforms', headers: { 'x-api-key': key } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a key revoked after it was accepted, and a wrong secret of an accepted key id', async () => {
    const { key, keyId, hash } = generateApiKey();
    const record = { key_id: keyId, hash, name: 'revoked later', created_at: new Date().toISOString(), entitlements: [] };
    await gw.keys.put(record);
    const wrongSecret = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    const statuses = async (value: string) => (await gw.app.inject({ method: 'GET', url: '/v1/meta/platforms', headers: { 'x-api-key': value } })).statusCode;
    // Accepted twice: the second answer comes from the keys found valid before.
    expect([await statuses(key), await statuses(key), await statuses(wrongSecret)]).toEqual([200, 200, 401]);
    await gw.keys.put({ ...record, revoked_at: new Date().toISOString() });
    expect([await statuses(key), await statuses(key)]).toEqual([401, 401]);
  });

  it('accepts the right key', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/v1/meta/platforms', headers: { 'x-api-key': gw.key } });
    expect(res.statusCode).toBe(200);
  });

  it('never writes the key into the logs', async () => {
    await gw.app.inject({ method: 'GET', url: '/v1/meta/platforms', headers: { 'x-api-key': gw.key } });
    await gw.app.inject({ method: 'GET', url: '/v1/meta/platforms', headers: { 'x-api-key': 'estate_wrongwrongwro_' + 'B'.repeat(32) } });
    expect(gw.logs.length).toBeGreaterThan(0);
    const secret = parseApiKey(gw.key)?.secret as string;
    expect(secret).toHaveLength(32);
    expect(gw.logs.join('\n')).not.toContain(secret);
    expect(gw.logs.join('\n')).not.toContain('B'.repeat(32));
  });
});
