import type { ListingBody, PropertyBody } from '@estate/contract';
import { compactPostalCode, houseNumber, linkListing, livingAreaSqm, postalDistrict, streetLinkKey, unitKey, unitOfLine, withoutPlot, type Link, type LinkCandidate, type LinkSubject } from '@estate/normalize';
import {
  getPropertyRecordsPage,
  liveListingsByPostalCodes,
  liveListingsOfProperties,
  recordsByStreetLinkKeys,
  type PropertyListingRow,
  type PropertyRecordRow,
  type Store,
} from '@estate/store';
import { storeCall } from '../reads/store-call.js';
import { storedObject } from './record-body.js';

/**
 * One property as the reads see it. A property has two kinds of id: the one its public records'
 * keys give (`prp_` of GB postcode + PAON + SAON + street, NYC BBL …, see `placeRecord`), and
 * the one the projector's matcher gives a group of listings (`prp_` of its first listing).
 * Either id reads the same home: its records are those placed on its record property, its
 * listings those of its listing group, and the two are linked when a listing's street, postcode,
 * house number and type single out one record property (`linkListing`); a listing that fits
 * several is not linked rather than linked to a neighbour.
 */
export interface PropertyView {
  /** The id the caller asked for. */
  id: string;
  /** The record properties whose records are this home's (the id itself when it is one). */
  recordPropertyIds: string[];
  /** Its listings as `platform|native_id`: a platform's own records of a listing are the home's too. */
  listingRefs: string[];
  /** Its live listings, across platforms. */
  listings: PropertyListingRow[];
  /** A few of its current records (newest first), for its facts. */
  records: PropertyRecordRow[];
  /** How the listings and records were tied together; undefined when only one side exists. */
  link?: Link;
}

/**
 * The street line of a listing: its `line1`, else the first part of the address as the portal
 * wrote it (rightmove shows "Chandos Road, Bristol, BS3": a street, never a house number), after
 * a new build's plot lead ("Plot 4, Chandos Road, …"), which names no street.
 */
export function streetLineOf(address: ListingBody['property']['address']): string | undefined {
  if (address?.line1) return address.line1;
  const first = withoutPlot(address?.formatted ?? address?.original_text)?.split(',')[0]?.trim();
  return first && first !== address?.city && first !== address?.postal_code ? first : undefined;
}

/** What a listing says of its home that a record can contradict or confirm. */
function subjectOf(listing: ListingBody): { key: string | undefined; subject: LinkSubject } {
  const address = listing.property.address;
  const country = listing.source.country ?? address?.country ?? '';
  const line = streetLineOf(address);
  const area = livingAreaSqm(listing.property.areas);
  return {
    key: streetLinkKey(country, address?.postal_code, line, address?.city),
    subject: {
      postalCode: compactPostalCode(address?.postal_code),
      houseNumber: houseNumber(address?.line1),
      // zillow writes the unit into the street line (`4152 W 110th St APT 7A`).
      unit: unitKey(address?.unit ?? unitOfLine(address?.line1)),
      propertyType: listing.property.property_type ?? '',
      ...(area !== undefined ? { areaSqm: area } : {}),
    },
  };
}

/** One candidate per record property of a street, from its current records. */
function candidatesOf(rows: readonly PropertyRecordRow[]): Map<string, LinkCandidate[]> {
  const byKey = new Map<string, Map<string, LinkCandidate>>();
  for (const row of rows) {
    // A platform's own record of a listing (zillow's resoFacts) is the listing's, reached through
    // it: it is no record property of the street that a listing could be linked to.
    if (row.listing_platform !== '' || row.property_id === '') continue;
    const street = byKey.get(row.street_link_key) ?? new Map<string, LinkCandidate>();
    byKey.set(row.street_link_key, street);
    const known = street.get(row.property_id);
    if (!known) street.set(row.property_id, { propertyId: row.property_id, postalCode: compactPostalCode(row.postal_code), propertyType: row.property_type, houseNumber: row.house_number, unit: row.unit, ...(row.living_area_sqm !== null ? { areaSqm: row.living_area_sqm } : {}) });
    else if (known.propertyType === '' && row.property_type !== '') known.propertyType = row.property_type;
  }
  return new Map([...byKey].map(([key, street]) => [key, [...street.values()]]));
}

export const parseListing = (row: PropertyListingRow): ListingBody => JSON.parse(row.document) as ListingBody;

const refsOf = (listings: readonly PropertyListingRow[]): string[] => listings.map((l) => `${l.platform}|${l.native_id}`);

