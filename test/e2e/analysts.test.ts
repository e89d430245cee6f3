/// <reference lib="dom" />
// The callbacks given to page.evaluate / waitForFunction run in the browser.
// The analysts' doors of the embedded stack, through the real path: observations and source series
// points published to NATS, projected by the embedded process into its in-process ClickHouse, then
// read (1) in SQL with the official @clickhouse/client through the process's read-only endpoint,
// running the examples of infra/clickhouse/README.md, and (2) on the gateway's /markets page in
// headless Chromium, which must draw the series the API returns.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';
import { Publisher, silentLogger } from '@estate/bus';
import { createEvent, type AnyEvent, type ListingObserved, type MarketPointObserved, type StayObserved } from '@estate/events';
import { freePort } from '@estate/testkit';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/child-process.js';
import { startStack, type Stack } from './support/stack.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// `npm test` installs Debian's chromium where it can (infra/local/install-tools.sh); where it could
// not, the page test says why it did not run.
if (!existsSync(CHROMIUM)) process.stderr.write(`[analysts] skipping the /markets page test: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)\n`);

let stack: Stack;
let sql: ClickHouseClient;

const collector = (name: string) => ({ name, version: '0.1.0', run_id: `${name}-analysts` });

/** A Zillow house for sale in Austin, TX, with two photos. */
function listing(n: number, price: number, at: Date): AnyEvent {
  const nativeId = String(70_000 + n);
  const data: ListingObserved = {
    native_id: nativeId,
    url: `https://www.zillow.com/homedetails/${nativeId}_zpid/`,
    transaction: 'sale',
    status: 'active',
    source_status: 'FOR_SALE',
    title: `3 bd house in Austin ${n}`,
    price: { amount: String(price), currency: 'USD', kind: 'asking', display_text: `$${price.toLocaleString('en-US')}` },
    property: {
      address: { country: 'US', city: 'Austin', region: 'TX', postal_code: '78701', line1: `${100 + n} Congress Ave` },
      geometry: { latitude: 30.27 + n / 1_000, longitude: -97.74, precision: 'exact', crs: 'EPSG:4326' },
      property_type: 'house',
      bedrooms: 3,
      bathrooms: 2,
      areas: [{ value: 100, unit: 'sqm', basis: 'living', normalized_sqm: 100 }],
    },
    media: [
      { url: `https://photos.zillowstatic.com/fp/analysts-${n}-a.jpg`, type: 'photo', position: 0 },
      { url: `https://photos.zillowstatic.com/fp/analysts-${n}-b.jpg`, type: 'photo', position: 1 },
    ],
    access_class: 'public_portal',
    country: 'US',
  };
  return createEvent({ type: 'listing.observed', platform: 'zillow', provider: 'collector-zillow/replay', observed_at: at, collector: collector('collector-zillow'), data });
}

/** One ZHVI point of Austin's city series, as the Zillow Research collector reads it. */
function zhvi(period: string, value: string | null, vintage: string, at: Date, segment = 'all'): AnyEvent {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const data: MarketPointObserved = {
    dataset: 'zhvi_city',
    market: { kind: 'city', country: 'US', region: 'TX', city: 'Austin', name: 'Austin, TX' },
    source_region: { scheme: 'zillow_region_id', code: '10221', name: 'Austin', type: 'city' },
    metric: 'typical_home_value',
    segment,
    seasonally_adjusted: false,
    frequency: 'monthly',
    period_start: period,
    period_end: end,
    value,
    value_status: value === null ? 'missing' : 'published',
    unit: 'USD',
    currency: 'USD',
    vintage,
    native_field: 'ZHVI',
    access_class: 'open_data',
  };
  return createEvent({ type: 'market_point.observed', platform: 'zillow_research', provider: 'collector-zillow-research/replay', observed_at: at, collector: collector('collector-zillow-research'), data });
}

