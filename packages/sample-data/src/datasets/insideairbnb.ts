import { stringify } from 'csv-stringify/sync';
import type { NativePayload } from '../model.js';
import { CALENDAR_DAYS, dayAfter, sampleStays, snapshotDate, type SampleStay } from '../stays/stay-world.js';
import type { DatasetRenderer } from './dataset.js';
import type { SeriesContext } from './series-model.js';

/**
 * Inside Airbnb's per-city snapshot (sources.md §7.1): `<country>/<region>/<city>/<date>/data/`
 * with `listings.csv.gz` (the detailed file, 79 columns), `calendar.csv.gz` and
 * `reviews.csv.gz`, in the dataset's own value styles: prices `$1,180.00` (a dollar sign
 * whatever the city's currency), booleans `t`/`f`, `amenities` a JSON array inside a CSV cell,
 * `host_response_rate` `N/A` or `100%`, an empty `price` for some listings, empty `price` and
 * `adjusted_price` in the calendar (as recent scrapes have them), review comments with line
 * breaks and quotes inside quoted cells.
 */
export const INSIDE_AIRBNB_LISTINGS_HEADER = [
  'id', 'listing_url', 'scrape_id', 'last_scraped', 'source', 'name', 'description', 'neighborhood_overview', 'picture_url', 'host_id', 'host_url', 'host_name',
  'host_since', 'host_location', 'host_about', 'host_response_time', 'host_response_rate', 'host_acceptance_rate', 'host_is_superhost', 'host_thumbnail_url', 'host_picture_url',
  'host_neighbourhood', 'host_listings_count', 'host_total_listings_count', 'host_verifications', 'host_has_profile_pic', 'host_identity_verified', 'neighbourhood',
  'neighbourhood_cleansed', 'neighbourhood_group_cleansed', 'latitude', 'longitude', 'property_type', 'room_type', 'accommodates', 'bathrooms', 'bathrooms_text', 'bedrooms', 'beds',
  'amenities', 'price', 'minimum_nights', 'maximum_nights', 'minimum_minimum_nights', 'maximum_minimum_nights', 'minimum_maximum_nights', 'maximum_maximum_nights',
  'minimum_nights_avg_ntm', 'maximum_nights_avg_ntm', 'calendar_updated', 'has_availability', 'availability_30', 'availability_60', 'availability_90', 'availability_365',
  'calendar_last_scraped', 'number_of_reviews', 'number_of_reviews_ltm', 'number_of_reviews_l30d', 'availability_eoy', 'number_of_reviews_ly', 'estimated_occupancy_l365d',
  'estimated_revenue_l365d', 'first_review', 'last_review', 'review_scores_rating', 'review_scores_accuracy', 'review_scores_cleanliness', 'review_scores_checkin',
  'review_scores_communication', 'review_scores_location', 'review_scores_value', 'license', 'instant_bookable', 'calculated_host_listings_count',
  'calculated_host_listings_count_entire_homes', 'calculated_host_listings_count_private_rooms', 'calculated_host_listings_count_shared_rooms', 'reviews_per_month',
] as const;
export const INSIDE_AIRBNB_CALENDAR_HEADER = ['listing_id', 'date', 'available', 'price', 'adjusted_price', 'minimum_nights', 'maximum_nights'] as const;
export const INSIDE_AIRBNB_REVIEWS_HEADER = ['listing_id', 'id', 'date', 'reviewer_id', 'reviewer_name', 'comments'] as const;

