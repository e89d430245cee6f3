import { Listing, Meta, type ListingBody, type MetaBody } from '@estate/contract';
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

/** A listing as the contract's Listing schema writes it. */
export const serializeListing: (listing: ListingBody) => string = fastJson(Listing);

/** The 200 envelope around serialized `data`. */
export function envelopeJson(data: SerializedJson, meta: MetaBody): string {
  return `{"data":${data.json},"meta":${serializeMeta(meta)}}`;
}
