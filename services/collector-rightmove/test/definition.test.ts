import { collectorManifest } from '@estate/collector-kit';
import { OPERATIONS } from '@estate/contract';
import { checkManifest, OBSERVED_KINDS } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { definition } from '../src/index.js';

describe('rightmove definition', () => {
  it('is a valid collector manifest as the kit publishes it', () => {
    const check = checkManifest(collectorManifest(definition, { mode: 'replay', instanceId: 'test', startedAt: '2026-10-20T08:00:00Z' }));
    expect(check).toMatchObject({ ok: true });
  });

  it('names only contract operations and observed kinds, and serves what the brief asks', () => {
    const ids = new Set(OPERATIONS.map((op) => op.operationId));
    for (const op of definition.operations) expect(ids.has(op), op).toBe(true);
    for (const kind of definition.recordKinds) expect((OBSERVED_KINDS as readonly string[]).includes(kind)).toBe(true);
    expect([...definition.operations].sort()).toEqual(['getListing', 'getListingMedia', 'getPlatformListing', 'searchListings', 'searchPlatformListings']);
    expect(definition.selectors['searchListings']).not.toContain('year_built');
    expect(definition).toMatchObject({ platform: 'rightmove', countries: ['GB', 'ES', 'US'], accessClass: 'public_portal' });
  });
});
