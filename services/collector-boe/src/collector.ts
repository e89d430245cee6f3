/**
 * Spain's Portal de Subastas of the BOE (subastas.boe.es) as the collector kit runs it: the
 * official auction notices (judicial, notarial, tax agency), open data, replayed from its HTML
 * result lists and detail tabs.
 */
import { defineCollector } from '@estate/collector-kit';
import { parse } from './parse.js';

/** The portal's states change within the day an auction opens or closes; hourly keeps them close. */
const HOUR = 3_600_000;

export const collector = defineCollector({
  platform: 'boe',
  displayName: 'Portal de Subastas (BOE)',
  countries: ['ES'],
  recordKinds: ['auction'],
  operations: ['searchAuctions', 'getAuction'],
  searchSelectors: [],
  selectors: {
    // Every auction states its dates and state; the lot's address comes from its goods tab.
    searchAuctions: ['platforms', 'country', 'location.text', 'status', 'ends_after', 'ends_before', 'limit', 'cursor'],
    getAuction: [],
  },
  accessClass: 'open_data',
  collectIntervalMs: HOUR,
  parse,
});