/** An Inside Airbnb stay in Austin, TX, and (when `free` is given) its calendar of the next nights. */
function stay(n: number, price: number, at: Date, free?: boolean[]): AnyEvent[] {
  const nativeId = String(9_000 + n);
  const data: StayObserved = {
    native_id: nativeId,
    listing_platform: 'airbnb',
    room_type: 'entire_home',
    accommodates: 4,
    price: { amount: String(price), currency: 'USD', kind: 'asking', period: 'night' },
    address: { country: 'US', city: 'Austin', region: 'TX', postal_code: '78701' },
    access_class: 'open_data',
    country: 'US',
  };
  const envelope = { platform: 'insideairbnb', provider: 'collector-insideairbnb/replay', observed_at: at, collector: collector('collector-insideairbnb') } as const;
  const events: AnyEvent[] = [createEvent({ ...envelope, type: 'stay.observed', data })];
  if (free === undefined) return events;
  const first = Date.parse(`${at.toISOString().slice(0, 10)}T00:00:00Z`);
  const days = free.map((available, i) => ({ date: new Date(first + i * 86_400_000).toISOString().slice(0, 10), available }));
  events.push(createEvent({ ...envelope, type: 'stay_availability.observed', data: { listing_platform: 'airbnb', stay_native_id: nativeId, days, access_class: 'open_data', country: 'US' } }));
  return events;
}

// The events span 31 minutes and the daily examples expect them on one day: in the first minutes
// after midnight (UTC), they are placed just before it instead.
const CLOCK = ((now: number) => {
  const midnight = now - (now % 86_400_000);
  return now - midnight < 40 * 60_000 ? midnight - 60_000 : now;
})(Date.now());
const minutesAgo = (m: number): Date => new Date(CLOCK - m * 60_000);
const LISTING_IDS: string[] = [];
let austinMarketId = '';

async function rows<T>(query: string, params: Record<string, unknown> = {}): Promise<T[]> {
  return (await sql.query({ query, query_params: params, format: 'JSONEachRow' })).json<T>();
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms\n${stack.output('embedded')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${stack.url}${path}`, { ...init, headers: { 'x-api-key': stack.devKey, 'content-type': 'application/json', ...init.headers } });
  return { status: response.status, body: (await response.json()) as T };
}

beforeAll(async () => {
  const sqlPort = await freePort();
  // One series collector (GB data, apart from the US fixtures below) keeps the market operations
  // live: an operation no running collector serves answers 501.
  stack = await startStack({ platforms: [], datasets: ['uk_hpi'], env: { SQL_PORT: String(sqlPort) } });
  // The refusals below are expected: the client need not log each one.
  sql = createClient({ url: `http://127.0.0.1:${sqlPort}`, log: { level: ClickHouseLogLevel.OFF } });

  const publisher = new Publisher(stack.bus, { logger: silentLogger });
  const events = [
    listing(1, 310_000, minutesAgo(30)),
    listing(2, 450_000, minutesAgo(30)),
    listing(2, 420_000, minutesAgo(10)),
    listing(3, 650_000, minutesAgo(30)),
    createEvent({
      type: 'source_run.completed',
      platform: 'zillow',
      provider: 'collector-zillow/replay',
      observed_at: minutesAgo(9),
      collector: collector('collector-zillow'),
      data: { run_id: 'collector-zillow-analysts', status: 'success', truncated: false, counts: { records: 3, published: 4, errors: 0 }, started_at: minutesAgo(31).toISOString(), finished_at: minutesAgo(9).toISOString() },
    }),
    // Three months as the January release published them, then February's release, which revises
    // December and publishes January, and leaves February empty.
    zhvi('2024-11-01', '540000.00', '2025-01', minutesAgo(20)),
    zhvi('2024-12-01', '541000.00', '2025-01', minutesAgo(20)),
    zhvi('2024-12-01', '542500.00', '2025-02', minutesAgo(5)),
    zhvi('2025-01-01', '543000.00', '2025-02', minutesAgo(5)),
    zhvi('2025-02-01', null, '2025-02', minutesAgo(5)),
    // Another segment of the same series: a source series has a row per period per segment.
    zhvi('2024-12-01', '402000.00', '2025-02', minutesAgo(5), 'condo'),
    // Three stays: 30 stated nights, 12 of them free, and 10 stated nights, all free: 22 of 40.
    ...stay(1, 120, minutesAgo(8), Array.from({ length: 40 }, (_, i) => i % 5 < 2)),
    ...stay(2, 180, minutesAgo(8), Array.from({ length: 10 }, () => true)),
    ...stay(3, 90, minutesAgo(8)),
  ];
  for (const event of events) await publisher.publish(event);
  await publisher.flush();

  await until('listings and points projected', async () => {
    const [counts] = await rows<{ listings: string; observations: string; points: string }>(
      `SELECT (SELECT count() FROM listings FINAL WHERE city = 'Austin') AS listings,
              (SELECT count() FROM listing_observations FINAL WHERE city = 'Austin') AS observations,
              (SELECT count() FROM market_point_revisions FINAL WHERE platform = 'zillow_research') AS points`,
    );
    const [stays] = await rows<{ n: string }>("SELECT count() AS n FROM market_stay_daily WHERE market_kind = 'city' AND city = 'austin' AND property_type = 'all' AND calendar_stays = 2");
    return counts && Number(counts.listings) === 3 && Number(counts.observations) === 4 && Number(counts.points) === 6 && Number(stays?.n) === 1 ? counts : undefined;
  });
  for (const row of await rows<{ listing_id: string }>("SELECT listing_id FROM listings FINAL WHERE city = 'Austin' ORDER BY price_amount")) LISTING_IDS.push(row.listing_id);
  // The market id comes from the API, as an analyst would take it from searchMarkets.
  austinMarketId = await until('Austin in searchMarkets', async () => {
    const { status, body } = await api<{ data: { id: string; kind: string; metrics: { metric: string }[] }[] }>('/v1/markets/search', { method: 'POST', body: JSON.stringify({ query: 'Austin', country: 'US' }) });
    const market = status === 200 ? body.data.find((m) => m.kind === 'city' && m.metrics.some((x) => x.metric === 'typical_home_value')) : undefined;
    return market?.id;
  });
}, 120_000);

