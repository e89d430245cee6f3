import { join } from 'node:path';
import { DATASET_PLATFORMS, DATASET_RENDERERS, DEFAULT_SAMPLE_SEED, rendererOf, writeSamples } from '@estate/sample-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRequests, idsByPrefix, pathOf, type DocumentedRequest } from './support/document-requests.js';
import { startStack, STACK_PLATFORMS, type Stack } from './support/stack.js';
import { poll } from './support/wait.js';

// Every request example of the OpenAPI document the running gateway serves, sent as "Try it out"
// on /docs sends it, must answer 2xx. The stack replays npm start's sample universe (its seed) at a
// smaller size: the generator's universe of a size is the first part of a larger one's, so a
// record named here is in the default universe of `npm start` too. Every collector runs.
const SAMPLE_SIZE = 300;
const WORLD = { kind: 'bbox', west: -180, south: -90, east: 180, north: 90 };

let stack: Stack;
let requests: DocumentedRequest[];
/** Service ids the stack holds, by prefix (`lst`, `prp`, …), found through the API. */
const found = new Map<string, Set<string>>();

interface Answer {
  status: number;
  body: unknown;
}

async function send(method: string, path: string, body?: unknown): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(`${stack.url}${path}`, {
      method,
      headers: { 'x-api-key': stack.devKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    return { status: 0, body: `no answer: ${String(error)}` };
  }
  // A change-feed stream never ends: its status and headers are the answer.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, body: '(event stream)' };
  }
  const text = await response.text().catch((error: unknown) => `body not read: ${String(error)}`);
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Kept as text for the failure message.
  }
  if (response.ok) idsByPrefix(parsed, found);
  return { status: response.status, body: parsed };
}

/** The id prefix a path parameter's documented example has (`lst` for `lst_7k2m…`). */
const prefixOf = (example: string | undefined): string | undefined => (example === undefined ? undefined : /^([a-z]{3})_/.exec(example)?.[1]);

/** Prefixes of the service ids the documented path parameters name. */
const neededPrefixes = (): Set<string> => new Set(requests.flatMap((r) => Object.values(r.pathParameters).flatMap((e) => prefixOf(e) ?? [])));

/** Searches whose answers name the stack's records: the documented ones, and the same over the whole world. */
async function discover(): Promise<void> {
  for (const request of requests) {
    if (request.method !== 'POST' || Object.keys(request.pathParameters).length > 0 || !request.template.endsWith('/search')) continue;
    const body = request.body?.value as Record<string, unknown> | undefined;
    await send('POST', pathOf(request, {}), body);
    if (body && 'location' in body) await send('POST', pathOf(request, {}), { ...body, location: WORLD, status: undefined, limit: 50 });
    await send('POST', pathOf(request, {}), { location: WORLD, limit: 50 });
  }
}

beforeAll(async () => {
  // The gateway first, then the collectors one by one: eighteen processes starting at once beside
  // the embedded one would hold it from listening on a busy two-core machine.
  stack = await startStack({ platforms: [] });
}, 120_000);

// Hooks of their own: starting the processes, loading the samples and finding the records are each bounded.
beforeAll(async () => {
  await writeSamples({
    outDir: join(stack.dataDir, 'samples'),
    seed: DEFAULT_SAMPLE_SEED,
    size: SAMPLE_SIZE,
    renderers: STACK_PLATFORMS.map(rendererOf),
    datasets: DATASET_PLATFORMS.map((d) => DATASET_RENDERERS[d]),
  });
  for (const platform of [...STACK_PLATFORMS, ...DATASET_PLATFORMS]) await stack.startCollector(platform);
}, 120_000);

beforeAll(async () => {
  await stack.waitForListings((live) => STACK_PLATFORMS.every((p) => (live.get(p) ?? 0) > 0), 100_000);
}, 120_000);

// The open-data collectors' records arrive after the listings.
beforeAll(async () => {
  const document = await send('GET', '/v1/openapi.json');
  expect(document.status).toBe(200);
  requests = documentedRequests(document.body as Parameters<typeof documentedRequests>[0]);
  // The open-data collectors' records (markets, auctions, stays) arrive beside the listings.
  const missing = () => [...neededPrefixes()].filter((p) => p !== 'job' && !found.get(p)?.size);
  await poll(
    'records of every kind a path parameter names',
    async () => {
      await discover();
      return missing().length === 0 ? true : undefined;
    },
    () => `missing ids: ${missing().join(', ')}\n${stack.output('embedded')}`,
    100_000,
  );
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

/** A stay whose calendar shows every night of the quote example free, so the documented quote can be priced. */
async function stayFreeFor(quote: { check_in: string; check_out: string }): Promise<string | undefined> {
  const nights = Math.round((Date.parse(quote.check_out) - Date.parse(quote.check_in)) / 86_400_000);
  for (const id of found.get('sty') ?? []) {
    const answer = await send('GET', `/v1/stays/${id}/availability?start_date=${quote.check_in}&days=${nights}`);
    const days = (answer.body as { data?: { date: string; status: string; minimum_nights?: number }[] }).data ?? [];
    const free = days.filter((d) => d.date >= quote.check_in && d.date < quote.check_out && d.status === 'available' && (d.minimum_nights ?? 1) <= nights);
    if (free.length === nights) return id;
  }
  return undefined;
}

/** Path parameter values: the documented ones, service ids replaced by ids of this stack. */
async function parametersOf(request: DocumentedRequest): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [name, example] of Object.entries(request.pathParameters)) {
    const prefix = prefixOf(example);
    if (example === undefined) throw new Error(`${request.operationId}: path parameter ${name} has no example`);
    if (prefix === undefined) {
      values[name] = example;
      continue;
    }
    const quote = request.operationId === 'getStayQuote' ? (request.body?.value as { check_in: string; check_out: string }) : undefined;
    const id = quote ? await stayFreeFor(quote) : [...(found.get(prefix) ?? [])][0];
    if (id === undefined) throw new Error(`${request.operationId}: no ${prefix}_ id on the stack for ${name}`);
    values[name] = id;
  }
  return values;
}

describe('request examples of the served OpenAPI document', () => {
  it('answer 2xx, each one as documented', async () => {
    // Requests without path parameters first: createReadJob's answer names the job the job operations read.
    const ordered = [...requests].sort((a, b) => Object.keys(a.pathParameters).length - Object.keys(b.pathParameters).length);
    expect(ordered.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const request of ordered) {
      let path: string;
      try {
        path = pathOf(request, await parametersOf(request));
      } catch (error) {
        failures.push(String(error));
        continue;
      }
      // A read job's results exist once it completes: its 409 `job_not_complete` is waited out.
      const answer = await poll(
        `${request.operationId} answering`,
        async () => {
          const a = await send(request.method, path, request.body?.value);
          return a.status === 409 && request.operationId === 'getReadJobResults' ? undefined : a;
        },
        () => stack.output('embedded'),
        120_000,
      );
      if (answer.status < 200 || answer.status > 299) {
        failures.push(`${request.operationId} (${request.body?.name ?? 'no body'}): ${request.method} ${path}${request.body ? ` ${JSON.stringify(request.body.value)}` : ''}\n  → ${answer.status} ${JSON.stringify(answer.body).slice(0, 600)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 120_000);
});
