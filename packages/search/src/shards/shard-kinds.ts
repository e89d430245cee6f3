import type { SearchProjectionOptions } from '../search-projection.js';
import { ListingShard } from './listing-shard.js';
import type { ShardKind, ShardPlace, ShardReply, ShardRequest } from './shard-protocol.js';
import { StayShard } from './stay-shard.js';

/** What a shard of any kind is to its thread: requests answered one at a time. */
export interface RequestHandler {
  handle<R extends ShardRequest>(request: R): ShardReply<R>;
}

const SHARDS: Record<ShardKind, (options: SearchProjectionOptions, place: ShardPlace) => RequestHandler> = {
  listing: (options, place) => new ListingShard(options, place),
  stay: (options) => new StayShard(options),
};

/** A shard of the kind its place names: what a worker (or the main thread, for one shard) holds. */
export function createShard(options: SearchProjectionOptions, place: ShardPlace): RequestHandler {
  return SHARDS[place.kind](options, place);
}
