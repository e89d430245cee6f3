import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Ground truth of a property dataset's records: which listed home each record is about. Written
 * by `estate-samples` into the dataset's folder as DATASET_TRUTH_FILE (a dotfile, so a replay
 * never reads it as a payload), beside the files it labels and replaced with them.
 */
export const DATASET_TRUTH_FILE = '.ground-truth.json';

export interface RecordTruth {
  /** With `native_id`, the record's identity as its collector publishes it (`property_record` `dataset` and `native_id`). */
  dataset: string;
  native_id: string;
  record_type: 'transaction' | 'property_record' | 'tax_assessment' | 'valuation';
  /** The listed home the record is about (the listings' `property_key`), or null: a home no listing shows. */
  property_key: string | null;
  /** The listings of that home on every platform; empty when `property_key` is null. */
  listings: { platform: string; native_id: string }[];
  /**
   * What the record's own keys can single out: `property` (a parcel, a unit, a cadastral
   * reference) or only a `district` (MLIT rows), which resolution must leave unplaced.
   */
  resolvable_to: 'property' | 'district';
}

export interface DatasetTruth {
  generator: 'estate-sample-data';
  generator_version: number;
  platform: string;
  seed: number | string;
  size: number;
  as_of: string;
  records: RecordTruth[];
}

/** A dataset folder's ground truth, or undefined when the folder has none (not generated, or not a property dataset). */
export async function readDatasetTruth(samplesDir: string, platform: string): Promise<DatasetTruth | undefined> {
  try {
    return JSON.parse(await readFile(join(samplesDir, platform, DATASET_TRUTH_FILE), 'utf8')) as DatasetTruth;
  } catch {
    return undefined;
  }
}
