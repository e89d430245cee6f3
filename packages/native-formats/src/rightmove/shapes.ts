/**
 * Rightmove's native payload shapes, as far as the renderer writes and the collector reads them.
 * They were learned from public scrapers and type definitions of rightmove.co.uk pages: the search
 * results JSON (`properties[]` with `price.displayPrices`, `customer`, `propertyImages`,
 * `displaySize`, `listingUpdate`, `addedOrReduced`, `displayStatus`) and the property page's
 * `window.PAGE_MODEL` (`propertyData` with `prices`, `address.outcode/incode`, `sizings`,
 * `images`, `floorplans`, `tenure`, `listingHistory`; `metadata`; `analyticsInfo`). Overseas
 * listings (Rightmove Overseas) use the same shapes with their own `countryCode` and
 * `currencyCode` and no UK postcode parts; see overseas.ts. The parser does not trust these
 * types: a recorded page may not match, so it reads every field defensively.
 */

export interface DisplayPrice {
  /** "£450,000", "€450,000", "$870,000" or "POA" */
  displayPrice: string;
  /** "Offers Over", "Guide Price", "" … */
  displayPriceQualifier: string;
}

export interface Customer {
  branchId: number | string;
  brandPlusLogoURI: string;
  contactTelephone: string;
  /** "Gooms, Richmond" */
  branchDisplayName: string;
  branchName: string;
  brandTradingName: string;
  branchLandingPageUrl: string;
  development: boolean;
  showReducedProperties: boolean;
  commercial: boolean;
  showOnMap: boolean;
  enhancedListing: boolean;
  developmentContent: null;
  buildToRent: boolean;
  buildToRentBenefits: string[];
  brandPlusLogoUrl: string;
}

/** One entry of the search results' `properties`. */
export interface SearchProperty {
  id: number | string;
  bedrooms: number | null;
  bathrooms: number | null;
  numberOfImages: number;
  numberOfFloorplans: number;
  numberOfVirtualTours: number;
  summary: string;
  /** "Kew Road, London, TW9": street, town and outward code, rarely the house number. */
  displayAddress: string;
  countryCode: string;
  location: { latitude: number; longitude: number };
  propertyImages: {
    images: { srcUrl: string; url: string; caption: string | null }[];
    mainImageSrc: string;
    mainMapImageSrc: string;
  };
  propertySubType: string;
  listingUpdate: { listingUpdateReason: string; listingUpdateDate: string };
  premiumListing: boolean;
  featuredProperty: boolean;
  price: { amount: number; frequency: string; currencyCode: string; displayPrices: DisplayPrice[] };
  customer: Customer;
  distance: null;
  transactionType: string;
  productLabel: { productLabelText: string | null; spotlightLabel: boolean };
  commercial: boolean;
  development: boolean;
  residential: boolean;
  students: boolean;
  auction: boolean;
  feesApply: boolean;
  feesApplyText: string | null;
  /** "1,200 sq. ft.", "95 sq. m." (metric countries overseas) or "" */
  displaySize: string;
  showOnMap: boolean;
  /** "/properties/158844158#/?channel=RES_BUY" */
  propertyUrl: string;
  contactUrl: string;
  staticMapUrl: string | null;
  channel: string;
  firstVisibleDate: string;
  keywords: string[];
  keywordMatchType: string;
  saved: boolean;
  hidden: boolean;
  onlineViewingsAvailable: boolean;
  lozengeModel: { matchingLozenges: unknown[] };
  hasBrandPlus: boolean;
  /** "", "Under Offer", "Sold STC" */
  displayStatus: string;
  enquiredTimestamp: null;
  enquiryAddedTimestamp: null;
  enquiryCalledTimestamp: null;
  heading: string;
  /** "Added on 01/03/2025", "Reduced on 12/10/2026" */
  addedOrReduced: string;
  formattedBranchName: string;
  formattedDistance: string;
  /** "3 bedroom semi-detached house for sale" */
  propertyTypeFullDescription: string;
  isRecent: boolean;
  enhancedListing: boolean;
}

export interface SearchResults {
  properties: SearchProperty[];
  resultCount: string;
  searchParametersDescription: string;
  pagination: { total: number; options: { value: string; description: string }[]; first: string; last: string; next?: string; page: string };
  location: { id: number; displayName: string; shortDisplayName: string; locationType: string };
  timestamp: number;
}

