import { collector as fotocasa } from '@estate/collector-fotocasa';
import { collector as idealista } from '@estate/collector-idealista';
import { collector as immoscout24 } from '@estate/collector-immoscout24';
import { collector as immowelt } from '@estate/collector-immowelt';
import { collector as lifullhomes } from '@estate/collector-lifullhomes';
import { collector as realtor } from '@estate/collector-realtor';
import { collector as rightmove } from '@estate/collector-rightmove';
import { collector as suumo } from '@estate/collector-suumo';
import { collector as zillow } from '@estate/collector-zillow';
import { collector as zoopla } from '@estate/collector-zoopla';
import type { CollectorDefinition } from '@estate/collector-kit';
import { createEvent, type AnyEvent } from '@estate/events';
import { listingId } from '@estate/normalize';
import { generate, platformsOf, PLATFORMS, rendererOf, type CrossPortalPair, type NativePayload, type Platform } from '@estate/sample-data';

/** The collector of every platform the generator lists on: a new portal fails to compile here until it has one. */
const COLLECTOR_OF = { zillow, rightmove, idealista, immoscout24, suumo, zoopla, lifullhomes, fotocasa, realtor, immowelt } satisfies Record<Platform, CollectorDefinition>;
const COLLECTORS = PLATFORMS.map((platform) => COLLECTOR_OF[platform]);

export interface SampleObservations {
  /** Listing and media observations, then one run report per platform, in publishing order. */
  events: AnyEvent[];
  /** Ground truth: the generator's property key of every listing id. */
  propertyOf: Map<string, string>;
  /** Ground truth of the second portals: same-home pairs and the hard negatives beside them. */
  crossPortal: CrossPortalPair[];
}

/**
 * What the listing collectors publish for a generated sample universe: each platform's renderer
 * (@estate/sample-data) writes its native pages, its collector's parser reads them back, and the events are built as a
 * collection run builds them. The collectors run side by side, each replaying its pages in
 * path order (as the replay fetcher does), so their events interleave page by page.
 */
export function sampleObservations(options: { seed: number; size: number; observedAt: Date }): SampleObservations {
  const { listings, crossPortal } = generate({ seed: options.seed, size: options.size });
  const byPlatform = platformsOf(listings);
  const observedAt = options.observedAt.toISOString();
  const queues = COLLECTORS.map((collector) => {
    const pages = rendererOf(collector.platform).render(byPlatform.get(collector.platform) ?? [], { pageSize: 25 });
    return { collector, pages: [...pages].sort((a: NativePayload, b: NativePayload) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) };
  });
  const events: AnyEvent[] = [];
  const run = (platform: string) => ({ name: `collector-${platform}`, version: '0.1.0', run_id: `accuracy-${platform}` });
  for (let page = 0; queues.some((q) => page < q.pages.length); page++) {
    for (const { collector, pages } of queues) {
      const payload = pages[page];
      if (!payload) continue;
      const parsed = collector.parse(payload, { observedAt, retrievedAt: observedAt });
      if (parsed.issues.length > 0) throw new Error(`${collector.platform} ${payload.path}: ${parsed.issues[0]?.message}`);
      const envelope = { platform: collector.platform, provider: `${collector.platform}/replay`, observed_at: observedAt, collector: run(collector.platform) };
      // Listings, then media, as a collection run publishes a page's records.
      for (const o of parsed.observations) if (o.kind === 'listing') events.push(createEvent({ ...envelope, type: 'listing.observed', data: o.data }));
      for (const o of parsed.observations) if (o.kind === 'media') events.push(createEvent({ ...envelope, type: 'media.observed', data: o.data }));
    }
  }
  for (const { collector, pages } of queues) {
    events.push(
      createEvent({
        type: 'source_run.completed',
        platform: collector.platform,
        provider: `${collector.platform}/replay`,
        observed_at: observedAt,
        collector: run(collector.platform),
        data: {
          run_id: run(collector.platform).run_id,
          status: 'success',
          truncated: false,
          counts: { records: pages.length, published: pages.length, errors: 0 },
          started_at: observedAt,
          finished_at: observedAt,
        },
      }),
    );
  }
  const propertyOf = new Map(listings.map((l) => [listingId(l.platform, l.native_id), l.property_key]));
  return { events, propertyOf, crossPortal };
}
