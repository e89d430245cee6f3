/**
 * The open market datasets, by publisher: what the series collectors replay. Like the portal
 * renderers they are written against each dataset's published layout, never against a parser.
 */
import { acrisDataset } from './acris.js';
import { airbnb } from './airbnb.js';
import { boe } from './boe.js';
import { catastroDataset } from './catastro.js';
import type { DatasetRenderer } from './dataset.js';
import { ine } from './ine.js';
import { insideAirbnb } from './insideairbnb.js';
import { mlitDataset } from './mlit.js';
import { nycAssessmentDataset } from './nyc-assessment.js';
import { pricePaid } from './price-paid.js';
import { redfin } from './redfin.js';
import { ukHpi } from './uk-hpi.js';
import { zvg } from './zvg.js';
import { zillowResearch } from './zillow-research.js';

export const DATASET_RENDERERS = {
  zillow_research: zillowResearch,
  redfin,
  uk_hpi: ukHpi,
  ine,
  insideairbnb: insideAirbnb,
  airbnb,
  boe,
  zvg,
  landregistry: pricePaid,
  acris: acrisDataset,
  nyc_assessment: nycAssessmentDataset,
  mlit: mlitDataset,
  catastro: catastroDataset,
} as const satisfies Record<string, DatasetRenderer>;

export type DatasetPlatform = keyof typeof DATASET_RENDERERS;
export const DATASET_PLATFORMS = Object.keys(DATASET_RENDERERS) as DatasetPlatform[];

export function isDatasetPlatform(value: string): value is DatasetPlatform {
  return Object.hasOwn(DATASET_RENDERERS, value);
}

export type { DatasetContext, DatasetRenderer } from './dataset.js';
export { DATASET_TRUTH_FILE, readDatasetTruth, type DatasetTruth, type RecordTruth } from './record-truth.js';
export { INE_IPV_FILE } from './ine.js';
export { PRICE_PAID_COLUMNS, PRICE_PAID_DATASET, PRICE_PAID_PLATFORM, pricePaidMonthlyFile, pricePaidTruth, pricePaidYearFile } from './price-paid.js';
export { REDFIN_CITY_FILE, REDFIN_HEADER } from './redfin.js';
export { UK_HPI_HEADER, ukHpiFile } from './uk-hpi.js';
export { ZILLOW_RESEARCH_FILES } from './zillow-research.js';
export { INSIDE_AIRBNB_CALENDAR_HEADER, INSIDE_AIRBNB_LISTINGS_HEADER, INSIDE_AIRBNB_REVIEWS_HEADER } from './insideairbnb.js';
export { sampleStays, snapshotDate, type SampleStay } from '../stays/stay-world.js';
export { BOE_PLATFORM, boeAmount } from './boe.js';
export { ZVG_PLATFORM, zvgAmount, zvgTermin } from './zvg.js';
export { sampleBoeAuctions, sampleZvgAuctions, ZVG_LAND_OF_REGION, type AuctionPhase, type SampleBoeAuction, type SampleZvgAuction, type WallTime } from '../auctions/auction-world.js';
