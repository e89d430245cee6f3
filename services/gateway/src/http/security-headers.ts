import type { FastifyInstance, onSendHookHandler } from 'fastify';

/**
 * The pages' Content-Security-Policy. Scripts only from this origin, as files: no inline script,
 * no `eval`, nothing from a CDN, so markup injected into a page cannot run. Inline styles are
 * allowed because the API reference renderer sets them as it draws, and a style cannot run code.
 * API calls (`connect-src`) go to this origin only; the pages may not be framed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** On every answer: no content-type sniffing, and no URL (which may hold a query) in the Referer of a link followed from a page. */
const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/** On HTML pages (/docs, /markets and any other). */
const HTML_PAGES: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
};

/**
 * The onSend hook that sets the security headers: it sees each answer's final content type, so a
 * page added later is covered without being listed anywhere.
 */
export const securityHeaders: onSendHookHandler = (_request, reply, payload, done) => {
  // Called back rather than async: every answer passes here, and a promise each is not free.
  reply.header('x-content-type-options', EVERY_ANSWER['x-content-type-options']);
  reply.header('referrer-policy', EVERY_ANSWER['referrer-policy']);
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && type.startsWith('text/html')) reply.headers(HTML_PAGES);
  done(null, payload);
};

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', securityHeaders);
}
