import { once } from 'node:events';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Bus } from '@estate/bus';
import { CHANGE_FEED, ErrorEnvelope, type ListingChangeBody } from '@estate/contract';
import type { ListingChange, ListingFacts } from '@estate/events';
import { listingSearchValuesOf } from '@estate/search';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Gateway } from '../http/gateway.js';
import { effectiveEnablement, FEED_OPERATION } from '../collectors/capabilities.js';
import type { KeyStore } from '../auth/key-store.js';
import type { CollectorDirectory } from '../collectors/collector-directory.js';
import { ApiError } from '../http/api-error.js';
import type { LocationDirectory } from '../places/location-directory.js';
import type { GatewayMetrics } from '../http/gateway-metrics.js';
import type { Quotas } from '../quotas/quotas.js';
import { admission } from '../routes/admission.js';
import { ChangeFilter, parseFeedRequest, parseFilter, type ChangeFeedFilterBody } from './change-filter.js';
import { openChanges, type FeedStart, type StreamedChange } from './change-stream.js';

export interface ChangeFeedOptions {
  bus: Bus;
  keys: KeyStore;
  directory: CollectorDirectory;
  locations: LocationDirectory;
  quotas?: Quotas;
  metrics: GatewayMetrics;
  /** Time between heartbeat comments on an idle connection; default the contract's 15 s. */
  heartbeatMs?: number;
}

const EVENT_ID = /^[0-9]{1,19}$/;

/** `Last-Event-ID` (what an SSE client sends on reconnecting) wins over `last_event_id` (`field` names where that came from). */
function feedStart(header: string | string[] | undefined, given: string | undefined, givenField: string): FeedStart {
  const [text, field] = header !== undefined ? [Array.isArray(header) ? header[0] : header, 'header.last-event-id'] : [given, givenField];
  if (text === undefined || text === '') return { next: true };
  const after = Number(text);
  if (!EVENT_ID.test(text) || !Number.isSafeInteger(after)) throw new ApiError('invalid_request', `${field} must be the id of an event this feed sent (a decimal sequence number)`);
  return { after };
}

/** A double as the contract's decimal string. */
function decimalText(value: number): string {
  const text = String(value);
  return /^-?[0-9]+(\.[0-9]+)?$/.test(text) ? text : value.toFixed(2);
}

function factsBody(facts: ListingFacts): ListingChangeBody['current'] {
  return {
    ...(facts.price_amount !== null ? { price: { amount: decimalText(facts.price_amount), ...(facts.currency ? { currency: facts.currency } : {}) } } : {}),
    status: facts.status,
  };
}

/** A change as the client reads it: the projector's message without the search document the filter used. */
export function changeBody(seq: number, change: ListingChange): ListingChangeBody {
  const country = listingSearchValuesOf(change.search)?.country;
  return {
    id: String(seq),
    type: change.type,
    listing_id: change.listing_id,
    platform: change.platform,
    ...(typeof country === 'string' && country !== '' ? { country } : {}),
    observed_at: change.observed_at,
    ...(change.previous ? { previous: factsBody(change.previous) } : {}),
    current: factsBody(change.current),
    ...(change.property_id !== undefined ? { property_id: change.property_id } : {}),
    ...(change.other_platforms !== undefined ? { other_platforms: change.other_platforms } : {}),
  };
}

function sseEvent({ seq, change }: StreamedChange): string {
  return `id: ${seq}\nevent: ${change.type}\ndata: ${JSON.stringify(changeBody(seq, change))}\n\n`;
}

/**
 * `GET /v1/events` (CHANGE_FEED): the listing change feed as Server-Sent Events. The same gate
 * as every operation — key (401), rate limit (429), query (400), credits (402, one per
 * connection) — then the reply is taken over and stays open: each change of the CHANGES stream
 * that passes the filters is an event whose id is its stream sequence, and a comment line goes
 * out while nothing changes. The connection's socket has no idle timeout (a server-wide request
 * or idle timeout must not cut a feed), and closing the gateway ends every feed first so that
 * it can drain.
 */
