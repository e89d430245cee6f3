import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a browser may send: the key, a JSON body, and the resume point of an event stream. */
const ALLOWED_HEADERS = 'x-api-key, content-type, last-event-id';
const ALLOWED_METHODS = 'GET, POST';
/** The answer's headers a page's script may read besides the simple ones. */
const EXPOSED_HEADERS = 'x-request-id, x-credits-cost, x-credits-remaining, ratelimit-limit, ratelimit-remaining, ratelimit-reset, ratelimit-policy, retry-after';
/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE = 600;

const isApi = (request: FastifyRequest) => request.url === '/v1' || request.url.startsWith('/v1/');

/**
 * CORS for `/v1`, off unless origins are configured: a page of an allowed origin may call the API
 * from a browser with its key in `x-api-key`; any other origin gets no CORS header and the
 * browser keeps the answer from it. No cookies are involved, so credentials are never allowed.
 * Written as two hooks rather than @fastify/cors, whose preflight route would take OPTIONS from
 * the gateway's own 405/OPTIONS handling: a preflight of an allowed origin is answered here,
 * before the key is asked for (browsers send none with it), every other OPTIONS goes on as before.
 */
export function installCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  const originOf = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return typeof origin === 'string' && allowed.has(origin) && isApi(request) ? origin : undefined;
  };

  app.addHook('onRequest', async (request, reply) => {
    const origin = originOf(request);
    if (!origin || request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) return;
    return reply
      .code(204)
      .headers({
        'access-control-allow-origin': origin,
        'access-control-allow-methods': ALLOWED_METHODS,
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': String(PREFLIGHT_MAX_AGE),
        vary: 'origin',
      })
      .send();
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    // The answer differs by Origin wherever CORS is on: caches must keep them apart.
    if (isApi(request)) reply.header('vary', 'origin');
    const origin = originOf(request);
    if (origin) reply.headers({ 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED_HEADERS });
    return payload;
  });
}
