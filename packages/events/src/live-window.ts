/**
 * How long an observation of a listing-like kind is served: the 24 h tables' TTL, every live
 * read's filter, the point-read buckets' max age and the gateways' expiry all follow from this
 * one number. The SQL migrations state it literally (they are applied once and recorded); a
 * store test fails when a migrated TTL disagrees with it, and a bus test when a bucket does.
 */
export const LIVE_WINDOW_HOURS = 24;

export const LIVE_WINDOW_MS = LIVE_WINDOW_HOURS * 3_600_000;
