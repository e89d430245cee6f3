import { listingMatchRowSlices, type ListingMatchRow, type Store } from '@estate/store';
import { ownPropertyId } from './listing-document.js';
import { propertyFacts } from './property-facts.js';
import type { IndexedListing } from './indexed-listing.js';
import { MATCH_METHODS, type MatchMethod } from './property-match-rules.js';

const METHODS: ReadonlySet<string> = new Set<MatchMethod>(MATCH_METHODS);

/**
 * The live listings of `table` as the matcher holds them (see listingMatchRows for "live"), read
 * and mapped a slice at a time: the thread that warms the matcher serves other work meanwhile
 * (in the embedded process, the gateway's store reads).
 */
export async function readLiveListingFacts(store: Store, options: { table: string; windowHours: number }): Promise<IndexedListing[]> {
  const listings: IndexedListing[] = [];
  for await (const rows of listingMatchRowSlices(store, options)) for (const listing of indexedListings(rows)) listings.push(listing);
  return listings;
}

function indexedListings(rows: readonly ListingMatchRow[]): IndexedListing[] {
  return rows.map((row) => ({
    facts: propertyFacts({
      listingId: row.listing_id,
      platform: row.platform,
      country: row.country,
      transaction: row.transaction,
      propertyType: row.property_type,
      bedrooms: row.bedrooms,
      rooms: row.rooms,
      bathrooms: row.bathrooms,
      areaSqm: row.area_sqm,
      yearBuilt: row.year_built,
      price: row.price,
      currency: row.currency,
      latitude: row.latitude,
      longitude: row.longitude,
      precision: row.precision,
      line1: row.line1,
      unit: row.unit,
      postalCode: row.postal_code,
      city: row.city,
      status: row.status,
      uprn: row.uprn,
      agencyId: row.agency_id,
      newBuild: row.listing_condition === 'new',
      layout: row.layout,
      floor: row.floor,
      mlsNumber: row.mls_id,
      agencyName: row.agency_name,
      agencyReference: row.agency_reference,
      cadastralReference: row.cadastral_reference,
      advertiserPhone: row.advertiser_phone,
      listedAt: row.listed_at,
      descriptionDigest: row.description_digest,
      keyFeatures: row.key_features,
      plot: row.plot,
    }),
    assignment: {
      // The column's default: a row written by something other than the projector.
      propertyId: row.property_id === '' ? ownPropertyId(row.platform, row.native_id) : row.property_id,
      method: METHODS.has(row.property_match_method) ? (row.property_match_method as MatchMethod) : '',
      // Float32 in the table: back to the two decimals it was written with.
      confidence: Math.round(row.property_confidence * 100) / 100,
    },
    observedAtMs: Number(row.observed_ms),
    eventId: row.event_id,
  }));
}
