import { onlyIssue, ParsedPayloadBuilder, readDelimited, type ParsedPayload, type PayloadParser } from '@estate/collector-kit';
import { observation, type CalendarDay, type StayObserved } from '@estate/events';
import { countryCurrency } from '@estate/normalize';
import { snapshotPath, type SnapshotPath } from './snapshot-path.js';
import { commentText, decimalNumber, dollarAmount, flag, isoDate, numericId, ROOM_TYPE_OF, wholeNumber } from './values.js';

/** Inside Airbnb republishes Airbnb's listings under Airbnb's own ids. */
const LISTING_PLATFORM = 'airbnb';
const ACCESS = 'open_data';

/** The columns each file must have; the rest are read when present. */
const REQUIRED: Readonly<Record<SnapshotPath['file'], readonly string[]>> = {
  listings: ['id', 'name', 'room_type', 'accommodates', 'price', 'latitude', 'longitude'],
  calendar: ['listing_id', 'date', 'available'],
  reviews: ['listing_id', 'id', 'date', 'comments'],
};

type Row = (column: string) => string | undefined;

/**
 * One file of a city snapshot: `listings.csv` gives stays, `calendar.csv` one calendar per
 * listing, `reviews.csv` one review per row. Read with a real CSV parser (multi-line quoted
 * comments, quotes doubled); a row that cannot be read or lacks its id is an issue naming it,
 * and the others still count. Never throws.
 */
export const parse: PayloadParser = (payload) => {
  const where = snapshotPath(payload.path);
  if (where === undefined) return onlyIssue(payload.path, 'unexpected_shape', 'not a file of an Inside Airbnb snapshot (<country>/<region>/<city>/<date>/data/<listings|calendar|reviews>.csv.gz)');
  const table = readDelimited(payload.body);
  const out = new ParsedPayloadBuilder(payload.path);
  const missing = REQUIRED[where.file].filter((column) => !table.header.includes(column));
  if (missing.length > 0) {
    out.issue('unexpected_shape', `${where.file}.csv lacks the column(s) ${missing.join(', ')}`);
    return out.result;
  }
  for (const error of table.errors) out.issue(/quote|EOF|end of/i.test(error) ? 'truncated_payload' : 'parse_error', `a record of ${where.file}.csv cannot be read: ${error}`);
  const index = new Map(table.header.map((name, i) => [name, i]));
  const rows: Row[] = table.rows.map((cells) => (column) => {
    const i = index.get(column);
    return i === undefined ? undefined : cells[i];
  });
  switch (where.file) {
    case 'listings':
      for (const row of rows) readListing(row, where, out);
      break;
    case 'calendar':
      readCalendars(rows, where, out);
      break;
    case 'reviews':
      for (const row of rows) readReview(row, where, out);
      break;
  }
  return out.result satisfies ParsedPayload;
};

function readListing(row: Row, where: SnapshotPath, out: ParsedPayloadBuilder): void {
  const nativeId = numericId(row('id'));
  if (nativeId === undefined) {
    out.issue('parse_error', `a listing row has no numeric id (${JSON.stringify(row('id') ?? '')})`);
    return;
  }
  const latitude = decimalNumber(row('latitude'));
  const longitude = decimalNumber(row('longitude'));
  const sourceRoomType = row('room_type')?.trim();
  const roomType = sourceRoomType ? ROOM_TYPE_OF[sourceRoomType] : undefined;
  const amount = dollarAmount(row('price'));
  const currency = countryCurrency(where.country);
  const [city, region] = (row('neighbourhood') ?? '').split(',').map((part) => part.trim());
  const district = row('neighbourhood_cleansed')?.trim();
  const scraped = isoDate(row('last_scraped'));
  const data: StayObserved = {
    native_id: nativeId,
    listing_platform: LISTING_PLATFORM,
    url: row('listing_url') || `https://www.airbnb.com/rooms/${nativeId}`,
    access_class: ACCESS,
    country: where.country,
    ...optional('title', row('name')?.trim() || undefined),
    ...optional('description', row('description')?.trim() || undefined),
    ...optional('room_type', roomType),
    ...optional('source_room_type', sourceRoomType || undefined),
    ...optional('source_property_type', row('property_type')?.trim() || undefined),
    ...optional('accommodates', wholeNumber(row('accommodates'))),
    ...optional('bedrooms', wholeNumber(row('bedrooms'))),
    ...optional('beds', wholeNumber(row('beds'))),
    ...optional('bathrooms', decimalNumber(row('bathrooms'))),
    // The dollar sign is the dataset's style; the amount is in the city's currency.
    ...(amount !== undefined && currency !== undefined ? { price: { amount, currency, kind: 'asking', period: 'night', display_text: (row('price') ?? '').trim() } } : {}),
    ...optional('minimum_nights', wholeNumber(row('minimum_nights'))),
    ...optional('maximum_nights', wholeNumber(row('maximum_nights'))),
    ...optional('rating', rating(row('review_scores_rating'))),
    ...optional('review_count', wholeNumber(row('number_of_reviews'))),
    ...optional('host_name', row('host_name')?.trim() || undefined),
    address: {
      country: where.country,
      ...(city ? { city } : {}),
      ...(region ? { region } : {}),
      ...(district ? { formatted: city ? `${district}, ${city}` : district, original_text: row('neighbourhood') || district } : {}),
    },
    // Inside Airbnb moves every point by up to 150 m to protect hosts.
    ...(latitude !== undefined && longitude !== undefined && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { geometry: { latitude, longitude, precision: 'approximate' } } : {}),
    ...(scraped !== undefined ? { source_observed_at: `${scraped}T00:00:00.000Z` } : {}),
    fields: nativeFields(row, ['host_id', 'host_since', 'neighbourhood_cleansed', 'property_type', 'bathrooms_text', 'amenities', 'availability_365', 'has_availability', 'instant_bookable', 'license', 'calendar_last_scraped']),
  };
  out.observe(observation('stay', data));
}