export interface Sizing {
  /** "sqft", "sqm", "ac", "ha" */
  unit: string;
  displayUnit: string;
  minimumSize: number;
  maximumSize: number;
}

export interface PageImage {
  url: string;
  caption: string | null;
  resizedImageUrls: { size135x100: string; size476x317: string; size656x437: string };
}

export interface PageFloorplan {
  url: string;
  caption: string | null;
  type: string;
  resizedFloorplanUrls: { size296x197: string };
}

export interface PropertyData {
  id: string;
  status: { published: boolean; archived: boolean };
  text: {
    /** HTML fragment */
    description: string;
    propertyPhrase: string;
    disclaimer: string;
    pageTitle: string;
    shortDescription: string;
    /** Auction lots: the auctioneer's fees, what a guide price is, what the reserve is (null on other listings). */
    auctionFeesDisclaimer?: string | null;
    guidePriceDisclaimer?: string | null;
    reservePriceDisclaimer?: string | null;
    newHomesBrochureDisclaimer?: string | null;
  };
  prices: {
    /** "£450,000", "€450,000" (overseas prices are in the listing's currency), "POA" */
    primaryPrice: string;
    /** Not written by the renderer; overseas pages may show a sterling approximation here, which is never the price. */
    secondaryPrice: string | null;
    displayPriceQualifier: string;
    pricePerSqFt: string | null;
    message: string | null;
    exchangeRate: string | null;
  };
  /** UK homes carry the outward and inward codes and the nation; overseas ones none of these. */
  address: { displayAddress: string; countryCode: string; deliveryPointId: number | null; ukCountry: string | null; outcode: string | null; incode: string | null };
  keyFeatures: string[];
  images: PageImage[];
  floorplans: PageFloorplan[];
  virtualTours: unknown[];
  customer: {
    branchId: number | string;
    branchName: string;
    branchDisplayName: string;
    companyName: string;
    companyTradingName: string;
    displayAddress: string;
    logoPath: string;
    customerProfileUrl: string;
    customerPropertiesUrl: string;
    isNewHomeDeveloper: boolean;
    commercial: boolean;
    /** A new-homes developer's branch is one development: its site plan and the features its microsite lists. */
    developmentInfo?: { sitePlanUri: string | null; micrositeFeatures: string[] };
    buildToRent?: boolean;
    products?: { hasMicrosite: boolean };
  };
  rooms: unknown[];
  location: { latitude: number; longitude: number; circleRadiusOnMap: number; zoomLevel: number; pinType: string; showMap: boolean };
  nearestStations: { name: string; types: string[]; distance: number; unit: string }[];
  sizings: Sizing[];
  /** A developer's brochures of the development (PDFs). */
  brochures?: { url: string; caption: string | null }[];
  bedrooms: number | null;
  bathrooms: number | null;
  transactionType: string;
  tags: string[];
  listingHistory: { listingUpdateReason: string };
  contactInfo: { contactMethod: string; telephoneNumbers: { localNumber: string; internationalNumber: string | null } };
  tenure: { tenureType: string | null; yearsRemainingOnLease: number | null; message: string | null };
  propertySubType: string;
  livingCosts: { councilTaxBand: string | null; annualServiceCharge: number | null };
  mortgageCalculator: { price: number; propertyTypeAlias: string };
}

export interface PageModel {
  propertyData: PropertyData;
  metadata: { publicsiteUrl: string; currencyCode: string; copyLinkUrl: string; mediaServerUrl: string; serverTimestamp: number };
  isAuthenticated: boolean;
  analyticsInfo: {
    analyticsBranch: { branchId: number | string; branchName: string; brandName: string; companyName: string; displayAddress: string };
    analyticsProperty: {
      /** "20250301" */
      added: string;
      beds: number | null;
      country: string;
      currency: string;
      latitude: number;
      longitude: number;
      maxSizeFt: number | null;
      minSizeFt: number | null;
      postcode: string | null;
      price: number;
      priceQualifier: string;
      propertyId: number | string;
      propertySubType: string;
      propertyType: string;
      soldSTC: boolean;
      /** Sold by auction only. */
      auctionOnly?: boolean;
      /** "New" for a new home, "Resale" otherwise. */
      preOwned?: string;
    };
  };
}
