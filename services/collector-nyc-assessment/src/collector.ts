/**
 * The NYC Department of Finance assessment roll as the collector kit runs it: open data,
 * replayed from the Property Valuation and Assessment Data export of NYC Open Data.
 */
import { defineCollector } from '@estate/collector-kit';
import { parse } from './parse.js';

/** The roll is published a few times a year (tentative in January, final in May); a daily read is plenty. */
const DAY = 24 * 3_600_000;

export const collector = defineCollector({
  platform: 'nyc_assessment',
  displayName: 'NYC Department of Finance assessment roll',
  countries: ['US'],
  recordKinds: ['property_record'],
  operations: ['resolveProperty', 'getProperty', 'getPropertyRecords', 'getPropertyTaxAssessments'],
  searchSelectors: [],
  selectors: {
    resolveProperty: ['address'],
    getProperty: [],
    getPropertyRecords: ['limit', 'cursor'],
    getPropertyTaxAssessments: ['limit', 'cursor'],
  },
  accessClass: 'open_data',
  collectIntervalMs: DAY,
  parse,
});
