// Security headers on every page and answer, and CORS for /v1: off by default, an allow-list when configured.
import { createLogger } from '@estate/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type Gateway } from '../src/app.js';
import { MemoryKeyStore } from '../src/auth/key-store.js';
import { FixedDirectory } from '../src/collectors/collector-directory.js';
import { DEFAULT_HTTP_LIMITS } from '../src/http/http-limits.js';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers.js';

const ALLOWED = 'https://app.example.com';
let plain: Gateway;
let withCors: Gateway;

beforeAll(async () => {
  const build = (corsOrigins: string[]) =>
    buildGateway({ logger: createLogger({ name: 'headers-test', level: 'silent' }), keys: new MemoryKeyStore(), directory: new FixedDirectory([]), http: { ...DEFAULT_HTTP_LIMITS, corsOrigins } });
  plain = await build([]);
  withCors = await build([ALLOWED]);
});

afterAll(async () => {
  await plain?.close();
  await withCors?.close();
});

/** `<script>` elements without a `src`: inline script, which the policy would not run. */
const inlineScripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>/gi)].filter(([, attributes]) => !/\bsrc\s*=/.test(attributes ?? ''));

describe('security headers', () => {
  it('sends a strict Content-Security-Policy, nosniff and no-referrer with every HTML page', async () => {
    for (const url of ['/markets', '/docs']) {
      const page = await plain.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
      expect(page.headers['referrer-policy'], url).toBe('no-referrer');
      expect(page.headers['x-frame-options'], url).toBe('DENY');
      expect(inlineScripts(page.body), url).toEqual([]);
    }
    const directives = new Map(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(directives.get('script-src')).toBe("script-src 'self'");
    expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directives.get('object-src')).toBe("object-src 'none'");
  });

  it('serves the markets page script and style as files of this origin', async () => {
    const page = await plain.inject({ method: 'GET', url: '/markets' });
    const scripts = [...page.body.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] as string);
    const styles = [...page.body.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] as string);
    expect(scripts).toEqual(['/markets/markets.js']);
    expect(styles).toEqual(['/markets/markets.css']);
    const script = await plain.inject({ method: 'GET', url: '/markets/markets.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.body).toContain("addEventListener('submit'");
    expect((await plain.inject({ method: 'GET', url: '/markets/markets.css' })).headers['content-type']).toMatch(/^text\/css/);
  });

  it('sends nosniff and no-referrer with API answers too, and no page policy', async () => {
    const answer = await plain.inject({ method: 'GET', url: '/v1/meta/platforms' });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });
});

describe('CORS for /v1', () => {
  const preflight = (app: Gateway, origin: string, url = '/v1/listings/search') =>
    app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-api-key, content-type' } });

  it('is off by default: no origin is allowed, a preflight is not approved', async () => {
    const answer = await plain.inject({ method: 'GET', url: '/v1/meta/platforms', headers: { origin: ALLOWED } });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const options = await preflight(plain, ALLOWED);
    expect(options.headers['access-control-allow-origin']).toBeUndefined();
    expect(options.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('approves the preflight of an allowed origin without a key, for the key and JSON headers', async () => {
    const options = await preflight(withCors, ALLOWED);
    expect(options.statusCode).toBe(204);
    expect(options.headers).toMatchObject({
      'access-control-allow-origin': ALLOWED,
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'x-api-key, content-type, last-event-id',
      vary: 'origin',
    });
    expect(options.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets an allowed origin read answers and their headers, and no other origin', async () => {
    const allowed = await withCors.inject({ method: 'GET', url: '/v1/meta/platforms', headers: { origin: ALLOWED } });
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(allowed.headers['access-control-expose-headers']).toContain('x-credits-remaining');
    expect(allowed.headers['access-control-expose-headers']).toContain('retry-after');
    expect(allowed.headers.vary).toBe('origin');
    for (const origin of ['https://evil.example.com', 'http://app.example.com', 'null']) {
      const other = await withCors.inject({ method: 'GET', url: '/v1/meta/platforms', headers: { origin } });
      expect(other.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect((await preflight(withCors, origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('covers /v1 only: the pages and probes get no CORS headers', async () => {
    for (const url of ['/healthz', '/docs', '/markets']) {
      const answer = await withCors.inject({ method: 'GET', url, headers: { origin: ALLOWED } });
      expect(answer.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});
