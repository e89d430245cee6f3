import { LIVE_WINDOW_HOURS } from '@estate/events';

export { LIVE_WINDOW_HOURS };

/**
 * The predicate every read of a 24 h table carries. TTL removes rows only when parts merge or
 * drop, so without it an expired observation could still be served.
 */
export const LIVE_OBSERVATION_FILTER = `observed_at > now() - INTERVAL ${LIVE_WINDOW_HOURS} HOUR`;
