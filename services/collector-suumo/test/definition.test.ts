import { collectorManifest } from '@estate/collector-kit';
import { OPERATIONS_BY_ID } from '@estate/contract';
import { checkManifest } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { collector, definition } from '../src/index.js';

describe('definition', () => {
  it('is a valid collector manifest as the kit publishes it', () => {
    const check = checkManifest(collectorManifest(definition, { mode: 'replay', instanceId: 'test', startedAt: '2026-10-20T08:00:00Z' }));
    expect(check).toMatchObject({ ok: true });
    for (const op of definition.operations) expect(OPERATIONS_BY_ID.has(op), op).toBe(true);
  });

  it('declares SUUMO in Japan with listing and media observations', () => {
    expect(definition).toMatchObject({ platform: 'suumo', displayName: 'SUUMO', countries: ['JP'], accessClass: 'public_portal' });
    expect(definition.recordKinds).toEqual(['listing', 'media']);
    expect([...definition.operations]).toEqual(['searchListings', 'searchPlatformListings', 'getListing', 'getPlatformListing', 'getListingMedia']);
    // SUUMO never counts bathrooms, so a bathroom filter cannot be honoured.
    expect(definition.selectors.searchPlatformListings).not.toContain('bathrooms');
    expect(definition.selectors.searchListings).toContain('platforms');
  });

  it('hands the kit its parser and renderer', () => {
    expect(collector.platform).toBe(collector.renderer.platform);
    expect(typeof collector.parse).toBe('function');
  });
});
