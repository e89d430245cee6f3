/**
 * Zillow homes sold at auction: one active listing in nine, in a state samples have a zone for,
 * is flagged `listingSubType.isForAuction` with a foreclosure auction at 10:00 local time, two to
 * five weeks after its last update, on the county courthouse steps of its city.
 */
import type { zillow } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { hashOf } from '../choices.js';
import { openHouseFields } from './open-houses.js';

const DAY_MS = 86_400_000;

/** Whether a sample listing is sold at auction on Zillow, and if so when (local date). */
export function zillowAuctionDay(listing: SampleListing): { date: string; timeZone: string } | undefined {
  const timeZone = openHouseFields(listing).timeZone;
  if (timeZone === undefined || listing.status !== 'active') return undefined;
  const h = hashOf(listing.native_id, 'auction');
  if (h % 9 !== 0) return undefined;
  const at = new Date(Date.parse(listing.updated_at) + (14 + (h % 22)) * DAY_MS);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  return { date, timeZone };
}

/** The auction fields of a listing's property object: none for a home not sold at auction. */
export function auctionFields(listing: SampleListing): zillow.ZillowAuctionFields {
  const day = zillowAuctionDay(listing);
  if (day === undefined) return {};
  return {
    listingSubType: { isForAuction: true, isFSBA: false },
    foreclosureAuctionTime: `${day.date} 10:00:00`,
    foreclosureAuctionLocation: `${listing.address.city} County Courthouse, front steps`,
    foreclosureAuctionCity: listing.address.city,
    foreclosureAuctionDescription: 'Trustee sale; opening bid announced at the sale',
  };
}
