/**
 * A Zillow home sold at auction (`listingSubType.isForAuction`) → one `auction.observed` linked to
 * its listing: the foreclosure auction's time (local wall time in the property's `timeZone`, or
 * epoch milliseconds) as its start, its place and description as the source's own fields, its
 * address as the listing's. The page states no end and no state: the clock decides the status
 * from the start. A flag without a time that reads names no lifecycle, so nothing is read then.
 */
import { fields, text, type ParseContext } from '@estate/collector-kit';
import { observation, type AuctionObserved, type ListingObserved, type Observation } from '@estate/events';
import { zillow } from '@estate/native-formats';
import { isTimeZone, zonedTimeToIso } from '@estate/normalize';

function instantOf(value: unknown, timeZone: string | undefined): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  if (timeZone === undefined || !isTimeZone(timeZone)) return undefined;
  const m = zillow.OPEN_HOUSE_TIME.exec(typeof value === 'string' ? value.trim() : '');
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  return zonedTimeToIso({ year, month, day, hour, minute, second }, timeZone);
}

export function auctionsOf(property: unknown, listing: ListingObserved, context: ParseContext): Observation[] {
  const p = fields(property);
  if (fields(p?.['listingSubType'])?.['isForAuction'] !== true) return [];
  const timeZone = text(p?.['timeZone']);
  const startsAt = instantOf(p?.['foreclosureAuctionTime'], timeZone);
  if (startsAt === undefined) return [];
  const own: Record<string, string> = {};
  for (const name of ['foreclosureAuctionTime', 'foreclosureAuctionLocation', 'foreclosureAuctionCity']) {
    const value = p?.[name];
    if (typeof value === 'string' || typeof value === 'number') own[name] = String(value);
  }
  const description = text(p?.['foreclosureAuctionDescription']);
  const { address, geometry, property_type } = listing.property;
  const auction: AuctionObserved = {
    native_id: listing.native_id,
    listing: { platform: 'zillow', native_id: listing.native_id },
    ...(listing.url !== undefined ? { url: listing.url } : {}),
    ...(listing.title !== undefined ? { title: listing.title } : {}),
    ...(description !== undefined ? { description } : {}),
    starts_at: startsAt,
    ...(timeZone !== undefined ? { timezone: timeZone } : {}),
    ...(address !== undefined ? { address } : {}),
    ...(geometry !== undefined ? { geometry } : {}),
    ...(property_type !== undefined ? { property_type } : {}),
    fields: own,
    retrieved_at: context.retrievedAt,
    access_class: listing.access_class,
    country: listing.country,
  };
  return [observation('auction', auction)];
}
