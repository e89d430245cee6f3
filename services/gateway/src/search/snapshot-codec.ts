// The snapshot's record form lives in @estate/search (a search shard decodes its share of a file in
// its own worker thread); the feed, writer and tests here keep importing it from this path.
export { SNAPSHOT_FORMAT_VERSION, SnapshotDecoder, SnapshotEncoder, SnapshotFormatError, type SnapshotRecord } from '@estate/search';
