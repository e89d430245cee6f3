import { Type } from 'typebox';
import { checkLimit, keysetPage, type KeysetPage, type PageOptions } from '../keyset-page.js';
import { SqlParams } from '../sql-params.js';
import type { Store } from '../store.js';
import { col } from './columns.js';
import { defineTable, type RowOf, type StoredRowOf } from './table.js';

/** `stay_reviews` (0012): one row per stay and review, long-lived, the latest observation winning. */
export const stayReviews = defineTable({
  name: 'stay_reviews',
  live: false,
  materialized: ['version'],
  columns: {
    stay_id: col.string(),
    platform: col.lowCardinality(),
    provider: col.lowCardinality(),
    access_class: col.lowCardinality(),
    listing_platform: col.lowCardinality(),
    stay_native_id: col.string(),
    native_id: col.string(),
    reviewed_at: col.date(),
    reviewer_name: Type.Optional(col.string()),
    language: Type.Optional(col.lowCardinality()),
    rating: Type.Optional(col.nullable(col.float32())),
    text: Type.Optional(col.string()),
    observed_at: col.timestamp(),
    event_id: col.string(),
  },
});

export type StayReviewInsertRow = RowOf<typeof stayReviews>;
export type StayReviewRow = StoredRowOf<typeof stayReviews>;

/** A review's place in the newest-first order: its date, then its id (descending). */
export interface ReviewPosition {
  reviewed_at: string;
  native_id: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A page of a stay's reviews, newest first (date, then review id, both descending). */
export async function getStayReviewsPage(store: Store, stayId: string, options: PageOptions<ReviewPosition>): Promise<KeysetPage<StayReviewRow, ReviewPosition>> {
  checkLimit(options.limit);
  const params = new SqlParams();
  const id = params.string(stayId);
  let after = '';
  if (options.after !== undefined) {
    const { reviewed_at, native_id } = options.after;
    if (!ISO_DATE.test(reviewed_at)) throw new RangeError(`a review position's date must be YYYY-MM-DD, got ${JSON.stringify(reviewed_at)}`);
    after = `WHERE (reviewed_at, native_id) < (toDate(${params.string(reviewed_at)}), ${params.string(native_id)})`;
  }
  const rows = await store.queryRows<StayReviewRow>(
    `SELECT * FROM (
       SELECT stay_id, platform, provider, access_class, listing_platform, stay_native_id, native_id, reviewed_at, reviewer_name, language, rating, text, observed_at, event_id
       FROM stay_reviews
       WHERE stay_id = ${id}
       ORDER BY native_id, version DESC
       LIMIT 1 BY native_id
     )
     ${after}
     ORDER BY reviewed_at DESC, native_id DESC
     LIMIT ${params.uint(options.limit + 1)}`,
    params.values,
    { name: 'getStayReviewsPage' },
  );
  return keysetPage(
    rows.map((row) => stayReviews.fromClickHouse(row)),
    options.limit,
    (row) => ({ reviewed_at: row.reviewed_at, native_id: row.native_id }),
  );
}
