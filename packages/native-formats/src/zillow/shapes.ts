/**
 * Zillow's native payload shapes, as far as the renderer writes and the collector reads them.
 * They were learned from public scrapers and fixtures of zillow.com pages (search: the `__NEXT_DATA__`
 * of a search page, `props.pageProps.searchPageState.cat1.searchResults.listResults`; detail:
 * `props.pageProps.componentProps.gdpClientCache`, a JSON string keyed by the GraphQL query
 * whose value holds `property`). The parser does not trust these types: a recorded page may not
 * match, so it reads every field defensively.
 */
import type { OpenHouseEntry } from './open-houses.js';

export interface LatLong {
  latitude: number;
  longitude: number;
}

/** `hdpData.homeInfo` of a search card: the home-details summary. */
export interface HomeInfo {
  zpid: number | string;
  streetAddress: string;
  zipcode: string;
  city: string;
  state: string;
  latitude?: number;
  longitude?: number;
  price: number;
  bathrooms?: number;
  bedrooms?: number;
  livingArea?: number;
  homeType: string;
  homeStatus: string;
  homeStatusForHDP: string;
  contingentListingType?: string;
  daysOnZillow: number;
  isFeatured: boolean;
  shouldHighlight: boolean;
  zestimate?: number;
  rentZestimate?: number;
  listing_sub_type: Record<string, boolean>;
  isUnmappable: boolean;
  isPreforeclosureAuction: boolean;
  priceForHDP: number;
  /** "$10,000 (Oct 12)": the last reduction and its day. */
  priceReduction?: string;
  priceChange?: number;
  /** Epoch milliseconds of the last price change. */
  datePriceChanged?: number;
  isNonOwnerOccupied: boolean;
  isPremierBuilder: boolean;
  isZillowOwned: boolean;
  currency: string;
  country: string;
  taxAssessedValue?: number;
  lotAreaValue?: number;
  /** "sqft" or "acres". */
  lotAreaUnit?: string;
}

/** One card of `listResults`. */
export interface ListResult {
  zpid: string;
  id: string;
  providerListingId: string | null;
  imgSrc: string;
  hasImage: boolean;
  carouselPhotos: { url: string }[];
  detailUrl: string;
  statusType: string;
  statusText: string;
  countryCurrency: string;
  /** "$1,250,000" */
  price: string;
  unformattedPrice: number;
  address: string;
  addressStreet: string;
  addressCity: string;
  addressState: string;
  addressZipcode: string;
  isUndisclosedAddress: boolean;
  beds?: number;
  baths?: number;
  /** Living area in whole square feet. */
  area?: number;
  latLong: LatLong | Record<string, never>;
  isZillowOwned: boolean;
  variableData: { type: string; text: string } | null;
  badgeInfo: null;
  hdpData: { homeInfo: HomeInfo };
  isSaved: boolean;
  pgapt: string;
  sgapt: string;
  zestimate?: number;
  shouldShowZestimateAsPrice: boolean;
  has3DModel: boolean;
  hasVideo: boolean;
  isHomeRec: boolean;
  brokerName?: string;
  hasAdditionalAttributions: boolean;
  isFeaturedListing: boolean;
  list: boolean;
  relaxed: boolean;
}

export interface PriceHistoryEntry {
  /** "2026-09-14" */
  date: string;
  /** Epoch milliseconds of `date`. */
  time: number;
  price: number;
  pricePerSquareFoot: number | null;
  priceChangeRate: number;
  /** "Listed for sale", "Price change", "Pending sale", "Sold", … */
  event: string;
  source: string;
  buyerAgent: null;
  sellerAgent: null;
  showCountyLink: boolean;
  postingIsRental: boolean;
}

/** One year of the county's tax record as a home-details page shows it. */
export interface TaxHistoryEntry {
  /** Epoch milliseconds of the tax year's start. */
  time: number;
  taxPaid: number | null;
  taxIncreaseRate: number;
  value: number | null;
  valueIncreaseRate: number;
}

/** The MLS facts of a home-details page (a few of the many members Zillow gives). */
export interface ResoFacts {
  parcelNumber?: string;
  yearBuilt?: number;
  /** "1,856 sqft" */
  livingArea?: string;
  bedrooms?: number;
  bathrooms?: number;
  homeType?: string;
}

export interface ResponsivePhoto {
  caption: string;
  mixedSources: {
    jpeg: { url: string; width: number }[];
    webp: { url: string; width: number }[];
  };
}

export interface AttributionInfo {
  agentName: string;
  agentPhoneNumber: string;
  agentEmail: string | null;
  agentLicenseNumber: string | null;
  brokerName: string;
  brokerPhoneNumber: string;
  mlsId: string;
  mlsName: string;
  /** ISO date-time of the MLS record's last change. */
  lastUpdated: string;
  lastChecked: string;
}

export interface ContactRecipient {
  zuid: string;
  display_name: string;
  business_name: string;
  badge_type: string;
  phone: { areacode: string; prefix: string; number: string };
}

/** The `property` of a detail page's gdpClientCache entry. */
export interface ZillowProperty {
  zpid: number | string;
  streetAddress: string;
  city: string;
  state: string;
  zipcode: string;
  address: { streetAddress: string; city: string; state: string; zipcode: string; neighborhood: string | null };
  country: string;
  currency: string;
  price: number;
  bedrooms?: number;
  bathrooms?: number;
  livingArea?: number;
  livingAreaValue?: number;
  livingAreaUnits?: string;
  lotSize?: number;
  lotAreaValue?: number;
  /** "Square Feet" or "Acres". */
  lotAreaUnits?: string;
  yearBuilt?: number;
  homeType: string;
  homeStatus: string;
  contingentListingType?: string;
  latitude?: number;
  longitude?: number;
  description: string;
  hdpUrl: string;
  datePostedString: string;
  daysOnZillow: number;
  zestimate?: number;
  rentZestimate?: number;
  /** The Zestimate's range either side, in percent, as strings ("6"). */
  zestimateLowPercent?: string;
  zestimateHighPercent?: string;
  taxHistory?: TaxHistoryEntry[];
  resoFacts?: ResoFacts;
  priceHistory: PriceHistoryEntry[];
  photoCount: number;
  responsivePhotos: ResponsivePhoto[];
  attributionInfo: AttributionInfo;
  contact_recipients: ContactRecipient[];
  /** The listing agent as the page links them: `profileUrl` is their profile (`/profile/<screenName>/`). */
  listingAgent?: { displayName: string; profileUrl: string };
  listingTypeDimension: string;
  /** The open houses scheduled, in the property's local time (open-houses.ts). */
  openHouseSchedule?: OpenHouseEntry[];
  /** IANA zone of the property. */
  timeZone?: string;
  /** The building page of a unit in a building (building.ts). */
  bdpUrl?: string;
}

export interface NextData<PageProps> {
  props: { pageProps: PageProps; __N_SSP: boolean };
  page: string;
  query: Record<string, unknown>;
  buildId: string;
  isFallback: boolean;
  gssp: boolean;
}
