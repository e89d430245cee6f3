/**
 * The UK House Price Index (HM Land Registry, ONS and the devolved registers) as the collector
 * kit runs it: open data, replayed from the monthly full file, each release revising the last.
 */
import { defineSeriesCollector } from '@estate/collector-kit';
import { parse } from './parse.js';

export const collector = defineSeriesCollector({
  platform: 'uk_hpi',
  displayName: 'UK House Price Index',
  countries: ['GB'],
  parse,
});
