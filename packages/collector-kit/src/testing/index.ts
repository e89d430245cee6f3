/**
 * Test support every collector shares: its recorded payloads under `test/fixtures`, the golden
 * observations under `test/golden` (`UPDATE_GOLDEN=1` rewrites them; review the diff), and the
 * checks every parser owes: publishable observations, and no throw for any cut or damage.
 * Test-only: imported as `@estate/collector-kit/testing`, never by production code.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { LOCATION_FILTER_VARIANTS, OPERATIONS_BY_ID } from '@estate/contract';
import { checkManifest, createEvent, OBSERVED_KINDS, type ListingObserved, type MediaObserved } from '@estate/events';
import { collectorManifest } from '../collector-manifest.js';
import type { CollectorDefinition } from '../definition.js';
import { describe, expect, it } from 'vitest';
import type { NativePayload } from '../native-payload.js';
import type { ParseContext, ParsedPayload, ParseIssue, PayloadParser } from '../parser.js';
import { ReplayFetcher } from '../replay-fetcher.js';

/** A parse result split by kind, for assertions about one kind. */
export interface ParsedByKind {
  listings: ListingObserved[];
  media: MediaObserved[];
  issues: ParseIssue[];
}

export function byKind(parsed: ParsedPayload): ParsedByKind {
  const out: ParsedByKind = { listings: [], media: [], issues: parsed.issues };
  for (const o of parsed.observations) {
    if (o.kind === 'listing') out.listings.push(o.data);
    else if (o.kind === 'media') out.media.push(o.data);
  }
  return out;
}

/** Every observation must be a valid event payload: createEvent throws on one that is not. */
export function assertPublishable(platform: string, parsed: ParsedPayload, context: ParseContext): void {
  const common = {
    platform,
    provider: `collector-${platform}/replay`,
    observed_at: context.observedAt,
    collector: { name: `collector-${platform}`, version: '0.1.0', run_id: 'test-run' },
  };
  for (const o of parsed.observations) createEvent({ ...common, type: `${o.kind}.observed`, data: o.data } as Parameters<typeof createEvent>[0]);
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
}

const CONTENT_TYPES: Readonly<Record<string, string>> = { json: 'application/json', html: 'text/html', htm: 'text/html' };

export interface CollectorFixtures {
  readonly platform: string;
  readonly context: ParseContext;
  /** Paths of the recorded payloads, relative to `test/fixtures`, sorted. */
  paths(): string[];
  payload(path: string): NativePayload;
  /** The parse of a recorded payload, split by kind. */
  read(path: string): ParsedByKind;
  /** `test/golden/<path without its extension>.json`. */
  goldenFile(path: string): string;
}

export interface FixtureOptions {
  platform: string;
  parse: PayloadParser;
  /** The collector's `test` folder (holding `fixtures` and `golden`). */
  testDir: string;
  /** The recorded times every golden observation carries. */
  context: ParseContext;
}

export function collectorFixtures(options: FixtureOptions): CollectorFixtures {
  const fixtures = join(options.testDir, 'fixtures');
  const golden = join(options.testDir, 'golden');
  const payload = (path: string): NativePayload => ({
    path,
    content_type: CONTENT_TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream',
    body: readFileSync(join(fixtures, path), 'utf8'),
  });
  return {
    platform: options.platform,
    context: options.context,
    paths: () => walk(fixtures).map((file) => relative(fixtures, file).split('\\').join('/')).sort(),
    payload,
    read: (path) => byKind(options.parse(payload(path), options.context)),
    goldenFile: (path) => join(golden, path.replace(/\.\w+$/, '.json')),
  };
}

/** Truncations and damaged copies of a payload, about `steps` of each, spread over its length. */
export function* mutilations(payload: NativePayload, steps = 97): Generator<NativePayload> {
  const step = Math.max(1, Math.floor(payload.body.length / steps));
  for (let cut = 0; cut < payload.body.length; cut += step) {
    yield { ...payload, body: payload.body.slice(0, cut) };
    yield { ...payload, body: `${payload.body.slice(0, cut)}\u0000"}]{<${payload.body.slice(cut + 3)}` };
  }
}

