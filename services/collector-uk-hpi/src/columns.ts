/**
 * The full file's columns as series (sources.md §6.3). The headline columns are the segment
 * `all`; each property type, funding and buyer status repeats Price, Index and (for some)
 * SalesVolume under its own prefix. Percentage changes are not read: they follow from the points.
 */
export interface HpiColumn {
  metric: string;
  segment: string;
  unit: string;
  currency?: 'GBP';
  seasonallyAdjusted: boolean;
  /** The column holding the sales the figure is over, when the file has one. */
  volume?: string;
}

const SEGMENT_PREFIXES: Readonly<Record<string, string>> = {
  Detached: 'detached',
  SemiDetached: 'semi_detached',
  Terraced: 'terraced',
  Flat: 'flat',
  Cash: 'cash',
  Mortgage: 'mortgage',
  FTB: 'first_time_buyer',
  FOO: 'former_owner_occupier',
  New: 'new_build',
  Old: 'existing',
};

function columns(): Record<string, HpiColumn> {
  const out: Record<string, HpiColumn> = {
    AveragePrice: { metric: 'average_price', segment: 'all', unit: 'GBP', currency: 'GBP', seasonallyAdjusted: false, volume: 'SalesVolume' },
    AveragePriceSA: { metric: 'average_price_sa', segment: 'all', unit: 'GBP', currency: 'GBP', seasonallyAdjusted: true },
    Index: { metric: 'hpi_index', segment: 'all', unit: 'index', seasonallyAdjusted: false },
    IndexSA: { metric: 'hpi_index_sa', segment: 'all', unit: 'index', seasonallyAdjusted: true },
    SalesVolume: { metric: 'sales_volume', segment: 'all', unit: 'count', seasonallyAdjusted: false },
  };
  for (const [prefix, segment] of Object.entries(SEGMENT_PREFIXES)) {
    out[`${prefix}Price`] = { metric: 'average_price', segment, unit: 'GBP', currency: 'GBP', seasonallyAdjusted: false, volume: `${prefix}SalesVolume` };
    out[`${prefix}Index`] = { metric: 'hpi_index', segment, unit: 'index', seasonallyAdjusted: false };
    out[`${prefix}SalesVolume`] = { metric: 'sales_volume', segment, unit: 'count', seasonallyAdjusted: false };
  }
  return out;
}

export const HPI_COLUMNS: Readonly<Record<string, HpiColumn>> = columns();
