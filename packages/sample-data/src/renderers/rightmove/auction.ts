/**
 * UK homes Rightmove lists for sale by auction: one active resale home in five is an online
 * auction lot (`analyticsProperty.auctionOnly`, the auctioneer's disclaimers, a "Guide Price").
 * UK auction houses publish no feed, so the timing is only in the description, written as
 * online auction listings write it ("Bidding opens 3rd December 2026 at 09:00 and ends 10th
 * December 2026 at 12:00"): a week of bidding ending at noon, between two weeks before and four
 * weeks after the listing's last update. One lot in four gives no timing yet; a lot whose
 * auction ended before the last update sold under the hammer and shows "Sold STC".
 */
import { rightmove } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { hashOf } from '../choices.js';
import { escapeHtml } from '../html.js';
import { developmentOf } from './new-homes.js';

const DAY_MS = 86_400_000;
const BIDDING_DAYS = 7;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface AuctionLot {
  /** London calendar days bidding opens (09:00) and ends (12:00); absent when the listing gives no timing. */
  opensDay?: string;
  endsDay?: string;
  /** Sold under the hammer before the listing's last update: the page shows "Sold STC". */
  soldStc: boolean;
  /** The paragraph that leads the description. */
  notice: string;
}

const LONDON_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: rightmove.AUCTION_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

function londonDay(ms: number): string {
  return LONDON_DAY.format(new Date(ms));
}

/** `2026-12-10` → "10th December 2026". */
export function auctionDayText(day: string): string {
  const d = Number(day.slice(8, 10));
  const suffix = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${suffix} ${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''} ${day.slice(0, 4)}`;
}

/** Whether a sample listing is sold by auction on Rightmove, and how its listing says so. */
export function auctionLotOf(listing: SampleListing): AuctionLot | undefined {
  if (rightmove.isOverseas(listing.country) || listing.status !== 'active' || developmentOf(listing)) return undefined;
  const h = hashOf(listing.native_id, 'auction');
  if (h % 5 !== 0) return undefined;
  if ((h >>> 3) % 4 === 0) {
    return { soldStc: false, notice: 'For sale by online auction. The auction date will be announced shortly; register your interest with the auctioneer to be told when bidding opens.' };
  }
  const updated = Date.parse(listing.updated_at);
  const ends = updated + (((h >>> 5) % 43) - 14) * DAY_MS;
  const endsDay = londonDay(ends);
  const opensDay = londonDay(ends - BIDDING_DAYS * DAY_MS);
  return {
    opensDay,
    endsDay,
    soldStc: endsDay < londonDay(updated),
    notice: `For sale by online auction. Bidding opens ${auctionDayText(opensDay)} at 09:00 and ends ${auctionDayText(endsDay)} at 12:00.`,
  };
}

/** Auction lots always show a guide price, never POA. */
export function isAuctionLot(listing: SampleListing): boolean {
  return auctionLotOf(listing) !== undefined;
}

/** The description as a lot's page gives it, in plain text: the auction notice first. */
export function shownDescription(listing: SampleListing): string {
  const lot = auctionLotOf(listing);
  return lot ? `${lot.notice}\n${listing.description}` : listing.description;
}

/** The status a listing's pages show: a lot sold under the hammer is Sold STC. */
export function shownStatus(listing: SampleListing): SampleListing['status'] {
  return auctionLotOf(listing)?.soldStc ? 'sold' : listing.status;
}

const DISCLAIMERS = {
  auctionFeesDisclaimer: 'The buyer pays the auctioneer a buyer’s fee of 1.2% of the purchase price (minimum £6,000 including VAT) on exchange, in addition to the purchase price.',
  guidePriceDisclaimer: 'A guide price is an indication of the seller’s minimum expectation at auction; it is not the reserve and may change.',
  reservePriceDisclaimer: 'The reserve is the seller’s minimum acceptable price at auction, which is not disclosed and will be within 10% of a single-figure guide.',
};

/** A lot's search card: flagged for auction, Sold STC once sold under the hammer. */
export function asLotCard(card: rightmove.SearchProperty, listing: SampleListing): rightmove.SearchProperty {
  const lot = auctionLotOf(listing);
  if (!lot) return card;
  return { ...card, auction: true, ...(lot.soldStc ? { displayStatus: 'Sold STC' } : {}) };
}

/** A lot's property page: `auctionOnly`, the auctioneer's disclaimers, the notice leading the description. */
export function asLotPage(model: rightmove.PageModel, listing: SampleListing): rightmove.PageModel {
  const lot = auctionLotOf(listing);
  const pd = model.propertyData;
  if (!lot) return { ...model, analyticsInfo: { ...model.analyticsInfo, analyticsProperty: { ...model.analyticsInfo.analyticsProperty, auctionOnly: false } } };
  return {
    ...model,
    propertyData: {
      ...pd,
      text: { ...pd.text, ...DISCLAIMERS, description: `${escapeHtml(lot.notice)}<br /><br />${pd.text.description}` },
      ...(lot.soldStc ? { tags: ['SOLD_STC'] } : {}),
    },
    analyticsInfo: { ...model.analyticsInfo, analyticsProperty: { ...model.analyticsInfo.analyticsProperty, auctionOnly: true, ...(lot.soldStc ? { soldSTC: true } : {}) } },
  };
}
