/** A sample listing as realtor.com's search object (`SearchHome`) and the parts its detail page shares. */
import { realtor } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import type { RealtorPresentation, SearchGeneration } from './presentation.js';

const STATES: Readonly<Record<string, string>> = {
  CA: 'California', CO: 'Colorado', FL: 'Florida', GA: 'Georgia', IL: 'Illinois', MA: 'Massachusetts', NY: 'New York',
  TX: 'Texas', WA: 'Washington', AZ: 'Arizona', OR: 'Oregon', NC: 'North Carolina', PA: 'Pennsylvania',
};

/** realtor.com writes instants in UTC with a `Z` ("2023-01-18T23:19:09Z"), without milliseconds on search results. */
export function utcSeconds(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19)}Z`;
}

/** Pending and contingent sales stay `for_sale`, flagged; a sold home is `sold`. */
export function statusOf(listing: SampleListing): { status: string; flags: realtor.Flags } {
  const history = listing.price_history;
  const reduced = history.length > 1 && (history[history.length - 1]?.price ?? 0) < (history[history.length - 2]?.price ?? 0);
  const flags: realtor.Flags = {
    is_coming_soon: null,
    is_pending: listing.status === 'pending' ? true : null,
    is_contingent: listing.status === 'under_offer' ? true : null,
    is_foreclosure: null,
    is_new_construction: listing.new_build === true ? true : null,
    is_new_listing: Date.parse(listing.updated_at) - Date.parse(listing.listed_at) < 7 * 86_400_000,
    is_price_reduced: reduced ? true : null,
  };
  return { status: listing.status === 'sold' ? 'sold' : 'for_sale', flags };
}

function phone(number: string, type: string): realtor.Phone {
  return { number: number.replace(/\D/g, '').slice(-10), type, primary: true, trackable: null, ext: '' };
}

export function address(listing: SampleListing, shown: RealtorPresentation, detail: boolean): realtor.Location {
  const { city, region, postal_code } = listing.address;
  const m = /^(\d+[A-Za-z]?)\s+(.+?)(?:\s+(St|Ave|Blvd|Dr|Rd|Pl|Ln|Way|Ct|Ter|Pkwy|Hwy|Sq))?$/.exec(shown.line);
  const line = shown.unit ? `${shown.line} ${shown.unit}` : shown.line;
  return {
    address: {
      line,
      street_number: m?.[1] ?? null,
      ...(detail ? { street_direction: null } : {}),
      street_name: m?.[2] ?? null,
      street_suffix: m?.[3] ?? null,
      ...(detail ? { street_post_direction: null } : {}),
      unit: shown.unit,
      city,
      state_code: region,
      state: STATES[region] ?? null,
      postal_code,
      country: 'USA',
      coordinate: { lat: listing.latitude, lon: listing.longitude },
      ...(detail ? { validation_code: '121' } : {}),
    },
    county: null,
  };
}

export function advertisers(listing: SampleListing, shown: RealtorPresentation, detail: boolean): realtor.Advertiser[] {
  return [
    {
      type: realtor.SELLER,
      name: listing.agent.name,
      email: listing.agent.email ?? null,
      fulfillment_id: listing.agent.native_id,
      ...(detail ? { state_license: null, broker: { name: shown.office }, mls_set: `A-${shown.mlsId}-${listing.agent.native_id}` } : {}),
      office: { name: shown.office, email: null, fulfillment_id: listing.agency.native_id, href: listing.agency.website, mls_set: `O-${shown.mlsId}-${listing.agency.native_id}`, phones: [phone(listing.agency.phone, 'Office')] },
      phones: [phone(listing.agent.phone, 'Mobile')],
    },
  ];
}

export function describe(listing: SampleListing, shown: RealtorPresentation): realtor.Description {
  const land = shown.type === 'land';
  return {
    beds: land ? null : listing.bedrooms,
    // The integer beside the string counts the half bath as a whole one.
    baths: land ? null : shown.bathsFull + shown.bathsHalf,
    baths_full: land ? null : shown.bathsFull,
    baths_half: land ? null : shown.bathsHalf || null,
    baths_3qtr: null,
    baths_1qtr: null,
    baths_consolidated: land ? null : shown.bathsConsolidated,
    sqft: shown.sqft ?? null,
    lot_sqft: shown.lotSqft ?? null,
    type: shown.type,
    sub_type: shown.subType,
    year_built: listing.year_built ?? null,
    name: null,
  };
}

export function photos(listing: SampleListing): realtor.Photo[] {
  return listing.photos.map((p) => ({ href: p.url }));
}

export function renderHome(listing: SampleListing, shown: RealtorPresentation, generation: SearchGeneration): realtor.SearchHome {
  const { status, flags } = statusOf(listing);
  const history = listing.price_history;
  const last = history[history.length - 1];
  const before = history[history.length - 2];
  const reduction = last && before && last.event === 'price_changed' && last.price < before.price ? before.price - last.price : null;
  const source: realtor.Source =
    generation === 'home_search'
      ? { id: shown.mlsId, agents: [{ office_name: null }], type: 'mls', spec_id: null, plan_id: null }
      : { id: shown.mlsId, ...(shown.mlsNumber === null ? {} : { listing_id: shown.mlsNumber }), type: shown.mlsNumber === null ? 'community' : 'mls' };
  return {
    property_id: shown.propertyId,
    listing_id: listing.native_id,
    list_price: listing.price,
    list_price_max: null,
    list_price_min: null,
    permalink: shown.permalink,
    price_reduced_amount: reduction,
    status,
    list_date: utcSeconds(listing.listed_at),
    ...(generation === 'home_search' ? { last_update_date: utcSeconds(listing.updated_at) } : {}),
    flags,
    photos: photos(listing),
    primary_photo: listing.photos[0] ? { href: listing.photos[0].url } : null,
    photo_count: listing.photos.length,
    advertisers: advertisers(listing, shown, false),
    branding: [{ type: 'Office', photo: null, name: shown.office }],
    location: address(listing, shown, false),
    description: describe(listing, shown),
    source,
    other_listings: { rdc: [{ listing_id: listing.native_id, status, listing_key: null, primary: true }] },
    virtual_tours: null,
    matterport: false,
  };
}
