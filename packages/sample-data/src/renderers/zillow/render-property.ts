/** A sample listing as the `property` of a Zillow home-details page. */
import { zillow } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { pacificClock, wholeSquareFeet } from './format.js';
import { auctionFields } from './auction.js';
import { openHouseFields } from './open-houses.js';
import { buildingFields } from './render-building.js';
import { zillowPresentation } from './presentation.js';
import { propertyFacts, withPastSale } from './property-records.js';
import { daysBetween, hdpPath, mlsName, pin, street, zpidValue } from './render-common.js';
import { mlsNumber } from '../mls.js';
import { screenNameOf } from './render-profile.js';
import { zillowStatus } from './terms.js';

const PHOTO_WIDTHS = [192, 384, 576, 768, 1024, 1536] as const;

/**
 * Zillow serves each photo in several widths; the widest is the original. Sample photo URLs
 * ending in `.jpg` get Zillow's `-cc_ft_<width>` suffix for the smaller ones.
 */
function responsivePhoto(url: string, caption: string | undefined): zillow.ResponsivePhoto {
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] as number;
  const sized = (width: number, ext: 'jpg' | 'webp'): string => {
    if (!/\.jpg$/i.test(url)) return url;
    if (ext === 'jpg' && width === largest) return url;
    return url.replace(/\.jpg$/i, `-cc_ft_${width}.${ext}`);
  };
  return {
    caption: caption ?? '',
    mixedSources: {
      jpeg: PHOTO_WIDTHS.map((width) => ({ url: sized(width, 'jpg'), width })),
      webp: PHOTO_WIDTHS.map((width) => ({ url: sized(width, 'webp'), width })),
    },
  };
}

/** Zillow lists the history newest first, with the status changes beside the price changes. */
function priceHistory(listing: SampleListing, sqft: number | undefined, mls: string): zillow.PriceHistoryEntry[] {
  const entries: zillow.PriceHistoryEntry[] = [];
  let previous: number | undefined;
  for (const point of listing.price_history) {
    const day = zillow.isoDay(point.date);
    if (!day) continue;
    entries.push(entry(day, point.price, point.event === 'listed' ? 'Listed for sale' : 'Price change', previous, sqft, mls));
    previous = point.price;
  }
  const rental = earlierRental(listing, sqft, mls);
  if (rental) entries.unshift(rental);
  const updated = zillow.isoDay(listing.updated_at);
  if (updated && listing.status === 'pending') entries.push(entry(updated, listing.price, 'Pending sale', undefined, sqft, mls));
  if (updated && listing.status === 'sold') entries.push(entry(updated, listing.price, 'Sold', previous, sqft, mls));
  return entries.reverse();
}

/**
 * A home's history on Zillow holds its rental postings beside its sales (`postingIsRental`):
 * about one home in four was let before it came up for sale, three years earlier, at a monthly
 * rent of about 0.4 % of the price. The history is the home's, so a sale listing's page shows it.
 */
function earlierRental(listing: SampleListing, sqft: number | undefined, mls: string): zillow.PriceHistoryEntry | undefined {
  const listed = zillow.isoDay(listing.listed_at);
  if (!listed || Number(listing.native_id.replace(/\D/g, '').slice(-2)) % 4 !== 0) return undefined;
  const day = `${Number(listed.slice(0, 4)) - 3}${listed.slice(4)}`;
  const rent = Math.round((listing.price * 0.004) / 50) * 50;
  return { ...entry(day, rent, 'Listed for rent', undefined, sqft, mls), pricePerSquareFoot: sqft ? Math.round((rent / sqft) * 100) / 100 : null, postingIsRental: true };
}

function entry(day: string, price: number, event: string, previous: number | undefined, sqft: number | undefined, source: string): zillow.PriceHistoryEntry {
  return {
    date: day,
    time: Date.parse(`${day}T00:00:00Z`),
    price,
    pricePerSquareFoot: sqft ? Math.round(price / sqft) : null,
    priceChangeRate: previous ? Math.round(((price - previous) / previous) * 10_000) / 10_000 : 0,
    event,
    source,
    buyerAgent: null,
    sellerAgent: null,
    showCountyLink: false,
    postingIsRental: false,
  };
}

