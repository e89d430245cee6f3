/**
 * Where a file of a snapshot lies says what it is about: `<country>/<region>/<city>/<date>/data/
 * <file>`, as Inside Airbnb lays out its downloads. The files themselves name no country (and
 * no currency: prices are written with a dollar sign whatever the city's), so the folder does.
 */
export const COUNTRY_OF_FOLDER: Readonly<Record<string, string>> = {
  spain: 'ES',
  'united-kingdom': 'GB',
  germany: 'DE',
  'united-states': 'US',
  japan: 'JP',
  france: 'FR',
  italy: 'IT',
  netherlands: 'NL',
  portugal: 'PT',
};

export type SnapshotFile = 'listings' | 'calendar' | 'reviews';

export interface SnapshotPath {
  country: string;
  /** The city folder's name as published (`madrid`, `new-york-city`). */
  city: string;
  /** The snapshot date (`YYYY-MM-DD`). */
  date: string;
  file: SnapshotFile;
}

const PATH = /^([^/]+)\/[^/]+\/([^/]+)\/(\d{4}-\d{2}-\d{2})\/data\/(listings|calendar|reviews)\.csv(?:\.gz)?$/;

/** The snapshot a path belongs to, or undefined for a path outside the layout or of an unknown country. */
export function snapshotPath(path: string): SnapshotPath | undefined {
  const m = PATH.exec(path);
  if (!m) return undefined;
  const country = COUNTRY_OF_FOLDER[m[1] as string];
  return country === undefined ? undefined : { country, city: m[2] as string, date: m[3] as string, file: m[4] as SnapshotFile };
}
