/**
 * The shard that holds a record: FNV-1a of the id's UTF-16 code units, modulo the shard count.
 * Every version of an id goes to the same shard, so a shard applies an id's changes in the
 * feed's order and an upsert there replaces what the id held; a hash spreads ids evenly
 * whatever their platform prefix.
 */
export function shardOf(id: string, shards: number): number {
  if (shards === 1) return 0;
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shards;
}