/** "(512) 555-0134" → Zillow's split phone. */
function splitPhone(phone: string): zillow.ContactRecipient['phone'] {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return { areacode: digits.slice(0, 3), prefix: digits.slice(3, 6), number: digits.slice(6) };
}

export function renderProperty(listing: SampleListing): zillow.ZillowProperty {
  const shown = zillowPresentation(listing);
  const status = zillowStatus(listing.status, shown.homeType);
  const { city, region, postal_code } = listing.address;
  const line = street(listing);
  const point = pin(listing);
  const isLot = shown.homeType === 'LOT';
  const mls = mlsName(listing);
  const lotSqft = listing.plot_area_sqm ? wholeSquareFeet(listing.plot_area_sqm) : undefined;

  return {
    zpid: zpidValue(listing),
    streetAddress: line,
    city,
    state: region,
    zipcode: postal_code,
    address: { streetAddress: line, city, state: region, zipcode: postal_code, neighborhood: null },
    country: 'USA',
    currency: 'USD',
    price: listing.price,
    ...(isLot ? {} : { bedrooms: listing.bedrooms, bathrooms: listing.bathrooms }),
    ...(shown.livingAreaSqft !== undefined
      ? { livingArea: shown.livingAreaSqft, livingAreaValue: shown.livingAreaSqft, livingAreaUnits: 'Square Feet' }
      : {}),
    ...(lotSqft !== undefined ? { lotSize: lotSqft } : {}),
    ...(shown.lot ? { lotAreaValue: shown.lot.value, lotAreaUnits: shown.lot.unit === 'acres' ? 'Acres' : 'Square Feet' } : {}),
    ...(listing.year_built !== undefined && !isLot ? { yearBuilt: listing.year_built } : {}),
    homeType: shown.homeType,
    homeStatus: status.homeStatus,
    ...(status.contingentListingType ? { contingentListingType: status.contingentListingType } : {}),
    latitude: point.latitude,
    longitude: point.longitude,
    description: listing.description,
    hdpUrl: hdpPath(listing),
    datePostedString: zillow.isoDay(listing.listed_at) ?? listing.listed_at,
    daysOnZillow: daysBetween(listing.listed_at, listing.updated_at),
    ...(shown.zestimate !== undefined ? { zestimate: shown.zestimate } : {}),
    ...propertyFacts(listing),
    priceHistory: withPastSale(priceHistory(listing, shown.livingAreaSqft, mls), listing, mls),
    photoCount: listing.photos.length,
    responsivePhotos: listing.photos.map((p) => responsivePhoto(p.url, p.caption)),
    attributionInfo: {
      agentName: listing.agent.name,
      agentPhoneNumber: listing.agent.phone,
      agentEmail: listing.agent.email ?? null,
      agentLicenseNumber: null,
      brokerName: listing.agency.name,
      brokerPhoneNumber: listing.agency.phone,
      // The MLS number of the home's sale: realtor.com shows the same one (renderers/mls.ts).
      mlsId: mlsNumber(listing),
      mlsName: mls,
      lastUpdated: pacificClock(listing.updated_at),
      lastChecked: pacificClock(listing.updated_at),
    },
    contact_recipients: [
      {
        zuid: listing.agent.native_id,
        display_name: listing.agent.name,
        business_name: listing.agency.name,
        badge_type: 'Listing Agent',
        phone: splitPhone(listing.agent.phone),
      },
    ],
    listingAgent: { displayName: listing.agent.name, profileUrl: `/profile/${screenNameOf(listing)}/` },
    listingTypeDimension: 'For Sale by Agent',
    ...openHouseFields(listing),
    ...buildingFields(listing),
    ...auctionFields(listing),
  };
}
