import type { ObservedKind } from './event-types.js';
import type { PayloadOf } from './registry.js';

/**
 * One record a collector read from a payload, of any observed kind: what a parser returns and
 * what the collector kit publishes as a `<kind>.observed` event. Discriminated by `kind`, so a
 * consumer that switches on it gets the payload type of that kind.
 */
export type Observation = { [K in ObservedKind]: ObservationOf<K> }[ObservedKind];

export interface ObservationOf<K extends ObservedKind> {
  kind: K;
  data: PayloadOf<`${K}.observed`>;
}

/** Builds an observation with its payload typed by the kind. */
export function observation<K extends ObservedKind>(kind: K, data: PayloadOf<`${K}.observed`>): ObservationOf<K> {
  return { kind, data };
}
