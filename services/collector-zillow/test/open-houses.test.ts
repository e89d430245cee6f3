import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenHouseObserved } from '@estate/events';
import { zillowPages } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';
import { usListings } from './support/sample-listings.js';

const here = dirname(fileURLToPath(import.meta.url));
const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };

function openHouses(path: string, body: string): OpenHouseObserved[] {
  const out = parse({ path, content_type: 'text/html', body }, CONTEXT);
  return out.observations.flatMap((o) => (o.kind === 'open_house' ? [o.data] : []));
}

describe('open houses on a home page', () => {
  it("reads local times in the property's zone as instants, across the change from daylight time", () => {
    const path = 'homedetails/29377187-open-houses.html';
    const [read, ...more] = openHouses(path, readFileSync(join(here, 'fixtures', path), 'utf8'));
    expect(more).toEqual([]);
    expect(read).toMatchObject({ listing_native_id: '29377187', timezone: 'America/Chicago' });
    // CDT (UTC−5) on 31 October, CST (UTC−6) a week later; the entry without a time is left out.
    expect(read?.open_houses.map((o) => [o.starts_at, o.ends_at])).toEqual([
      ['2026-10-31T18:00:00.000Z', '2026-10-31T20:00:00.000Z'],
      ['2026-11-07T19:00:00.000Z', '2026-11-07T21:00:00.000Z'],
    ]);
  });

  it('reads no schedule from a page without the field', () => {
    const path = 'homedetails/29377187.html';
    expect(openHouses(path, readFileSync(join(here, 'fixtures', path), 'utf8'))).toEqual([]);
  });

  it('round trip: each rendered home page gives back its schedule, 1–3 pm local on a weekend', () => {
    const pages = zillowPages.renderer.render(usListings(60), { pageSize: 10 }).filter((p) => p.path.startsWith('homedetails/'));
    const reads = pages.flatMap((p) => openHouses(p.path, p.body as string));
    expect(reads.length).toBe(pages.length);
    const scheduled = reads.filter((r) => r.open_houses.length > 0);
    expect(scheduled.length).toBeGreaterThan(0);
    for (const read of scheduled) {
      for (const o of read.open_houses) {
        const local = new Intl.DateTimeFormat('en-US', { timeZone: read.timezone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(new Date(o.starts_at));
        expect(['Sat', 'Sun']).toContain(local.find((p) => p.type === 'weekday')?.value);
        expect(local.find((p) => p.type === 'hour')?.value).toBe('13');
        expect(Date.parse(o.ends_at ?? '') - Date.parse(o.starts_at)).toBe(2 * 3_600_000);
      }
    }
  });
});
