// The HTML pages under their Content-Security-Policy in headless Chromium: the policy the
// gateway sends must let each page's own files (script, style, API calls) work and must not be
// violated by anything the page does. The gateway runs on its own here: the pages need no data.
import { existsSync } from 'node:fs';
import { buildGateway, FixedDirectory, MemoryKeyStore, type Gateway } from '@estate/gateway';
import { createLogger } from '@estate/runtime';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) process.stderr.write(`[page-security] skipping: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)\n`);

let gateway: Gateway;
let url: string;
let browser: Browser;

interface Watched {
  tab: Page;
  /** CSP violations the page reported, console errors and uncaught exceptions. */
  problems: string[];
}

async function open(path: string): Promise<Watched> {
  const tab = await browser.newPage();
  const problems: string[] = [];
  tab.on('console', (message) => {
    // Failed loads are judged by their answers below, not by the browser's line about them.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`);
  });
  tab.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    // Browsers ask for a favicon of their own accord; the API refusing a wrong key is the page's doing.
    if (response.status() >= 400 && path !== '/favicon.ico' && !path.startsWith('/v1/')) problems.push(`${response.status()} ${path}`);
  });
  tab.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  // Registered before any of the page's own scripts run.
  await tab.exposeFunction('reportViolation', (text: string) => problems.push(`csp: ${text}`));
  await tab.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const response = await tab.goto(`${url}${path}`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  return { tab, problems };
}

describe.skipIf(!existsSync(CHROMIUM))('the HTML pages under their Content-Security-Policy', () => {
  beforeAll(async () => {
    gateway = await buildGateway({ logger: createLogger({ name: 'pages', level: 'silent' }), keys: new MemoryKeyStore(), directory: new FixedDirectory([]) });
    url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await gateway?.close();
  });

  it('/markets runs its script and style from files and calls the API, with no violation', async () => {
    const { tab, problems } = await open('/markets');
    // The stylesheet applied…
    expect(await tab.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('14px');
    // …and the script ran: a search with a wrong key reaches the API and shows its refusal.
    await tab.fill('#key', 'estate_wrong_key');
    await tab.click('button[type=submit]');
    await tab.waitForFunction(() => document.querySelector('#status')?.className === 'error');
    expect(await tab.textContent('#status')).toMatch(/^unauthenticated: /);
    expect(problems).toEqual([]);
  });

  it('/docs loads with no violation', async () => {
    const { tab, problems } = await open('/docs');
    await tab.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  it('an inline script injected into a page is refused by the policy', async () => {
    const { tab, problems } = await open('/markets');
    await tab.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran"';
      document.body.append(script);
    });
    expect(await tab.evaluate(() => document.body.dataset.injected)).toBeUndefined();
    await expect.poll(() => problems.some((p) => p.startsWith('csp: script-src'))).toBe(true);
  });
});
