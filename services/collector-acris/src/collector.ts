/**
 * NYC ACRIS (the City Register's recorded documents) as the collector kit runs it: open data,
 * replayed from the Real Property Master and Legals exports of NYC Open Data, each deed a
 * transaction of the lot it conveys.
 */
import { defineCollector } from '@estate/collector-kit';
import { AcrisJoin } from './parse.js';

/** NYC Open Data refreshes the ACRIS exports daily; a daily read picks up each day's recordings. */
const DAY = 24 * 3_600_000;

export const collector = defineCollector({
  platform: 'acris',
  displayName: 'NYC ACRIS (Automated City Register Information System)',
  countries: ['US'],
  recordKinds: ['property_record'],
  operations: ['resolveProperty', 'getProperty', 'getPropertyRecords', 'getPropertyTransactions'],
  searchSelectors: [],
  selectors: {
    resolveProperty: ['address'],
    getProperty: [],
    getPropertyRecords: ['limit', 'cursor'],
    getPropertyTransactions: ['limit', 'cursor'],
  },
  accessClass: 'open_data',
  collectIntervalMs: DAY,
  parse: new AcrisJoin().parse,
});
