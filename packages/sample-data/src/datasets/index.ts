/**
 * The open market datasets, by publisher: what the series collectors replay. Like the portal
 * renderers they are written against each dataset's published layout, never against a parser.
 */
import { airbnb } from './airbnb.js';
import type { DatasetRenderer } from './dataset.js';
import { ine } from './ine.js';
import { insideAirbnb } from './insideairbnb.js';
import { redfin } from './redfin.js';
import { ukHpi } from './uk-hpi.js';
import { zillowResearch } from './zillow-research.js';

export const DATASET_RENDERERS = {
  zillow_research: zillowResearch,
  redfin,
  uk_hpi: ukHpi,
  ine,
  insideairbnb: insideAirbnb,
  airbnb,
} as const satisfies Record<string, DatasetRenderer>;

export type DatasetPlatform = keyof typeof DATASET_RENDERERS;
export const DATASET_PLATFORMS = Object.keys(DATASET_RENDERERS) as DatasetPlatform[];

export function isDatasetPlatform(value: string): value is DatasetPlatform {
  return Object.hasOwn(DATASET_RENDERERS, value);
}

export type { DatasetRenderer } from './dataset.js';
export { INE_IPV_FILE } from './ine.js';
export { REDFIN_CITY_FILE, REDFIN_HEADER } from './redfin.js';
export { UK_HPI_HEADER, ukHpiFile } from './uk-hpi.js';
export { ZILLOW_RESEARCH_FILES } from './zillow-research.js';
export { INSIDE_AIRBNB_CALENDAR_HEADER, INSIDE_AIRBNB_LISTINGS_HEADER, INSIDE_AIRBNB_REVIEWS_HEADER } from './insideairbnb.js';
export { sampleStays, snapshotDate, type SampleStay } from '../stays/stay-world.js';
