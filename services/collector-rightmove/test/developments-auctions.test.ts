import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NativePayload } from '@estate/collector-kit';
import type { AuctionObserved, DevelopmentObserved } from '@estate/events';
import { generate, rightmovePages } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { livePlan } from '../src/live.js';
import { parse } from '../src/index.js';
import { statedTimes } from '../src/read-auction.js';
import { completionDateOf } from '../src/read-development.js';

const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

function fixture(path: string): NativePayload {
  return { path, content_type: path.endsWith('.json') ? 'application/json' : 'text/html', body: readFileSync(join(FIXTURES, path), 'utf8') };
}

function developments(payload: NativePayload): DevelopmentObserved[] {
  return parse(payload, CONTEXT).observations.flatMap((o) => (o.kind === 'development' ? [o.data] : []));
}

function auctions(payload: NativePayload): AuctionObserved[] {
  return parse(payload, CONTEXT).observations.flatMap((o) => (o.kind === 'auction' ? [o.data] : []));
}

describe('a development branch list (branch/9783034.json)', () => {
  const payload = fixture('branch/9783034.json');
  // What the list itself shows, read off it here: nine plots, two under offer, one on application, each card's price.
  const list = JSON.parse(payload.body) as { properties: { id: number; price: { amount: number }; displayStatus: string }[] };

  it('is one development: the branch, its name, developer, town and completion', () => {
    const [development] = developments(payload);
    expect(developments(payload)).toHaveLength(1);
    expect(development).toMatchObject({
      native_id: '9783034',
      name: 'Orchard Grove',
      developer: 'Redrow Homes',
      status: 'selling',
      address: { city: 'Birmingham', country: 'GB' },
      completion_text: 'Autumn 2028',
      completion_date: '2028-11-30',
      country: 'GB',
      access_class: 'public_portal',
      url: 'https://www.rightmove.co.uk/property-for-sale/find.html?locationIdentifier=BRANCH%5E9783034&includeSSTC=true',
    });
    expect(development?.geometry?.precision).toBe('approximate');
  });

  it('counts the plots seen and those still for sale, prices them from the lowest to the highest, and links each', () => {
    const [development] = developments(payload);
    // A plot on application (POA, amount 0) has no figure to range over.
    const amounts = list.properties.map((p) => p.price.amount).filter((a) => a > 0);
    expect(amounts.length).toBeLessThan(list.properties.length);
    expect(development?.unit_count).toBe(9);
    expect(development?.units_for_sale).toBe(list.properties.filter((p) => p.displayStatus === '').length);
    expect(development?.units_for_sale).toBe(7);
    expect(development?.price_from).toMatchObject({ amount: String(Math.min(...amounts)), currency: 'GBP' });
    expect(development?.price_to).toMatchObject({ amount: String(Math.max(...amounts)), currency: 'GBP' });
    expect(development?.listing_native_ids).toEqual(list.properties.map((p) => String(p.id)));
  });

  it('is no development when it is an estate agent’s list, and reports a list that spans pages', () => {
    const agent = JSON.parse(payload.body) as { properties: Record<string, unknown>[]; pagination: { total: number } };
    const plain = { ...agent, properties: agent.properties.map((p) => ({ ...p, development: false, customer: { ...(p['customer'] as object), development: false } })) };
    expect(developments({ ...payload, body: JSON.stringify(plain) })).toEqual([]);
    const paged = parse({ ...payload, body: JSON.stringify({ ...agent, pagination: { ...agent.pagination, total: 2 } }) }, CONTEXT);
    expect(paged.observations.filter((o) => o.kind === 'development')).toEqual([]);
    expect(paged.issues).toEqual([expect.objectContaining({ error_code: 'unexpected_shape', native_id: '9783034' })]);
  });

  it('reads seasons as their last day', () => {
    expect(['Spring 2027', 'Summer 2027', 'Autumn 2027', 'Winter 2027', 'Winter 2028', 'Someday'].map(completionDateOf)).toEqual(['2027-05-31', '2027-08-31', '2027-11-30', '2028-02-29', '2029-02-28', undefined]);
  });
});

describe('auction lots on property pages', () => {
  it('reads a timed lot: opening and end in UK time, the disclaimers, an undisclosed reserve, the listing', () => {
    const [lot] = auctions(fixture('properties/378528988.html'));
    // "Bidding opens 25th October 2026 at 09:00 and ends 1st November 2026 at 12:00": BST, then GMT.
    expect(lot).toMatchObject({
      native_id: '378528988',
      listing: { platform: 'rightmove', native_id: '378528988' },
      starts_at: '2026-10-25T09:00:00.000Z',
      ends_at: '2026-11-01T12:00:00.000Z',
      timezone: 'Europe/London',
      reserve_disclosed: false,
      country: 'GB',
      fields: { displayPriceQualifier: 'Guide Price' },
    });
    expect(lot?.stated_status).toBeUndefined();
    expect(Object.keys(lot?.fields ?? {})).toEqual(expect.arrayContaining(['auctionFeesDisclaimer', 'guidePriceDisclaimer', 'reservePriceDisclaimer', 'primaryPrice']));
  });

  it('reads a lot sold STC as closed, whatever its dates', () => {
    const [lot] = auctions(fixture('properties/397837388.html'));
    expect(lot).toMatchObject({ stated_status: 'closed', source_status: 'SOLD_STC', ends_at: '2026-07-25T11:00:00.000Z', timezone: 'Europe/London' });
  });

  it('states no time, zone or state for a lot whose description gives none', () => {
    const [lot] = auctions(fixture('properties/387024684.html'));
    expect(lot).toBeDefined();
    for (const field of ['starts_at', 'ends_at', 'timezone', 'stated_status'] as const) expect(lot?.[field], field).toBeUndefined();
  });

  it('reads the ways UK listings write a time, and nothing from a text without one', () => {
    expect(statedTimes('Online auction ends on Thursday 10th December 2026 at 2pm.')).toEqual({ endsAt: '2026-12-10T14:00:00.000Z' });
    expect(statedTimes('Bidding starts on 1st June 2027 at 9am and closes 3rd June 2027 at 12.30')).toEqual({ startsAt: '2027-06-01T08:00:00.000Z', endsAt: '2027-06-03T11:30:00.000Z' });
    expect(statedTimes('For sale by auction, date to be confirmed.')).toEqual({});
  });

  it('observes no auction on a home not sold by auction', () => {
    expect(auctions(fixture('properties/158001276.html'))).toEqual([]);
  });
});

describe('live mode reaches the development lists', () => {
  const { listings } = generate({ seed: 42, size: 2000, platforms: ['rightmove'] });
  const payloads = rightmovePages.renderer.render(listings, { pageSize: 24 });
  const plan = livePlan({ baseUrl: 'http://127.0.0.1:9' });

  it('links every branch list the sample has from the result pages, recorded under the path replay reads', () => {
    const linked = new Set<string>();
    for (const page of payloads.filter((p) => p.path.startsWith('search/'))) {
      for (const link of plan.discover?.(page, { observations: [], issues: [] }, 'http://127.0.0.1:9/api/_search?locationIdentifier=REGION%5E87490&index=0') ?? []) {
        const path = plan.recordedPath(link.url);
        if (path.startsWith('branch/')) linked.add(path);
      }
    }
    const lists = payloads.filter((p) => p.path.startsWith('branch/')).map((p) => p.path);
    expect(lists.length).toBe(rightmovePages.developmentsOf(listings).length);
    expect([...linked].sort()).toEqual(lists.sort());
  });
});
