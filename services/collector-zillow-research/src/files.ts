/**
 * What a Zillow Research file's name says (sources.md §6.1):
 * `{Geography}_{zhvi|zori}_{home type and tier…}_{sm_sa|sm}_month.csv`, e.g.
 * `City_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv`, `Zip_zori_uc_sfrcondomfr_sm_month.csv`.
 */
export interface ZillowFile {
  /** `City`, `Zip`, `State`, `Metro`, `County`, `Neighborhood`. */
  geography: string;
  measure: 'zhvi' | 'zori';
  /** The home type token: `sfrcondo`, `sfr`, `condo`, `sfrcondomfr`, `bdrmcnt_3` … */
  homeType: string;
  seasonallyAdjusted: boolean;
  /** The dataset name points carry: `zhvi_city`, `zori_zip` … */
  dataset: string;
}

const FILE = /^(?:.*\/)?([A-Za-z]+)_(zhvi|zori)_(?:uc_)?(.+?)(?:_tier_[\d.]+_[\d.]+)?_sm(_sa)?_month\.csv$/;

export function zillowFile(path: string): ZillowFile | undefined {
  const m = FILE.exec(path);
  if (!m) return undefined;
  const [, geography = '', measure = 'zhvi', homeType = '', sa] = m;
  return { geography, measure: measure as 'zhvi' | 'zori', homeType, seasonallyAdjusted: sa !== undefined, dataset: `${measure}_${geography.toLowerCase()}` };
}

/**
 * The series a file is: ZHVI is the typical home value, ZORI the typical monthly rent, both in
 * US dollars. The all-homes types (`sfrcondo` for values, `sfrcondomfr` for rents) are the
 * segment `all`; any other keeps Zillow's token.
 */
export function seriesOf(file: ZillowFile): { metric: string; segment: string; unit: string } {
  const allHomes = file.measure === 'zhvi' ? 'sfrcondo' : 'sfrcondomfr';
  return {
    metric: file.measure === 'zhvi' ? 'typical_home_value' : 'typical_rent',
    segment: file.homeType === allHomes ? 'all' : file.homeType,
    unit: 'USD',
  };
}
