/**
 * Zoopla's display address: "Liverpool Road, London N1", "Cecil Park, Herne Bay CT6" — the
 * street (never the number), the post town and the outward code, on cards and pages alike.
 */

/** An outward code at the end of the text: N1, CT6, SW11, EC1V. */
const OUTCODE_AT_END = /^(.*?)[\s,]+([A-Z]{1,2}\d[A-Z\d]?)\s*$/;

export interface DisplayAddress {
  town?: string;
  outcode?: string;
}

/** A street rather than a place: a number first ("250 City Road"), or a street word last. */
const STREET = /^\d|\b(?:road|rd|street|st|lane|avenue|ave|close|drive|way|crescent|terrace|place|square|court|mews)\.?$/i;

/**
 * The post town (or the locality Zoopla puts in its place: "Highbury N5") and the outward code.
 * An address that ends in a street before the code ("Vermont House, 250 City Road EC1V") names
 * no town, and none is made up.
 */
export function readDisplayAddress(text: string): DisplayAddress {
  const parts = text.split(',').map((p) => p.trim()).filter((p) => p !== '');
  const last = parts.at(-1);
  if (last === undefined) return {};
  const m = OUTCODE_AT_END.exec(last);
  const place = m ? (m[1] as string).trim() : parts.length > 1 ? last : '';
  const town = place !== '' && !STREET.test(place) ? place : undefined;
  return { ...(town === undefined ? {} : { town }), ...(m ? { outcode: m[2] as string } : {}) };
}

