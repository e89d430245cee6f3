import type { ListingBody } from '@estate/contract';
import type { PropertyType } from '@estate/contract/vocabulary';
import { createEvent, type EventOf, type ListingObserved } from '@estate/events';
import { listingDescriptionDigest, listingDocument } from '../src/listing-document.js';
import type { Versioned } from '../src/version.js';

/** A listing of a test property: what differs between portals is what a test sets. */
export interface ListingSpec {
  platform?: string;
  nativeId: string;
  observedAt?: Date;
  country?: string;
  /** Metres north and east of the test neighbourhood's centre; no geometry when undefined. */
  at?: { north: number; east: number };
  precision?: 'exact' | 'approximate' | 'neighbourhood';
  line1?: string;
  unit?: string;
  postalCode?: string;
  city?: string;
  type?: PropertyType;
  bedrooms?: number;
  rooms?: number;
  bathrooms?: number;
  areaSqm?: number;
  yearBuilt?: number;
  price?: number;
  currency?: string;
  status?: ListingObserved['status'];
  /** `extensions.uprn`, as Zoopla's detail pages state it. */
  uprn?: string;
  /** `extensions.mls_id`, the MLS number Zillow and realtor.com show (US). */
  mlsId?: string;
  /** The listing agency's native id on its platform. */
  agency?: string;
  /** The agency's name as the portal writes its branch; `Agency <id>` when not given. */
  agencyName?: string;
  /** The agent's description (GB: the projector keeps a digest of its start). */
  description?: string;
  /** More of the source's `extensions` (GB: `key_features`, `plot`; ES: `advertiser_phone`). */
  extensions?: Record<string, unknown>;
  /** When the source first published the ad (`listed_at`). */
  listedAt?: string;
}

/** Miami, Brickell: where the test properties stand. */
const CENTRE = { lat: 25.76, lon: -80.19 };
const METRES_PER_DEGREE = 111_320;

export const BASE_TIME = new Date(Date.now() - 2 * 60 * 60_000);

/** A listing observation as a collector publishes it. */
export function listingObservation(spec: ListingSpec): EventOf<'listing.observed'> {
  const country = spec.country ?? 'US';
  const currency = spec.currency ?? 'USD';
  const platform = spec.platform ?? 'zillow';
  const geometry = spec.at
    ? {
        latitude: Math.round((CENTRE.lat + spec.at.north / METRES_PER_DEGREE) * 1e6) / 1e6,
        longitude: Math.round((CENTRE.lon + spec.at.east / (METRES_PER_DEGREE * Math.cos((CENTRE.lat * Math.PI) / 180))) * 1e6) / 1e6,
        precision: spec.precision ?? 'exact',
        crs: 'EPSG:4326' as const,
      }
    : undefined;
  const data: ListingObserved = {
    native_id: spec.nativeId,
    url: `https://www.${platform}.example/${spec.nativeId}`,
    transaction: 'sale',
    status: spec.status ?? 'active',
    ...(spec.price !== undefined ? { price: { amount: String(spec.price), currency, kind: 'asking' } } : {}),
    property: {
      address: {
        country,
        ...(spec.line1 !== undefined ? { line1: spec.line1 } : {}),
        ...(spec.unit !== undefined ? { unit: spec.unit } : {}),
        city: spec.city ?? 'Miami',
        ...(spec.postalCode !== undefined ? { postal_code: spec.postalCode } : {}),
      },
      ...(geometry ? { geometry } : {}),
      property_type: spec.type ?? 'condo',
      ...(spec.bedrooms !== undefined ? { bedrooms: spec.bedrooms } : {}),
      ...(spec.rooms !== undefined ? { rooms: spec.rooms } : {}),
      ...(spec.bathrooms !== undefined ? { bathrooms: spec.bathrooms } : {}),
      ...(spec.yearBuilt !== undefined ? { year_built: spec.yearBuilt } : {}),
      ...(spec.areaSqm !== undefined ? { areas: [{ value: spec.areaSqm, unit: 'sqm', basis: 'living', normalized_sqm: spec.areaSqm }] } : {}),
    },
    ...(spec.agency !== undefined ? { agency: { native_id: spec.agency, name: spec.agencyName ?? `Agency ${spec.agency}` } } : {}),
    ...(spec.description !== undefined ? { description: spec.description } : {}),
    ...(spec.listedAt !== undefined ? { listed_at: spec.listedAt } : {}),
    ...(spec.uprn !== undefined || spec.mlsId !== undefined || spec.extensions !== undefined
      ? { extensions: { ...spec.extensions, ...(spec.uprn !== undefined ? { uprn: spec.uprn } : {}), ...(spec.mlsId !== undefined ? { mls_id: spec.mlsId } : {}) } }
      : {}),
    access_class: 'public_portal',
    country,
  };
  return createEvent({
    type: 'listing.observed',
    platform,
    provider: `${platform}/test`,
    observed_at: spec.observedAt ?? BASE_TIME,
    collector: { name: `collector-${platform}`, version: '0.1.0', run_id: 'run-grouping' },
    data,
  });
}

/** The document, version and description digest the projector hands the matcher for an observation. */
export function observed(spec: ListingSpec): { document: ListingBody; version: Versioned; descriptionDigest: string } {
  const event = listingObservation(spec);
  return { document: listingDocument(event), version: { observed_at: event.observed_at, event_id: event.id }, descriptionDigest: listingDescriptionDigest(event) };
}

/** A two-bedroom condo of 80 m² at 4019 Brickell Ave, as zillow lists it. */
export const brickellCondo: ListingSpec = {
  platform: 'zillow',
  nativeId: 'z-1',
  at: { north: 0, east: 0 },
  line1: '4019 Brickell Ave',
  unit: 'Apt 14B',
  postalCode: '33129',
  type: 'condo',
  bedrooms: 2,
  bathrooms: 2,
  areaSqm: 80,
  yearBuilt: 2005,
  price: 500_000,
};
