/**
 * The rule of getSimilarListings, stated once: @estate/search ranks by these figures and the
 * operation's description is written from them, so the documentation cannot drift from the code.
 */
export const SIMILARITY = {
  /** Price and living area within ×/÷ (1 + band) of the listing's. */
  band: 0.3,
  radiusMeters: 5_000,
  /** At most this many candidates are weighed, the most recently updated first. */
  maxCandidates: 1_000,
  weights: { price: 0.35, area: 0.3, distance: 0.25, bedrooms: 0.1 },
  /** The part a term counts for when either listing lacks its value: neither alike nor unlike. */
  unknown: 0.5,
} as const;

const { band, radiusMeters, maxCandidates, weights, unknown } = SIMILARITY;

export const SIMILARITY_DESCRIPTION =
  `Live listings like this one. Candidates: the same transaction, status \`active\`, the same country and property type, ` +
  `an asking price in the same currency within ×/÷ ${1 + band} of this listing's and a living area within ×/÷ ${1 + band} (each when this listing states it), ` +
  `within ${radiusMeters} m of its point (else in its city); at most ${maxCandidates} candidates are weighed, the most recently updated first. ` +
  `Score = 1 − (${weights.price}·d_price + ${weights.area}·d_area + ${weights.distance}·d_distance + ${weights.bedrooms}·d_bedrooms), ` +
  `where d_price = |ln(price / this price)| / ln(${1 + band}), d_area likewise, d_distance = metres / ${radiusMeters}, d_bedrooms = |bedrooms − these bedrooms| / 2, ` +
  `each capped at 1 and ${unknown} when either listing lacks the value; rounded to 4 decimals. Best first, ties by listing id. ` +
  '`meta.similarity` gives each returned listing\'s score and distance in metres, in the order of `data`.';
