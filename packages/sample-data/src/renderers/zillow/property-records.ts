/**
 * What a Zillow home-details page says of the home beyond the listing (sources.md §2.3, §3, §4.1):
 * the county's tax history (`taxHistory`: year as epoch ms, `taxPaid`, `value` and their yearly
 * change), the Zestimate's range as percentages either side (`zestimateLowPercent`,
 * `zestimateHighPercent`, strings as Zillow writes them), the MLS facts (`resoFacts`) and the
 * home's earlier sale, a `Sold` entry at the bottom of `priceHistory`.
 */
import type { zillow } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { zillowPresentation, variant } from './presentation.js';

const YEAR_MS = 365.25 * 86_400_000;
const TAX_YEARS = 5;

export interface ZillowPropertyFacts {
  taxHistory: zillow.TaxHistoryEntry[];
  zestimateLowPercent?: string;
  zestimateHighPercent?: string;
  resoFacts: zillow.ResoFacts;
}

/** The county's assessed value trails the market; the rate is the county's (about 1.1–2.2 % a year). */
export function propertyFacts(listing: SampleListing): ZillowPropertyFacts {
  const shown = zillowPresentation(listing);
  const asOf = new Date(listing.updated_at).getUTCFullYear();
  const rate = 0.011 + 0.011 * variant(listing.native_id, 'tax-rate');
  const assessed = (year: number) => Math.round((listing.price * 0.82 * Math.pow(1.035, year - asOf)) / 100) * 100;
  const taxHistory: zillow.TaxHistoryEntry[] = [];
  for (let year = asOf - 1; year >= asOf - TAX_YEARS; year--) {
    const value = assessed(year);
    const before = assessed(year - 1);
    const paid = Math.round(value * rate * 100) / 100;
    taxHistory.push({
      time: Date.UTC(year, 0, 1),
      taxPaid: paid,
      taxIncreaseRate: Math.round(((paid - before * rate) / (before * rate)) * 10_000) / 10_000,
      value,
      valueIncreaseRate: Math.round(((value - before) / before) * 10_000) / 10_000,
    });
  }
  const band = shown.zestimate === undefined ? {} : { zestimateLowPercent: String(3 + Math.round(6 * variant(listing.native_id, 'z-low'))), zestimateHighPercent: String(3 + Math.round(6 * variant(listing.native_id, 'z-high'))) };
  return {
    taxHistory,
    ...band,
    resoFacts: {
      parcelNumber: `${listing.native_id.slice(-4)}-${listing.native_id.slice(-8, -4)}-00`,
      ...(listing.year_built !== undefined ? { yearBuilt: listing.year_built } : {}),
      ...(shown.livingAreaSqft !== undefined ? { livingArea: `${shown.livingAreaSqft.toLocaleString('en-US')} sqft` } : {}),
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms,
      homeType: shown.homeType,
    },
  };
}

/** The home's earlier sale (most homes have one), appended to Zillow's newest-first history. */
export function withPastSale(history: zillow.PriceHistoryEntry[], listing: SampleListing, source: string): zillow.PriceHistoryEntry[] {
  if (variant(listing.native_id, 'past-sale') >= 0.65) return history;
  const years = 2 + Math.floor(8 * variant(listing.native_id, 'past-sale-years'));
  const at = Date.parse(listing.listed_at) - years * YEAR_MS;
  const day = new Date(at).toISOString().slice(0, 10);
  const price = Math.round((listing.price * Math.pow(1.04, -years)) / 1_000) * 1_000;
  return [
    ...history,
    { date: day, time: Date.parse(`${day}T00:00:00Z`), price, pricePerSquareFoot: null, priceChangeRate: 0, event: 'Sold', source, buyerAgent: null, sellerAgent: null, showCountyLink: true, postingIsRental: false },
  ];
}
