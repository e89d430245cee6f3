/**
 * One realtor.com home object → a listing observation: a search result (`SearchHome`, from
 * `properties[]`, `home_search.results[]` or the GraphQL answer) or a detail page's
 * `propertyDetails`, which is the same object with more fields (the remarks, the full gallery
 * with floor plans, the price history, the MLS's agents).
 */
import { at, compact, count, fields, identifier, list, type ParseContext, type RecordRead, text, unreadable } from '@estate/collector-kit';
import type { ListingObserved, MediaObserved } from '@estate/events';
import { realtor } from '@estate/native-formats';
import { ACCESS_CLASS, addressOf, areasOf, bathroomsOf, COUNTRY, extensionsOf, instantOf, priceOf, sellerOf, statusOf, transactionOf, typeOf } from './observation.js';

type MediaItem = MediaObserved['items'][number];

export interface HomeRead {
  listing: ListingObserved;
  media?: MediaObserved;
}

/** Photos in order; a photo tagged `floor_plan` on a detail page is the floor plan. Repeats are dropped. */
function mediaOf(home: Readonly<Record<string, unknown>>): MediaItem[] {
  const hrefs = [...list(home['photos']), ...(list(home['photos']).length === 0 ? [home['primary_photo']] : [])];
  const seen = new Set<string>();
  const items: MediaItem[] = [];
  for (const photo of hrefs) {
    const href = text(at(photo, 'href'))?.trim();
    if (!href || !/^https?:\/\//.test(href) || seen.has(href)) continue;
    seen.add(href);
    const plan = list(at(photo, 'tags')).some((t) => text(at(t, 'label')) === 'floor_plan');
    items.push({ url: href, type: plan ? 'floor_plan' : 'photo', position: items.length });
  }
  return items;
}

/** The page's own address: `href` (detail pages), else the permalink. */
function urlOf(home: Readonly<Record<string, unknown>>): string | undefined {
  const href = text(home['href'])?.trim();
  if (href && href.startsWith(`${realtor.ORIGIN}/realestateandhomes-detail/`)) return href;
  const permalink = text(home['permalink'])?.trim();
  return permalink && /^[\w.-]+$/.test(permalink) ? realtor.detailUrl(permalink) : undefined;
}

/** Reads one home object; `complete` says whether its gallery is the whole one (a detail page's). */
export function readHome(value: unknown, context: ParseContext, complete: boolean): RecordRead<HomeRead> {
  const home = fields(value);
  if (!home) return unreadable('unexpected_shape', 'home is not an object');
  const id = identifier(home['listing_id']);
  if (!id) return unreadable('unexpected_shape', 'home has no listing_id', identifier(home['property_id']));
  const word = text(home['status']);
  const status = statusOf(word, home['flags']);
  if (!status) return unreadable('unexpected_shape', `unknown status ${JSON.stringify(word)}`, id);
  const description = fields(home['description']);
  const items = mediaOf(home);
  const url = urlOf(home);
  const remarks = text(description?.['text'])?.trim();
  const listing: ListingObserved = compact({
    native_id: id,
    url,
    transaction: transactionOf(word),
    ...status,
    description: remarks === '' ? undefined : remarks,
    price: priceOf(home),
    property: compact({
      ...addressOf(home['location']),
      ...typeOf(description),
      bedrooms: count(description?.['beds']),
      bathrooms: bathroomsOf(description),
      areas: areasOf(description),
      year_built: count(description?.['year_built']),
    }),
    ...sellerOf(home),
    media: items.length > 0 ? items : undefined,
    listed_at: instantOf(home['list_date']),
    source_updated_at: instantOf(home['last_update_date'] ?? at(home, 'source', 'last_update_date')),
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country: COUNTRY,
    extensions: extensionsOf(home),
  });
  const media: MediaObserved | undefined =
    complete && items.length > 0 ? compact({ listing_native_id: id, listing_url: url, items, complete: true, retrieved_at: context.retrievedAt, access_class: ACCESS_CLASS, country: COUNTRY }) : undefined;
  return { ok: true, value: media ? { listing, media } : { listing } };
}
