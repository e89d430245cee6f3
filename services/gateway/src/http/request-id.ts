import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const ACCEPTABLE = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * A caller's `x-request-id` is kept when it is a plain token, so traces join up across services;
 * anything else (too long, control characters, log-injection attempts) is replaced.
 */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && ACCEPTABLE.test(given)) return given;
  return `req_${randomBytes(12).toString('base64url')}`;
}