/** The 0–5 rating; a value outside the scale is not a rating. */
function rating(cell: string | undefined): number | undefined {
  const value = decimalNumber(cell);
  return value !== undefined && value >= 0 && value <= 5 ? value : undefined;
}

function nativeFields(row: Row, columns: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const column of columns) {
    const value = row(column);
    if (value !== undefined && value !== '') out[column] = value;
  }
  return out;
}

/** One calendar observation per listing: the file holds every listing's dates, grouped by listing. */
function readCalendars(rows: readonly Row[], where: SnapshotPath, out: ParsedPayloadBuilder): void {
  const byListing = new Map<string, CalendarDay[]>();
  for (const row of rows) {
    const id = numericId(row('listing_id'));
    const date = isoDate(row('date'));
    if (id === undefined || date === undefined) {
      out.issue('parse_error', `a calendar row lacks its listing id or date (${JSON.stringify(row('listing_id') ?? '')}, ${JSON.stringify(row('date') ?? '')})`, id);
      continue;
    }
    const price = dollarAmount(row('adjusted_price')) ?? dollarAmount(row('price'));
    const minimum = wholeNumber(row('minimum_nights'));
    const maximum = wholeNumber(row('maximum_nights'));
    const days = byListing.get(id) ?? [];
    days.push({
      date,
      // `t`/`f`; an empty cell states the date but not its state.
      available: flag(row('available')) ?? null,
      ...(minimum !== undefined ? { minimum_nights: minimum } : {}),
      ...(maximum !== undefined ? { maximum_nights: maximum } : {}),
      ...(price !== undefined ? { price } : {}),
    });
    byListing.set(id, days);
  }
  const currency = countryCurrency(where.country);
  for (const [id, days] of byListing) {
    out.observe(
      observation('stay_availability', {
        listing_platform: LISTING_PLATFORM,
        stay_native_id: id,
        days,
        ...(currency !== undefined ? { currency } : {}),
        access_class: ACCESS,
        country: where.country,
      }),
    );
  }
}

function readReview(row: Row, where: SnapshotPath, out: ParsedPayloadBuilder): void {
  const listing = numericId(row('listing_id'));
  const id = row('id')?.trim();
  const date = isoDate(row('date'));
  if (listing === undefined || !id || date === undefined) {
    out.issue('parse_error', `a review row lacks its listing id, id or date (${JSON.stringify(row('listing_id') ?? '')}, ${JSON.stringify(id ?? '')})`, listing);
    return;
  }
  const text = commentText(row('comments'));
  const reviewer = row('reviewer_name')?.trim();
  const reviewerId = row('reviewer_id')?.trim();
  out.observe(
    observation('stay_review', {
      listing_platform: LISTING_PLATFORM,
      stay_native_id: listing,
      native_id: id,
      reviewed_at: date,
      ...(reviewerId ? { reviewer_native_id: reviewerId } : {}),
      ...(reviewer ? { reviewer_name: reviewer } : {}),
      ...(text !== undefined ? { text } : {}),
      access_class: ACCESS,
      country: where.country,
    }),
  );
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
