import { BUCKETS } from '@estate/bus';
import {
  createPortfolioSearch,
  listingSearchFields,
  listingSearchValuesOf,
  portfolioSearchFields,
  portfolioValuesOf,
  ShardedListingSearch,
  type ListingSearchFields,
  type ListingSearchValues,
  type FieldValues,
  type PortfolioProjection,
  type PortfolioSearchFields,
} from '@estate/search';
import type { ReadinessCheck } from '../routes/service-routes.js';
import { feedCompanion, type FeedCompanion } from '../search/feed-companion.js';
import { SearchFeed, snapshotOption } from '../search/search-feed.js';
import type { KindContext } from './kind.js';

/**
 * The gateway's one follower of `listing_search`: it fills the sharded listing search (values
 * handed encoded to the shards' threads) and, as its companion in this thread, the portfolio
 * projection the professionals kind answers agents' and agencies' listings from. Two followers
 * of the bucket delivered, parsed and snapshotted every listing twice.
 */
export interface ListingSearchFeed {
  feed: SearchFeed<ListingSearchFields, ShardedListingSearch>;
  search: ShardedListingSearch;
  portfolios: PortfolioProjection;
  /** /readyz of the portfolio projection: loaded and following with the feed. */
  portfolioReadiness: ReadinessCheck;
}

interface Shared {
  opened: Promise<ListingSearchFeed>;
  holders: number;
}

/** One feed per gateway: the kinds of one gateway are opened with one context. */
const shared = new WeakMap<KindContext, Shared>();

/**
 * The listing search feed of this gateway, opened by the first kind that asks for it (the
 * listings or the professionals kind, opened together); each holder releases it once, and the
 * last release closes it.
 */
export async function holdListingSearchFeed(context: KindContext): Promise<{ feed: ListingSearchFeed; release(): Promise<void> }> {
  let entry = shared.get(context);
  if (entry === undefined) {
    entry = { opened: openListingSearchFeed(context), holders: 0 };
    shared.set(context, entry);
    // A failed open is not kept: the kinds' open fails, and a later one starts afresh.
    entry.opened.catch(() => shared.delete(context));
  }
  entry.holders += 1;
  const held = entry;
  const feed = await held.opened;
  let released = false;
  return {
    feed,
    release: async () => {
      if (released) return;
      released = true;
      held.holders -= 1;
      if (held.holders > 0) return;
      if (shared.get(context) === held) shared.delete(context);
      await feed.feed.close();
      await feed.search.close();
    },
  };
}

async function openListingSearchFeed({ bus, logger, settings }: KindContext): Promise<ListingSearchFeed> {
  // The listing search on every core: shards in worker threads, each 1/K of the listings (SEARCH_SHARDS).
  const onInvalid = (key: string) => logger.warn({ projection: 'listing search', key }, 'ignoring an invalid search document');
  const search = new ShardedListingSearch({ ...(settings.searchShards !== undefined ? { shards: settings.searchShards } : {}), onInvalid });
  const portfolios = createPortfolioSearch();
  const portfolio = portfolioCompanion(portfolios);
  try {
    const feed = await SearchFeed.open({
      bus,
      bucket: BUCKETS.listingSearch,
      projection: search,
      decode: listingSearchValuesOf,
      logger,
      what: 'listing search',
      companions: [portfolio],
      ...snapshotOption(settings.searchSnapshots, listingSearchFields.fields),
    });
    const portfolioReadiness: ReadinessCheck = async () => {
      const check = await feed.readiness();
      return { ...check, name: 'search:portfolio' };
    };
    return { feed, search, portfolios, portfolioReadiness };
  } catch (error) {
    await search.close();
    throw error;
  }
}

/** The portfolio projection as a companion of the listing search's feed. */
export function portfolioCompanion(portfolios: PortfolioProjection): FeedCompanion {
  return feedCompanion<ListingSearchFields, PortfolioSearchFields>({ what: 'portfolio', fields: portfolioSearchFields.fields, projection: portfolios, decode: portfolioValuesOf, pick: pickPortfolio });
}

/** A listing's portfolio fields, the portfolio's own field list taken from its listing search fields. */
const PORTFOLIO_FIELDS = Object.keys(portfolioSearchFields.fields) as ReadonlyArray<keyof PortfolioSearchFields>;
function pickPortfolio(values: ListingSearchValues): FieldValues<PortfolioSearchFields> {
  return Object.fromEntries(PORTFOLIO_FIELDS.map((field) => [field, values[field]])) as FieldValues<PortfolioSearchFields>;
}
