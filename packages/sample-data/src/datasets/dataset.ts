import type { NativePayload } from '../model.js';
import type { SeriesContext } from './series-model.js';

/**
 * An open dataset's files as its publisher lays them out (one folder per publisher, replayed by
 * its collector). Unlike a portal's pages they do not show listings: they render the series
 * model of the same seed. A payload whose path ends in `.gz` is written gzip-compressed, as the
 * publisher ships it.
 */
export interface DatasetRenderer {
  /** The publisher's platform name (`zillow_research`, `uk_hpi` …), also its folder. */
  platform: string;
  render(context: SeriesContext): NativePayload[];
}
