import { stringify } from 'csv-stringify/sync';
import { COUNTRY_PROFILES } from '../countries/index.js';
import type { NativePayload } from '../model.js';
import { hash32 } from '../prng.js';
import type { DatasetRenderer } from './dataset.js';
import { decimal, monthEnd, monthlyPath, monthsBefore, type SeriesContext } from './series-model.js';

/**
 * Zillow Research's public CSVs (sources.md §6.1): wide files, one row per region, the leading
 * columns `RegionID, SizeRank, RegionName, RegionType, StateName` (+ `State, City, Metro,
 * CountyName` in sub-state files), then one column per month, named by the month's last day. An
 * empty cell is a month without a value. Written: ZHVI (typical home value) for cities and ZIP
 * codes and ZORI (typical rent) for cities, for the US cities of the listing world.
 */
export const ZILLOW_RESEARCH_FILES = {
  cityZhvi: 'City_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv',
  zipZhvi: 'Zip_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv',
  cityZori: 'City_zori_uc_sfrcondomfr_sm_month.csv',
} as const;

const MONTHS = 24;

/** Zillow's own RegionIDs of the listing world's cities [M: from public Zillow URLs]; others get a stable made-up one. */
const CITY_REGION_IDS: Readonly<Record<string, number>> = {
  'New York': 6181,
  'Los Angeles': 12447,
  Chicago: 17426,
  Houston: 39051,
  Phoenix: 40326,
  Seattle: 16037,
  Brooklyn: 37607,
};

const METROS: Readonly<Record<string, string>> = {
  NY: 'New York-Newark-Jersey City, NY-NJ-PA',
  CA: 'Los Angeles-Long Beach-Anaheim, CA',
  IL: 'Chicago-Naperville-Elgin, IL-IN-WI',
  TX: 'Houston-The Woodlands-Sugar Land, TX',
  AZ: 'Phoenix-Mesa-Chandler, AZ',
  WA: 'Seattle-Tacoma-Bellevue, WA',
};

/** A typical US home in the model: 150 m² at the city's price per m². */
const TYPICAL_HOME_SQM = 150;

function cityRegionId(name: string): number {
  return CITY_REGION_IDS[name] ?? 50_000 + (hash32(`zillow-city:${name}`) % 40_000);
}

function render(context: SeriesContext): NativePayload[] {
  const months = monthsBefore(context.asOf, MONTHS);
  const dateColumns = months.map(monthEnd);
  const cities = COUNTRY_PROFILES.US.cities;
  const cityRows: (string | number)[][] = [];
  const zipRows: (string | number)[][] = [];
  const rentRows: (string | number)[][] = [];
  let zipRank = 0;
  for (const [rank, city] of cities.entries()) {
    const path = monthlyPath(context, `US|${city.region}|${city.name}`, MONTHS);
    const base = city.pricePerSqm * TYPICAL_HOME_SQM;
    const lead = [cityRegionId(city.name), rank, city.name, 'city', city.region, city.region, METROS[city.region] ?? '', `${city.name} County`];
    // The newest city started being tracked a year late: its first months are empty cells.
    const late = rank === cities.length - 1 ? 12 : 0;
    cityRows.push([...lead, ...path.map((f, i) => (i < late ? '' : decimal(base * f, 6)))]);
    rentRows.push([...lead, ...path.map((f) => decimal((base * f * 0.0045) / (1 + 0.002 * rank), 6))]);
    for (const district of city.districts) {
      for (const zip of district.postcodes) {
        const zf = district.priceFactor ?? 1;
        zipRows.push([60_000 + (hash32(`zillow-zip:${zip}`) % 40_000), zipRank++, zip, 'zip', city.region, city.region, city.name, METROS[city.region] ?? '', `${city.name} County`, ...path.map((f) => decimal(base * zf * f, 6))]);
      }
    }
  }
  const head = ['RegionID', 'SizeRank', 'RegionName', 'RegionType', 'StateName', 'State', 'Metro', 'CountyName'];
  const zipHead = ['RegionID', 'SizeRank', 'RegionName', 'RegionType', 'StateName', 'State', 'City', 'Metro', 'CountyName'];
  const csv = (header: string[], rows: (string | number)[][]) => stringify([[...header, ...dateColumns], ...rows], { record_delimiter: '\n' });
  // Zip codes are unique across the listing world's cities, but two districts may share one.
  const uniqueZips = [...new Map(zipRows.map((row) => [row[2], row])).values()];
  return [
    { path: ZILLOW_RESEARCH_FILES.cityZhvi, content_type: 'text/csv', body: csv(head, cityRows) },
    { path: ZILLOW_RESEARCH_FILES.zipZhvi, content_type: 'text/csv', body: csv(zipHead, uniqueZips) },
    { path: ZILLOW_RESEARCH_FILES.cityZori, content_type: 'text/csv', body: csv(head, rentRows) },
  ];
}

export const zillowResearch: DatasetRenderer = { platform: 'zillow_research', render };