/** `$1,180.00`: Inside Airbnb writes every price with a dollar sign, thousands commas and cents. */
export function dollars(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const tf = (value: boolean) => (value ? 't' : 'f');

function listingRow(stay: SampleStay, snapshot: string, scrapeId: string): Record<string, string> {
  const free = (days: number) => String(stay.calendar.slice(0, days).filter(Boolean).length);
  const sorted = [...stay.reviews].sort((a, b) => (a.date < b.date ? -1 : 1));
  const rating = stay.rating === undefined ? '' : stay.rating.toFixed(2);
  return {
    id: stay.id,
    listing_url: `https://www.airbnb.com/rooms/${stay.id}`,
    scrape_id: scrapeId,
    last_scraped: snapshot,
    source: 'city scrape',
    name: stay.name,
    description: stay.description,
    neighborhood_overview: '',
    picture_url: `https://a0.muscache.com/pictures/${stay.id}/original.jpeg`,
    host_id: stay.host.id,
    host_url: `https://www.airbnb.com/users/show/${stay.host.id}`,
    host_name: stay.host.name,
    host_since: stay.host.since,
    host_location: stay.city.name,
    host_about: '',
    host_response_time: 'within an hour',
    host_response_rate: stay.reviews.length === 0 ? 'N/A' : '100%',
    host_acceptance_rate: stay.reviews.length === 0 ? 'N/A' : '97%',
    host_is_superhost: tf((stay.rating ?? 0) > 4.8),
    host_thumbnail_url: '',
    host_picture_url: '',
    host_neighbourhood: stay.district.name,
    host_listings_count: '1',
    host_total_listings_count: '1',
    host_verifications: "['email', 'phone']",
    host_has_profile_pic: 't',
    host_identity_verified: 't',
    neighbourhood: `${stay.city.name}, ${stay.city.region}`,
    neighbourhood_cleansed: stay.district.name,
    neighbourhood_group_cleansed: '',
    latitude: stay.latitude.toFixed(6),
    longitude: stay.longitude.toFixed(6),
    property_type: stay.property_type,
    room_type: stay.room_type,
    accommodates: String(stay.accommodates),
    bathrooms: String(stay.bathrooms),
    bathrooms_text: `${stay.bathrooms} ${stay.room_type === 'Shared room' ? 'shared bath' : stay.bathrooms === 1 ? 'bath' : 'baths'}`,
    bedrooms: String(stay.bedrooms),
    beds: String(stay.beds),
    amenities: JSON.stringify(['Wifi', 'Kitchen', 'Heating', 'Hair dryer']),
    price: stay.price === undefined ? '' : dollars(stay.price),
    minimum_nights: String(stay.minimum_nights),
    maximum_nights: String(stay.maximum_nights),
    minimum_minimum_nights: String(stay.minimum_nights),
    maximum_minimum_nights: String(stay.minimum_nights),
    minimum_maximum_nights: String(stay.maximum_nights),
    maximum_maximum_nights: String(stay.maximum_nights),
    minimum_nights_avg_ntm: stay.minimum_nights.toFixed(1),
    maximum_nights_avg_ntm: stay.maximum_nights.toFixed(1),
    calendar_updated: '',
    has_availability: tf(stay.calendar.some(Boolean)),
    availability_30: free(30),
    availability_60: free(60),
    availability_90: free(90),
    availability_365: free(365),
    calendar_last_scraped: snapshot,
    number_of_reviews: String(stay.reviews.length),
    number_of_reviews_ltm: String(stay.reviews.filter((r) => r.date > dayAfter(snapshot, -365)).length),
    number_of_reviews_l30d: String(stay.reviews.filter((r) => r.date > dayAfter(snapshot, -30)).length),
    availability_eoy: free(60),
    number_of_reviews_ly: '0',
    estimated_occupancy_l365d: '120',
    estimated_revenue_l365d: stay.price === undefined ? '' : String(stay.price * 120),
    first_review: sorted[0]?.date ?? '',
    last_review: sorted[sorted.length - 1]?.date ?? '',
    review_scores_rating: rating,
    review_scores_accuracy: rating,
    review_scores_cleanliness: rating,
    review_scores_checkin: rating,
    review_scores_communication: rating,
    review_scores_location: rating,
    review_scores_value: rating,
    license: '',
    instant_bookable: tf(stay.accommodates > 2),
    calculated_host_listings_count: '1',
    calculated_host_listings_count_entire_homes: stay.room_type === 'Entire home/apt' ? '1' : '0',
    calculated_host_listings_count_private_rooms: stay.room_type === 'Private room' ? '1' : '0',
    calculated_host_listings_count_shared_rooms: stay.room_type === 'Shared room' ? '1' : '0',
    reviews_per_month: stay.reviews.length === 0 ? '' : (stay.reviews.length / 30).toFixed(2),
  };
}

function csv(header: readonly string[], rows: ReadonlyArray<Record<string, string>>): string {
  // Inside Airbnb quotes a cell only when it must (a comma, a quote, a line break), RFC 4180 style.
  return stringify([...rows], { header: true, columns: [...header], record_delimiter: '\n' });
}

function render(context: SeriesContext): NativePayload[] {
  const snapshot = snapshotDate(context.asOf);
  const scrapeId = snapshot.replaceAll('-', '') + '041502';
  const stays = sampleStays(context.seed, context.asOf);
  const out: NativePayload[] = [];
  for (const folder of [...new Set(stays.map((s) => s.folder))]) {
    const mine = stays.filter((s) => s.folder === folder);
    const dir = `${folder}/${snapshot}/data`;
    out.push({ path: `${dir}/listings.csv.gz`, content_type: 'text/csv', body: csv(INSIDE_AIRBNB_LISTINGS_HEADER, mine.map((s) => listingRow(s, snapshot, scrapeId))) });
    const calendar = mine.flatMap((s) =>
      Array.from({ length: CALENDAR_DAYS }, (_, d) => ({
        listing_id: s.id,
        date: dayAfter(snapshot, d),
        available: tf(s.calendar[d] === true),
        price: '',
        adjusted_price: '',
        minimum_nights: String(s.minimum_nights),
        maximum_nights: String(s.maximum_nights),
      })),
    );
    out.push({ path: `${dir}/calendar.csv.gz`, content_type: 'text/csv', body: csv(INSIDE_AIRBNB_CALENDAR_HEADER, calendar) });
    const reviews = mine.flatMap((s) => s.reviews.map((r) => ({ listing_id: s.id, id: r.id, date: r.date, reviewer_id: r.reviewer_id, reviewer_name: r.reviewer_name, comments: r.comments })));
    out.push({ path: `${dir}/reviews.csv.gz`, content_type: 'text/csv', body: csv(INSIDE_AIRBNB_REVIEWS_HEADER, reviews) });
  }
  return out;
}

export const insideAirbnb: DatasetRenderer = { platform: 'insideairbnb', render };
