import { BUCKETS, openBucket, type Bus } from '@estate/bus';
import type { IdLocationFilter, LocationBody } from '@estate/contract';
import { LIVE_WINDOW_HOURS } from '@estate/events';
import type { StoredLocation } from '@estate/documents';
import { isId } from '@estate/normalize';
import type { Logger } from '@estate/runtime';
import { createLocationSearch, locationFilters, locationSearchFields, locationSearchValuesOf, type LocationQuery, type LocationSearchFields } from '@estate/search';
import { ApiError } from '../http/api-error.js';
import { LiveDocuments } from '../reads/live-documents.js';
import { SearchFeed, snapshotOption, type SearchSnapshotConfig } from '../search/search-feed.js';
import { requireLoaded } from '../reads/search-page.js';

/** A text location: what a location id stands for in every search. */
export interface PlaceName {
  kind: 'text';
  query: string;
  country: string;
}

/**
 * The places of the platforms' location vocabularies, as every gateway holds them: their search
 * fields in a search projection fed by `location_search`, each platform's record in the
 * `locations` bucket. Any kind's search resolves a `{kind: 'id'}` location through it, so it is
 * opened once by the service and handed to every kind.
 */
export class LocationDirectory {
  private constructor(
    private readonly feed: SearchFeed<LocationSearchFields>,
    private readonly records: LiveDocuments<StoredLocation>,
    private readonly now: () => number,
  ) {}

  static async open(bus: Bus, logger: Logger, now: () => number = Date.now, snapshots?: SearchSnapshotConfig): Promise<LocationDirectory> {
    const kv = await openBucket(bus, BUCKETS.locations);
    const feed = await SearchFeed.open({
      bus,
      bucket: BUCKETS.locationSearch,
      projection: createLocationSearch(),
      decode: locationSearchValuesOf,
      logger,
      what: 'location search',
      ...snapshotOption(snapshots, locationSearchFields.fields),
    });
    return new LocationDirectory(feed, new LiveDocuments<StoredLocation>(kv, 'location', now), now);
  }

  get readiness() {
    return this.feed.readiness;
  }

  get loaded(): Promise<void> {
    return this.feed.loaded;
  }

  close(): Promise<void> {
    return this.feed.close();
  }

  private checkLoaded(): void {
    requireLoaded(this.feed, 'location search');
  }

  /**
   * The place a location id names, as the text location every search takes for it: its name and
   * country, so a search by the id equals the search by the name. `field` names the request field
   * in a 400 or 404.
   */
  resolve(location: IdLocationFilter, field: string): PlaceName {
    if (!isId('loc', location.id)) throw new ApiError('invalid_request', `${field}.id must be a location id (loc_…) from POST /v1/locations/search`);
    this.checkLoaded();
    const projection = this.feed.projection;
    const key = projection.group('location_id', location.id, this.now())[0];
    const name = key === undefined ? undefined : projection.valueOf(key, 'name');
    const country = key === undefined ? undefined : projection.valueOf(key, 'country');
    if (!name || !country) {
      throw new ApiError('not_found', `${field}.id: no place ${location.id} in the location vocabularies collected within the last ${LIVE_WINDOW_HOURS} hours`);
    }
    return { kind: 'text', query: name, country };
  }

  /**
   * Places matching the query, broader places first, each with every platform's name for it
   * (one Location per location id, however many platforms name it).
   */
  async find(query: LocationQuery, limit: number): Promise<LocationBody[]> {
    this.checkLoaded();
    const projection = this.feed.projection;
    const now = this.now();
    const ids: string[] = [];
    let after: { key: number | null; id: string } | undefined;
    // Each record is one platform's name for a place; walk pages until `limit` places are found.
    while (ids.length < limit) {
      const page = projection.search({ filters: locationFilters(query), sort: 'level', limit: 100, after }, now);
      for (const key of page.ids) {
        const id = projection.valueOf(key, 'location_id');
        if (id && !ids.includes(id)) ids.push(id);
        if (ids.length === limit) break;
      }
      if (page.nextPosition === undefined) break;
      after = page.nextPosition;
    }
    const found = await Promise.all(ids.map((id) => this.location(id, now)));
    return found.filter((l): l is LocationBody => l !== undefined);
  }

  /** One place with every platform's name for it; undefined once none is live. */
  private async location(id: string, now: number): Promise<LocationBody | undefined> {
    const keys = this.feed.projection.group('location_id', id, now).sort();
    const records = (await Promise.all(keys.map((key) => this.records.get(key)))).filter((r): r is StoredLocation => r !== undefined);
    const first = records[0];
    if (!first) return undefined;
    const codes = new Map<string, { scheme: string; code: string }>();
    for (const record of records) for (const code of record.codes ?? []) codes.set(`${code.scheme}:${code.code}`, code);
    const region = records.find((r) => r.region)?.region;
    const city = records.find((r) => r.city)?.city;
    const geometry = records.find((r) => r.geometry)?.geometry;
    return {
      id,
      name: first.name,
      kind: first.kind,
      country: first.country,
      ...(region ? { region } : {}),
      ...(city ? { city } : {}),
      ...(geometry ? { geometry: { latitude: geometry.latitude, longitude: geometry.longitude, precision: 'approximate', crs: 'EPSG:4326' } } : {}),
      selectors: records.map((r) => ({ platform: r.platform, selector: r.selector })),
      ...(codes.size > 0 ? { codes: [...codes.values()] } : {}),
    };
  }
}
