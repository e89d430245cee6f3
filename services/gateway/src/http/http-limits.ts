import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { capConnectionsPerAddress } from './connection-cap.js';
import { installCors } from './cors.js';
import { installSecurityHeaders } from './security-headers.js';
import { TrustedProxies } from './trusted-proxies.js';

/**
 * How the gateway protects itself from slow and abusive clients. The defaults suit an API that
 * faces the internet with no proxy in front: a client has 10 s to send its headers and 30 s for
 * the whole request (bodies are at most a few hundred KiB), an idle keep-alive connection is
 * closed after 5 s, and one address holds at most 64 connections at once.
 */
export interface HttpLimits {
  /** Proxies whose `X-Forwarded-For` names the client (see `TrustedProxies`). */
  trustedProxies: TrustedProxies;
  /** Until the request's headers have arrived. */
  headersTimeoutMs: number;
  /**
   * Until the whole request (headers and body) has arrived. It stops counting once the request
   * is in, so it never cuts a long answer: a streaming route (Server-Sent Events) needs nothing.
   */
  requestTimeoutMs: number;
  /** An idle connection between two requests. */
  keepAliveTimeoutMs: number;
  /** Connections one client address may hold open at once; 0 = no cap. Trusted proxies are not capped. */
  connectionsPerAddress: number;
  /** Origins a browser may call `/v1` from (CORS); empty = none, the default. */
  corsOrigins: readonly string[];
}

export const DEFAULT_HTTP_LIMITS: Readonly<HttpLimits> = Object.freeze({
  trustedProxies: new TrustedProxies([]),
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  connectionsPerAddress: 64,
  corsOrigins: [],
});

/** An allowance of requests per window, as a key's rate limit is written (`RateLimit`). */
export interface RequestAllowance {
  requests: number;
  per_seconds: number;
}

/** Failed or unauthenticated requests a client address may make, across the deployment, before it is refused. */
export const DEFAULT_FAILURE_LIMIT: Readonly<RequestAllowance> = Object.freeze({ requests: 30, per_seconds: 60 });

/**
 * How often Node looks for requests past their headers or request timeout. Its default, 30 s,
 * would let a trickling client hold a socket up to 30 s past its timeout.
 */
const TIMEOUT_CHECK_MS = 1_000;

/** The process settings (environment variables) behind `HttpLimits` and the failure limit, shared by the gateway and the embedded process. */
export const HttpLimitsConfig = {
  TRUSTED_PROXIES: Type.String({ default: '', description: 'Comma-separated addresses or CIDR ranges of proxies whose X-Forwarded-For is believed; empty = none.' }),
  FAILED_REQUESTS_LIMIT: Type.Integer({ default: DEFAULT_FAILURE_LIMIT.requests, minimum: 1, description: 'Failed or unauthenticated requests one client address may make per FAILED_REQUESTS_WINDOW_SECONDS before it gets 429.' }),
  FAILED_REQUESTS_WINDOW_SECONDS: Type.Integer({ default: DEFAULT_FAILURE_LIMIT.per_seconds, minimum: 1 }),
  HEADERS_TIMEOUT_MS: Type.Integer({ default: DEFAULT_HTTP_LIMITS.headersTimeoutMs, minimum: 100 }),
  REQUEST_TIMEOUT_MS: Type.Integer({ default: DEFAULT_HTTP_LIMITS.requestTimeoutMs, minimum: 100 }),
  KEEP_ALIVE_TIMEOUT_MS: Type.Integer({ default: DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs, minimum: 100 }),
  CONNECTIONS_PER_ADDRESS: Type.Integer({ default: DEFAULT_HTTP_LIMITS.connectionsPerAddress, minimum: 0 }),
  CORS_ORIGINS: Type.String({ default: '', description: 'Comma-separated origins (https://app.example.com) allowed to call /v1 from a browser; empty = CORS off.' }),
};
export const HttpLimitsSettings = Type.Object(HttpLimitsConfig);
export type HttpLimitsSettings = Static<typeof HttpLimitsSettings>;

/** The limits the settings describe; throws on a setting that cannot work. */
export function httpLimitsFrom(settings: HttpLimitsSettings): { http: HttpLimits; failureLimit: RequestAllowance } {
  if (settings.HEADERS_TIMEOUT_MS > settings.REQUEST_TIMEOUT_MS) throw new Error('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS (the headers are part of the request)');
  const list = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);
  for (const origin of list(settings.CORS_ORIGINS)) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new Error(`CORS origin ${JSON.stringify(origin)} must be a scheme and host, e.g. https://app.example.com`);
  }
  return {
    http: {
      trustedProxies: TrustedProxies.parse(settings.TRUSTED_PROXIES),
      headersTimeoutMs: settings.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: settings.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: settings.KEEP_ALIVE_TIMEOUT_MS,
      connectionsPerAddress: settings.CONNECTIONS_PER_ADDRESS,
      corsOrigins: list(settings.CORS_ORIGINS),
    },
    failureLimit: { requests: settings.FAILED_REQUESTS_LIMIT, per_seconds: settings.FAILED_REQUESTS_WINDOW_SECONDS },
  };
}

/** Fastify's server options for the limits: the client address behind trusted proxies, and Node's timeouts. */
export function serverOptions(limits: HttpLimits): {
  trustProxy: (address: string) => boolean;
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    // Fastify (proxy-addr) walks X-Forwarded-For from the nearest hop and stops at the first untrusted one.
    trustProxy: (address: string) => limits.trustedProxies.trusts(address),
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, limits.headersTimeoutMs),
    },
  };
}

/**
 * The hooks and the connection cap that go with the limits, installed before any route: CORS,
 * then the security headers on every answer. The failure limit (routes/failure-limit.ts) is
 * installed before these, so that a refused address is answered before anything else runs.
 */
export function installHttpLimits(app: FastifyInstance, limits: HttpLimits): void {
  capConnectionsPerAddress(app.server, limits.connectionsPerAddress, limits.trustedProxies);
  installCors(app, limits.corsOrigins);
  installSecurityHeaders(app);
}
