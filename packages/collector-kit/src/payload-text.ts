import { gunzipSync } from 'node:zlib';

/** The two bytes every gzip member starts with (RFC 1952). */
const GZIP_MAGIC = [0x1f, 0x8b] as const;

/**
 * The text of a payload's bytes. Open datasets are published as gzip files (Redfin's
 * `*.tsv000.gz`, Inside Airbnb's `*.csv.gz`), which a parser reads as the text they hold: the
 * compression is how the file travels, not part of its format. A gzip file is recognised by its
 * magic bytes, not its name, so a recording decompressed by hand still reads.
 */
export function payloadText(bytes: Buffer): string {
  const gzipped = bytes.length >= 2 && bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];
  return (gzipped ? gunzipSync(bytes) : bytes).toString('utf8');
}
