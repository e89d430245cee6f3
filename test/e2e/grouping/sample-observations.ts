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
import { READ_RULES, type CollectorDefinition } from '@estate/collector-kit';
import { createEvent, type AnyEvent, type ListingObserved } from '@estate/events';
import { listingId, withoutImplausible } from '@estate/normalize';
import { generate, platformsOf, PLATFORMS, rendererOf, type CrossPortalPair, type NativePayload, type Platform, type SampleListing } from '@estate/sample-data';

/** The collector of every platform the generator lists on: a new portal fails to compile here until it has one. */
const COLLECTOR_OF = { zillow, rightmove, idealista, immoscout24, suumo, zoopla, lifullhomes, fotocasa, realtor, immowelt } satisfies Record<Platform, CollectorDefinition>;
const COLLECTORS = PLATFORMS.map((platform) => COLLECTOR_OF[platform]);

/** Each platform's collector and its native pages of the universe, in path order (as the replay fetcher reads them). */
export function renderedPages(listings: readonly SampleListing[]): Array<{ collector: CollectorDefinition; pages: NativePayload[] }> {
  const byPlatform = platformsOf(listings);
  return COLLECTORS.map((collector) => {
    const pages = rendererOf(collector.platform).render(byPlatform.get(collector.platform) ?? [], { pageSize: 25 });
    return { collector, pages: [...pages].sort((a: NativePayload, b: NativePayload) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) };
  });
}

export interface SampleObservations {
  /** Media observations as read, then one merged observation per listing, then one run report per platform, in publishing order. */
  events: AnyEvent[];
  /** Ground truth: the generator's property key of every listing id. */
  propertyOf: Map<string, string>;
  /** Ground truth of the second portals: same-home pairs and the hard negatives beside them. */
  crossPortal: CrossPortalPair[];
}

/**
 * What the listing collectors publish for a generated sample universe: each platform's renderer
 * (@estate/sample-data) writes its native pages, its collector's parser reads them back, and the events are built as a
 * collection run builds them (collector-kit collection-run.ts): media as they are read, then one observation per
 * listing, its reads in this run (search card, detail page) merged by the kit's own rule (READ_RULES.listing) and
 * stripped of implausible values after the merge. The collectors run side by side, each replaying its pages in path
 * order (as the replay fetcher does), so their events interleave page by page: media by the page they are read on,
 * listings by the page of their first read.
 */
export function sampleObservations(options: { seed: number; size: number; observedAt: Date }): SampleObservations {
  const { listings, crossPortal } = generate({ seed: options.seed, size: options.size });
  const observedAt = options.observedAt.toISOString();
  const queues = renderedPages(listings);
  const run = (platform: string) => ({ name: `collector-${platform}`, version: '0.1.0', run_id: `accuracy-${platform}` });
  const envelope = (platform: string) => ({ platform, provider: `${platform}/replay`, observed_at: observedAt, collector: run(platform) });
  const media: AnyEvent[] = [];
  // Per page, per platform: the native ids first read there; the merged reads of every listing of each platform.
  const firstReads: Array<{ platform: string; ids: string[] }> = [];
  const merged = new Map<string, Map<string, ListingObserved>>(COLLECTORS.map((c) => [c.platform, new Map()]));
  for (let page = 0; queues.some((q) => page < q.pages.length); page++) {
    for (const { collector, pages } of queues) {
      const payload = pages[page];
      if (!payload) continue;
      const parsed = collector.parse(payload, { observedAt, retrievedAt: observedAt });
      if (parsed.issues.length > 0) throw new Error(`${collector.platform} ${payload.path}: ${parsed.issues[0]?.message}`);
      const reads = merged.get(collector.platform) ?? new Map<string, ListingObserved>();
      const ids: string[] = [];
      for (const o of parsed.observations) {
        if (o.kind !== 'listing') continue;
        const earlier = reads.get(o.data.native_id);
        if (earlier === undefined) ids.push(o.data.native_id);
        reads.set(o.data.native_id, earlier ? READ_RULES.listing.merge(earlier, o.data) : o.data);
      }
      firstReads.push({ platform: collector.platform, ids });
      for (const o of parsed.observations) if (o.kind === 'media') media.push(createEvent({ ...envelope(collector.platform), type: 'media.observed', data: o.data }));
    }
  }
  const events: AnyEvent[] = [...media];
  for (const { platform, ids } of firstReads) {
    for (const id of ids) {
      const data = merged.get(platform)?.get(id);
      if (data) events.push(createEvent({ ...envelope(platform), type: 'listing.observed', data: withoutImplausible(data) }));
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
