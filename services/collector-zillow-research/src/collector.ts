/**
 * Zillow Research (ZHVI typical home values, ZORI typical rents) as the collector kit runs it:
 * open data, released monthly, replayed from the public CSVs in their own wide layout.
 */
import { defineSeriesCollector } from '@estate/collector-kit';
import { parse } from './parse.js';

export const collector = defineSeriesCollector({
  platform: 'zillow_research',
  displayName: 'Zillow Research',
  countries: ['US'],
  parse,
});
