// The peer's documents: the bench's listings as Orama holds them. Each listing goes through the
// projector's own listing projection, so the peer filters and sorts on the very columns the
// gateway's search projection reads (`listings` row) and serves the very document text the
// gateway serves (the row's `document`).
import type { EventOf } from '@estate/events';
import { ownPropertyId, PROJECTIONS, type PropertyAssigner } from '@estate/projector';
import type { ListingInsertRow } from '@estate/store';

/**
 * Orama's schema for listings, with its own types: enums for the categorical filters, numbers for
 * the ranges and sort keys, a geopoint for radius and box searches. Text fields (city, region,
 * postal code) are left out: Orama would tokenise and score them, which is not the API's
 * whole-value match, and the bench's searches do not use them.
 */
export const LISTING_SCHEMA = {
  platform: 'enum',
  country: 'enum',
  transaction: 'enum',
  status: 'enum',
  property_type: 'enum',
  currency: 'enum',
  price_amount: 'number',
  price_per_sqm: 'number',
  area_sqm: 'number',
  bedrooms: 'number',
  bathrooms: 'number',
  year_built: 'number',
  source_updated_at: 'number',
  point: 'geopoint',
} as const;

/** The numeric fields the API sorts by; Orama keeps a sort index only for these (the others cost memory for nothing). */
export const SORTABLE = ['price_amount', 'price_per_sqm', 'area_sqm', 'source_updated_at'] as const;
export const UNSORTABLE = Object.entries(LISTING_SCHEMA)
  .filter(([field, type]) => type === 'number' && !(SORTABLE as readonly string[]).includes(field))
  .map(([field]) => field);

/** A listing as the peer inserts it: the indexed fields (absent where the listing lacks the value) and the served JSON, not indexed. */
export interface PeerListing {
  id: string;
  platform: string;
  country: string;
  transaction: string;
  status: string;
  property_type: string;
  currency: string;
  price_amount?: number;
  price_per_sqm?: number;
  area_sqm?: number;
  bedrooms?: number;
  bathrooms?: number;
  year_built?: number;
  source_updated_at?: number;
  point?: { lat: number; lon: number };
  json: string;
}

// Cross-platform grouping is the projector's business, not a search engine's: each listing is its
// own property here (the document's property id differs from the gateway's for grouped listings
// only, the size hardly).
const ownProperty: PropertyAssigner = {
  assign: (document) => ({ propertyId: ownPropertyId(document.source.platform, document.native_id), method: '', confidence: 0 }),
};

/** The `listings` row the projector writes for `event`. */
export function listingRow(event: EventOf<'listing.observed'>): ListingInsertRow {
  let row: ListingInsertRow | undefined;
  PROJECTIONS['listing.observed'].project(
    event,
    {
      row: (table, r) => {
        if (table === 'listings') row = r as ListingInsertRow;
      },
      document: () => undefined,
    },
    { matcher: ownProperty },
  );
  if (!row) throw new Error(`the listing projection wrote no listings row for ${event.id}`);
  return row;
}

const present = (n: number | string | null | undefined): number | undefined => (n === null || n === undefined || n === '' ? undefined : Number(n));

/** The peer's document of a `listings` row: the search columns as the gateway's projection holds them (listingSearchValues), nulls left out. */
export function peerListing(row: ListingInsertRow): PeerListing {
  const doc: PeerListing = {
    id: row.listing_id,
    platform: row.platform,
    country: row.country,
    transaction: row.transaction,
    status: row.status,
    property_type: row.property_type ?? '',
    currency: row.currency ?? '',
    json: row.document,
  };
  const numbers = {
    price_amount: present(row.price_amount),
    price_per_sqm: present(row.price_per_sqm),
    area_sqm: present(row.area_sqm),
    bedrooms: present(row.bedrooms),
    bathrooms: present(row.bathrooms),
    year_built: present(row.year_built),
    source_updated_at: row.source_updated_at === null || row.source_updated_at === undefined ? undefined : Date.parse(row.source_updated_at),
  };
  for (const [field, value] of Object.entries(numbers)) if (value !== undefined && Number.isFinite(value)) (doc as unknown as Record<string, number>)[field] = value;
  if (row.latitude !== null && row.latitude !== undefined && row.longitude !== null && row.longitude !== undefined) doc.point = { lat: row.latitude, lon: row.longitude };
  return doc;
}
