import type { Versioned } from './version.js';

/**
 * A KV document already serialized, with the version it is ordered by. A projection that stores
 * a record's JSON in a table row as well builds the KV bytes around that same text rather than
 * serializing the record a second time.
 */
export class EncodedDocument implements Versioned {
  constructor(
    readonly observed_at: string,
    readonly event_id: string,
    /** The whole document as it is written to the bucket. */
    readonly json: string,
  ) {}
}
