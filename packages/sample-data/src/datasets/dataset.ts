import type { NativePayload } from '../model.js';
import type { RecordTruth } from './record-truth.js';
import type { SeriesContext } from './series-model.js';

/** What a dataset renders from: the seed and date of the series model, and the listing world's size. */
export interface DatasetContext extends SeriesContext {
  /**
   * Listings in the sample world (DEFAULT_SAMPLE_SIZE when absent): the property datasets
   * publish records about the same homes the listings of this world show.
   */
  size?: number;
}

/**
 * An open dataset's files as its publisher lays them out (one folder per publisher, replayed by
 * its collector). Unlike a portal's pages they do not show listings: they render the series
 * model of the same seed, or records of the listing world's homes. A payload whose path ends in
 * `.gz` is written gzip-compressed, as the publisher ships it.
 */
export interface DatasetRenderer {
  /** The publisher's platform name (`zillow_research`, `uk_hpi` …), also its folder. */
  platform: string;
  render(context: DatasetContext): NativePayload[];
  /**
   * Which home each record of the files is about (property datasets only): the labels that
   * property resolution is measured against, written beside the files (DATASET_TRUTH_FILE).
   */
  truth?(context: DatasetContext): RecordTruth[];
}
