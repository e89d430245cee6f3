/** A sample listing as one card of a Zillow search page's `listResults`. */
import { zillow } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { dollars } from './format.js';
import { zillowPresentation } from './presentation.js';
import { daysBetween, hdpPath, lastPriceChange, pin, street, zpidValue } from './render-common.js';
import { zillowStatus } from './terms.js';

const CAROUSEL_SIZE = 6;

export function renderCard(listing: SampleListing): zillow.ListResult {
  const shown = zillowPresentation(listing);
  const status = zillowStatus(listing.status, shown.homeType);
  const { city, region, postal_code } = listing.address;
  const line = street(listing);
  const point = pin(listing);
  const change = listing.status === 'sold' ? undefined : lastPriceChange(listing);
  const isLot = shown.homeType === 'LOT';
  const days = daysBetween(listing.listed_at, listing.updated_at);

  const homeInfo: zillow.HomeInfo = {
    zpid: zpidValue(listing),
    streetAddress: line,
    zipcode: postal_code,
    city,
    state: region,
    latitude: point.latitude,
    longitude: point.longitude,
    price: listing.price,
    ...(isLot ? {} : { bathrooms: listing.bathrooms, bedrooms: listing.bedrooms }),
    ...(shown.livingAreaSqft !== undefined ? { livingArea: shown.livingAreaSqft } : {}),
    homeType: shown.homeType,
    homeStatus: status.homeStatus,
    homeStatusForHDP: status.homeStatus,
    ...(status.contingentListingType ? { contingentListingType: status.contingentListingType } : {}),
    daysOnZillow: days,
    isFeatured: false,
    shouldHighlight: false,
    ...(shown.zestimate !== undefined ? { zestimate: shown.zestimate } : {}),
    listing_sub_type: { is_FSBA: true },
    isUnmappable: false,
    isPreforeclosureAuction: false,
    priceForHDP: listing.price,
    ...(change?.reductionText ? { priceReduction: change.reductionText } : {}),
    ...(change ? { priceChange: change.change, datePriceChanged: Date.parse(`${change.day}T00:00:00Z`) } : {}),
    isNonOwnerOccupied: true,
    isPremierBuilder: false,
    isZillowOwned: false,
    currency: 'USD',
    country: 'USA',
    ...(shown.lot ? { lotAreaValue: shown.lot.value, lotAreaUnit: shown.lot.unit } : {}),
  };

  const photos = listing.photos.slice(0, CAROUSEL_SIZE).map((p) => ({ url: p.url }));
  const first = photos[0]?.url;
  return {
    zpid: listing.native_id,
    id: listing.native_id,
    providerListingId: null,
    imgSrc: first ?? `https://maps.googleapis.com/maps/api/staticmap?size=400x300&zoom=17&center=${point.latitude},${point.longitude}`,
    hasImage: first !== undefined,
    carouselPhotos: photos,
    detailUrl: zillow.absoluteUrl(hdpPath(listing)) ?? hdpPath(listing),
    statusType: status.statusType,
    statusText: status.statusText,
    countryCurrency: '$',
    price: dollars(listing.price),
    unformattedPrice: listing.price,
    address: `${line}, ${city}, ${region} ${postal_code}`,
    addressStreet: line,
    addressCity: city,
    addressState: region,
    addressZipcode: postal_code,
    isUndisclosedAddress: false,
    ...(isLot ? {} : { beds: listing.bedrooms, baths: listing.bathrooms }),
    ...(shown.livingAreaSqft !== undefined ? { area: shown.livingAreaSqft } : {}),
    latLong: point,
    isZillowOwned: false,
    variableData: change?.reductionText
      ? { type: 'PRICE_REDUCTION', text: change.reductionText }
      : days <= 7 && listing.status === 'active'
        ? { type: 'TIME_ON_INFO', text: `${days} day${days === 1 ? '' : 's'} on Zillow` }
        : null,
    badgeInfo: null,
    hdpData: { homeInfo },
    isSaved: false,
    pgapt: listing.status === 'sold' ? 'RecentlySold' : 'ForSale',
    sgapt: listing.status === 'sold' ? 'Recently Sold' : 'For Sale (Broker)',
    ...(shown.zestimate !== undefined ? { zestimate: shown.zestimate } : {}),
    shouldShowZestimateAsPrice: false,
    has3DModel: false,
    hasVideo: false,
    isHomeRec: false,
    brokerName: listing.agency.name,
    hasAdditionalAttributions: true,
    isFeaturedListing: false,
    list: true,
    relaxed: false,
  };
}
