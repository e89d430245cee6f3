import { collector as fotocasa } from '@estate/collector-fotocasa';
import { collector as idealista } from '@estate/collector-idealista';
import { collector as immoscout24 } from '@estate/collector-immoscout24';
import { collector as immowelt } from '@estate/collector-immowelt';
import { collector as lifullhomes } from '@estate/collector-lifullhomes';
import { collector as realtor } from '@estate/collector-realtor';
import type { CollectorDefinition } from '@estate/collector-kit';
import { collector as rightmove } from '@estate/collector-rightmove';
import { collector as suumo } from '@estate/collector-suumo';
import { collector as zillow } from '@estate/collector-zillow';
import { collector as zoopla } from '@estate/collector-zoopla';
import { createEvent, type EventOf, type ListingObserved } from '@estate/events';
import { generate, mix32, PLATFORMS, platformsOf, rendererOf, type NativePayload, type Platform } from '@estate/sample-data';

/** The parser of every portal the generator lists on: a portal added there and not here fails the type check. */
const COLLECTOR_OF = { idealista, immoscout24, lifullhomes, realtor, rightmove, suumo, zillow, zoopla, fotocasa, immowelt } satisfies Record<Platform, CollectorDefinition>;

/** Every listing portal's collector, by name (the bench's figures and its universe keep one order). */
export const COLLECTORS: readonly CollectorDefinition[] = [...PLATFORMS].sort().map((p) => COLLECTOR_OF[p]);

/** Native payloads of every platform, rendered from one sample universe as replay mode serves them. */
export interface RenderedPlatform {
  readonly definition: CollectorDefinition;
  readonly payloads: readonly NativePayload[];
  readonly listings: number;
}

export function renderPlatforms(seed: number, size: number): RenderedPlatform[] {
  const byPlatform = platformsOf(generate({ seed, size }).listings);
  return COLLECTORS.map((definition) => {
    const listings = byPlatform.get(definition.platform) ?? [];
    return { definition, payloads: rendererOf(definition.platform).render(listings, { pageSize: 25 }), listings: listings.length };
  });
}

export interface BaseListing {
  readonly platform: string;
  readonly data: ListingObserved;
}

/**
 * Listings as the real parsers read them from the rendered pages: one per platform listing (the
 * fullest read of it, a detail page rather than a search card), so their documents have the
 * shapes and sizes the collectors publish.
 */
export function parsedListings(platforms: readonly RenderedPlatform[], observedAt: string): BaseListing[] {
  const out: BaseListing[] = [];
  for (const { definition, payloads } of platforms) {
    const fullest = new Map<string, { data: ListingObserved; size: number }>();
    for (const payload of payloads) {
      for (const observation of definition.parse(payload, { observedAt, retrievedAt: observedAt }).observations) {
        if (observation.kind !== 'listing') continue;
        const data = observation.data;
        const size = JSON.stringify(data).length;
        const seen = fullest.get(data.native_id);
        if (!seen || size > seen.size) fullest.set(data.native_id, { data, size });
      }
    }
    for (const { data } of fullest.values()) out.push({ platform: definition.platform, data });
  }
  return out;
}

const unit = (n: number) => (mix32(n, 0x5eed) >>> 0) / 2 ** 32;

/**
 * The `copy`-th variant of a parsed listing: its own native id, URL and street number, moved up
 * to ~20 km (over its metropolitan area), area and price within ±20 %. Different enough that
 * property grouping sees distinct homes (a few near twins may still group, as on real portals),
 * alike enough to keep the shape. At 1M listings from 2 000 bases, a 2 km spread put 500 copies of
 * each base in 16 km², ~100× the density of live listings in London, which made the matcher's
 * neighbourhood scans, not the projector, the subject of the benchmark.
 */
export function variantOf(base: BaseListing, copy: number): BaseListing {
  if (copy === 0) return base;
  const from = base.data;
  const nativeId = `${from.native_id}v${copy}`;
  const seed = mix32(copy, from.native_id.length);
  const scale = 0.8 + 0.4 * unit(seed);
  const areaScale = 0.85 + 0.3 * unit(seed + 3);
  // Shallow copies of what changes only: a million variants must stay cheap to make.
  const data: ListingObserved = { ...from, native_id: nativeId };
  if (from.url !== undefined) {
    data.url = from.url.includes(from.native_id) ? from.url.split(from.native_id).join(nativeId) : `${from.url.replace(/[?#].*$/, '').replace(/\/$/, '')}/v${copy}`;
  }
  if (from.price?.amount !== undefined) data.price = { ...from.price, amount: String(Math.max(1, Math.round(Number(from.price.amount) * scale))) };
  const property = from.property;
  if (property) {
    const { geometry, address, areas } = property;
    data.property = {
      ...property,
      ...(geometry
        ? {
            geometry: {
              ...geometry,
              latitude: clamp(geometry.latitude + (unit(seed + 1) - 0.5) * 0.4, -89.9, 89.9),
              longitude: clamp(geometry.longitude + (unit(seed + 2) - 0.5) * 0.4, -179.9, 179.9),
            },
          }
        : {}),
      ...(address?.line1 !== undefined ? { address: { ...address, line1: `${copy} ${address.line1}` } } : {}),
      ...(areas
        ? {
            areas: areas.map((a) => ({
              ...a,
              value: Math.round(a.value * areaScale * 100) / 100,
              ...(a.normalized_sqm !== undefined ? { normalized_sqm: Math.round(a.normalized_sqm * areaScale * 100) / 100 } : {}),
            })),
          }
        : {}),
    };
  }
  return { platform: base.platform, data };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The listing event the platform's collector would publish for `listing` at `observedAt`. */
export function listingEvent(listing: BaseListing, observedAt: string, runId: string): EventOf<'listing.observed'> {
  return createEvent({
    type: 'listing.observed',
    platform: listing.platform,
    provider: `collector-${listing.platform}/bench`,
    observed_at: observedAt,
    collector: { name: `collector-${listing.platform}`, version: '0.1.0', run_id: runId },
    data: listing.data,
  });
}

/** Listing `i` of a universe of `bases.length × copies`, cycling platforms so every prefix mixes them. */
export function universeListing(bases: readonly BaseListing[], i: number): BaseListing {
  const base = bases[i % bases.length];
  if (base === undefined) throw new Error('no base listings');
  return variantOf(base, Math.floor(i / bases.length));
}
