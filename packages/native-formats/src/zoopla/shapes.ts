/**
 * Zoopla's native payload shapes, as far as the renderer writes and the collector reads them.
 * Learned from saved pages and public code (provenance in
 * services/collector-zoopla/test/real-pages/README.md): the search card of
 * `regularListingsFormatted[]` (verbatim in scrapfly-scrapers' 2023 `results/search.json`) and
 * the detail page's `ListingData` object (verbatim in a 2026 RSC page saved by
 * RealEstateWebTools/property_web_scraper). The same card and the same `ListingData` keys are
 * carried by both generations of the site: `<script id="__NEXT_DATA__">` until late 2024, React
 * Server Components flight chunks since. The collector reads every field defensively.
 */

export interface CardFeature {
  /** `bed`, `bath`, `chair` (receptions). */
  iconId: string;
  content: number;
}

export interface SearchCard {
  listingId: string;
  /** "Liverpool Road, London N1": street, town and outward code only. */
  address: string;
  /** "£1,850,000" (or "£1,750 pcm" to rent). */
  price: string;
  /** "£1.85m" */
  shortPriceTitle: string;
  /** Qualifier text: "", "Offers over", "Guide price". */
  priceTitle: string;
  priceDrop: string | null;
  alternativeRentFrequencyLabel: string | null;
  propertyType: string | null;
  /** "5 bed terraced house for sale" */
  title: string;
  summaryDescription: string;
  features: CardFeature[];
  /** "Just added", "Reduced" or null. */
  flag: string | null;
  underOffer: boolean;
  tags: { content: string }[];
  highlights: unknown[];
  branch: { branchId: number; branchDetailsUri: string; logoUrl: string; name: string; phone: string };
  image: { src: string; responsiveImgList: { width: number; src: string }[]; caption: string | null };
  /** `[null, "/36923f….jpg"]` pairs: the gallery's filenames. */
  gallery: [null, string][];
  numberOfImages: number;
  numberOfFloorPlans: number;
  numberOfVideos: number;
  listingUris: { contact: string; detail: string; success: string };
  location: { coordinates: { isApproximate: boolean; latitude: number; longitude: number } };
  /** "1st Nov 2023": the day only. */
  publishedOn: string;
  publishedOnLabel: string;
  /** "2023-11-01T10:42:29": UK local time, no zone. */
  lastPublishedDate: string;
  displayType: string;
  featuredType: string | null;
  isPremium: boolean;
  isFavourite: boolean;
  availableFrom: string;
  availableFromLabel: string;
  transports: unknown[];
}

/** Search pagination of the RSC generation; the 2023 `__NEXT_DATA__` page kept `pageNumberMax` in `initialState`. */
export interface SearchPagination {
  pageNumber: number;
  pageNumberMax: number;
  totalResults: number;
  totalResultsWasLimited: boolean;
}

/** What an RSC search page's element props hold beside the results: promoted and out-of-area cards are not results. */
export interface SearchResultsProps {
  regularListingsFormatted: SearchCard[];
  featuredListingsFormatted: SearchCard[];
  extendedListingsFormatted: SearchCard[];
  pagination: SearchPagination;
}

/** `__NEXT_DATA__` of a 2023 search page. */
export interface SearchNextData {
  props: { pageProps: { regularListingsFormatted: SearchCard[]; initialState: { pageNumberMax: number }; searchResults?: { pagination: SearchPagination } } };
  page: string;
}

export interface Pricing {
  internalValue: number;
  isAuction: boolean;
  /** "£550,000" */
  label: string;
  currencyCode: string;
  /** `offers_over` or null. */
  qualifier: string | null;
  priceQualifierLabel: string | null;
  rentFrequencyLabel: string | null;
  alternateRentFrequencyPrice: unknown;
  pricePerFloorAreaUnit: { internalValue: number; unitsLabel: string; label: string } | null;
  originalCurrencyPrice: unknown;
}

export interface ListingLocation {
  /** The UPRN (a string of digits), where the agent gave the address. */
  uprn: string | null;
  /** Full postcode "CT6 6DL". */
  postalCode: string | null;
  coordinates: { latitude: number; longitude: number; isApproximate?: boolean };
  outcode: string | null;
  /** "9", "14 HARLOW WAY", or null where the agent hides it. */
  propertyNumberOrName: string | null;
  region: string | null;
  streetName: string | null;
  townOrCity?: string | null;
}

/** `adTargeting` / `analyticsTaxonomy`: flat strings and numbers for ad targeting. */
export interface AdTargeting {
  __typename: 'ListingAnalyticsTaxonomy';
  listingId: number;
  displayAddress: string;
  outcode: string;
  incode: string;
  postTownName: string;
  propertyType: string;
  listingStatus: string;
  section: string;
  numBeds: number | null;
  numBaths: number | null;
  numRecepts: number | null;
  price: number;
  priceActual: number;
  priceQualifier: string;
  sizeSqFeet: string;
  tenure: string | null;
  branchId: number;
  branchName: string;
  brandName: string;
  companyId: number;
  currencyCode: string;
  countryCode: string;
  listingCondition: string;
  numImages: number;
}

export interface Branch2026 {
  branchId: number;
  branchName: string;
  branchDetailsUri: string;
  logoUrl: string;
  redirectPhone: string | null;
  isDeveloper: boolean | null;
}

/** The 2023 `__NEXT_DATA__` branch, with its office address. */
export interface Branch2023 {
  __typename: 'AgentBranch';
  branchId: string;
  name: string;
  phone: string;
  address: string;
  postcode: string;
  branchDetailsUri: string;
  memberType: string;
}

/** A detail page's listing: `ListingData` in the RSC element props, `pageProps.listingDetails` in `__NEXT_DATA__`. */
export interface ListingData {
  __typename: 'ListingData';
  listingId: string;
  displayAddress: string;
  metaTitle: string;
  section: string;
  /** "4 bed semi-detached house for sale" */
  title: string;
  propertyType: string | null;
  /** The text, or on RSC pages often a `"$8f"` reference to a text row. */
  detailedDescription: string;
  adTargeting: AdTargeting;
  counts: { numBedrooms: number | null; numBathrooms: number | null; numLivingRooms: number | null };
  floorArea: { value: number; unitsLabel: string; units: string; label: string } | null;
  ingested: { sizeSqft: number | null; sizeSource: string | null } | null;
  /** null while available; "Under offer", "Sold subject to contract". */
  statusSummary: { label: string } | null;
  location: ListingLocation;
  pricing: Pricing;
  tenure: string | null;
  features: { bullets: string[]; highlights: unknown };
  propertyImage: { filename: string; caption: string | null }[];
  floorPlan: { image: { filename: string; caption: string | null }[] | null; links: unknown; pdf: unknown } | null;
  category: string;
  /** "2025-09-20T13:46:10": UK local time, no zone. */
  publishedOn: string;
  /** RSC pages. */
  branchV2?: Branch2026;
  /** `__NEXT_DATA__` pages. */
  branch?: Branch2023;
  priceHistory?: { firstPublished: { firstPublishedDate: string; priceLabel: string } | null; priceChanges: { priceLabel: string; isPriceDrop: boolean; isMinorChange: boolean; priceChangeDate: string }[] | null } | null;
}

/** `__NEXT_DATA__` of a pre-2025 detail page. */
export interface DetailNextData {
  props: { pageProps: { listingDetails: ListingData } };
  page: string;
}