/** The record property each listing is linked to, if any (listings whose street has records). */
export async function linkListings(store: Store, listings: readonly PropertyListingRow[]): Promise<Map<string, Link>> {
  const subjects = listings.map((row) => ({ row, ...subjectOf(parseListing(row)) }));
  const keys = [...new Set(subjects.flatMap((s) => (s.key ? [s.key] : [])))];
  const candidates = candidatesOf(await storeCall(() => recordsByStreetLinkKeys(store, keys)));
  const links = new Map<string, Link>();
  for (const { row, key, subject } of subjects) {
    const found = key ? candidates.get(key) : undefined;
    if (!found) continue;
    const link = linkListing(subject, found);
    if (link) links.set(row.listing_id, link);
  }
  return links;
}

/** The property `id` reads, or undefined when neither a record nor a live listing has it. */
export async function viewProperty(store: Store, id: string): Promise<PropertyView | undefined> {
  const [own, records] = await Promise.all([
    storeCall(() => liveListingsOfProperties(store, [id])),
    storeCall(() => getPropertyRecordsPage(store, [id], { limit: 50 })),
  ]);
  if (records.rows.length > 0) return viewOfRecordProperty(store, id, records.rows);
  if (own.length === 0) return undefined;
  // A listing group: the record property its listings link to, when they agree on one.
  const links = await linkListings(store, own);
  const linked = [...new Set([...links.values()].map((l) => l.propertyId))];
  const recordPropertyIds = linked.length === 1 ? [linked[0] as string] : [];
  const listingRefs = refsOf(own);
  const linkedRecords = await storeCall(() => getPropertyRecordsPage(store, recordPropertyIds, { limit: 50, listings: listingRefs }));
  const best = linked.length === 1 ? [...links.values()].sort((a, b) => b.confidence - a.confidence)[0] : undefined;
  return { id, recordPropertyIds, listingRefs, listings: own, records: linkedRecords.rows, ...(best ? { link: best } : {}) };
}

/** A record property: its records, and the listings of its street that link to it (with their groups). */
async function viewOfRecordProperty(store: Store, id: string, records: PropertyRecordRow[]): Promise<PropertyView> {
  const first = records[0] as PropertyRecordRow;
  const postal = compactPostalCode(first.postal_code);
  // Listings of the home may give its full postcode or, in GB, only its district.
  const codes = first.country === 'GB' && first.postal_code !== '' ? [postal, postalDistrict('GB', first.postal_code)] : [postal];
  const nearby = postal !== '' ? await storeCall(() => liveListingsByPostalCodes(store, first.country, codes)) : [];
  const links = await linkListings(store, nearby);
  const linked = nearby.filter((row) => links.get(row.listing_id)?.propertyId === id);
  const groups = [...new Set(linked.flatMap((row) => (row.property_id ? [row.property_id] : [])))];
  const grouped = groups.length > 0 ? await storeCall(() => liveListingsOfProperties(store, groups)) : [];
  const listings = [...new Map([...linked, ...grouped].map((row) => [row.listing_id, row])).values()];
  const best = linked.map((row) => links.get(row.listing_id)).filter((l): l is Link => l !== undefined).sort((a, b) => b.confidence - a.confidence)[0];
  return { id, recordPropertyIds: [id], listingRefs: refsOf(listings), listings, records, ...(best ? { link: best } : {}) };
}

const title = (text: string): string => text.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_m, sep: string, letter: string) => `${sep}${letter.toUpperCase()}`);

/**
 * The Property document: the newest listing's description of the home (address, point, rooms,
 * areas), else what its records say (the address as the register writes it, type, area, year).
 */
export function propertyBody(view: PropertyView): PropertyBody {
  const newest = [...view.listings].sort((a, b) => (a.observed_at < b.observed_at ? 1 : -1))[0];
  if (newest) {
    const p = parseListing(newest).property;
    return { ...p, id: view.id };
  }
  const record = view.records[0];
  if (!record) return { id: view.id };
  const keys = storedObject(record.record_keys);
  const values = storedObject(record.record_values);
  const address = (typeof keys['address'] === 'object' && keys['address'] !== null ? keys['address'] : {}) as Record<string, string>;
  const body: PropertyBody = {
    id: view.id,
    address: {
      country: record.country,
      ...(address['line1'] ? { line1: title(address['line1']) } : {}),
      ...(address['unit'] ? { unit: title(address['unit']) } : {}),
      ...(address['city'] ? { city: title(address['city']) } : {}),
      ...(address['postal_code'] ? { postal_code: address['postal_code'] } : {}),
      ...(address['formatted'] ? { original_text: address['formatted'] } : {}),
    },
  };
  const type = view.records.find((r) => r.property_type !== '')?.property_type;
  if (type) body.property_type = type;
  const area = view.records.find((r) => r.living_area_sqm !== null)?.living_area_sqm;
  if (area !== undefined && area !== null) body.areas = [{ value: area, unit: 'sqm', basis: 'living', normalized_sqm: area }];
  if (typeof values['year_built'] === 'number') body.year_built = values['year_built'];
  if (record.latitude !== null && record.longitude !== null) body.geometry = { latitude: record.latitude, longitude: record.longitude, precision: 'exact', crs: 'EPSG:4326' };
  return body;
}
