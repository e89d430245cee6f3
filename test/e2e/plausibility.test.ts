/**
 * Values that cannot be true, end to end through the collectors: the generator injects them into
 * a known share of its listings (ground truth: which listing, which field, which rule), every
 * listing portal's renderer prints them, each collector reads its pages back and the kit publishes its
 * listings. Every injected value must arrive withheld, `implausible` in `field_status` with the
 * rule that fired, and no other value of the whole sample may (no false positive).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, defaultTopology, provision, silentLogger, type Bus } from '@estate/bus';
import { runCollector, type CollectorDefinition } from '@estate/collector-kit';
import { collector as fotocasa } from '@estate/collector-fotocasa';
import { collector as idealista } from '@estate/collector-idealista';
import { collector as immoscout24 } from '@estate/collector-immoscout24';
import { collector as immowelt } from '@estate/collector-immowelt';
import { collector as lifullhomes } from '@estate/collector-lifullhomes';
import { collector as realtor } from '@estate/collector-realtor';
import { collector as rightmove } from '@estate/collector-rightmove';
import { collector as suumo } from '@estate/collector-suumo';
import { collector as zillow } from '@estate/collector-zillow';
import { collector as zoopla } from '@estate/collector-zoopla';
import { decodeEvent, STREAM_NAMES, type EventOf } from '@estate/events';
import { isFloorArea } from '@estate/normalize';
import { GROUND_TRUTH_FILE, PLATFORMS, RENDERERS, writeSamples, type GroundTruth, type InjectedValue, type Platform } from '@estate/sample-data';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeTests } from './support/large-tests.js';

// Injections go to once-listed homes on their first portal, and the size counts the second
// portals' listings too: seed 27 at 1 000 listings injects 22 values of all five kinds (one a Zillow
// unit priced 0 on its building's page; at 800 only 14, without a zero price); seed 42 at 2 000
// injects 36. Both are exact checks (every injected value caught, nothing else flagged); the large
// run looks for false positives over more listings.
const SEED = largeTests ? 42 : 27;
const SIZE = largeTests ? 2_000 : 1_000;
/** Every listing portal's collector: a portal the generator lists on and this misses fails the type check. */
const COLLECTOR_OF = { zillow, rightmove, idealista, immoscout24, suumo, zoopla, lifullhomes, realtor, fotocasa, immowelt } satisfies Record<Platform, CollectorDefinition>;
const COLLECTORS: readonly CollectorDefinition[] = PLATFORMS.map((p) => COLLECTOR_OF[p]);

let nats: NatsServerHandle;
let bus: Bus;
let workDir: string;
let truth: GroundTruth;
const listings = new Map<string, EventOf<'listing.observed'>['data']>();
const buildings: EventOf<'building.observed'>['data'][] = [];
const units: EventOf<'unit.observed'>['data'][] = [];

async function observedEvents<T>(subject: string): Promise<T[]> {
  const info = await bus.jsm.streams.info(STREAM_NAMES.observations, { subjects_filter: subject });
  const total = Object.values(info.state.subjects ?? {}).reduce((n, c) => n + c, 0);
  if (total === 0) return [];
  const consumer = await bus.js.consumers.get(STREAM_NAMES.observations, { filter_subjects: [subject] });
  const events: T[] = [];
  const messages = await consumer.consume({ max_messages: 1000 });
  try {
    for await (const m of messages) {
      const decoded = decodeEvent(m.data);
      if (!decoded.ok) throw new Error(`undecodable event on ${m.subject}`);
      events.push(decoded.event as T);
      if (events.length >= total) break;
    }
  } finally {
    await messages.close();
  }
  return events;
}

beforeAll(async () => {
  nats = await startNatsServer();
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, defaultTopology());
  workDir = await mkdtemp(join(tmpdir(), 'estate-plausibility-e2e-'));
  await writeSamples({ outDir: workDir, seed: SEED, size: SIZE, renderers: PLATFORMS.map((p) => RENDERERS[p]) });
  truth = JSON.parse(await readFile(join(workDir, GROUND_TRUTH_FILE), 'utf8')) as GroundTruth;
  for (const definition of COLLECTORS) {
    const handle = await runCollector(definition, { bus, samplesDir: workDir, jobs: false, intervalMs: 3_600_000, logger: silentLogger, instanceId: 'plausibility' });
    try {
      const deadline = Date.now() + 100_000;
      while (handle.lastRun() === undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (handle.lastRun() === undefined) throw new Error(`${definition.platform} did not finish its run`);
    } finally {
      await handle.stop();
    }
  }
  for (const e of await observedEvents<EventOf<'listing.observed'>>('obs.*.listing')) listings.set(`${e.platform}:${e.data.native_id}`, e.data);
  for (const e of await observedEvents<EventOf<'building.observed'>>('obs.zillow.building')) buildings.push(e.data);
  for (const e of await observedEvents<EventOf<'unit.observed'>>('obs.zillow.unit')) units.push(e.data);
}, 120_000 * (largeTests ? 5 : 1));

