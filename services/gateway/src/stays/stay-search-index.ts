import type { Bus } from '@estate/bus';
import { BUCKETS } from '@estate/bus';
import type { Logger } from '@estate/runtime';
import { ShardedStaySearch, staySearchFields, stayNightsOf, stayOwnValuesOf, type StayNightsFields, type StayOwnSearchFields, type StaySearchReader } from '@estate/search';
import type { ReadinessCheck } from '../routes/service-routes.js';
import { SearchFeed, snapshotOption, type SearchSnapshotConfig } from '../search/search-feed.js';
import { shardsReadiness } from '../search/shards-readiness.js';

const NIGHTS_FIELDS: StayNightsFields = { nights: { type: 'nights' } };

/**
 * The stay search, joined from two buckets the projector writes newer-only by their own events:
 * each stay's own fields (`stay_search`) and the available nights of its latest calendar with
 * dates (`stay_calendar_search`). Both feed one ShardedStaySearch, routed by stay id, so the join
 * is made in the shard that holds the stay; ready once both feeds have loaded what their bucket held.
 */
export interface StaySearchIndex {
  readonly projection: StaySearchReader;
  readonly isLoaded: boolean;
  readonly loaded: Promise<void>;
  readonly readiness: ReadinessCheck[];
  close(): Promise<void>;
}

export interface StaySearchSettings {
  snapshots?: SearchSnapshotConfig | undefined;
  /** Worker threads of the stay search (SEARCH_SHARDS); default the cores, 1 keeps it in this thread. */
  shards?: number | undefined;
}

export async function openStaySearch(bus: Bus, logger: Logger, settings: StaySearchSettings = {}): Promise<StaySearchIndex> {
  const onInvalid = (key: string) => logger.warn({ projection: 'stay search', key }, 'ignoring an invalid search document');
  const search = new ShardedStaySearch({ ...(settings.shards !== undefined ? { shards: settings.shards } : {}), onInvalid });
  let stays: SearchFeed<StayOwnSearchFields, ShardedStaySearch['stays']>;
  let calendars: SearchFeed<StayNightsFields, ShardedStaySearch['calendars']>;
  try {
    stays = await SearchFeed.open({
      bus,
      bucket: BUCKETS.staySearch,
      projection: search.stays,
      decode: stayOwnValuesOf,
      logger,
      what: 'stay search',
      // The kind's fields include the stay's own: a change to them refuses an older snapshot.
      ...snapshotOption(settings.snapshots, staySearchFields.fields),
    });
  } catch (error) {
    await search.close();
    throw error;
  }
  try {
    calendars = await SearchFeed.open({
      bus,
      bucket: BUCKETS.stayCalendarSearch,
      projection: search.calendars,
      decode: (value) => {
        const nights = stayNightsOf(value);
        return nights === undefined ? undefined : { nights };
      },
      logger,
      what: 'stay calendars',
      ...snapshotOption(settings.snapshots, NIGHTS_FIELDS),
    });
  } catch (error) {
    await stays.close();
    await search.close();
    throw error;
  }
  const feeds = [stays, calendars];
  const loaded = Promise.all(feeds.map((feed) => feed.loaded)).then(() => undefined);
  loaded.catch(() => undefined);
  return {
    projection: search,
    get isLoaded() {
      return feeds.every((feed) => feed.isLoaded);
    },
    loaded,
    readiness: [...feeds.map((feed) => feed.readiness), shardsReadiness('search:stay shards', search)],
    async close() {
      await Promise.all(feeds.map((feed) => feed.close()));
      await search.close();
    },
  };
}
