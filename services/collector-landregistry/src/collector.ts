/**
 * HM Land Registry Price Paid Data as the collector kit runs it: open data (OGL v3.0), replayed
 * from the yearly files and the monthly updates, whose A/C/D rows add, change and delete sales.
 */
import { defineCollector, PROPERTY_SELECTORS, PROPERTY_TRANSACTION_OPERATIONS } from '@estate/collector-kit';
import { parse } from './parse.js';

/** The Registry publishes monthly; a run rereads every file, so once a day is plenty. */
const DAY_MS = 86_400_000;

export const collector = defineCollector({
  platform: 'landregistry',
  displayName: 'HM Land Registry Price Paid Data',
  countries: ['GB'],
  recordKinds: ['property_record'],
  operations: [...PROPERTY_TRANSACTION_OPERATIONS],
  searchSelectors: [],
  selectors: PROPERTY_SELECTORS,
  accessClass: 'open_data',
  collectIntervalMs: DAY_MS,
  parse,
});
