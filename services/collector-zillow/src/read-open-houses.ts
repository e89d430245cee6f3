/**
 * The open houses of a Zillow home page (`openHouseSchedule`, local wall-clock times, and the
 * property's `timeZone`) → one `open_house.observed` with the whole schedule as instants. A page
 * without the field says nothing about open houses and yields nothing; an empty list is a read
 * (none scheduled now). Without a zone Intl knows, local times name no instant: nothing is read.
 * An entry whose start is not a time is left out; the others stay.
 */
import { fields, list, text, type ParseContext } from '@estate/collector-kit';
import { observation, type ListingObserved, type Observation, type OpenHouseObserved } from '@estate/events';
import { zillow } from '@estate/native-formats';
import { isTimeZone, zonedTimeToIso } from '@estate/normalize';

type Entry = OpenHouseObserved['open_houses'][number];

/** A local `YYYY-MM-DD HH:mm:ss` in `timeZone` as an ISO instant; an epoch in milliseconds as itself. */
function instantOf(value: unknown, timeZone: string): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  const m = zillow.OPEN_HOUSE_TIME.exec(typeof value === 'string' ? value.trim() : '');
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  return zonedTimeToIso({ year, month, day, hour, minute, second }, timeZone);
}

export function openHousesOf(property: unknown, listing: ListingObserved, context: ParseContext): Observation[] {
  const p = fields(property);
  const schedule = p?.['openHouseSchedule'];
  const timeZone = text(p?.['timeZone']);
  if (!Array.isArray(schedule) || timeZone === undefined || !isTimeZone(timeZone)) return [];
  const openHouses: Entry[] = [];
  for (const raw of list(schedule)) {
    const entry = fields(raw);
    const startsAt = instantOf(entry?.['startTime'], timeZone);
    if (startsAt === undefined) continue;
    const endsAt = instantOf(entry?.['endTime'], timeZone);
    const original = [text(entry?.['startTime']), text(entry?.['endTime'])].filter((t) => t !== undefined).join(' – ');
    openHouses.push({ starts_at: startsAt, ...(endsAt !== undefined && endsAt > startsAt ? { ends_at: endsAt } : {}), ...(original ? { original_text: original } : {}) });
  }
  return [
    observation('open_house', {
      listing_native_id: listing.native_id,
      timezone: timeZone,
      open_houses: openHouses,
      ...(listing.url !== undefined ? { url: listing.url } : {}),
      retrieved_at: context.retrievedAt,
      access_class: listing.access_class,
      country: listing.country,
    }),
  ];
}
