/**
 * MLIT's 不動産情報ライブラリ transaction prices as the collector kit runs it: open data (a free
 * API key), replayed from recorded XIT001 answers, one per quarter and prefecture.
 */
import { defineCollector } from '@estate/collector-kit';
import { parse } from './parse.js';

/** MLIT publishes a quarter's prices once, about three months after it ends; a daily read is plenty. */
const DAY = 24 * 3_600_000;

export const collector = defineCollector({
  platform: 'mlit',
  displayName: 'MLIT 不動産情報ライブラリ (transaction prices)',
  countries: ['JP'],
  recordKinds: ['property_record'],
  operations: ['getPropertyRecords', 'getPropertyTransactions'],
  searchSelectors: [],
  selectors: {
    getPropertyRecords: ['limit', 'cursor'],
    getPropertyTransactions: ['limit', 'cursor'],
  },
  accessClass: 'open_data',
  collectIntervalMs: DAY,
  parse,
});
