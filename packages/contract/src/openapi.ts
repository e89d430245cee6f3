import type { TObject, TSchema } from 'typebox';
import { CONTRACT_VERSION } from './common.js';
import { ERROR_CODES } from './errors.js';
import { ERROR_EXAMPLE, PATH_PARAMETER_EXAMPLES, requestExamples, type RequestExamples } from './examples.js';
import { CHANGE_FEED } from './change-feed.js';
import { OPERATIONS, type Operation } from './operations.js';
import { NAMED_SCHEMAS } from './schemas.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type OpenApiDocument = { [key: string]: Json };

const propertyKeys = (schema: object): string =>
  'properties' in schema && schema.properties !== null && typeof schema.properties === 'object' ? Object.keys(schema.properties).join(',') : '';

/**
 * The component a schema stands for. Wrappers such as `Type.Optional` copy the schema, so identity
 * is not enough: a copy that kept the component's title and shape is the same component.
 */
function componentName(schema: object): string | undefined {
  const title = 'title' in schema ? schema.title : undefined;
  if (typeof title !== 'string') return undefined;
  const named = NAMED_SCHEMAS[title];
  return named !== undefined && propertyKeys(named) === propertyKeys(schema) ? title : undefined;
}

/**
 * The discriminator's `mapping`: each tag value to the component of its branch. The validator
 * (ajv) refuses `mapping`, so the schemas carry only `propertyName` and the document adds the
 * rest. Without it OpenAPI tools take the component's *name* as the tag (openapi-typescript types
 * `kind` as `"TextLocation"`), so a client could not type-check a request the server accepts.
 */
function discriminatorMapping(schema: { oneOf?: unknown; discriminator?: unknown }): { [tag: string]: Json } {
  const { propertyName } = schema.discriminator as { propertyName: string };
  const mapping: { [tag: string]: Json } = {};
  for (const branch of schema.oneOf as object[]) {
    const name = componentName(branch);
    const tag = (branch as { properties?: Record<string, { const?: unknown }> }).properties?.[propertyName]?.const;
    // A contract defect, caught when the document is built (every test builds it): fail loudly.
    if (name === undefined || typeof tag !== 'string') throw new Error(`a discriminated union's branch must be a named schema with a constant \`${propertyName}\``);
    mapping[tag] = `#/components/schemas/${name}`;
  }
  return mapping;
}

/** Replaces every named schema below the root with a `$ref` to its component. */
function toDocumentSchema(schema: unknown, isRoot: boolean): Json {
  if (Array.isArray(schema)) return schema.map((item) => toDocumentSchema(item, false));
  if (schema === null || typeof schema !== 'object') return schema as Json;
  const name = componentName(schema);
  if (name !== undefined && !isRoot) return { $ref: `#/components/schemas/${name}` };
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(schema)) out[key] = toDocumentSchema(value, false);
  if ('discriminator' in schema && 'oneOf' in schema) out.discriminator = { ...(out.discriminator as { [key: string]: Json }), mapping: discriminatorMapping(schema) };
  return out;
}

function parameters(op: Operation): Json[] {
  const result: Json[] = [];
  const add = (where: 'path' | 'query', group: TObject | undefined) => {
    if (!group) return;
    const required = new Set(group.required ?? []);
    for (const [name, schema] of Object.entries(group.properties)) {
      const { description, ...rest } = schema as TSchema & { description?: string };
      const example = where === 'path' ? PATH_PARAMETER_EXAMPLES[name] : undefined;
      result.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(description ? { description } : {}),
        schema: toDocumentSchema(rest, false),
        ...(example === undefined ? {} : { example }),
      });
    }
  };
  add('path', op.params);
  add('query', op.query);
  return result;
}

const RATE_LIMIT_HEADERS: { [key: string]: Json } = {
  'ratelimit-limit': { $ref: '#/components/headers/RateLimitLimit' },
  'ratelimit-remaining': { $ref: '#/components/headers/RateLimitRemaining' },
  'ratelimit-reset': { $ref: '#/components/headers/RateLimitReset' },
};

const errorResponse = (status: number): Json => ({ $ref: `#/components/responses/Error${status}` });

function responses(op: Operation): Json {
  const statuses = new Set<number>([401, 404, 429, 500, 501, 503]);
  if (op.params || op.query || op.body) statuses.add(400);
  if (op.body) [413, 415].forEach((s) => statuses.add(s));
  if (op.creditCost > 0) statuses.add(402);
  if (op.entitlement) statuses.add(403);
  if (op.operationId === 'getReadJobResults') statuses.add(409);
  const out: { [key: string]: Json } = {
    '200': {
      description: op.paginated ? 'A page of results with `meta.pagination`.' : 'The result with `meta`.',
      headers: {
        'x-request-id': { $ref: '#/components/headers/RequestId' },
        'x-credits-cost': { $ref: '#/components/headers/CreditsCost' },
        'x-credits-remaining': { $ref: '#/components/headers/CreditsRemaining' },
        ...RATE_LIMIT_HEADERS,
      },
      content: { 'application/json': { schema: toDocumentSchema(op.response, true) } },
    },
  };
  for (const status of [...statuses].sort()) out[String(status)] = errorResponse(status);
  out.default = { $ref: '#/components/responses/ErrorDefault' };
  return out;
}

