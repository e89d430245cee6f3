/**
 * A search page saved after it rendered, without its data script ("Save page as…", a browser
 * extension): the cards are only in the markup, one `<article data-test="property-card">` each,
 * with the link, the address, the price line and the bd/ba/sqft list the reader sees. They are
 * read from there, and each listing says in `field_status` which of its fields came from the
 * markup rather than from Zillow's data, since markup text is coarser (no status code, no pin).
 */
import { compact, parseHtml, type HTMLElement, type ParseContext, type ParsedPayloadBuilder } from '@estate/collector-kit';
import { observation, type ListingObserved } from '@estate/events';
import { zillow } from '@estate/native-formats';
import { areaFromValue, normalizeAddress, parsePrice } from '@estate/normalize';
import { ACCESS_CLASS, COUNTRY, CURRENCY } from './observation.js';

export const FROM_MARKUP = 'from_markup';

/** Whether a page carries rendered property cards. */
export function hasMarkupCards(body: string): boolean {
  return body.includes('data-test="property-card"');
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The card's id from the page it links: a home's zpid (`/homedetails/…/123_zpid/`), a building's
 * slug (`/b/<slug>/`) or the key of an apartment community's page (`/apartments/<city>/<name>/<key>/`).
 * The link decides rather than the article's `zpid_…` id: a re-saved page can repeat that id on
 * every card, and the link is what the reader follows.
 */
function idOf(href: string | undefined, article: HTMLElement): string | undefined {
  const path = href ? href.replace(/^https?:\/\/[^/]+/i, '') : '';
  const zpid = /\/(\d+)_zpid\/?/.exec(path)?.[1];
  if (zpid) return zpid;
  const slug = zillow.BUILDING_SLUG_PATTERN.exec(path)?.[1];
  if (slug) return slug;
  const key = /^\/apartments\/[^/]+\/[^/]+\/([A-Za-z0-9]+)\/?$/.exec(path)?.[1];
  if (key) return key;
  return /^zpid_(\d+)$/.exec(article.getAttribute('id') ?? '')?.[1];
}

/** The bd / ba / sqft list: "<b>1</b> <abbr>bd</abbr>"; "--" is the page's blank. */
function details(article: HTMLElement): { bedrooms?: number; bathrooms?: number; sqft?: number } {
  const out: { bedrooms?: number; bathrooms?: number; sqft?: number } = {};
  for (const li of article.querySelectorAll('ul li')) {
    const value = Number(clean(li.querySelector('b')?.text ?? '').replace(/,/g, ''));
    const unit = clean(li.querySelector('abbr')?.text ?? '').toLowerCase();
    if (!Number.isFinite(value) || clean(li.querySelector('b')?.text ?? '') === '') continue;
    if (/^bds?$/.test(unit)) out.bedrooms ??= value;
    else if (/^bas?$/.test(unit)) out.bathrooms ??= value;
    else if (unit === 'sqft') out.sqft ??= value;
  }
  return out;
}

function photoOf(article: HTMLElement): ListingObserved['media'] {
  const src = article.querySelector('img')?.getAttribute('src');
  return src && /^https?:\/\//i.test(src) ? [{ url: src, type: 'photo', position: 0 }] : undefined;
}

/** A community card prints its cheapest plan in the price line instead of a list: "$2,798+ 1bd". */
function bedroomsInPriceLine(shownPrice: string): number | undefined {
  const beds = /\s(\d+)\s?bds?\b/i.exec(shownPrice)?.[1];
  return beds === undefined ? undefined : Number(beds);
}

function readArticle(article: HTMLElement, pageIsRentals: boolean, context: ParseContext): ListingObserved | string {
  const href = article.querySelector('a[data-test="property-card-link"]')?.getAttribute('href');
  const id = idOf(href, article);
  if (id === undefined) return 'property card has no link to a home, a building or a community, nor a zpid';
  const shownPrice = clean(article.querySelector('[data-test="property-card-price"]')?.text ?? '');
  const shownAddress = clean(article.querySelector('address')?.text ?? '');
  const rent = pageIsRentals || /\/mo\b/i.test(shownPrice) || /for rent/i.test(article.text);
  const price = shownPrice !== '' ? parsePrice(shownPrice, { country: COUNTRY, currency: CURRENCY }) : undefined;
  const rooms = details(article);
  const area = rooms.sqft !== undefined ? areaFromValue(rooms.sqft, 'sqft', 'living') : undefined;
  const media = photoOf(article);
  const listing: ListingObserved = compact({
    native_id: id,
    url: zillow.absoluteUrl(href),
    transaction: rent ? 'rent' : 'sale',
    status: 'active',
    price: price && rent ? { ...price, period: 'month' as const } : price,
    property: compact({
      address: shownAddress !== '' ? { ...normalizeAddress({ text: shownAddress }, COUNTRY), original_text: shownAddress } : undefined,
      bedrooms: rooms.bedrooms ?? bedroomsInPriceLine(shownPrice),
      bathrooms: rooms.bathrooms,
      areas: area ? [area] : undefined,
    }),
    media,
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country: COUNTRY,
  });
  const fromMarkup = ['url', 'transaction', 'status', ...(listing.price ? ['price'] : []), ...Object.keys(listing.property).map((k) => `property.${k}`), ...(media ? ['media'] : [])];
  return { ...listing, field_status: Object.fromEntries(fromMarkup.map((f) => [f, FROM_MARKUP])) };
}

/** Every rendered card of the page; a card that names nothing to identify it is an issue. */
export function readMarkupCards(body: string, into: ParsedPayloadBuilder, context: ParseContext): void {
  const root = parseHtml(body);
  const articles = root.querySelectorAll('article[data-test="property-card"]');
  if (articles.length === 0) return into.issue('unexpected_shape', 'page has neither a data script nor property cards');
  // A rentals search says so in its title ("Rental Listings in San Francisco"); its community
  // cards print no "/mo".
  const pageIsRentals = /rental|for rent/i.test(root.querySelector('title')?.text ?? '');
  for (const article of articles) {
    const read = readArticle(article, pageIsRentals, context);
    if (typeof read === 'string') into.issue('unexpected_shape', read);
    else into.observe(observation('listing', read));
  }
}
