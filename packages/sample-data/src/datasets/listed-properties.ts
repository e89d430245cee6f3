import { DEFAULT_SAMPLE_SIZE, generate } from '../generate.js';
import type { SampleListing } from '../model.js';
import { SECOND_PORTAL_PLATFORMS } from '../second-portals.js';
import type { DatasetContext } from './dataset.js';

/**
 * The homes the listing world shows, one per property: what the property datasets (ACRIS, the
 * NYC roll, MLIT, Catastro) publish records about, so that a record and a listing of one home
 * can be told apart from a record of its neighbour only by resolution, as in life.
 */
export interface ListedProperty {
  /** The generator's ground-truth key, shared by every listing of the home. */
  key: string;
  /** The home's first listing (on the country's own portal): its facts are the home's. */
  listing: SampleListing;
  /** Every listing of the home, on every platform. */
  listings: { platform: string; native_id: string }[];
}

let cached: { id: string; properties: ListedProperty[] } | undefined;

/** The listed homes of a country, in generation order; the world is built once per seed, size and date. */
export function listedProperties(context: DatasetContext, country: string): ListedProperty[] {
  const size = context.size ?? DEFAULT_SAMPLE_SIZE;
  const id = `${String(context.seed)}|${size}|${context.asOf}`;
  if (cached?.id !== id) {
    const byKey = new Map<string, ListedProperty>();
    for (const listing of generate({ seed: context.seed, size, asOf: context.asOf, implausible: false }).listings) {
      const known = byKey.get(listing.property_key);
      if (known) known.listings.push({ platform: listing.platform, native_id: listing.native_id });
      // A home seen on a second portal only (a look-alike, an earlier sale, a zoopla-only home)
      // is not one these datasets were drawn from: they stay as they were before second portals.
      else if (!SECOND_PORTAL_PLATFORMS.has(listing.platform)) byKey.set(listing.property_key, { key: listing.property_key, listing, listings: [{ platform: listing.platform, native_id: listing.native_id }] });
    }
    cached = { id, properties: [...byKey.values()] };
  }
  return cached.properties.filter((p) => p.listing.country === country);
}
