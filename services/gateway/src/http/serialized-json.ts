import { Listing, Meta, Stay, type ListingBody, type MetaBody, type StayBody } from '@estate/contract';
import fastJson from 'fast-json-stringify';

/**
 * A response's `data`, already serialized through its contract schema. A handler returns it
 * instead of the object when the bytes are cached (a listing document is serialized once, when
 * the read cache takes it from the bucket): the route splices them into the envelope rather
 * than serializing the document again on every read.
 */
export class SerializedJson {
  constructor(readonly json: string) {}

  /** A JSON array of already serialized items. */
  static list(items: readonly string[]): SerializedJson {
    return new SerializedJson(`[${items.join(',')}]`);
  }
}

// The same compiler Fastify uses for response schemas (fast-json-stringify, default options), so
// the spliced envelope is byte for byte what Fastify would have written from the objects.
const serializeMeta = fastJson(Meta);

const serializeListingPieces: (listing: ListingBody) => string = fastJson(Listing);
const serializeStayPieces: (stay: StayBody) => string = fastJson(Stay);

/**
 * fast-json-stringify builds its output by concatenation, which V8 keeps as a tree of hundreds
 * of pieces; every envelope spliced around a document then walked the whole tree again
 * (Fastify's `Buffer.byteLength` of the body, then the socket write): 18–28 µs of a point read's
 * CPU for a 4 KB listing against 2–3 µs flat. Converting the text to a number makes V8 flatten
 * it in place, once, when the cache takes the document; the NaN is thrown away.
 */
function flat(json: string): string {
  Number(json);
  return json;
}

/** A listing as the contract's Listing schema writes it, as one flat string. */
export function serializeListing(listing: ListingBody): string {
  return flat(serializeListingPieces(listing));
}

/** A stay as the contract's Stay schema writes it, as one flat string. */
export function serializeStay(stay: StayBody): string {
  return flat(serializeStayPieces(stay));
}

/** The 200 envelope around serialized `data`. */
export function envelopeJson(data: SerializedJson, meta: MetaBody): string {
  return `{"data":${data.json},"meta":${serializeMeta(meta)}}`;
}

/**
 * A response's `data` as UTF-8 bytes encoded once, when the read cache took each document. A page
 * of 20 listings spliced as text is an ~80 KB string built per request that Fastify measures
 * (`Buffer.byteLength`, which flattens it) and the socket encodes again: a fifth of the main
 * thread's CPU per search under load (profile in the Q-search notes). As bytes, the envelope is
 * one copy of the documents and goes to the socket as it is.
 */
export class SerializedBytes {
  private constructor(readonly chunks: readonly Uint8Array[]) {}

  static of(bytes: Uint8Array): SerializedBytes {
    return new SerializedBytes([bytes]);
  }

  /** A JSON array of already serialized items. */
  static list(items: readonly Uint8Array[]): SerializedBytes {
    const chunks: Uint8Array[] = [OPEN_ARRAY];
    for (const [i, item] of items.entries()) {
      if (i > 0) chunks.push(COMMA);
      chunks.push(item);
    }
    chunks.push(CLOSE_ARRAY);
    return new SerializedBytes(chunks);
  }
}

const OPEN_ARRAY = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE_ARRAY = Buffer.from(']');
const OPEN_DATA = Buffer.from('{"data":');
const OPEN_META = Buffer.from(',"meta":');
const CLOSE_ENVELOPE = Buffer.from('}');

/** The 200 envelope around `data` given as bytes: the same bytes `envelopeJson` writes as text. */
export function envelopeBytes(data: SerializedBytes, meta: MetaBody): Buffer {
  return Buffer.concat([OPEN_DATA, ...data.chunks, OPEN_META, Buffer.from(serializeMeta(meta)), CLOSE_ENVELOPE]);
}

/**
 * JSON text as UTF-8 in a buffer of its own. `Buffer.from` would cut small texts out of a shared
 * 8 KB pool, and a cached document would then keep its neighbours' slab alive after they left
 * the cache.
 */
export function utf8Bytes(json: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  bytes.write(json);
  return bytes;
}
