import type { AuctionObserved } from '@estate/events';
import { zillowAuctionDay, zillowPages } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';
import { usListings } from './support/sample-listings.js';

const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };

function auctions(path: string, body: string): AuctionObserved[] {
  return parse({ path, content_type: 'text/html', body }, CONTEXT).observations.flatMap((o) => (o.kind === 'auction' ? [o.data] : []));
}

describe('homes sold at auction', () => {
  it('round trip: each home page flagged isForAuction gives an auction linked to its listing, at 10:00 local on its day', () => {
    const listings = usListings(120);
    const pages = zillowPages.renderer.render(listings, { pageSize: 10 }).filter((p) => p.path.startsWith('homedetails/'));
    const reads = pages.flatMap((p) => auctions(p.path, p.body as string));
    const flagged = listings.filter((l) => zillowAuctionDay(l) !== undefined);
    expect(flagged.length).toBeGreaterThan(0);
    expect(reads.map((a) => a.native_id).sort()).toEqual(flagged.map((l) => l.native_id).sort());
    for (const read of reads) {
      const day = zillowAuctionDay(listings.find((l) => l.native_id === read.native_id) as (typeof listings)[number]);
      expect(read).toMatchObject({ listing: { platform: 'zillow', native_id: read.native_id }, timezone: day?.timeZone, access_class: 'public_portal', country: 'US' });
      const local = new Intl.DateTimeFormat('en-CA', { timeZone: day?.timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(read.starts_at as string));
      expect(local).toBe(`${day?.date}, 10:00`);
      // No end and no state on the page: the clock decides.
      expect(read).not.toHaveProperty('ends_at');
      expect(read).not.toHaveProperty('stated_status');
      expect(read.address?.city).toBeDefined();
      expect(read.fields).toMatchObject({ foreclosureAuctionLocation: expect.stringContaining('County Courthouse') });
    }
  });

  it('reads no auction from a flagged page without a time it can read', () => {
    const property = { listingSubType: { isForAuction: true }, foreclosureAuctionTime: 'soon', timeZone: 'America/Chicago' };
    const body = `<html><body><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ q: { property: { zpid: 1, ...property } } }) } } } })}</script></body></html>`;
    expect(auctions('homedetails/1.html', body)).toEqual([]);
  });
});
