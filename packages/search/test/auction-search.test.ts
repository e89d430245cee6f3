import { describe, expect, it } from 'vitest';
import { AuctionSearch, auctionOwnValuesOf, auctionSearchDocument, auctionStatusAt, type AuctionOwnSearchValues } from '../src/index.js';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-03-18T17:00:00.000Z');

function auction(over: Partial<AuctionOwnSearchValues> = {}): AuctionOwnSearchValues {
  return { platform: 'boe', country: 'ES', city: 'Madrid', region: 'Comunidad de Madrid', postal_code: '28001', point: null, stated_status: '', starts_at: T0, ends_at: T0 + 20 * 24 * HOUR, observed_at: T0 - HOUR, ...over };
}

/** A clock the test moves by hand. */
function clock(start: number) {
  let now = start;
  return { now: () => now, set: (t: number) => (now = t) };
}

const ids = (search: AuctionSearch, statuses: Parameters<AuctionSearch['search']>[0]['statuses'], now: number) =>
  search.search({ platforms: ['boe', 'zvg'], statuses, limit: 100 }, now).ids;

describe('auctionStatusAt', () => {
  it('runs upcoming → open → closed by the clock against the start and end', () => {
    const times = { startsAt: T0, endsAt: T0 + HOUR };
    expect(auctionStatusAt(times, T0 - 1)).toBe('upcoming');
    expect(auctionStatusAt(times, T0)).toBe('open');
    expect(auctionStatusAt(times, T0 + HOUR - 1)).toBe('open');
    expect(auctionStatusAt(times, T0 + HOUR)).toBe('closed');
  });

  it('keeps a cancellation, suspension or conclusion the source states, whatever the dates', () => {
    for (const stated of ['cancelled', 'suspended', 'closed'] as const) {
      expect(auctionStatusAt({ stated, startsAt: T0, endsAt: T0 + HOUR }, T0 - HOUR)).toBe(stated);
      expect(auctionStatusAt({ stated, startsAt: T0, endsAt: T0 + HOUR }, T0 + 2 * HOUR)).toBe(stated);
    }
  });

  it('lets the dates overrule a stale "open" or "upcoming" the source showed when it was read', () => {
    expect(auctionStatusAt({ stated: 'open', startsAt: T0, endsAt: T0 + HOUR }, T0 + 2 * HOUR)).toBe('closed');
    expect(auctionStatusAt({ stated: 'upcoming', startsAt: T0 }, T0 + 1)).toBe('open');
  });

  it('takes a start alone (a ZVG Termin) as open from then on, and never guesses without a state or a date', () => {
    expect(auctionStatusAt({ startsAt: T0 }, T0 + 30 * 24 * HOUR)).toBe('open');
    expect(auctionStatusAt({ stated: 'open' }, T0)).toBe('open');
    expect(auctionStatusAt({}, T0)).toBeUndefined();
  });
});

describe('AuctionSearch against a controllable clock', () => {
  it('moves each auction between status filters as the clock passes its start and end, without a new observation', () => {
    const c = clock(T0 - 2 * HOUR);
    const search = new AuctionSearch(c.now);
    search.upsert('auc_a', auction({ starts_at: T0, ends_at: T0 + HOUR }));
    search.upsert('auc_b', auction({ starts_at: T0 + 2 * HOUR, ends_at: T0 + 3 * HOUR }));
    search.upsert('auc_c', auction({ stated_status: 'suspended' }));

    expect(ids(search, ['upcoming'], T0 - HOUR)).toEqual(['auc_a', 'auc_b']);
    expect(ids(search, ['suspended'], T0 - HOUR)).toEqual(['auc_c']);
    expect(ids(search, ['open'], T0)).toEqual(['auc_a']);
    expect(ids(search, ['upcoming'], T0)).toEqual(['auc_b']);
    expect(ids(search, ['closed'], T0 + HOUR)).toEqual(['auc_a']);
    expect(ids(search, ['open'], T0 + 2 * HOUR)).toEqual(['auc_b']);
    expect(ids(search, ['closed'], T0 + 3 * HOUR)).toEqual(['auc_a', 'auc_b']);
    expect(ids(search, ['suspended'], T0 + 3 * HOUR)).toEqual(['auc_c']);
  });

  it('computes a status at the time an auction arrives, and again when a newer observation replaces it', () => {
    const c = clock(T0 + HOUR);
    const search = new AuctionSearch(c.now);
    search.upsert('auc_a', auction({ starts_at: T0, ends_at: T0 + 2 * HOUR }));
    expect(ids(search, ['open'], T0 + HOUR)).toEqual(['auc_a']);
    search.upsert('auc_a', auction({ starts_at: T0, ends_at: T0 + 2 * HOUR, stated_status: 'cancelled' }));
    expect(ids(search, ['open'], T0 + HOUR)).toEqual([]);
    expect(ids(search, ['cancelled'], T0 + 3 * HOUR)).toEqual(['auc_a']);
  });

  it('leaves out an auction whose status cannot be computed, and orders pages by end (else start)', () => {
    const c = clock(T0);
    const search = new AuctionSearch(c.now);
    search.upsert('auc_none', auction({ starts_at: null, ends_at: null }));
    search.upsert('auc_late', auction({ ends_at: T0 + 10 * HOUR }));
    search.upsert('auc_zvg', auction({ platform: 'zvg', starts_at: T0 + 5 * HOUR, ends_at: null }));
    search.upsert('auc_soon', auction({ ends_at: T0 + 2 * HOUR }));
    expect(ids(search, undefined, T0)).toEqual(['auc_soon', 'auc_zvg', 'auc_late']);
  });

  it('filters by the end time as inclusive bounds', () => {
    const search = new AuctionSearch(() => T0);
    search.upsert('auc_1', auction({ ends_at: T0 + HOUR }));
    search.upsert('auc_2', auction({ ends_at: T0 + 2 * HOUR }));
    expect(search.search({ platforms: ['boe'], ends: { min: T0 + 2 * HOUR }, limit: 10 }, T0).ids).toEqual(['auc_2']);
    expect(search.search({ platforms: ['boe'], ends: { max: T0 + HOUR }, limit: 10 }, T0).ids).toEqual(['auc_1']);
  });

  it('round-trips its search document', () => {
    const values = auction({ point: { latitude: 40.4, longitude: -3.7 } });
    expect(auctionOwnValuesOf(JSON.parse(JSON.stringify(auctionSearchDocument({ observed_at: 'x', event_id: 'y' }, values))))).toEqual(values);
    expect(auctionOwnValuesOf({ values: [1] })).toBeUndefined();
  });
});
