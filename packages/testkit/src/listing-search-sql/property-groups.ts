import { LIVE_OBSERVATION_FILTER, type Store } from '@estate/store';

/** The live listings of one property, across platforms: @estate/search's PropertyGroup, restated (see query.ts). */
export interface SqlPropertyGroup {
  property_id: string;
  /** Sorted. */
  listing_ids: string[];
  /** Sorted, each once. */
  platforms: string[];
  /** The method of the most confident match among the listings. */
  match_method: string;
  /** The highest confidence among the listings, 0–1. */
  confidence: number;
}

/**
 * The groups of the given properties that hold more than one live listing (a listing counts
 * where its latest row puts it), ordered by property id. `''` (no property) is never a group.
 * The oracle of @estate/search's propertyGroupsOfPage.
 */
export async function propertyGroupsOfSql(store: Store, propertyIds: readonly string[]): Promise<SqlPropertyGroup[]> {
  const ids = [...new Set(propertyIds)].filter((id) => id !== '');
  if (ids.length === 0) return [];
  // Candidates through the property_id bloom index; then each candidate's latest row decides
  // whether it is still in the group. Ties in confidence go to the greater method name, so the
  // answer does not depend on read order.
  return store.queryRows<SqlPropertyGroup>(
    `SELECT property_id,
            arraySort(groupArray(listing_id)) AS listing_ids,
            arraySort(groupUniqArray(platform)) AS platforms,
            argMax(property_match_method, (property_confidence, property_match_method)) AS match_method,
            max(property_confidence) AS confidence
     FROM (
       SELECT listing_id, platform, property_id, property_match_method, property_confidence
       FROM listings
       WHERE listing_id IN (
               SELECT listing_id FROM listings WHERE property_id IN {ids:Array(String)} AND ${LIVE_OBSERVATION_FILTER}
             )
         AND ${LIVE_OBSERVATION_FILTER}
       ORDER BY listing_id, version DESC
       LIMIT 1 BY listing_id
     )
     WHERE property_id IN {ids:Array(String)}
     GROUP BY property_id
     HAVING count() > 1
     ORDER BY property_id`,
    { ids },
    { name: 'propertyGroupsOfSql' },
  );
}
