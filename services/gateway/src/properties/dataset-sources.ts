import type { SourceStatusBody, WarningBody } from '@estate/contract';
import { datasetVintages, type Store } from '@estate/store';
import type { SourceBoard } from '../reads/source-status.js';
import { storeCall } from '../reads/store-call.js';

/**
 * Datasets whose newest months are known to be incomplete when published, and why: a reader of
 * a property's sales must not take a missing recent sale for no sale.
 */
const LAGGING_DATASETS: Readonly<Record<string, { name: string; lag: string }>> = {
  ppd: {
    name: 'HM Land Registry Price Paid Data',
    lag: 'its last two months are incomplete: a sale is registered two weeks to two months after it completes',
  },
};

/**
 * `meta.sources` of a property read: one SourceStatus per platform consulted, an open dataset's
 * with the newest release (`vintage`) the store holds of it, and a warning per dataset that
 * lags, naming that release.
 */
export async function propertySources(store: Store, board: SourceBoard, platforms: Iterable<string>): Promise<{ sources: SourceStatusBody[]; warnings: WarningBody[] }> {
  const names = [...new Set(platforms)].sort();
  const [statuses, vintages] = await Promise.all([storeCall(() => Promise.all(names.map((p) => board.statusOf(p)))), storeCall(() => datasetVintages(store, names))]);
  const warnings: WarningBody[] = [];
  const sources = statuses.map((status) => {
    const own = vintages.filter((v) => v.platform === status.platform);
    const newest = own.map((v) => v.vintage).sort().at(-1);
    for (const v of own) {
      const lagging = LAGGING_DATASETS[v.dataset];
      if (lagging) warnings.push({ code: 'dataset_lag', message: `${lagging.name} (${status.platform}), release ${v.vintage}: ${lagging.lag}.` });
    }
    return newest === undefined ? status : { ...status, vintage: newest };
  });
  return { sources, warnings };
}
