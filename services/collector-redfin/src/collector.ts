/**
 * Redfin Data Center's market tracker (medians, counts and shares per city and ZIP code) as the
 * collector kit runs it: open data, updated weekly to monthly, replayed from the gzipped TSV
 * files Redfin publishes.
 */
import { defineSeriesCollector } from '@estate/collector-kit';
import { parse } from './parse.js';

export const collector = defineSeriesCollector({
  platform: 'redfin',
  displayName: 'Redfin Data Center',
  countries: ['US'],
  parse,
});
