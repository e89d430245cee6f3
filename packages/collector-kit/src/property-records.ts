/**
 * What a source of property records (Price Paid, ACRIS, an assessment roll, MLIT, Catastro, a
 * portal's own history and estimates) serves: the property reads that its records answer. The
 * gateway's capabilities turn an operation `beta` as soon as one running source declares it.
 */

/** Every source of records makes properties resolvable and readable, with their records, valuations and comparables. */
export const PROPERTY_OPERATIONS = [
  'resolveProperty',
  'getProperty',
  'getPropertyListings',
  'getPropertyRecords',
  'getPropertyValuations',
  'getPropertyComparables',
] as const;

/** A source of sales serves the transactions too. */
export const PROPERTY_TRANSACTION_OPERATIONS = [...PROPERTY_OPERATIONS, 'getPropertyTransactions'] as const;

/** The request fields the property reads honour, by operation. */
export const PROPERTY_SELECTORS: Readonly<Record<string, readonly string[]>> = {
  resolveProperty: ['address', 'listing_id', 'url'],
  getProperty: [],
  getPropertyListings: ['limit', 'cursor'],
  getPropertyRecords: ['limit', 'cursor'],
  getPropertyTransactions: ['limit', 'cursor'],
  getPropertyTaxAssessments: ['limit', 'cursor'],
  getPropertyValuations: ['limit', 'cursor'],
  getPropertyComparables: ['basis', 'limit'],
};
