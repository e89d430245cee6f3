import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPublishable, describeSampleReplay, mutilations } from '@estate/collector-kit/testing';
import type { NativePayload, ParseContext, ParsedPayload } from '@estate/collector-kit';
import type { PropertyRecordObserved } from '@estate/events';
import { acris } from '@estate/native-formats';
import { DATASET_RENDERERS, writeSamples } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { AcrisJoin, collector } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const CONTEXT: ParseContext = { observedAt: '2026-10-20T00:00:00.000Z', retrievedAt: '2026-10-19T08:00:00.000Z' };
const fixture = (file: string): NativePayload => ({ path: file, content_type: 'text/csv', body: readFileSync(join(here, 'fixtures', file), 'utf8') });
const LEGALS = fixture(acris.LEGALS_FILE);
const MASTER = fixture(acris.MASTER_FILE);

/** One run's parse of the payloads in order, through a fresh join. */
function run(payloads: readonly NativePayload[], context: ParseContext = CONTEXT): ParsedPayload {
  const join = new AcrisJoin();
  const out: ParsedPayload = { observations: [], issues: [] };
  for (const payload of payloads) {
    const parsed = join.parse(payload, context);
    out.observations.push(...parsed.observations);
    out.issues.push(...parsed.issues);
  }
  return out;
}

const records = (parsed: ParsedPayload): PropertyRecordObserved[] => parsed.observations.flatMap((o) => (o.kind === 'property_record' ? [o.data] : []));
const byId = (parsed: ParsedPayload) => new Map(records(parsed).map((r) => [r.native_id, r]));

describe('the Master and Legals exports joined on DOCUMENT ID', () => {
  const parsed = run([LEGALS, MASTER]);

  it('gives exactly the golden records and issues (UPDATE_GOLDEN=1 rewrites them)', () => {
    const file = join(here, 'golden', 'joined.json');
    if (process.env['UPDATE_GOLDEN'] === '1') {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(parsed, null, 2)}\n`);
    }
    expect(parsed).toStrictEqual(JSON.parse(readFileSync(file, 'utf8')));
    assertPublishable('acris', parsed, CONTEXT);
  });

  it('keys a one-lot deed by its borough-block-lot, with the lot address the legals give', () => {
    expect(byId(parsed).get('2019061400512001')).toMatchObject({
      dataset: 'acris',
      record_type: 'transaction',
      event_at: '2019-05-30',
      event_precision: 'day',
      vintage: '2019-07-02',
      keys: { country: 'US', us_nyc: { bbl: '1012341007', borough: 1, block: 1234, lot: 1007 }, address: { line1: '4152 WEST 110TH STREET', unit: '7A', city: 'New York' } },
      values: { currency: 'USD', price: '1795000', transaction_kind: 'DEED', market_sale: true, property_type: 'condo', source_property_type: 'SC' },
      fields: { 'DOC. AMOUNT': '1795000.00', 'DOC. TYPE': 'DEED' },
      access_class: 'open_data',
    });
  });

  it('leaves a deed of several lots on none of them, with every lot in its fields', () => {
    const deed = byId(parsed).get('2021030500337001');
    expect(deed?.keys).toEqual({ country: 'US' });
    expect(deed?.fields['legals']).toHaveLength(2);
    expect((deed?.fields['legals'] as Record<string, string>[])[0]?.['STREET NAME']).toBe('EAST 7TH STREET, REAR');
  });

  it('reads a deed for nothing as no market sale without a price, dated by its recording when it has no date', () => {
    const deed = byId(parsed).get('2023110100021003');
    expect(deed?.values).toMatchObject({ market_sale: false, transaction_kind: 'DEED' });
    expect(deed?.values).not.toHaveProperty('price');
    expect(deed?.event_at).toBe('2023-11-01');
  });

  it('skips mortgages, and reports bad rows and deeds without a lot by id', () => {
    expect(byId(parsed).has('2019061400512002')).toBe(false);
    expect(parsed.issues.map((i) => [i.error_code, i.native_id])).toEqual([
      ['parse_error', '2024020900877001'],
      ['unexpected_shape', '2024020900877001'],
      ['unexpected_shape', '2025010600114001'],
      ['parse_error', undefined],
    ]);
  });

  it('joins the same whichever export comes first', () => {
    const reversed = run([MASTER, LEGALS]);
    expect(byId(reversed)).toEqual(byId(parsed));
  });

  it('starts afresh for a new run: a master read alone publishes nothing', () => {
    const join = new AcrisJoin();
    join.parse(LEGALS, CONTEXT);
    expect(join.parse(MASTER, { ...CONTEXT, observedAt: '2026-10-21T00:00:00.000Z' }).observations).toEqual([]);
  });

  it('never throws, whatever an export is cut to or overwritten with', () => {
    let checked = 0;
    for (const damaged of [...mutilations(LEGALS), ...mutilations(MASTER)]) {
      const parsed = run([damaged, damaged.path === LEGALS.path ? MASTER : LEGALS]);
      expect(Array.isArray(parsed.observations) && Array.isArray(parsed.issues)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
    for (const body of [null, undefined, 42] as unknown[]) expect(() => new AcrisJoin().parse({ path: 'x.csv', content_type: 'text/csv', body: body as string }, CONTEXT)).not.toThrow();
  });
});

describeSampleReplay({
  definition: collector,
  writeSamples: (dir) => writeSamples({ outDir: dir, seed: 42, size: 2_000, renderers: [], datasets: [DATASET_RENDERERS.acris] }),
  observes: ['property_record'],
});

describe('the sample files against their ground truth', () => {
  const context = { seed: 42, size: 2_000, asOf: '2026-11-01T00:00:00.000Z' };
  const parsed = run(DATASET_RENDERERS.acris.render(context));
  const truth = DATASET_RENDERERS.acris.truth?.(context) ?? [];

  it('publishes exactly the labelled deeds, under the ids the labels use', () => {
    expect(parsed.issues).toEqual([]);
    expect(truth.length).toBeGreaterThan(100);
    expect(records(parsed).map((r) => r.native_id).sort()).toEqual(truth.map((t) => t.native_id).sort());
    expect(truth.filter((t) => t.property_key !== null).length).toBeGreaterThan(truth.length / 3);
    expect(truth.filter((t) => t.property_key === null).length).toBeGreaterThan(10);
  });

  it('gives every deed of a listed home and of its neighbour a different lot', () => {
    const bblOf = new Map(records(parsed).map((r) => [r.native_id, r.keys.us_nyc?.bbl]));
    const lotsOfHome = new Map<string, Set<string | undefined>>();
    for (const t of truth) if (t.property_key) lotsOfHome.set(t.property_key, (lotsOfHome.get(t.property_key) ?? new Set()).add(bblOf.get(t.native_id)));
    for (const [home, lots] of lotsOfHome) expect(lots.size, home).toBe(1);
    const homeLots = new Set([...lotsOfHome.values()].flatMap((s) => [...s]));
    for (const t of truth.filter((t) => t.property_key === null)) expect(homeLots.has(bblOf.get(t.native_id)), t.native_id).toBe(false);
  });
});