function operationObject(op: Operation, examples: RequestExamples): Json {
  const notes = [
    `Enablement before collectors report: \`${op.enablement}\`; live enablement comes from \`GET /v1/meta/capabilities\`.`,
    `Credit cost: ${op.creditCost}.`,
  ];
  if (op.entitlement) notes.push(`Requires the \`${op.entitlement}\` entitlement.`);
  if (op.description) notes.unshift(op.description);
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: notes.join(' '),
    tags: [op.tag],
    'x-enablement': op.enablement,
    'x-credit-cost': op.creditCost,
    ...(op.entitlement ? { 'x-entitlement': op.entitlement } : {}),
    parameters: parameters(op),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: toDocumentSchema(op.body, false), examples: requestExamplesOf(op, examples) } } } } : {}),
    responses: responses(op),
  };
}

/**
 * The change feed (change-feed.ts): an SSE stream rather than a JSON envelope. Its `data:` lines
 * are ListingChange objects; `filter` is a ChangeFeedFilter sent as JSON in the query string.
 */
function changeFeedObject(withBody: boolean): Json {
  const feed = CHANGE_FEED;
  const { filter: _filter, ...plainQuery } = feed.query.properties;
  const lastEventIdHeader: Json = { name: 'Last-Event-ID', in: 'header', required: false, description: 'The `id:` of the last event received: the feed resumes right after it.', schema: { type: 'string', pattern: '^[0-9]{1,19}$' } };
  return {
    operationId: withBody ? feed.withBody.operationId : feed.operationId,
    summary: withBody ? feed.withBody.summary : feed.summary,
    description: [
      ...(withBody
        ? ['`GET /v1/events` with the filter in a JSON body rather than the query, for a filter too large for a URL (a request line is at most 16 KiB): the same stream, the same event ids and resumption, the same cost.']
        : []),
      'A `text/event-stream` of listing changes as the projector makes them: `new`, `price_changed`, `status_changed` (a source reporting a listing sold, withdrawn or off the market among them), `removed` (not observed again within 24 h: it left the live window) and `cross_listed` (a live home already listed on another platform appeared on this one), each with the facts before and after.',
      'Each event has `id:` (its position in the feed), `event:` (the change type) and `data:` (a ListingChange as JSON). A comment line (`: heartbeat`) comes every 15 s while nothing changes.',
      'Reconnect with the last `id:` seen in `Last-Event-ID` (or `last_event_id`) to resume right after it: nothing missed, nothing repeated, for as long as the feed keeps changes (24 h). Without it the feed starts with the next change.',
      'When the position asked for is older than the feed keeps, the first event is `event: gap` whose data says where the feed resumes.',
      `Enablement before collectors report: \`${feed.enablement}\`. Credit cost: ${feed.creditCost} per connection; rate limited like every call.`,
    ].join(' '),
    tags: [feed.tag],
    'x-enablement': feed.enablement,
    'x-credit-cost': feed.creditCost,
    parameters: withBody
      ? [lastEventIdHeader]
      : [
          { name: 'filter', in: 'query', required: false, description: (feed.query.properties.filter as { description?: string }).description ?? '', content: { 'application/json': { schema: { $ref: '#/components/schemas/ChangeFeedFilter' } } } },
          ...Object.entries(plainQuery).map(([name, schema]) => {
            const { description, ...rest } = schema as TSchema & { description?: string };
            return { name, in: 'query', required: false, ...(description ? { description } : {}), schema: toDocumentSchema(rest, false) };
          }),
          lastEventIdHeader,
        ],
    ...(withBody
      ? {
          requestBody: {
            required: false,
            content: {
              'application/json': {
                schema: toDocumentSchema(feed.withBody.body, false),
                examples: { [feed.withBody.operationId]: { summary: 'Price and status changes of homes for sale in the US under $500 000', value: { filter: { country: 'US', transaction: 'sale', price: { max: 500_000, currency: 'USD' } } } } },
              },
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'The stream; it stays open until the client closes it. Each `data:` line is a ListingChange (`#/components/schemas/ListingChange`).',
        headers: {
          'x-request-id': { $ref: '#/components/headers/RequestId' },
          'x-credits-cost': { $ref: '#/components/headers/CreditsCost' },
          'x-credits-remaining': { $ref: '#/components/headers/CreditsRemaining' },
          ...RATE_LIMIT_HEADERS,
        },
        content: { 'text/event-stream': { schema: { type: 'string' }, 'x-event-data': { $ref: '#/components/schemas/ListingChange' } } },
      },
      ...Object.fromEntries([400, 401, 402, 429, 500, 501, 503, ...(withBody ? [413, 415] : [])].sort().map((status) => [String(status), errorResponse(status)])),
      default: { $ref: '#/components/responses/ErrorDefault' },
    },
  };
}

function requestExamplesOf(op: Operation, examples: RequestExamples): Json {
  const example = (examples as Readonly<Record<string, { summary: string; value: unknown }>>)[op.operationId];
  // RequestExamples is typed to hold one per operation with a body; this guards the table's keys only.
  if (example === undefined) throw new Error(`${op.operationId} takes a body but has no example in examples.ts`);
  return { [op.operationId]: { summary: example.summary, value: example.value as Json } };
}

const ERROR_STATUSES = [...new Set(Object.values(ERROR_CODES).map((e) => e.status))].sort();

function errorComponents(): { [key: string]: Json } {
  const out: { [key: string]: Json } = {};
  for (const status of ERROR_STATUSES) {
    const codes = Object.entries(ERROR_CODES).filter(([, e]) => e.status === status);
    const examples: { [name: string]: Json } = {};
    for (const [code, e] of codes) {
      examples[code] = { summary: code, value: { error: { code, message: e.summary, retryable: e.retryable, details: [] }, request_id: ERROR_EXAMPLE.request_id } };
    }
    out[`Error${status}`] = {
      description: codes.map(([code, e]) => `\`${code}\`: ${e.summary}`).join(' '),
      headers: {
        'x-request-id': { $ref: '#/components/headers/RequestId' },
        ...(status === 429 ? { 'retry-after': { $ref: '#/components/headers/RetryAfter' }, ...RATE_LIMIT_HEADERS } : {}),
      },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' }, examples } },
    };
  }
  out.ErrorDefault = {
    description: 'Any other non-200 outcome, in the same envelope.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' }, example: ERROR_EXAMPLE } },
  };
  return out;
}