afterAll(async () => {
  await sql?.close();
  await stack?.stop();
});

/** The README's examples: `<!-- example: name -->` and the one statement of the sql block below it. */
async function readmeExamples(): Promise<Map<string, string>> {
  const text = await readFile(join(ROOT, 'infra/clickhouse/README.md'), 'utf8');
  const examples = new Map<string, string>();
  for (const match of text.matchAll(/<!-- example: ([a-z0-9-]+) -->\n```sql\n([\s\S]*?)```/g)) {
    const [, name, body] = match as unknown as [string, string, string];
    expect(examples.has(name), `example ${name} appears twice`).toBe(false);
    examples.set(name, body.trim());
  }
  return examples;
}

type Row = Record<string, unknown>;
const num = (value: unknown): number | null => (value === null ? null : Number(value));

/** Per example: the values of its placeholders, and what its answer must be. */
const EXPECTED: Record<string, { params: () => Record<string, unknown>; check: (rows: Row[]) => void }> = {
  'live-listings': {
    params: () => ({ city: 'Austin', max_price: '500000' }),
    check: (r) => expect(r.map((x) => num(x.price_amount)).sort()).toEqual([310_000, 420_000]),
  },
  'latest-price': {
    params: () => ({ city: 'Austin' }),
    check: (r) => expect(new Map(r.map((x) => [x.listing_id, num(x.price)]))).toEqual(new Map([[LISTING_IDS[0], 310_000], [LISTING_IDS[1], 420_000], [LISTING_IDS[2], 650_000]])),
  },
  'price-history': {
    params: () => ({ listing_id: LISTING_IDS[1] }),
    check: (r) => expect(r.map((x) => num(x.price_amount))).toEqual([450_000, 420_000]),
  },
  gallery: {
    params: () => ({ listing_id: LISTING_IDS[0] }),
    check: (r) => expect(r.map((x) => [x.media_type, x.position])).toEqual([['photo', 0], ['photo', 1]]),
  },
  'run-success': {
    params: () => ({}),
    check: (r) => expect(r.filter((x) => x.platform === 'zillow').map((x) => num(x.success_rate))).toEqual([1]),
  },
  'market-daily': {
    params: () => ({ city: 'Austin' }),
    check: (r) => expect(r.map((x) => [num(x.listings), num(x.price_median)])).toEqual([[3, 420_000]]),
  },
  'weekly-median': {
    params: () => ({ currency: 'USD' }),
    check: (r) => expect(r.filter((x) => x.country === 'US').map((x) => num(x.median))).toEqual([420_000]),
  },
  'source-series': {
    params: () => ({ market_id: austinMarketId, metric: 'typical_home_value', segment: 'all' }),
    check: (r) =>
      expect(r.map((x) => [x.period_start, x.segment, x.seasonally_adjusted, num(x.value), x.value_status, x.vintage, num(x.revisions)])).toEqual([
        ['2024-11-01', 'all', false, 540_000, 'published', '2025-01', 1],
        ['2024-12-01', 'all', false, 542_500, 'published', '2025-02', 2],
        ['2025-01-01', 'all', false, 543_000, 'published', '2025-02', 1],
        ['2025-02-01', 'all', false, null, 'missing', '2025-02', 1],
      ]),
  },
  revisions: {
    params: () => ({ market_id: austinMarketId, metric: 'typical_home_value', segment: 'all', period: '2024-12-01' }),
    check: (r) => expect(r.map((x) => [x.vintage, num(x.value)])).toEqual([['2025-01', 541_000], ['2025-02', 542_500]]),
  },
  'source-regions': {
    params: () => ({ country: 'US' }),
    check: (r) => expect(r).toContainEqual({ market_id: austinMarketId, market_name: 'Austin, TX', platform: 'zillow_research', region_scheme: 'zillow_region_id', region_code: '10221' }),
  },
  'stay-daily': {
    params: () => ({ city: 'Austin' }),
    check: (r) => expect(r.map((x) => [num(x.listings_live), num(x.nightly_price_median), num(x.available_nights_pct_30d), x.platforms])).toEqual([[3, 120, 55, ['insideairbnb']]]),
  },
  'derived-daily': {
    params: () => ({ city: 'Austin' }),
    check: (r) => expect(r.map((x) => [num(x.listings_live), num(x.listings_new), num(x.asking_price_median), x.platforms])).toEqual([[3, 3, 420_000, ['zillow']]]),
  },
};

