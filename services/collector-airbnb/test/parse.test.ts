import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeGoldenPayloads } from '@estate/collector-kit/testing';
import { DATASET_RENDERERS } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';
import { shownAmount } from '../src/parse.js';

const here = dirname(fileURLToPath(import.meta.url));
const CONTEXT = { observedAt: '2025-09-20T00:00:00.000Z', retrievedAt: '2025-09-19T08:00:00.000Z' };
const recorded = describeGoldenPayloads({ platform: 'airbnb', parse, testDir: here, context: CONTEXT });
const first = (path: string) => parse(recorded.payload(path), CONTEXT).observations[0];

describe('StaysPdpSections', () => {
  it('reads each price line by what the page calls it, amounts signed, the currency from the total line', () => {
    expect(first('pdp/6369/2025-10-01_2025-10-08_2.json')).toEqual({
      kind: 'stay_quote',
      data: expect.objectContaining({
        stay_native_id: '6369',
        check_in: '2025-10-01',
        check_out: '2025-10-08',
        guests: 2,
        available: true,
        currency: 'EUR',
        total: '1191.01',
        lines: [
          { kind: 'nights', description: '€85.00 x 7 nights', amount: '595.00', nights: 7, nightly_amount: '85.00' },
          { kind: 'discount', description: 'Weekly stay discount', amount: '-59.50' },
          { kind: 'cleaning', description: 'Cleaning fee', amount: '30.00' },
          { kind: 'extra_guest', description: 'Extra guest fee', amount: '500.00' },
          { kind: 'service', description: 'Airbnb service fee', amount: '80.30' },
          { kind: 'tax', description: 'Taxes', amount: '45.21' },
        ],
      }),
    });
  });

  it('keeps a refusal of the dates with the page’s message', () => {
    expect(first('pdp/6369/2025-10-10_2025-10-12_2.json')?.data).toMatchObject({ available: false, lines: [], unavailable_message: 'Those dates are not available' });
  });

  it('reads the amounts of every currency style', () => {
    expect(['€1,180.00', '-$42.50', '¥60,000', '£7.05', 'free'].map(shownAmount)).toEqual(['1180.00', '-42.50', '60000', '7.05', undefined]);
  });
});

describe('PdpAvailabilityCalendar', () => {
  it('reads the days, and an answer without months as an empty calendar (kept, not an error)', () => {
    expect(first('calendar/6369.json')?.data).toMatchObject({ days: [{ date: '2025-10-01', available: true, minimum_nights: 4, maximum_nights: 365 }, { date: '2025-10-02', available: false }] });
    const empty = parse(recorded.payload('calendar/1068420934012345678.json'), CONTEXT);
    expect(empty).toEqual({ observations: [{ kind: 'stay_availability', data: expect.objectContaining({ days: [] }) }], issues: [] });
  });
});

describe('the sample pages', () => {
  it('parse without issues, each breakdown adding up to its total', () => {
    const pages = DATASET_RENDERERS.airbnb.render({ seed: 3, asOf: '2026-11-01T00:00:00.000Z' });
    let quotes = 0;
    for (const page of pages) {
      const parsed = parse(page, CONTEXT);
      expect(parsed.issues).toEqual([]);
      for (const o of parsed.observations) {
        if (o.kind !== 'stay_quote' || !o.data.available) continue;
        const cents = o.data.lines.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0);
        expect(cents).toBe(Math.round(Number(o.data.total) * 100));
        quotes++;
      }
    }
    expect(quotes).toBeGreaterThan(50);
  });
});
