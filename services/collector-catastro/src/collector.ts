/**
 * Catastro's non-protected descriptive data (OVC Consulta_DNPRC) as the collector kit runs it:
 * open data, replayed from recorded answers, one per cadastral reference.
 */
import { defineCollector } from '@estate/collector-kit';
import { parse } from './parse.js';

/** A property's cadastral description changes with works and revisions, rarely: a daily read is plenty. */
const DAY = 24 * 3_600_000;

export const collector = defineCollector({
  platform: 'catastro',
  displayName: 'Catastro (Dirección General del Catastro, OVC)',
  countries: ['ES'],
  recordKinds: ['property_record'],
  operations: ['resolveProperty', 'getProperty', 'getPropertyRecords'],
  searchSelectors: [],
  selectors: {
    resolveProperty: ['address'],
    getProperty: [],
    getPropertyRecords: ['limit', 'cursor'],
  },
  accessClass: 'open_data',
  collectIntervalMs: DAY,
  parse,
});