describe('SQL through the embedded process’s read-only ClickHouse endpoint', () => {
  it('answers /ping and the client ping', async () => {
    expect(await sql.ping()).toEqual({ success: true });
  });

  it('runs every example of infra/clickhouse/README.md with its parameters bound, and each answers what the data says', async () => {
    const examples = await readmeExamples();
    // Every example has its expectation and every expectation its example: neither drifts alone.
    expect([...examples.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
    let checked = 0;
    for (const [name, query] of examples) {
      const expected = EXPECTED[name] as (typeof EXPECTED)[string];
      const answer = await rows<Row>(query, expected.params()).catch((err: unknown) => {
        throw new Error(`README example ${name} failed: ${err instanceof Error ? err.message : String(err)}\n${query}`);
      });
      expected.check(answer);
      checked++;
    }
    expect(checked).toBe(Object.keys(EXPECTED).length);
  });

  it.each([
    ["INSERT INTO listings (listing_id) VALUES ('lst_x')", /is not allowed through the read-only SQL endpoint/],
    ['CREATE TABLE scratch (a UInt8) ENGINE = Memory', /is not allowed through the read-only SQL endpoint/],
    ['DROP TABLE market_point_revisions', /is not allowed through the read-only SQL endpoint/],
    ['ALTER TABLE listings DELETE WHERE 1', /is not allowed through the read-only SQL endpoint/],
    ['SET readonly = 0', /is not allowed through the read-only SQL endpoint/],
    ['SELECT count() FROM listings SETTINGS readonly = 0', /Cannot modify 'readonly' setting in readonly mode/],
    ["SELECT * FROM file('/etc/hostname', 'LineAsString')", /Cannot execute query in readonly mode/],
  ])('refuses %s with a clear ClickHouse error (READONLY)', async (query, message) => {
    const err = await sql.command({ query }).then(
      () => undefined,
      (e: unknown) => e as Error & { code?: string; type?: string },
    );
    expect(err?.code).toBe('164');
    expect(err?.type).toBe('READONLY');
    expect(err?.message).toMatch(message);
    // Still all there.
    const [count] = await rows<{ n: string }>("SELECT count() AS n FROM market_point_revisions WHERE platform = 'zillow_research'");
    expect(Number(count?.n)).toBe(6);
  });

  it('writes where pnpm sql finds it', async () => {
    expect((await readFile(join(stack.dataDir, 'sql-url'), 'utf8')).trim()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

const SCREENSHOTS = process.env.MARKETS_SCREENSHOTS_DIR;

/** What the chart shows once drawn: the y and x labels, and whether anything sticks out sideways. */
function readChart(): { yLabels: string[]; xLabels: string[]; scrollWidth: number; innerWidth: number } {
  const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((node) => node.textContent ?? '');
  return { yLabels: texts('#chart text.y-label'), xLabels: texts('#chart text.x-label'), scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth };
}

const COMPACT = { '': 1, k: 1e3, M: 1e6, B: 1e9 } as const;

/** `700k` → 700000; undefined for anything but a short, rounded label. */
function labelValue(label: string): number | undefined {
  const match = /^(-?\d{1,3}(?:\.\d{1,2})?)([kMB]?)$/.exec(label);
  return match ? Number(match[1]) * COMPACT[match[2] as keyof typeof COMPACT] : undefined;
}

/** Whether `step` is 1, 2 or 5 times a power of ten. */
function isNiceStep(step: number): boolean {
  const magnitude = 10 ** Math.floor(Math.log10(step) + 1e-9);
  return [1, 2, 5, 10].some((f) => Math.abs(step - f * magnitude) < magnitude * 1e-6);
}

describe.skipIf(!existsSync(CHROMIUM))('the /markets page in headless Chromium', () => {
  it('needs no key to load, and plots the market series the API returns once a key is pasted', async () => {
    const page = await fetch(`${stack.url}/markets`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);

    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
    try {
      const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      // No network beyond the gateway: the page must be self-contained.
      const foreign: string[] = [];
      tab.on('request', (request) => {
        if (!request.url().startsWith(stack.url)) foreign.push(request.url());
      });
      await tab.goto(`${stack.url}/markets`);
      // An empty page says what to do.
      expect(await tab.isVisible('#hint')).toBe(true);
      expect(await tab.textContent('#hint')).toMatch(/API key[\s\S]*market/);
      await tab.fill('#key', stack.devKey);
      await tab.fill('#query', 'Austin');
      await tab.click('button[type=submit]');
      await tab.click(`#markets button[data-market-id="${austinMarketId}"]`);
      await tab.selectOption('#metric', 'typical_home_value');
      await tab.waitForFunction(() => document.querySelector('#chart')?.getAttribute('data-metric') === 'typical_home_value' && document.querySelector('#chart polyline') !== null);

      const { body } = await api<{ data: { period_start: string; value: string }[] }>(`/v1/markets/${austinMarketId}/series?metric=typical_home_value&limit=100`);
      const plotted = body.data.filter((p) => Number.isFinite(Number(p.value)));
      expect(plotted.length).toBeGreaterThanOrEqual(3);
      const drawn = await tab.evaluate(() => {
        const chart = document.querySelector('#chart') as SVGSVGElement;
        const line = chart.querySelector('polyline') as SVGPolylineElement;
        return { points: Number(chart.dataset.points), vertices: line.points.numberOfItems, dots: chart.querySelectorAll('circle').length, width: line.getBBox().width, height: line.getBBox().height, status: document.querySelector('#status')?.textContent ?? '' };
      });
      expect(drawn.points).toBe(plotted.length);
      expect(drawn.vertices).toBe(plotted.length);
      expect(drawn.dots).toBe(plotted.length);
      // A line that rises over the months spans the chart both ways.
      expect(drawn.width).toBeGreaterThan(100);
      expect(drawn.height).toBeGreaterThan(10);
      expect(drawn.status).toMatch(/typical_home_value/);
      expect(await tab.isVisible('#hint')).toBe(false);

      // Rounded value labels a 1-2-5 step apart, covering every plotted value; several dates.
      const chart = await tab.evaluate(readChart);
      const values = chart.yLabels.map(labelValue);
      expect(values.length, chart.yLabels.join(' ')).toBeGreaterThanOrEqual(3);
      expect(values.every((v) => v !== undefined), chart.yLabels.join(' ')).toBe(true);
      const ticks = values as number[];
      const steps = new Set(ticks.slice(1).map((v, i) => Math.round(v - (ticks[i] as number))));
      expect(steps.size, chart.yLabels.join(' ')).toBe(1);
      expect(isNiceStep([...steps][0] as number), chart.yLabels.join(' ')).toBe(true);
      const numbers = plotted.map((p) => Number(p.value));
      expect(ticks[0]).toBeLessThanOrEqual(Math.min(...numbers));
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(Math.max(...numbers));
      expect(chart.xLabels.length, chart.xLabels.join(' | ')).toBeGreaterThanOrEqual(4);
      expect(new Set(chart.xLabels).size).toBe(chart.xLabels.length);
      expect(chart.scrollWidth).toBeLessThanOrEqual(chart.innerWidth);
      if (SCREENSHOTS) await tab.screenshot({ path: join(SCREENSHOTS, 'markets-desktop.png'), fullPage: true });
      expect(errors).toEqual([]);
      expect(foreign).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('fits a 360 px wide phone screen, empty and with a series', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
    try {
      const tab = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.goto(`${stack.url}/markets`);
      expect(await tab.isVisible('#hint')).toBe(true);
      const empty = await tab.evaluate(readChart);
      expect(empty.scrollWidth, 'the empty page').toBeLessThanOrEqual(empty.innerWidth);
      if (SCREENSHOTS) await tab.screenshot({ path: join(SCREENSHOTS, 'markets-phone-empty.png'), fullPage: true });

      await tab.fill('#key', stack.devKey);
      await tab.fill('#query', 'Austin');
      await tab.click('button[type=submit]');
      await tab.click(`#markets button[data-market-id="${austinMarketId}"]`);
      // The longest series name is the one that ran off the screen.
      const longest = await tab.evaluate(() => Array.from(document.querySelectorAll<HTMLOptionElement>('#metric option')).sort((a, b) => b.text.length - a.text.length)[0]?.value ?? '');
      expect(longest).not.toBe('');
      await tab.selectOption('#metric', longest);
      await tab.waitForFunction((metric) => document.querySelector('#chart')?.getAttribute('data-metric') === metric, longest);
      const withLongest = await tab.evaluate(readChart);
      expect(withLongest.scrollWidth, `the page with ${longest}`).toBeLessThanOrEqual(withLongest.innerWidth);
      const menu = await tab.evaluate(() => (document.querySelector('#metric') as HTMLSelectElement).getBoundingClientRect().right);
      expect(menu).toBeLessThanOrEqual(withLongest.innerWidth);

      await tab.selectOption('#metric', 'typical_home_value');
      await tab.waitForFunction(() => document.querySelector('#chart')?.getAttribute('data-metric') === 'typical_home_value' && document.querySelector('#chart polyline') !== null);
      const phone = await tab.evaluate(readChart);
      expect(phone.scrollWidth, 'the page with typical_home_value').toBeLessThanOrEqual(phone.innerWidth);
      expect(phone.yLabels.length).toBeGreaterThanOrEqual(3);
      expect(phone.yLabels.every((label) => labelValue(label) !== undefined), phone.yLabels.join(' ')).toBe(true);
      expect(phone.xLabels.length, phone.xLabels.join(' | ')).toBeGreaterThanOrEqual(2);
      if (SCREENSHOTS) await tab.screenshot({ path: join(SCREENSHOTS, 'markets-phone.png'), fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
