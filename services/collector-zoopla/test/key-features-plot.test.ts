/**
 * What the matcher reads of a Zoopla page beyond the field map's basics: the agent's bullets
 * (`features.bullets`, the office's key features, as Rightmove's `keyFeatures`) and a new
 * build's plot number, which its display address leads with.
 */
import { readFileSync } from 'node:fs';
import { byKind } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2026-02-18T12:00:00.000Z', retrievedAt: '2026-02-18T12:00:00.000Z' };

describe('zoopla key features and plot numbers', () => {
  it('keeps the real 2026 page\'s bullets as key features, entities decoded', () => {
    const body = readFileSync(new URL('./real-pages/detail-herne-bay-2026.html', import.meta.url), 'utf8');
    const listing = byKind(parse({ path: 'details/71365505.html', content_type: 'text/html', body }, CONTEXT)).listings[0];
    // Read off the saved page: ten bullets, the first and the sixth as shown.
    const features = listing?.extensions?.['key_features'] as string[] | undefined;
    expect(features).toHaveLength(10);
    expect(features?.[0]).toBe('Extremely Attractive & Substantial Victorian Villa');
    expect(features?.[5]).toBe("A Well Planned Low Maintenance 57' Garden");
    // A resale home's address names no plot.
    expect(listing?.extensions?.['plot']).toBeUndefined();
  });
});