const DESCRIPTION = `Read-oriented HTTP/JSON interface over normalized real-estate records collected from source platforms.

- Every record carries its provenance (\`source\`); every 200 response carries \`meta\` disclosing completeness and per-source status.
- Listing, media and history observations expire after 24 hours; reads never trigger a fresh crawl (read jobs do).
- Operation enablement is live: \`GET /v1/meta/capabilities\`. An operation no source serves answers 501 \`operation_unavailable\`.
- Every operation needs the \`x-api-key\` header. Each call costs credits (\`x-credits-cost\`, \`x-credits-remaining\`).
- Every non-200 response is \`{ "error": { "code", "message", "retryable", "details" }, "request_id" }\`.

Error codes: ${Object.entries(ERROR_CODES).map(([code, e]) => `\`${code}\` (${e.status})`).join(', ')}.`;

/**
 * The OpenAPI 3.1 document of the API, built from the schemas and the operation table. `today`
 * dates the stay examples (see `requestExamples`); default the clock's.
 */
export function buildOpenApiDocument(options: { serverUrl?: string; today?: Date } = {}): OpenApiDocument {
  const examples = requestExamples(options.today);
  const paths: { [path: string]: { [method: string]: Json } } = {};
  for (const op of OPERATIONS) {
    (paths[op.path] ??= {})[op.method.toLowerCase()] = operationObject(op, examples);
  }
  (paths[CHANGE_FEED.path] ??= {})[CHANGE_FEED.method.toLowerCase()] = changeFeedObject(false);
  (paths[CHANGE_FEED.path] ??= {})[CHANGE_FEED.withBody.method.toLowerCase()] = changeFeedObject(true);
  const schemas: { [key: string]: Json } = {};
  for (const [name, schema] of Object.entries(NAMED_SCHEMAS)) schemas[name] = toDocumentSchema(schema, true);
  const tags = [...new Set(OPERATIONS.map((o) => o.tag))].map((name) => ({ name, description: `Operations on ${name}.` }));
  return {
    openapi: '3.1.0',
    // The OAS 3.1 base dialect: JSON Schema 2020-12 plus OpenAPI's own keywords (`discriminator`, `example`), which the schemas use; the only dialect Swagger UI's bundle knows.
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Unified Real-Estate Read API',
      version: CONTRACT_VERSION,
      description: DESCRIPTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      {
        url: '{base_url}',
        description: 'The deployment you call.',
        variables: { base_url: { default: options.serverUrl ?? 'http://localhost:8080' } },
      },
    ],
    security: [{ ApiKeyAuth: [] }],
    tags,
    paths,
    components: {
      securitySchemes: { ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
      headers: {
        RequestId: { description: 'Identifier of the request, also in the body.', schema: { type: 'string' } },
        CreditsCost: { description: 'Credits this call cost.', schema: { type: 'integer', minimum: 0 } },
        CreditsRemaining: {
          description: 'Credits left on the key after this call, as the answering gateway process knows it; absent for keys without a credit balance.',
          schema: { type: 'integer', minimum: 0 },
        },
        RateLimitLimit: { description: "Requests the key may make per window (this gateway process's share).", schema: { type: 'integer', minimum: 0 } },
        RateLimitRemaining: { description: 'Requests left in the current window.', schema: { type: 'integer', minimum: 0 } },
        RateLimitReset: { description: 'Seconds until the window has room again.', schema: { type: 'integer', minimum: 0 } },
        RetryAfter: { description: 'Seconds to wait before retrying (429).', schema: { type: 'integer', minimum: 1 } },
      },
      responses: errorComponents(),
      schemas,
    },
  };
}
