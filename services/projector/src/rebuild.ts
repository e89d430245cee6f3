import type { Bus } from '@estate/bus';
import { STREAM_NAMES, type AnyEvent } from '@estate/events';
import type { Logger } from '@estate/runtime';
import { assertIdentifier, createTableLike, dropTableIfExists, exchangeTables, recopyListingProperties, type Store } from '@estate/store';
import { PROJECTED_TABLES, REBUILT_TABLE_KEYS, type ProjectedTables } from './kinds/index.js';
import { ProjectorMetrics } from './metrics.js';
import { PropertyMatcher } from './property-matcher.js';
import { commitBatch, openKvProjections } from './projector.js';
import { replayStream } from './stream-replay.js';

const replay = (bus: Bus, from: number, to: number, batchSize: number, commit: (events: AnyEvent[]) => Promise<unknown>) =>
  replayStream(bus, STREAM_NAMES.observations, { from, to }, batchSize, commit);

const SHADOW_SUFFIX = '__rebuild';

export interface RebuildResult {
  /** Stream sequences replayed into the fresh tables, and after the swap. */
  replayed: number;
  caughtUp: number;
  undecodable: number;
  tables: string[];
}

/**
 * Rebuilds the 24 h tables and source runs from the event log, and swaps them in:
 * 1. fresh tables with the definitions of the live ones (`CREATE TABLE … AS`);
 * 2. replay of OBSERVATIONS up to its last sequence at the start into them;
 * 3. `EXCHANGE TABLES`, atomic per table, so readers see the old or the new table, never none;
 * 4. replay of what arrived meanwhile into the swapped-in tables, because a projector that kept
 *    running committed those events into the old tables;
 * 5. the old tables are dropped.
 * The KV documents are rewritten through the same newer-only rule, so a lost bucket comes back
 * and a live one is never rolled back; a document of the very observation a rebuild projects is
 * replaced, so its property agrees with the rebuilt tables. Market series are not rebuilt: they
 * outlive the stream.
 */
export async function rebuildProjections(options: { bus: Bus; store: Store; logger: Logger; batchSize?: number }): Promise<RebuildResult> {
  const { bus, store, logger } = options;
  const batchSize = options.batchSize ?? 2000;
  const live = REBUILT_TABLE_KEYS.map((key) => assertIdentifier(PROJECTED_TABLES[key]));
  // Tables the replay does not rebuild (the series') keep their own names in the map.
  const shadow: ProjectedTables = { ...PROJECTED_TABLES, ...Object.fromEntries(REBUILT_TABLE_KEYS.map((key) => [key, `${PROJECTED_TABLES[key]}${SHADOW_SUFFIX}`])) };

  for (const table of live) {
    await dropTableIfExists(store, `${table}${SHADOW_SUFFIX}`);
    await createTableLike(store, `${table}${SHADOW_SUFFIX}`, table);
  }

  const kv = await openKvProjections(bus, { replaceSameVersion: true });
  const metrics = new ProjectorMetrics();
  // A fresh matcher: the rebuilt tables get the properties one pass over the stream assigns,
  // whatever the old tables said. A projector running meanwhile keeps the matcher it warmed
  // from the old tables: restart it afterwards, or it goes on assigning as those said.
  const matcher = new PropertyMatcher();
  const before = await bus.jsm.streams.info(STREAM_NAMES.observations);
  const first = Math.max(1, before.state.first_seq);
  const snapshot = before.state.last_seq;
  logger.info({ from: first, to: snapshot }, 'rebuild: replaying the stream into fresh tables');
  const main = await replay(bus, first, snapshot, batchSize, (events) => commitBatch({ store, kv, matcher, metrics, tables: shadow }, events));

  for (const table of live) await exchangeTables(store, table, `${table}${SHADOW_SUFFIX}`);
  // The market series keep each listing's property for good; the swap bypassed their copy.
  if (live.includes('listings')) await recopyListingProperties(store);
  logger.info({ tables: live }, 'rebuild: fresh tables swapped in');

  const after = await bus.jsm.streams.info(STREAM_NAMES.observations);
  const tail = await replay(bus, snapshot + 1, after.state.last_seq, batchSize, (events) => commitBatch({ store, kv, matcher, metrics }, events));
  for (const table of live) await dropTableIfExists(store, `${table}${SHADOW_SUFFIX}`);

  const result = { replayed: main.events, caughtUp: tail.events, undecodable: main.undecodable + tail.undecodable, tables: live };
  logger.info(result, 'rebuild complete');
  return result;
}
