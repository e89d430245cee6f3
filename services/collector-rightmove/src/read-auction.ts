/**
 * A Rightmove home sold by auction (`analyticsProperty.auctionOnly`) → one `auction.observed`
 * linked to its listing. UK auction houses publish no feed: the page flags the lot, carries the
 * auctioneer's disclaimers and a guide price, and says when bidding runs only in the agent's
 * description ("Bidding opens 3rd December 2026 at 09:00 and ends 10th December 2026 at
 * 12:00"), which is read for an opening and an end in UK time. The reserve is never disclosed.
 * A lot whose description states no time and whose page states no sale has no lifecycle the
 * API could serve; it is still observed (the flag is a fact) and the gateway leaves it out.
 */
import { at, fields, htmlText, text, type ParseContext } from '@estate/collector-kit';
import { observation, type AuctionObserved, type ListingObserved, type Observation } from '@estate/events';
import { rightmove } from '@estate/native-formats';
import { zonedTimeToIso } from '@estate/normalize';
import { PLATFORM } from './observation.js';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const DAY = String.raw`(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(${MONTHS.join('|')})\s+(\d{4})`;
const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?`;
const OPENS = new RegExp(String.raw`\b(?:opens|starts|commences|begins)(?:\s+on)?\s+${DAY}\s+at\s+${TIME}`, 'i');
const ENDS = new RegExp(String.raw`\b(?:ends|closes|ending|finishes)(?:\s+on)?\s+${DAY}\s+at\s+${TIME}`, 'i');

/** The instant a "10th December 2026 at 12:00" phrase names, in UK time; undefined when the text has none. */
function statedInstant(description: string, phrase: RegExp): string | undefined {
  const m = phrase.exec(description);
  if (!m) return undefined;
  const [, day, month, year, hour, minute, meridiem] = m;
  let h = Number(hour);
  const half = meridiem?.toLowerCase();
  if (half !== undefined && (h < 1 || h > 12)) return undefined;
  if (half === 'pm' && h < 12) h += 12;
  if (half === 'am' && h === 12) h = 0;
  return zonedTimeToIso({ year: Number(year), month: MONTHS.indexOf(month?.toLowerCase() ?? '') + 1, day: Number(day), hour: h, minute: Number(minute ?? 0) }, rightmove.AUCTION_TIME_ZONE);
}

/** When bidding opens and ends, as far as a lot's description states them. */
export function statedTimes(description: string): { startsAt?: string; endsAt?: string } {
  const startsAt = statedInstant(description, OPENS);
  const endsAt = statedInstant(description, ENDS);
  return { ...(startsAt !== undefined ? { startsAt } : {}), ...(endsAt !== undefined ? { endsAt } : {}) };
}

const OWN_FIELDS = ['auctionFeesDisclaimer', 'guidePriceDisclaimer', 'reservePriceDisclaimer'] as const;

export function auctionsOf(pageModel: unknown, listing: ListingObserved, context: ParseContext): Observation[] {
  if (at(pageModel, 'analyticsInfo', 'analyticsProperty', 'auctionOnly') !== true) return [];
  const pd = fields(at(pageModel, 'propertyData'));
  const html = text(at(pd, 'text', 'description'));
  const description = html === undefined ? '' : htmlText(html);
  const { startsAt, endsAt } = statedTimes(description);
  const own: Record<string, string> = {};
  for (const name of OWN_FIELDS) {
    const value = text(at(pd, 'text', name));
    if (value !== undefined) own[name] = value;
  }
  const qualifier = text(at(pd, 'prices', 'displayPriceQualifier'));
  const shownPrice = text(at(pd, 'prices', 'primaryPrice'));
  if (qualifier !== undefined) own['displayPriceQualifier'] = qualifier;
  if (shownPrice !== undefined) own['primaryPrice'] = shownPrice;
  // A lot "Sold STC" was sold, at or before the auction: bidding is over whatever the clock says,
  // so the page states the lot closed. "Under Offer" says no such thing and is not read as a state.
  const sold = listing.status === 'pending';
  const { address, geometry, property_type, source_property_type } = listing.property;
  const auction: AuctionObserved = {
    native_id: listing.native_id,
    listing: { platform: PLATFORM, native_id: listing.native_id },
    ...(listing.url !== undefined ? { url: listing.url } : {}),
    ...(listing.title !== undefined ? { title: listing.title } : {}),
    ...(description !== '' ? { description } : {}),
    ...(sold ? { stated_status: 'closed', source_status: listing.source_status ?? 'Sold STC' } : {}),
    ...(startsAt !== undefined ? { starts_at: startsAt } : {}),
    ...(endsAt !== undefined ? { ends_at: endsAt } : {}),
    // The zone is the one the stated times are in; a lot stating none names no zone.
    ...(startsAt !== undefined || endsAt !== undefined ? { timezone: rightmove.AUCTION_TIME_ZONE } : {}),
    // UK auction lots have a reserve the seller sets and the auctioneer does not publish (the reserve disclaimer says so).
    reserve_disclosed: false,
    ...(address !== undefined ? { address } : {}),
    ...(geometry !== undefined ? { geometry } : {}),
    ...(property_type !== undefined ? { property_type } : {}),
    ...(source_property_type !== undefined ? { source_property_type } : {}),
    fields: own,
    retrieved_at: context.retrievedAt,
    access_class: listing.access_class,
    country: listing.country,
  };
  return [observation('auction', auction)];
}
