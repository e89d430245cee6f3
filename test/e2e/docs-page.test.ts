// The /docs reference page as a browser shows it: Swagger UI, served by the gateway from its npm
// package, renders the gateway's own OpenAPI document in headless Chromium (Debian's `chromium`)
// under a strict Content-Security-Policy, with every operation, its request and response
// examples, the descriptions' Markdown rendered, no console error and nothing from another origin.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { FixedDirectory, MemoryKeyStore, buildGateway, generateApiKey, type Gateway } from '@estate/gateway';
import { createLogger } from '@estate/runtime';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) process.stderr.write(`[docs-page] skipping the /docs page test: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)\n`);

// The policy the page must run under: scripts only as files of this origin (no inline script, no
// eval, no CDN). A violation is a console error, which fails the test.
const STRICT_POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'";

type Document = { paths: Record<string, Record<string, { operationId: string; tags: string[]; requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> } }>> };

let gateway: Gateway;
let url: string;
let key: string;
let document: Document;
let browser: Browser;
let tab: Page;
const consoleErrors: string[] = [];
const foreign: string[] = [];

describe.skipIf(!existsSync(CHROMIUM))('the /docs page in headless Chromium', () => {
  beforeAll(async () => {
    // The page needs the gateway's HTTP layer only, and a key for "try it out"; no data behind it.
    const keys = new MemoryKeyStore();
    const generated = generateApiKey();
    await keys.put({ key_id: generated.keyId, hash: generated.hash, name: 'docs-page', created_at: new Date().toISOString(), entitlements: [] });
    key = generated.key;
    gateway = await buildGateway({ logger: createLogger({ name: 'docs-page', level: 'silent' }), keys, directory: new FixedDirectory([]) });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
    document = (await (await fetch(`${url}/v1/openapi.json`)).json()) as Document;

    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
    tab = await browser.newPage();
    tab.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    tab.on('pageerror', (error) => consoleErrors.push(error.message));
    tab.on('request', (request) => {
      if (!request.url().startsWith(url) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    await tab.route(`${url}/docs`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': STRICT_POLICY } });
    });
    await tab.goto(`${url}/docs`);
    await tab.waitForSelector('.opblock-summary-operation-id', { timeout: 30_000 });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await gateway?.close();
  });

  const operations = () => Object.values(document.paths).flatMap((methods) => Object.values(methods));

  // Swagger UI lists what it cannot take in the document (an unknown `jsonSchemaDialect`, a bad
  // `$ref`) in a red box above the operations: a reader's first sight of the page.
  it('opens with no error or warning box', async () => {
    const boxes = await tab.$$eval('.errors-wrapper, .error-wrapper', (nodes) => nodes.map((n) => (n.textContent ?? '').trim()));
    expect(boxes).toEqual([]);
    const text = await tab.$eval('body', (node) => node.textContent ?? '');
    expect(text).not.toMatch(/jsonSchemaDialect|Warning/);
  });

  it('lists every operationId of the document', async () => {
    const shown = await tab.$$eval('.opblock-summary-operation-id', (nodes) => nodes.map((n) => (n.textContent ?? '').trim()));
    const expected = operations().map((o) => o.operationId);
    expect(expected.length).toBeGreaterThanOrEqual(43);
    expect(shown.sort()).toEqual(expected.sort());
  });

  it("renders the descriptions' Markdown rather than showing it raw", async () => {
    const info = await tab.$eval('.information-container', (node) => ({ items: node.querySelectorAll('li').length, codes: node.querySelectorAll('code').length, text: node.textContent ?? '' }));
    expect(info.items).toBeGreaterThanOrEqual(5);
    expect(info.codes).toBeGreaterThan(10);
    expect(info.text).not.toContain('`');
  });

  // Swagger UI takes a second or more to draw an opened operation on a busy machine, so the
  // browser opens a sample of the shapes (a body with a discriminated union, a path parameter,
  // no parameter, a body with a nested search); packages/contract's tests hold that every
  // operation of the document carries its examples.
  it.each(['searchListings', 'getListing', 'listPlatforms', 'createReadJob'])('shows the request and response examples of %s', async (operationId) => {
    const operation = operations().find((o) => o.operationId === operationId);
    if (!operation) throw new Error(`${operationId} is not in the document`);
    const block = `#operations-${operation.tags[0]}-${operation.operationId}`;
    await tab.click(`${block} .opblock-summary-control`);
    await tab.waitForSelector(`${block} .responses-wrapper .microlight`);
    const examples = await tab.$$eval(`${block} .responses-wrapper .microlight`, (nodes) => nodes.map((n) => n.textContent ?? ''));
    // The 200 example: the envelope, built from the schema and its fields' examples.
    expect(examples.some((text) => text.includes('"data"') && text.includes('"meta"'))).toBe(true);
    // The error examples: the envelope with its code and request id.
    expect(examples.filter((text) => text.includes('"request_id"') && text.includes('"retryable"')).length).toBeGreaterThanOrEqual(5);
    const example = Object.values(operation.requestBody?.content['application/json']?.examples ?? {})[0];
    if (example) {
      const text = await tab.$eval(`${block} .opblock-section-request-body`, (node) => node.textContent ?? '');
      for (const field of Object.keys(example.value as object)) expect(text).toContain(`"${field}"`);
    }
  });

  it('tries a call with a pasted key, against the server that served the page', async () => {
    await tab.click('.auth-wrapper .authorize');
    await tab.fill('.auth-container input', key);
    await tab.click('.auth-btn-wrapper .authorize');
    await tab.click('.auth-btn-wrapper .btn-done');
    // An operation the tests above left closed.
    const block = '#operations-meta-listSchemas';
    await tab.click(`${block} .opblock-summary-control`);
    await tab.click(`${block} .try-out__btn`);
    await tab.click(`${block} .execute`);
    await tab.waitForSelector(`${block} .live-responses-table .response .response-col_status`);
    const status = await tab.$eval(`${block} .live-responses-table .response .response-col_status`, (node) => (node.textContent ?? '').trim());
    expect(status).toMatch(/^200/);
    const shown = await tab.$eval(`${block} .live-responses-table`, (node) => node.textContent ?? '');
    expect(shown).toContain('"schema_version"');
  });

  it('loaded nothing from another origin and logged no console error', () => {
    expect(foreign).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
