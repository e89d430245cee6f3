import { documentedRequests, idsByPrefix, pathOf, type DocumentedRequest } from './document-requests.js';
import { poll } from './wait.js';

/**
 * Every request example of the OpenAPI document a running gateway serves, sent as "Try it out" on
 * /docs sends it. Path ids are taken from the stack's own answers: a read job's id exists only
 * once created, and property and building ids come from the grouping, so a fixed path example
 * cannot name them in advance.
 */

/** The running stack the examples are sent to. */
export interface ExampleTarget {
  readonly url: string;
  readonly key: string;
  /** The stack's recent output, for failure messages. */
  output(): string;
}

interface Answer {
  status: number;
  body: unknown;
}

const WORLD = { kind: 'bbox', west: -180, south: -90, east: 180, north: 90 };
/** Guards against a hang, sized for a machine busy with other suites; never a speed check. */
const DISCOVERY_GUARD_MS = 100_000;
const JOB_GUARD_MS = 120_000;

/** The id prefix a path parameter's documented example has (`lst` for `lst_7k2m…`). */
const prefixOf = (example: string | undefined): string | undefined => (example === undefined ? undefined : /^([a-z]{3})_/.exec(example)?.[1]);

export class RequestExamples {
  /** Service ids the stack holds, by prefix (`lst`, `prp`, …), found through the API. */
  private readonly found = new Map<string, Set<string>>();
  private requests: DocumentedRequest[] = [];

  constructor(private readonly target: ExampleTarget) {}

  /** Reads the served document's examples and finds, through searches, ids of every kind a path names. */
  async prepare(): Promise<DocumentedRequest[]> {
    const document = await this.send('GET', '/v1/openapi.json');
    if (document.status !== 200) throw new Error(`/v1/openapi.json answered ${document.status}: ${JSON.stringify(document.body).slice(0, 600)}`);
    this.requests = documentedRequests(document.body as Parameters<typeof documentedRequests>[0]);
    // The open-data collectors' records (markets, auctions, stays) may arrive after the listings.
    const missing = () => [...this.neededPrefixes()].filter((p) => p !== 'job' && !this.found.get(p)?.size);
    await poll(
      'records of every kind a path parameter names',
      async () => {
        await this.discover();
        return missing().length === 0 ? true : undefined;
      },
      () => `missing ids: ${missing().join(', ')}\n${this.target.output()}`,
      DISCOVERY_GUARD_MS,
    );
    return this.requests;
  }

  /**
   * Sends every example (those without path parameters first: createReadJob's answer names the job
   * the job operations read); one line per answer outside 2xx.
   */
  async failures(): Promise<string[]> {
    const ordered = [...this.requests].sort((a, b) => Object.keys(a.pathParameters).length - Object.keys(b.pathParameters).length);
    const failures: string[] = [];
    for (const request of ordered) {
      let path: string;
      try {
        path = pathOf(request, await this.parametersOf(request));
      } catch (error) {
        failures.push(String(error));
        continue;
      }
      const answer = await this.answerOf(request, path);
      if (answer.status < 200 || answer.status > 299) {
        failures.push(`${request.operationId} (${request.body?.name ?? 'no body'}): ${request.method} ${path}${request.body ? ` ${JSON.stringify(request.body.value)}` : ''}\n  → ${answer.status} ${JSON.stringify(answer.body).slice(0, 600)}`);
      }
    }
    return failures;
  }

  /** A read job's results exist once it completes: its 409 `job_not_complete` is waited out. */
  private answerOf(request: DocumentedRequest, path: string): Promise<Answer> {
    return poll(
      `${request.operationId} answering`,
      async () => {
        const a = await this.send(request.method, path, request.body?.value);
        return a.status === 409 && request.operationId === 'getReadJobResults' ? undefined : a;
      },
      () => this.target.output(),
      JOB_GUARD_MS,
    );
  }

  private async send(method: string, path: string, body?: unknown): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(`${this.target.url}${path}`, {
        method,
        headers: { 'x-api-key': this.target.key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
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
    if (response.ok) idsByPrefix(parsed, this.found);
    return { status: response.status, body: parsed };
  }

  /** Prefixes of the service ids the documented path parameters name. */
  private neededPrefixes(): Set<string> {
    return new Set(this.requests.flatMap((r) => Object.values(r.pathParameters).flatMap((e) => prefixOf(e) ?? [])));
  }

  /** Searches whose answers name the stack's records: the documented ones, and the same over the whole world. */
  private async discover(): Promise<void> {
    for (const request of this.requests) {
      if (request.method !== 'POST' || Object.keys(request.pathParameters).length > 0 || !request.template.endsWith('/search')) continue;
      const body = request.body?.value as Record<string, unknown> | undefined;
      await this.send('POST', pathOf(request, {}), body);
      if (body && 'location' in body) await this.send('POST', pathOf(request, {}), { ...body, location: WORLD, status: undefined, limit: 50 });
      await this.send('POST', pathOf(request, {}), { location: WORLD, limit: 50 });
    }
  }

  /** A stay whose calendar shows every night of the quote example free, so the documented quote can be priced. */
  private async stayFreeFor(quote: { check_in: string; check_out: string }): Promise<string | undefined> {
    const nights = Math.round((Date.parse(quote.check_out) - Date.parse(quote.check_in)) / 86_400_000);
    for (const id of this.found.get('sty') ?? []) {
      const answer = await this.send('GET', `/v1/stays/${id}/availability?start_date=${quote.check_in}&days=${nights}`);
      const days = (answer.body as { data?: { date: string; status: string; minimum_nights?: number }[] }).data ?? [];
      const free = days.filter((d) => d.date >= quote.check_in && d.date < quote.check_out && d.status === 'available' && (d.minimum_nights ?? 1) <= nights);
      if (free.length === nights) return id;
    }
    return undefined;
  }

  /** Path parameter values: the documented ones, service ids replaced by ids of this stack. */
  private async parametersOf(request: DocumentedRequest): Promise<Record<string, string>> {
    const values: Record<string, string> = {};
    for (const [name, example] of Object.entries(request.pathParameters)) {
      const prefix = prefixOf(example);
      if (example === undefined) throw new Error(`${request.operationId}: path parameter ${name} has no example`);
      if (prefix === undefined) {
        values[name] = example;
        continue;
      }
      const quote = request.operationId === 'getStayQuote' ? (request.body?.value as { check_in: string; check_out: string }) : undefined;
      const id = quote ? await this.stayFreeFor(quote) : [...(this.found.get(prefix) ?? [])][0];
      if (id === undefined) throw new Error(`${request.operationId}: no ${prefix}_ id on the stack for ${name}`);
      values[name] = id;
    }
    return values;
  }
}
