// One rule for every id a path carries: the document declares its shape as a `pattern`, and every
// id operation answers an id of the wrong shape with 400 `invalid_request` naming the parameter.
// Driven by the contract's operation table, so an id operation added later is covered as it lands.
import { OPERATIONS, SERVICE_IDS, buildOpenApiDocument, idPattern, isIdParameter, type IdParameter, type Operation } from '@estate/contract';
import { ID_PREFIXES, makeId } from '@estate/normalize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newJobId } from '../src/jobs/read-job-bucket.js';
import { createTestGateway, type TestGateway } from './harness.js';

const idParameters = (op: Operation): IdParameter[] => Object.keys(op.params?.properties ?? {}).filter(isIdParameter);
const ID_OPERATIONS = OPERATIONS.filter((op) => idParameters(op).length > 0);

/** A well-formed id of the kind `name` carries. */
function validId(name: IdParameter): string {
  const { prefix } = SERVICE_IDS[name];
  return prefix === 'job' ? newJobId() : makeId(prefix as (typeof ID_PREFIXES)[number], 'path-ids-test', name);
}

/** Ids of the wrong shape for `name`: another kind's id, a bad character, too short, too long, upper case, a bare prefix. */
function wrongIds(name: IdParameter): string[] {
  const good = validId(name);
  const other = name === 'listing_id' ? validId('agent_id') : validId('listing_id');
  return [other, `${good.slice(0, -1)}i`, good.slice(0, -1), `${good}0`, good.toUpperCase(), `${SERVICE_IDS[name].prefix}_`, '12345', 'x'.repeat(300)];
}

/** The path of `op` with `name` set to `value` and every other parameter valid. */
function pathOf(op: Operation, name: string, value: string): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, param: string) => encodeURIComponent(param === name ? value : isIdParameter(param) ? validId(param) : param === 'platform' ? 'zillow' : '12345'));
}

let gw: TestGateway;

beforeAll(async () => {
  gw = await createTestGateway({ entitlements: ['tax_assessments'] });
});

afterAll(async () => {
  await gw?.app.close();
});

describe('path ids', () => {
  it('covers every id operation of the table', () => {
    // 27 today; the count is a floor so that a new id operation only adds to it.
    expect(ID_OPERATIONS.length).toBeGreaterThanOrEqual(27);
  });

  it('declares the shape of every path id in the document, as the table has it', () => {
    const document = buildOpenApiDocument() as { paths: Record<string, Record<string, { operationId: string; parameters: { name: string; in: string; schema: { pattern?: string } }[] }>> };
    let checked = 0;
    for (const op of ID_OPERATIONS) {
      const documented = document.paths[op.path]?.[op.method.toLowerCase()];
      for (const name of idParameters(op)) {
        const parameter = documented?.parameters.find((p) => p.in === 'path' && p.name === name);
        expect(parameter?.schema.pattern, `${op.operationId} ${name}`).toBe(idPattern(name));
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(ID_OPERATIONS.length);
  });

  it('holds the id makers to the declared shapes', () => {
    for (const name of Object.keys(SERVICE_IDS) as IdParameter[]) {
      for (let i = 0; i < 50; i++) {
        const id = SERVICE_IDS[name].prefix === 'job' ? newJobId() : makeId(SERVICE_IDS[name].prefix as (typeof ID_PREFIXES)[number], name, i);
        expect(id).toMatch(new RegExp(idPattern(name)));
      }
    }
    // Every kind normalize makes has its shape here.
    expect(ID_PREFIXES.filter((prefix) => !Object.values(SERVICE_IDS).some((kind) => kind.prefix === prefix))).toEqual([]);
  });

  it.each(ID_OPERATIONS.map((op) => [op.operationId, op] as const))('%s answers every id of the wrong shape with 400 naming the parameter', async (_id, op) => {
    for (const name of idParameters(op)) {
      for (const value of wrongIds(name)) {
        const res = await gw.app.inject({
          method: op.method,
          url: pathOf(op, name, value),
          headers: { 'x-api-key': gw.key, 'content-type': 'application/json' },
          ...(op.body ? { payload: '{}' } : {}),
        });
        expect(res.statusCode, `${op.operationId} ${name}=${value}`).toBe(400);
        const body = res.json<{ error: { code: string; message: string } }>();
        expect(body.error.code).toBe('invalid_request');
        expect(body.error.message).toContain(`path.${name}`);
      }
      // A well-formed id gets past the shape check (here to 501: no source serves the operation).
      const res = await gw.app.inject({ method: op.method, url: pathOf(op, name, validId(name)), headers: { 'x-api-key': gw.key, 'content-type': 'application/json' }, ...(op.body ? { payload: JSON.stringify(bodyFor(op)) } : {}) });
      expect(res.statusCode, `${op.operationId} ${name} well-formed`).toBe(501);
    }
  });

  it('says which kind an id of another kind is', async () => {
    const agent = validId('agent_id');
    const res = await gw.app.inject({ method: 'GET', url: `/v1/agencies/${agent}`, headers: { 'x-api-key': gw.key } });
    expect(res.json<{ error: { message: string } }>().error.message).toBe(`path.agency_id ${agent} is an agent, not an agency id (read it with GET /v1/agents/{agent_id})`);
  });
});

/** A body the operation accepts (only getStayQuote takes both a path id and a body). */
function bodyFor(op: Operation): unknown {
  if (op.operationId === 'getStayQuote') return { check_in: '2030-01-01', check_out: '2030-01-03', guests: 1 };
  return {};
}
