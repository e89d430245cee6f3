/**
 * A sample listing as a Zoopla detail page's `ListingData`: the 2026 shape (RSC pages, with
 * UPRN, full postcode and house number in `location`) or the 2023 one (`__NEXT_DATA__` pages:
 * coordinates only in `location`, the postcode's halves in `adTargeting`, `branch` with its
 * office address, `priceHistory`).
 */
import { zoopla } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { money } from '../rightmove/format.js';
import { floorBullet } from '../uk-floor.js';
import { branchDetailsUri, branchName, displayAddress, filenameOf, listingStatus, statusLabel, zooplaTitle, type ZooplaPresentation } from './presentation.js';

const FEATURE_WORDS: Readonly<Record<string, string>> = {
  garden: 'Private garden', parking: 'Off-street parking', garage: 'Garage', balcony: 'Balcony', lift: 'Lift', fireplace: 'Open fireplace',
  cellar: 'Cellar', renovated: 'Recently renovated', south_facing: 'South-facing', concierge: 'Concierge', underfloor_heating: 'Underfloor heating',
};

/** The office's key features: its floor bullet for a flat, then the amenities. */
function bulletsOf(listing: SampleListing): string[] {
  const floor = floorBullet(listing);
  const amenities = (listing.features ?? []).flatMap((f) => (FEATURE_WORDS[f] ? [FEATURE_WORDS[f] as string] : []));
  return floor === undefined ? amenities : [floor, ...amenities];
}

function adTargeting(listing: SampleListing, shown: ZooplaPresentation): zoopla.AdTargeting {
  return {
    __typename: 'ListingAnalyticsTaxonomy',
    listingId: Number(listing.native_id),
    displayAddress: displayAddress(listing, shown),
    outcode: shown.outcode,
    incode: shown.incode,
    postTownName: listing.address.city,
    propertyType: shown.propertyType,
    listingStatus: listingStatus(listing),
    section: 'for-sale',
    numBeds: listing.bedrooms,
    numBaths: listing.bathrooms > 0 ? listing.bathrooms : null,
    numRecepts: null,
    price: listing.price,
    priceActual: listing.price,
    priceQualifier: shown.qualifier ?? '',
    sizeSqFeet: shown.area ? String(shown.area.sqft) : '',
    tenure: listing.tenure ?? null,
    branchId: Number(listing.agency.native_id),
    branchName: branchName(listing),
    brandName: listing.agency.name,
    companyId: Number(listing.agency.native_id) % 10_000,
    currencyCode: 'GBP',
    countryCode: 'gb',
    listingCondition: listing.new_build ? 'new' : 'pre-owned',
    numImages: listing.photos.length,
  };
}

function pricing(listing: SampleListing, shown: ZooplaPresentation): zoopla.Pricing {
  return {
    internalValue: listing.price,
    isAuction: false,
    label: money(listing.price, 'GBP'),
    currencyCode: 'GBP',
    qualifier: shown.qualifier,
    priceQualifierLabel: shown.qualifier ? zoopla.PRICE_QUALIFIERS[shown.qualifier] : null,
    rentFrequencyLabel: null,
    alternateRentFrequencyPrice: null,
    pricePerFloorAreaUnit: shown.area ? { internalValue: Math.round(listing.price / shown.area.sqft), unitsLabel: 'sq. ft', label: `£${Math.round(listing.price / shown.area.sqft)}/sq. ft` } : null,
    originalCurrencyPrice: null,
  };
}

/** `priceHistory` of the 2023 shape: the first publication and each change, newest first. */
function priceHistory(listing: SampleListing): NonNullable<zoopla.ListingData['priceHistory']> {
  const [first, ...changes] = listing.price_history;
  return {
    firstPublished: first ? { firstPublishedDate: `${first.date}T00:00:00`, priceLabel: money(first.price, 'GBP') } : null,
    priceChanges: changes.length === 0 ? null : changes.map((c, i) => ({ priceLabel: money(c.price, 'GBP'), isPriceDrop: c.price < (listing.price_history[i]?.price ?? 0), isMinorChange: false, priceChangeDate: `${c.date}T00:00:00` })).reverse(),
  };
}

export function renderListingData(listing: SampleListing, shown: ZooplaPresentation, description: string): zoopla.ListingData {
  const title = zooplaTitle(listing);
  const address = displayAddress(listing, shown);
  const rsc = shown.generation === 'rsc';
  const location: zoopla.ListingLocation = rsc
    ? { uprn: shown.uprn, postalCode: listing.address.postal_code, coordinates: { latitude: listing.latitude, longitude: listing.longitude }, outcode: shown.outcode, propertyNumberOrName: shown.numberOrName, region: listing.address.region, streetName: shown.streetName }
    : { coordinates: { isApproximate: false, latitude: listing.latitude, longitude: listing.longitude } } as zoopla.ListingLocation;
  const data: zoopla.ListingData = {
    __typename: 'ListingData',
    listingId: listing.native_id,
    displayAddress: address,
    metaTitle: `${address}, ${title.replace(/ for sale$/, '')} for sale, ${money(listing.price, 'GBP')} - Zoopla`,
    section: 'for-sale',
    title,
    propertyType: shown.propertyType,
    detailedDescription: description,
    adTargeting: adTargeting(listing, shown),
    counts: { numBedrooms: listing.bedrooms, numBathrooms: listing.bathrooms > 0 ? listing.bathrooms : null, numLivingRooms: 0 },
    floorArea: shown.area?.where === 'floorArea' ? { value: shown.area.sqft, unitsLabel: 'sq. ft', units: 'sq_feet', label: `${shown.area.sqft.toLocaleString('en-GB')} sq. ft` } : null,
    ingested: { sizeSqft: shown.area?.where === 'ingested' ? shown.area.sqft : null, sizeSource: null },
    statusSummary: statusLabel(listing) === null ? null : { label: statusLabel(listing) as string },
    location,
    pricing: pricing(listing, shown),
    tenure: listing.tenure ?? null,
    features: { bullets: bulletsOf(listing), highlights: null },
    propertyImage: listing.photos.map((p) => ({ filename: filenameOf(p.url), caption: p.caption ?? null })),
    floorPlan: listing.floor_plan_url ? { image: [{ filename: filenameOf(listing.floor_plan_url), caption: 'Floor Plan' }], links: null, pdf: null } : { image: null, links: null, pdf: null },
    category: 'residential',
    publishedOn: zoopla.ukWallClock(Date.parse(listing.listed_at)),
  };
  if (rsc) {
    data.branchV2 = { branchId: Number(listing.agency.native_id), branchName: branchName(listing), branchDetailsUri: branchDetailsUri(listing), logoUrl: `https://st.zoocdn.com/zoopla_static_agent_logo_(${listing.agency.native_id}).png`, redirectPhone: listing.agency.phone, isDeveloper: false };
  } else {
    const [line, postcode = ''] = splitOffice(listing.agency.address);
    data.branch = { __typename: 'AgentBranch', branchId: listing.agency.native_id, name: branchName(listing), phone: listing.agency.phone, address: line, postcode, branchDetailsUri: branchDetailsUri(listing), memberType: 'agent' };
    data.priceHistory = priceHistory(listing);
  }
  return data;
}

/** "12 Upper Street, London, N1 2AB" → the line and the postcode, as the 2023 branch gives them apart. */
function splitOffice(address: string): [string, string?] {
  const at = address.lastIndexOf(', ');
  return at < 0 ? [address] : [address.slice(0, at), address.slice(at + 2)];
}
