import { getMarketSeriesHandler, searchMarketsHandler } from '../markets/market-handlers.js';
import { MarketIndex } from '../markets/market-index.js';
import { defineKind } from './kind.js';

/**
 * Markets: searchMarkets from the gateway's in-memory market index (every market with its
 * series, reloaded from the store's series listings), getMarketSeries from the store (the
 * source series' newest vintages and the derived daily series).
 */
export const marketsKind = defineKind({
  kind: 'markets',
  async open({ store, directory, board, logger, settings }) {
    const index = new MarketIndex(store, logger, settings.marketIndexRefreshMs === undefined ? {} : { refreshMs: settings.marketIndexRefreshMs });
    const deps = { store, index, board, directory };
    return { handlers: { searchMarkets: searchMarketsHandler(deps), getMarketSeries: getMarketSeriesHandler(deps) } };
  },
});
