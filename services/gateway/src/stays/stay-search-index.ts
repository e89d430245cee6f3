import type { Bus } from '@estate/bus';
import { BUCKETS } from '@estate/bus';
import type { Logger } from '@estate/runtime';
import {
  createStaySearch,
  staySearchFields,
  stayNightsOf,
  stayOwnValuesOf,
  type AvailableNights,
  type StayOwnSearchFields,
  type StayOwnSearchValues,
  type StaySearchProjection,
} from '@estate/search';
import type { ReadinessCheck } from '../routes/service-routes.js';
import { SearchFeed, snapshotOption, type SearchSink, type SearchSnapshotConfig } from '../search/search-feed.js';

type NightsFields = { nights: { type: 'nights' } };
const NIGHTS_FIELDS: NightsFields = { nights: { type: 'nights' } };

/**
 * The stay search projection, joined from two buckets the projector writes newer-only by their
 * own events: each stay's own fields (`stay_search`) and the available nights of its latest
 * calendar with dates (`stay_calendar_search`). A stay is searchable once its own fields have
 * arrived; its nights join it whichever comes first, and a stay without a calendar never
 * matches a date filter (its nights are unknown, not free).
 */
export class StaySearchJoin {
  readonly projection: StaySearchProjection = createStaySearch();
  readonly #own = new Map<string, StayOwnSearchValues>();
  readonly #nights = new Map<string, AvailableNights>();

  /** The sink of the `stay_search` bucket. */
  readonly stays: SearchSink<StayOwnSearchFields> = {
    upsert: (id, fields) => {
      this.#own.set(id, fields);
      this.#apply(id);
    },
    remove: (id) => {
      this.#own.delete(id);
      return this.projection.remove(id);
    },
    get size() {
      return 0;
    },
  };

  /** The sink of the `stay_calendar_search` bucket. */
  readonly calendars: SearchSink<NightsFields> = {
    upsert: (id, fields) => {
      if (fields.nights) this.#nights.set(id, fields.nights);
      else this.#nights.delete(id);
      this.#apply(id);
    },
    remove: (id) => {
      this.#nights.delete(id);
      this.#apply(id);
    },
    get size() {
      return 0;
    },
  };

  #apply(id: string): void {
    const own = this.#own.get(id);
    if (own === undefined) return;
    this.projection.upsert(id, { ...own, nights: this.#nights.get(id) ?? null });
  }
}

/** The join, fed by one follower per bucket; ready once both have loaded what their bucket held. */
export interface StaySearchIndex {
  readonly projection: StaySearchProjection;
  readonly isLoaded: boolean;
  readonly loaded: Promise<void>;
  readonly readiness: ReadinessCheck[];
  close(): Promise<void>;
}

export async function openStaySearch(bus: Bus, logger: Logger, snapshots?: SearchSnapshotConfig): Promise<StaySearchIndex> {
  const join = new StaySearchJoin();
  const stays = await SearchFeed.open({
    bus,
    bucket: BUCKETS.staySearch,
    projection: join.stays,
    decode: stayOwnValuesOf,
    logger,
    what: 'stay search',
    // The kind's fields include the stay's own: a change to them refuses an older snapshot.
    ...snapshotOption(snapshots, staySearchFields.fields),
  });
  let calendars: SearchFeed<NightsFields, SearchSink<NightsFields>>;
  try {
    calendars = await SearchFeed.open({
      bus,
      bucket: BUCKETS.stayCalendarSearch,
      projection: join.calendars,
      decode: (value) => {
        const nights = stayNightsOf(value);
        return nights === undefined ? undefined : { nights };
      },
      logger,
      what: 'stay calendars',
      ...snapshotOption(snapshots, NIGHTS_FIELDS),
    });
  } catch (error) {
    await stays.close();
    throw error;
  }
  const loaded = Promise.all([stays.loaded, calendars.loaded]).then(() => undefined);
  loaded.catch(() => undefined);
  return {
    projection: join.projection,
    get isLoaded() {
      return stays.isLoaded && calendars.isLoaded;
    },
    loaded,
    readiness: [stays.readiness, calendars.readiness],
    async close() {
      await Promise.all([stays.close(), calendars.close()]);
    },
  };
}