export function registerChangeFeed(app: Gateway, options: ChangeFeedOptions): void {
  const { quotas, metrics } = options;
  const heartbeatMs = options.heartbeatMs ?? CHANGE_FEED.heartbeatMs;
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  /** What the two forms ask for: the filter (and the field it came in) and the position given in the request. */
  interface FeedAsk {
    filter: () => ChangeFeedFilterBody;
    filterField: string;
    lastEventId: string | undefined;
    lastEventIdField: string;
  }

  const serve = async (request: FastifyRequest, reply: FastifyReply, ask: FeedAsk) => {
    const { caller } = request;
    if (!caller) throw new Error(`${CHANGE_FEED.operationId}: no caller after authentication`);
    if (effectiveEnablement(FEED_OPERATION, await options.directory.platforms()) === 'unavailable') {
      throw new ApiError('operation_unavailable', `${CHANGE_FEED.operationId} has no listing source in this deployment; see GET /v1/meta/capabilities`);
    }
    const start = feedStart(request.headers['last-event-id'], ask.lastEventId, ask.lastEventIdField);
    const filterBody = ask.filter();
    const filter = await ChangeFilter.of(filterBody, options.directory, options.locations, ask.filterField);
    const reservation = quotas ? await quotas.reserve(caller, CHANGE_FEED.creditCost) : undefined;
    if (quotas && !reservation) throw new ApiError('credits_exhausted', `this key has no credits left for ${CHANGE_FEED.operationId} (costs ${CHANGE_FEED.creditCost})`);
    let changes: Awaited<ReturnType<typeof openChanges>>;
    try {
      changes = await openChanges(options.bus, start, filterBody.platforms);
    } catch (error) {
      reservation?.settle(false);
      throw new ApiError('store_unavailable', `the change feed cannot be read right now (${error instanceof Error ? error.message : String(error)}); retry shortly`);
    }
    reservation?.settle(true);
    const remaining = quotas?.remaining(caller);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Proxies that buffer responses (nginx) would hold events back.
      'x-accel-buffering': 'no',
      'x-credits-cost': String(CHANGE_FEED.creditCost),
      ...(remaining !== undefined ? { 'x-credits-remaining': String(remaining) } : {}),
    });
    request.raw.socket.setTimeout(0);
    res.write(': connected\n\n');
    if (changes.gap) {
      const { requested, resumed } = changes.gap;
      res.write(`event: gap\ndata: ${JSON.stringify({ requested_id: String(requested - 1), resumed_at_id: String(resumed), message: 'the changes after the id asked for are older than the feed keeps (24 h); it resumes at the oldest it has' })}\n\n`);
    }
    const started = performance.now();
    let ended = false;
    const closed = new AbortController();
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    const end = () => {
      if (ended) return;
      ended = true;
      open.delete(end);
      clearInterval(heartbeat);
      closed.abort();
      changes.stop();
      res.end();
      metrics.observeRequest(CHANGE_FEED.operationId, 200, performance.now() - started);
    };
    open.add(end);
    res.on('close', end);

    void (async () => {
      for await (const item of changes.messages) {
        if (ended) break;
        if (!item || !filter.passes(item.change.search, item.change.previous, Date.parse(item.change.observed_at))) continue;
        // A slow reader holds the stream here rather than the gateway buffering for it.
        if (!res.write(sseEvent(item))) await once(res, 'drain', { signal: closed.signal });
      }
    })()
      .catch((error: unknown) => {
        if (!closed.signal.aborted) request.log.warn({ err: error }, 'change feed ended by an error');
      })
      .finally(end);
    return reply;
  };

  app.route({
    method: CHANGE_FEED.method,
    url: CHANGE_FEED.path,
    schema: { querystring: CHANGE_FEED.query, response: { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope } },
    onRequest: admission(options.keys, quotas),
    handler: (request, reply) =>
      serve(request, reply, { filter: () => parseFilter(request.query.filter), filterField: 'query.filter', lastEventId: request.query.last_event_id, lastEventIdField: 'query.last_event_id' }),
  });
  // The same feed with the filter in a body: a URL holds at most 16 KiB, a valid filter (a polygon
  // of a thousand points) may need more. The body is checked here, without the defaults Fastify's
  // validator would fill in (a feed without `status` follows every status).
  app.route({
    method: CHANGE_FEED.withBody.method,
    url: CHANGE_FEED.path,
    schema: { response: { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope } },
    onRequest: admission(options.keys, quotas),
    handler: (request, reply) => {
      const body = parseFeedRequest(request.body);
      return serve(request, reply, { filter: () => body.filter ?? {}, filterField: 'body.filter', lastEventId: body.last_event_id, lastEventIdField: 'body.last_event_id' });
    },
  });
}
