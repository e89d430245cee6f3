/**
 * realtor.com's native payload shapes, as far as the renderer writes and the collector reads
 * them. Learned from saved responses and public code (provenance in
 * services/collector-realtor/test/real-pages/README.md): the search object (GraphQL
 * `SearchHome`) verbatim in a 2023 response saved by jss475/pms-mern and in a 2021
 * `__NEXT_DATA__` saved by matthewricklefs/zillow-scraping; the fields HomeHarvest's GraphQL
 * query asks for (Bunsly/HomeHarvest realtor/queries.py); the detail page's `propertyDetails`
 * sub-objects verbatim in scrapfly-scrapers' `results/property.json`. Every field may be null on
 * a real page: the collector reads each one defensively.
 */

export interface Phone {
  number: string | null;
  type: string | null;
  primary: boolean | null;
  trackable?: null;
  ext: string | null;
}

export interface Coordinate {
  lat: number | null;
  lon: number | null;
}

/** `location.address`: `line` holds the unit ("2238 Market St Unit 306"), `unit` it alone. */
export interface Address {
  line: string | null;
  street_number?: string | null;
  street_direction?: string | null;
  street_name?: string | null;
  street_suffix?: string | null;
  street_post_direction?: string | null;
  unit?: string | null;
  city: string | null;
  state_code: string | null;
  state?: string | null;
  postal_code: string | null;
  country?: string | null;
  coordinate: Coordinate | null;
  /** Detail pages: the USPS validation result ("121"). */
  validation_code?: string | null;
}

export interface Location {
  address: Address;
  county?: { name: string | null; fips_code: string | null; state_code?: string | null } | null;
  street_view_url?: string | null;
  neighborhoods?: { name: string }[] | null;
}

/**
 * `description`: `baths_consolidated` is a string ("2.5", "7.5+"); `baths` an integer that counts
 * a half bath as one (3 for two full and a half, in the 2021 results); sq ft throughout.
 */
export interface Description {
  beds: number | null;
  baths?: number | null;
  baths_full: number | null;
  baths_half: number | null;
  baths_3qtr?: number | null;
  baths_1qtr?: number | null;
  baths_total?: number | null;
  baths_consolidated?: string | null;
  sqft: number | null;
  lot_sqft: number | null;
  type: string | null;
  sub_type: string | null;
  year_built: number | null;
  stories?: number | null;
  garage?: number | null;
  styles?: string[] | null;
  name: string | null;
  /** Detail pages: the listing's remarks. */
  text?: string | null;
}

/** `source`: the MLS feed. `id` is the MLS ("BSMA", "SFCA"), `listing_id` the MLS number (absent on 2021 search results). */
export interface Source {
  id: string | null;
  listing_id?: string | null;
  type: string | null;
  name?: string | null;
  agents?: SourceAgent[] | null;
  last_update_date?: string | null;
  spec_id?: null;
  plan_id?: null;
}

export interface SourceAgent {
  agent_id?: string | null;
  agent_name?: string | null;
  agent_email?: string | null;
  agent_phone?: string | null;
  id?: string | null;
  office_id?: string | null;
  office_name: string | null;
  office_phone?: string | null;
  type?: string | null;
}

export interface Advertiser {
  type: string | null;
  name?: string | null;
  email?: string | null;
  fulfillment_id?: string | null;
  state_license?: string | null;
  mls_set?: string | null;
  broker?: { name: string | null; fulfillment_id?: string | null } | null;
  builder?: null;
  office?: { name: string | null; email?: string | null; fulfillment_id?: string | null; href?: string | null; mls_set?: string | null; phones: Phone[] | null } | null;
  phones?: Phone[] | null;
}

export interface Flags {
  is_coming_soon?: boolean | null;
  is_pending: boolean | null;
  is_contingent?: boolean | null;
  is_foreclosure?: boolean | null;
  is_new_construction: boolean | null;
  is_new_listing: boolean | null;
  is_price_reduced?: boolean | null;
  is_short_sale?: boolean | null;
  is_auction?: boolean | null;
}

export interface Photo {
  href: string;
  /** Detail pages. */
  tags?: { label: string }[] | null;
}

/** A search result: `props.pageProps.properties[]`, `searchResults.home_search.results[]`, or GraphQL `data.home_search.results[]`. */
export interface SearchHome {
  __typename?: 'SearchHome';
  property_id: string;
  listing_id: string;
  list_price: number | null;
  list_price_max?: number | null;
  list_price_min?: number | null;
  permalink: string;
  price_reduced_amount: number | null;
  status: string;
  /** "2023-01-18T23:19:09Z" */
  list_date: string | null;
  /** 2021 results. */
  last_update_date?: string | null;
  flags: Flags;
  photos: Photo[] | null;
  primary_photo: { href: string } | null;
  photo_count?: number | null;
  advertisers: Advertiser[] | null;
  branding: { type: string; photo: null; name: string | null }[] | null;
  location: Location;
  description: Description;
  source: Source | null;
  other_listings?: { rdc: { listing_id: string; status: string; listing_key?: null; primary?: boolean | null }[] } | null;
  virtual_tours?: null;
  matterport?: boolean;
}

/** `__NEXT_DATA__` of a search page since about 2023. */
export interface SearchNextData {
  props: { pageProps: { properties: SearchHome[]; totalProperties: number } };
  page: string;
  query?: Record<string, string>;
}

/** `home_search` as the 2021 pages and the GraphQL search answer it. */
export interface HomeSearch {
  __typename?: 'HomeSearchResult';
  count: number;
  total: number;
  results: SearchHome[];
}

/** `__NEXT_DATA__` of a 2021 search page. */
export interface LegacySearchNextData {
  props: { pageProps: { searchResults: { home_search: HomeSearch } } };
  page: string;
}

/** The GraphQL search response (`POST /api/v1/rdc_search_srp`, HomeHarvest). */
export interface SearchResponse {
  data: { home_search: HomeSearch };
}

export interface HistoryEntry {
  date: string;
  event_name: string;
  price: number | null;
  price_sqft?: number | null;
  source_name?: string | null;
  listing?: { list_price: number | null } | null;
}

/** `props.pageProps.initialReduxState.propertyDetails` of a detail page. */
export interface PropertyDetails {
  property_id: string;
  listing_id: string;
  href: string;
  permalink?: string;
  status: string;
  list_price: number | null;
  last_price_change_amount: number | null;
  price_per_sqft: number | null;
  list_date: string | null;
  last_sold_price: number | null;
  last_sold_date: string | null;
  description: Description;
  flags: Flags;
  location: Location;
  photos: Photo[] | null;
  advertisers: Advertiser[] | null;
  source: Source | null;
  property_history: HistoryEntry[] | null;
  other_listings?: SearchHome['other_listings'];
  hoa?: { fee: number | null } | null;
}

export interface DetailNextData {
  props: { pageProps: { initialReduxState: { propertyDetails: PropertyDetails } } };
  page: string;
  query?: Record<string, string>;
}
