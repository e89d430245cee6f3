import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CHANGE_FEED, OPERATIONS, STAY_QUOTE_MAX_NIGHTS, StayQuoteRequest, StaySearchRequest, buildOpenApiDocument, createAjv } from '../src/index.js';
import { PATH_PARAMETER_EXAMPLES, REQUEST_EXAMPLES } from '../src/examples.js';

const run = promisify(execFile);
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

type Doc = { openapi: string; paths: Record<string, Record<string, { operationId: string; parameters: { name: string; in: string }[] }>> };

describe('the OpenAPI document', () => {
  it('is printed by `pnpm openapi` with exactly the 43 operations and the change feed (GET, and POST with a body) at their methods and paths', async () => {
    const { stdout } = await run('pnpm', ['--silent', 'openapi'], { cwd: packageDir, maxBuffer: 64 * 1024 * 1024 });
    const doc = JSON.parse(stdout) as Doc;
    expect(doc.openapi).toBe('3.1.0');
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([m, o]) => `${m.toUpperCase()} ${path} ${o.operationId}`));
    expect(listed.sort()).toEqual([...OPERATIONS, CHANGE_FEED, { ...CHANGE_FEED.withBody, path: CHANGE_FEED.path }].map((o) => `${o.method} ${o.path} ${o.operationId}`).sort());
  }, 60_000);

  it('passes redocly lint with 0 errors', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'estate-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(buildOpenApiDocument()));
      const result = await run(join(packageDir, 'node_modules/.bin/redocly'), ['lint', file, '--format=summary'], {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      }).catch((error: { stdout: string; stderr: string }) => error);
      const output = `${result.stdout}\n${result.stderr}`;
      expect((result as { code?: number }).code ?? 0, output).toBe(0);
      expect(output).toContain('Your API description is valid');
      expect(output).not.toMatch(/\berror\b.*:\s*\d+/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refers to shared components instead of repeating them', () => {
    const doc = buildOpenApiDocument() as unknown as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
    const text = JSON.stringify(doc.paths);
    expect(text).toContain('"$ref":"#/components/schemas/Listing"');
    expect(text).not.toContain('"title":"Listing"');
    expect(Object.keys(doc.components.schemas)).toContain('ErrorEnvelope');
  });

  it('documents the credit and rate-limit headers the gateway sends', () => {
    type Headers = Record<string, unknown>;
    const doc = buildOpenApiDocument() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: Headers }> }>>;
      components: { responses: Record<string, { headers?: Headers }> };
    };
    const ok = doc.paths['/v1/listings/search']?.post?.responses['200']?.headers ?? {};
    expect(Object.keys(ok).sort()).toEqual(['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'x-credits-cost', 'x-credits-remaining', 'x-request-id']);
    expect(Object.keys(doc.components.responses.Error429?.headers ?? {})).toContain('retry-after');
  });

  it('declares the x-api-key scheme for every operation', () => {
    const doc = buildOpenApiDocument() as unknown as { security: unknown; components: { securitySchemes: unknown } };
    expect(doc.security).toEqual([{ ApiKeyAuth: [] }]);
    expect(doc.components.securitySchemes).toEqual({ ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'x-api-key' } });
  });

  it('maps every discriminator tag onto the component whose tag it is', () => {
    const doc = buildOpenApiDocument() as unknown as { components: { schemas: Record<string, { properties?: Record<string, { const?: string }> }> } };
    const unions: { discriminator: { propertyName: string; mapping?: Record<string, string> }; oneOf: { $ref: string }[] }[] = [];
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (node === null || typeof node !== 'object') return;
      if ('discriminator' in node) unions.push(node as (typeof unions)[number]);
      Object.values(node).forEach(visit);
    };
    visit(doc);
    // LocationFilter (component, and inlined where used) and the professional searches' narrower union.
    expect(unions.length).toBeGreaterThanOrEqual(2);
    for (const union of unions) {
      const mapping = union.discriminator.mapping ?? {};
      expect(Object.values(mapping).sort()).toEqual(union.oneOf.map((b) => b.$ref).sort());
      for (const [tag, ref] of Object.entries(mapping)) {
        const component = doc.components.schemas[ref.split('/').pop() as string];
        expect(component?.properties?.[union.discriminator.propertyName]?.const, ref).toBe(tag);
      }
    }
  });

  it('states the bounds of polygon coordinates in the schema', () => {
    const doc = buildOpenApiDocument() as unknown as { components: { schemas: { PolygonLocation: { properties: { coordinates: { items: { prefixItems: object[]; items: boolean } } } } } } };
    const position = doc.components.schemas.PolygonLocation.properties.coordinates.items;
    expect(position.prefixItems).toMatchObject([{ minimum: -180, maximum: 180 }, { minimum: -90, maximum: 90 }]);
    expect(position.items).toBe(false);
  });

  it('shows a request example for every body and every path parameter, each valid against its schema', () => {
    const ajv = createAjv();
    const withBody = OPERATIONS.filter((op) => op.body);
    expect(Object.keys(REQUEST_EXAMPLES).sort()).toEqual(withBody.map((op) => op.operationId).sort());
    for (const op of withBody) {
      const validate = ajv.compile(op.body as object);
      const example = (REQUEST_EXAMPLES as Record<string, { value: unknown }>)[op.operationId]?.value;
      expect(validate(example), `${op.operationId}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
    const doc = buildOpenApiDocument() as unknown as { paths: Record<string, Record<string, { operationId: string; parameters: { in: string; example?: string }[]; requestBody?: { content: { 'application/json': { examples: object } } } }>> };
    let parameters = 0;
    for (const methods of Object.values(doc.paths)) {
      for (const operation of Object.values(methods)) {
        for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
          expect(parameter.example, operation.operationId).toBeTypeOf('string');
          parameters += 1;
        }
        if (operation.requestBody) expect(Object.keys(operation.requestBody.content['application/json'].examples)).toEqual([operation.operationId]);
      }
    }
    expect(parameters).toBeGreaterThan(25);
    expect(Object.keys(PATH_PARAMETER_EXAMPLES).length).toBeGreaterThan(10);
  });
});

describe('dated request examples', () => {
  type StayDates = { check_in: string; check_out: string };
  const staysOf = (doc: ReturnType<typeof buildOpenApiDocument>) =>
    ['/v1/stays/search', '/v1/stays/{stay_id}/quote'].map((path) => {
      const post = (doc.paths as Record<string, { post: { requestBody: { content: { 'application/json': { examples: Record<string, { value: StayDates }> } } } } }>)[path]?.post;
      return Object.values(post?.requestBody.content['application/json'].examples ?? {})[0]?.value as StayDates;
    });

  it.each(['2026-07-02', '2026-11-27', '2027-02-28', '2031-12-31'])('on %s, check in ahead of the day the document is built, inside the calendar horizon, and check out after', (day) => {
    const today = new Date(`${day}T23:59:59Z`);
    const stays = staysOf(buildOpenApiDocument({ today }));
    expect(stays).toHaveLength(2);
    for (const { check_in, check_out } of stays) {
      const ahead = (Date.parse(check_in) - Date.parse(day)) / 86_400_000;
      expect(ahead).toBeGreaterThanOrEqual(1);
      expect(ahead).toBeLessThan(STAY_QUOTE_MAX_NIGHTS);
      const nights = (Date.parse(check_out) - Date.parse(check_in)) / 86_400_000;
      expect(nights).toBeGreaterThanOrEqual(1);
      expect(nights).toBeLessThanOrEqual(STAY_QUOTE_MAX_NIGHTS);
    }
  });

  it('gives the stay dates no field example that the server would refuse (the same day in and out)', () => {
    for (const schema of [StaySearchRequest, StayQuoteRequest]) {
      const { check_in, check_out } = schema.properties as Record<string, { examples?: unknown[] }>;
      expect(check_in?.examples).toBeUndefined();
      expect(check_out?.examples).toBeUndefined();
    }
  });
});