export interface GoldenOptions extends FixtureOptions {
  /** How many fixtures each path prefix must have at least (`{ 'search/': 3 }`). */
  minimum?: Record<string, number>;
}

/**
 * The golden test of a collector: each recorded payload parses to exactly its golden
 * observations, all publishable, and no cut or damage of any payload makes the parser throw.
 */
export function describeGoldenPayloads(options: GoldenOptions): CollectorFixtures {
  const set = collectorFixtures(options);
  const update = process.env['UPDATE_GOLDEN'] === '1';
  describe(`${options.platform} golden payloads`, () => {
    const paths = set.paths();
    it('has the recorded payloads it needs', () => {
      expect(paths.length).toBeGreaterThan(0);
      for (const [prefix, least] of Object.entries(options.minimum ?? {})) {
        expect(paths.filter((p) => p.startsWith(prefix)).length, prefix).toBeGreaterThanOrEqual(least);
      }
    });
    for (const path of paths) {
      it(`${path} → exactly the expected observations`, () => {
        const parsed = options.parse(set.payload(path), options.context);
        const file = set.goldenFile(path);
        if (update) {
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, `${JSON.stringify(parsed, null, 2)}\n`);
        }
        expect(parsed).toStrictEqual(JSON.parse(readFileSync(file, 'utf8')));
        assertPublishable(options.platform, parsed, options.context);
      });
    }
    it('never throws, whatever a payload is cut to or overwritten with, and returns lists', () => {
      let checked = 0;
      for (const path of paths) {
        for (const damaged of mutilations(set.payload(path))) {
          const parsed = options.parse(damaged, options.context);
          expect(Array.isArray(parsed.observations) && Array.isArray(parsed.issues)).toBe(true);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(paths.length);
      for (const body of [null, undefined, 42, { body: 1 }] as unknown[]) {
        expect(() => options.parse({ path: 'x.html', content_type: 'text/html', body: body as string }, options.context)).not.toThrow();
      }
    });
  });
  return set;
}

/** What a renderer looks like from here: the sample generator's, kept structural so the kit needs no generator. */
export interface PageRenderer<L> {
  render(listings: readonly L[], options: { pageSize: number }): NativePayload[];
}

export interface RoundTrip {
  payloads: NativePayload[];
  /** Per path prefix of its payloads (`search/`, `homedetails/`), the listings read there by native id. */
  listingsUnder(prefix: string): Map<string, ListingObserved>;
  /** Every media observation by listing id (the last read of each). */
  media: Map<string, MediaObserved>;
}

/**
 * Renders listings in the platform's native format and parses every page back, expecting no
 * issue and only publishable observations: the check that parser and format agree.
 */
export function roundTrip<L>(options: { platform: string; parse: PayloadParser; context: ParseContext }, renderer: PageRenderer<L>, listings: readonly L[], pageSize: number): RoundTrip {
  const payloads = renderer.render(listings, { pageSize });
  const read: Array<{ path: string; parsed: ParsedByKind }> = [];
  const media = new Map<string, MediaObserved>();
  for (const payload of payloads) {
    const parsed = options.parse(payload, options.context);
    expect(parsed.issues, payload.path).toEqual([]);
    assertPublishable(options.platform, parsed, options.context);
    const split = byKind(parsed);
    read.push({ path: payload.path, parsed: split });
    for (const m of split.media) media.set(m.listing_native_id, m);
  }
  return {
    payloads,
    media,
    listingsUnder: (prefix) => new Map(read.filter((r) => r.path.startsWith(prefix)).flatMap((r) => r.parsed.listings.map((l) => [l.native_id, l] as const))),
  };
}

/** The properties a schema takes, those of each alternative included (`oneOf`, `anyOf`). */
function props(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const own = 'properties' in schema && typeof schema.properties === 'object' && schema.properties !== null ? Object.keys(schema.properties) : [];
  const alternatives = [...('oneOf' in schema && Array.isArray(schema.oneOf) ? schema.oneOf : []), ...('anyOf' in schema && Array.isArray(schema.anyOf) ? schema.anyOf : [])];
  return [...own, ...alternatives.flatMap(props)];
}

/** The request fields an operation takes: its body's and its query's properties. */
function fieldsOf(operationId: string): string[] {
  const operation = OPERATIONS_BY_ID.get(operationId);
  return [...props(operation?.body), ...props(operation?.query)];
}

/**
 * What every collector definition owes: a manifest the gateway accepts, contract operations
 * only, selectors the operations take, observed kinds only.
 */
export function describeCollectorDefinition(definition: CollectorDefinition): void {
  describe(`${definition.platform} definition`, () => {
    it('makes a valid manifest as the kit publishes it', () => {
      const check = checkManifest(collectorManifest(definition, { mode: 'replay', instanceId: 'test', startedAt: '2026-10-20T08:00:00Z' }));
      expect(check).toMatchObject({ ok: true });
    });

    it('serves only contract operations, with selectors the contract accepts, and observes known kinds', () => {
      for (const operationId of definition.operations) {
        expect(OPERATIONS_BY_ID.has(operationId), operationId).toBe(true);
        const accepted = fieldsOf(operationId);
        for (const selector of definition.selectors[operationId] ?? []) {
          const [field = '', kind] = selector.split('.');
          expect(accepted, `${operationId} ${selector}`).toContain(field);
          if (kind !== undefined) expect(Object.keys(LOCATION_FILTER_VARIANTS)).toContain(kind);
        }
      }
      for (const kind of definition.recordKinds) expect(OBSERVED_KINDS as readonly string[]).toContain(kind);
      expect(typeof definition.parse).toBe('function');
    });
  });
}

export interface SampleReplayOptions {
  definition: CollectorDefinition;
  /** Writes the generator's samples of this platform under `dir` (`writeSamples` of @estate/sample-data, kept structural here). */
  writeSamples(dir: string): Promise<unknown>;
  /** Kinds the replay must observe at least once (each of the renderer's native page kinds). */
  observes: readonly string[];
}

/**
 * The collector's replay of the generator's own samples, read as replay reads them (the folder's
 * manifest order, its content types): every payload parses without an issue, to publishable
 * observations. A renderer that adds a native page kind the parser does not route fails here,
 * as it would make a `partial` run on `npm start`.
 */
export function describeSampleReplay(options: SampleReplayOptions): void {
  const { definition } = options;
  describe(`${definition.platform} replay of the generator's samples`, () => {
    it('reads every sample payload without an issue, observing each native page kind', async () => {
      const dir = await mkdtemp(join(tmpdir(), `estate-${definition.platform}-samples-`));
      try {
        await options.writeSamples(dir);
        const fetcher = new ReplayFetcher(join(dir, definition.platform));
        const kinds = new Map<string, number>();
        const issues: Array<ParseIssue & { path: string }> = [];
        let payloads = 0;
        for await (const outcome of fetcher.payloads()) {
          if (!outcome.ok) throw new Error(`${outcome.issue.path}: ${outcome.issue.message}`);
          const context: ParseContext = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: outcome.retrievedAt };
          const parsed = definition.parse(outcome.payload, context);
          issues.push(...parsed.issues.map((issue) => ({ ...issue, path: outcome.payload.path })));
          assertPublishable(definition.platform, parsed, context);
          for (const o of parsed.observations) kinds.set(o.kind, (kinds.get(o.kind) ?? 0) + 1);
          payloads++;
        }
        expect(payloads).toBeGreaterThan(0);
        expect(issues).toEqual([]);
        for (const kind of options.observes) expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(0);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });
}

export { describeRecordReplay, type RecordReplayOptions } from './record-replay.js';
