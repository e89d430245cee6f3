import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const ACCEPTABLE = /^[A-Za-z0-9._:-]{8,64}$/;

// Unique without random bytes per request: a random prefix drawn once per process (72 bits, so
// two gateways or two starts never share one) and a counter. Request ids name requests in logs
// and support tickets; they are not secrets, so being sequential within a process costs nothing.
const PREFIX = `req_${randomBytes(9).toString('base64url')}`;
let counter = 0;

/** A fresh request id, for answers that have no request to take one from (see client-error-handler.ts). */
export function newRequestId(): string {
  counter += 1;
  return `${PREFIX}${counter.toString(36)}`;
}

/**
 * A caller's `x-request-id` is kept when it is a plain token, so traces join up across services;
 * anything else (too long, control characters, log-injection attempts) is replaced.
 */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && ACCEPTABLE.test(given)) return given;
  return newRequestId();
}