afterAll(async () => {
  await bus?.close();
  await nats?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** The fields a listing's observation withholds as implausible, with the rule of each. */
function withheld(data: EventOf<'listing.observed'>['data']): Array<{ field: string; rule: string }> {
  const notes = (data.extensions?.['implausible'] ?? {}) as Record<string, { rule: string }>;
  return Object.entries(data.field_status ?? {})
    .filter(([, status]) => status === 'implausible')
    .map(([field]) => ({ field, rule: notes[field]?.rule ?? '(no rule)' }));
}

/**
 * Portals leave a listing's area off now and then (the renderers too): a tiny area the page does
 * not show reaches no observation, and a crowded layout (too many bedrooms for the area) has no
 * area to be judged against; the listing then has no floor area at all.
 */
function judgeable(value: InjectedValue, data: EventOf<'listing.observed'>['data']): boolean {
  if (value.kind !== 'tiny_area' && value.kind !== 'crowded_layout') return true;
  return (data.property.areas ?? []).some((a) => isFloorArea(a));
}

/**
 * Whether a withheld field is what the injection of `value` should withhold (a crowded layout's
 * rooms go with its bedrooms; a listing's price shows in its history too, as its last point).
 */
function expected(value: InjectedValue, field: string): boolean {
  if (value.field === 'property.bedrooms' && field === 'property.rooms') return true;
  if (value.field === 'price' && field.startsWith('price_history.')) return true;
  return value.field.endsWith('.') ? field.startsWith(value.field) : field === value.field;
}

describe('implausible values, generator to published observation', () => {
  it('the generator injected values of every kind, into listings the collectors published', () => {
    expect(truth.implausible.length).toBeGreaterThanOrEqual(20);
    const kinds = new Set(truth.implausible.map((v) => v.kind));
    expect([...kinds].sort()).toEqual(['crowded_layout', 'history_in_thousands', 'price_in_thousands', 'tiny_area', 'zero_price']);
    expect(listings.size).toBeGreaterThan(SIZE * 0.9);
    for (const v of truth.implausible) expect(listings.has(`${v.platform}:${v.native_id}`), `${v.platform}:${v.native_id}`).toBe(true);
  });

  it('withholds every injected value the page shows, with the rule that should fire, and its normalised value gone', () => {
    let checked = 0;
    let unshown = 0;
    for (const v of truth.implausible) {
      const data = listings.get(`${v.platform}:${v.native_id}`);
      if (!data) throw new Error(`${v.platform}:${v.native_id} was not published`);
      if (!judgeable(v, data)) {
        unshown++;
        continue;
      }
      const found = withheld(data).filter((w) => expected(v, w.field));
      expect(found.length, `${v.kind} on ${v.platform}:${v.native_id}: ${JSON.stringify(data.field_status)}`).toBeGreaterThan(0);
      for (const w of found) expect(w.rule, `${v.kind} on ${v.platform}:${v.native_id}`).toBe(v.rule);
      if (v.field === 'price') expect(data.price?.amount).toBeUndefined();
      if (v.field === 'price_history.') for (const w of found) expect(data.price_history?.[Number(w.field.split('.')[1])]?.price?.amount).toBeUndefined();
      if (v.field === 'property.bedrooms') expect(data.property.bedrooms).toBeUndefined();
      if (v.field === 'property.areas.') for (const w of found) expect(data.property.areas?.find((a) => `property.areas.${a.basis}` === w.field)?.normalized_sqm).toBeUndefined();
      checked++;
    }
    expect(checked + unshown).toBe(truth.implausible.length);
    expect(unshown).toBeLessThan(truth.implausible.length / 4);
  });

  it('withholds nothing else in the whole sample: no correct value is flagged', () => {
    const injected = new Map(truth.implausible.map((v) => [`${v.platform}:${v.native_id}`, v]));
    const wrong: string[] = [];
    let flagged = 0;
    const judged = truth.implausible.filter((v) => judgeable(v, listings.get(`${v.platform}:${v.native_id}`) as EventOf<'listing.observed'>['data'])).length;
    for (const [key, data] of listings) {
      for (const w of withheld(data)) {
        const v = injected.get(key);
        if (v && expected(v, w.field)) flagged++;
        else wrong.push(`${key} ${w.field} (${w.rule}): ${JSON.stringify(data.price)} ${JSON.stringify(data.property.areas)} bedrooms ${data.property.bedrooms}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(flagged).toBeGreaterThanOrEqual(judged);
  });
});

describe('implausible unit prices on building pages', () => {
  /** `building native id:unit native id` → the rule its building names for the unit's price. */
  function flaggedUnits(): Map<string, string> {
    const out = new Map<string, string>();
    for (const b of buildings) {
      const notes = (b.extensions?.['implausible'] ?? {}) as Record<string, { rule: string }>;
      for (const [field, note] of Object.entries(notes)) {
        const unit = /^units\.(.+)\.price$/.exec(field)?.[1];
        if (unit !== undefined) out.set(`${b.native_id}:${unit}`, note.rule);
      }
    }
    return out;
  }

  it('withholds the price of every unit whose listing shows a price of 0, and flags no unit of a true price', () => {
    const flagged = flaggedUnits();
    const injected = new Map(truth.implausible.filter((v) => v.platform === 'zillow').map((v) => [v.native_id, v]));
    let zeros = 0;
    for (const unit of units) {
      const key = `${unit.building_native_id}:${unit.native_id}`;
      const v = unit.listing_native_id === undefined ? undefined : injected.get(unit.listing_native_id);
      if (v?.kind === 'zero_price') {
        zeros++;
        expect(flagged.get(key), key).toBe('zero_price');
        expect(unit.price?.amount).toBeUndefined();
      } else if (v?.field !== 'price') {
        // A price typed in thousands may pass as a month's rent on a page that does not say which it is.
        expect(flagged.get(key), `${key}: ${JSON.stringify(unit.price)}`).toBeUndefined();
      }
    }
    // Seed 27 and seed 42 each list a unit priced 0 on its building's page.
    expect(zeros).toBeGreaterThan(0);
  });
});
