/**
 * INE's house price index (Índice de Precios de Vivienda, table 25171) as the collector kit runs
 * it: open data, published quarterly, replayed from the JSON its tempus API answers.
 */
import { defineSeriesCollector } from '@estate/collector-kit';
import { parse } from './parse.js';

export const collector = defineSeriesCollector({
  platform: 'ine',
  displayName: 'INE — Índice de Precios de Vivienda',
  countries: ['ES'],
  parse,
});
