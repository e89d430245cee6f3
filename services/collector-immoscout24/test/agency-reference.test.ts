/**
 * The agency's own object number ("Anbieter-Objekt-ID") on ImmoScout24's result entries
 * (`externalId`) and exposés: the key that groups a home with its immowelt listing by the same
 * office (services/projector property-match-de).
 */
import { byKind } from '@estate/collector-kit/testing';
import { agencyReference, generate, immoscout24Pages } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const listings = generate({ seed: 8, size: 600, platforms: ['immoscout24'] }).listings;

describe('immoscout24 agency object number', () => {
  it('reads the number the exposé and the result entry state, the same on both, for most listings', () => {
    const payloads = immoscout24Pages.renderer.render(listings, { pageSize: 20 });
    const exposés = new Map(payloads.filter((p) => p.path.startsWith('expose/')).flatMap((p) => byKind(parse(p, CONTEXT)).listings.map((l) => [l.native_id, l] as const)));
    const entries = new Map(payloads.filter((p) => p.path.startsWith('Suche/')).flatMap((p) => byKind(parse(p, CONTEXT)).listings.map((l) => [l.native_id, l] as const)));
    let stated = 0;
    for (const listing of listings) {
      const exposé = exposés.get(listing.native_id)?.extensions?.['agency_reference'];
      if (exposé !== undefined) {
        stated++;
        expect(exposé).toBe(agencyReference(listing));
      }
      const entry = entries.get(listing.native_id);
      if (entry) expect(entry.extensions?.['agency_reference']).toBe(exposé);
    }
    expect(entries.size).toBeGreaterThan(listings.length / 2);
    expect(stated).toBeGreaterThan(listings.length * 0.7);
    expect(stated).toBeLessThan(listings.length);
  });
});
