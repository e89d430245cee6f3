/**
 * A rightmove page's `livingCosts` (sources.md §2.3): the council tax band an English home is in
 * (A–H, by its value in 1991), and for a leasehold flat the yearly service charge. Overseas
 * pages state none. Bands follow the home's price, so neighbours of one street differ as in life.
 */
import type { SampleListing } from '../../model.js';
import { variant } from './presentation.js';

const BANDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
/** Upper bounds of today's asking price per band, roughly the 1991 bands grown since. */
const BAND_CEILINGS = [150_000, 220_000, 300_000, 400_000, 560_000, 720_000, 1_200_000] as const;

export interface LivingCosts {
  councilTaxBand: string | null;
  annualServiceCharge: number | null;
}

export function livingCosts(listing: SampleListing): LivingCosts {
  if (listing.country !== 'GB') return { councilTaxBand: null, annualServiceCharge: null };
  // One page in ten leaves the band out, as agents do.
  if (variant(listing.native_id, 'council-tax-shown') < 0.1) return { councilTaxBand: null, annualServiceCharge: null };
  const at = BAND_CEILINGS.findIndex((ceiling) => listing.price <= ceiling);
  const band = BANDS[at < 0 ? BANDS.length - 1 : at] as string;
  const flat = listing.property_type === 'apartment';
  return { councilTaxBand: band, annualServiceCharge: flat ? Math.round((600 + 2_400 * variant(listing.native_id, 'service-charge')) / 10) * 10 : null };
}
