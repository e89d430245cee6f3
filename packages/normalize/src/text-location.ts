/**
 * The text-location rule of searches (`location: { kind: 'text' }`), which read jobs share: the
 * query, trimmed of spaces and lower-cased, equals the city or the region (whole value, any
 * case) or begins the postal code; with `country`, only places in that country. The store's
 * SQL is its translation (`lowerUTF8(trimBoth(q))`), and a store test holds the two equal.
 */

/** The fields of a place the rule reads; a missing field never matches. */
export interface TextPlace {
  country?: string | undefined;
  city?: string | undefined;
  region?: string | undefined;
  postal_code?: string | undefined;
}

export interface TextLocation {
  query: string;
  country?: string | undefined;
}

/**
 * Lower case by Unicode's full mapping, which is what ClickHouse's lowerUTF8 applies (ICU):
 * 'MÜNCHEN', 'İ' and 'ẞ' fold alike on both sides. No NFKC: searches never applied it, so a
 * full-width 'ＴＯＫＹＯ' is not 'tokyo' here either.
 */
export function textLocationKey(text: string): string {
  return text.toLowerCase();
}

/**
 * The query as the rule compares it, or undefined when nothing is left: blank queries match
 * nothing. Only ASCII spaces are trimmed, as ClickHouse's trimBoth does; a tab or a no-break
 * space stays part of the query.
 */
export function textLocationQuery(query: string): string | undefined {
  const key = textLocationKey(query.replace(/^ +| +$/g, ''));
  return key === '' ? undefined : key;
}

export function matchesTextLocation(place: TextPlace, location: TextLocation): boolean {
  const query = textLocationQuery(location.query);
  if (query === undefined) return false;
  if (location.country !== undefined && place.country !== location.country) return false;
  return (
    textLocationKey(place.city ?? '') === query ||
    textLocationKey(place.region ?? '') === query ||
    textLocationKey(place.postal_code ?? '').startsWith(query)
  );
}
