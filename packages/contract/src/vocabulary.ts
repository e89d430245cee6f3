/**
 * The service's vocabularies for the values normalisers write and clients filter on. This module
 * imports nothing, so producers (`@estate/normalize`, through `@estate/contract/vocabulary`) share
 * the exact members without loading the schemas or the validator. The resource schemas publish each
 * vocabulary as an open enumeration; request filters use it as a closed one.
 *
 * Every vocabulary comes with the meaning of each member. The `Record` types make the compiler
 * refuse a member without a meaning, and the meanings are what the OpenAPI document shows.
 */

/**
 * The members partition properties: each property has exactly one, so a filter on `apartment`
 * finds every flat. Finer labels (bungalow, penthouse, studio, maisonette, duplex) are not members:
 * one value per property cannot say both `house` and `bungalow`, only some platforms label them,
 * and `duplex` means a two-storey flat on idealista but a two-unit building on Zillow. Studios are
 * `apartment` with `bedrooms: 0`.
 */
export const PROPERTY_TYPES = [
  'house', 'semi_detached', 'townhouse', 'apartment', 'condo', 'co_op', 'multi_family', 'manufactured', 'land',
  'commercial', 'parking', 'room', 'other', 'unknown',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_MEANINGS: Readonly<Record<PropertyType, string>> = {
  house: 'a detached house for one household, including bungalows, villas, chalets, cottages and 一戸建て',
  semi_detached: 'a house sharing one wall with its neighbour (semi-detached, Doppelhaushälfte, chalet pareado)',
  townhouse: 'a terraced or row house, end of terrace included (Reihenhaus, chalet adosado, テラスハウス)',
  apartment:
    'a home in a building of several: flat, penthouse, maisonette, studio, loft, a Spanish dúplex, マンション; owned flats outside the US are apartments too',
  condo: 'a US condominium unit: owned outright, within a condominium association',
  co_op: 'a US housing co-operative: a share in the corporation that owns the building',
  multi_family: 'a whole building of two or more homes, sold or let as one (US duplex and triplex, Mehrfamilienhaus, block of flats, 一棟マンション)',
  manufactured: 'a manufactured, mobile or park home',
  land: 'land without a home: building plots, lots, farmland',
  commercial: 'shops, offices, premises and other non-residential property',
  parking: 'a garage or parking space',
  room: 'a room in a shared home',
  other: 'a type the source states precisely that fits none of the above (houseboat, barn conversion, castle, storage room)',
  unknown: 'the source gave a type the service cannot map yet, or said itself that it does not know; an absent `property_type` means the source gave none',
};

/**
 * How a price is meant. Most kinds are read from the listing's wording; `sold`, `estimate`,
 * `bid` and `quote` come from the field a source put the amount in.
 */
export const PRICE_KINDS = [
  'asking', 'offers_over', 'offers_in_region', 'guide', 'fixed', 'from', 'range', 'approximate', 'negotiable',
  'shared_ownership', 'on_request', 'to_be_announced', 'sold', 'estimate', 'bid', 'quote', 'unknown',
] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

export const PRICE_KIND_MEANINGS: Readonly<Record<PriceKind, string>> = {
  asking: 'a plain asking price or rent',
  offers_over: 'offers are invited above the amount ("Offers over", "Offers in excess of", OIEO)',
  offers_in_region: 'offers are invited near the amount ("Offers in the region of", OIRO)',
  guide: 'a guide to the expected price ("Guide price", UK agents and auctions)',
  fixed: 'the seller takes this amount and no other ("Fixed price", "Festpreis")',
  from: 'the lowest of several units or options ("From", "desde", "ab", "3,980万円～"); `min` equals `amount`',
  range: 'a span: `amount` and `min` are the lower bound, `max` the upper',
  approximate: 'an approximate figure ("ca.", "approx.", "約", "4,000万円台")',
  negotiable: 'an asking price open to negotiation ("VB", "ono", "negociable")',
  shared_ownership: 'the amount buys a share of the property, not the whole (UK shared ownership)',
  on_request: 'given only on request ("POA", "Preis auf Anfrage", "A consultar"); no `amount`',
  to_be_announced: 'not set yet ("価格未定", "TBC", "Coming soon"); no `amount`',
  sold: 'the price the property sold or let for',
  estimate: 'a valuation, not an offer to sell (an automated estimate such as a Zestimate, or an appraisal)',
  bid: 'an amount bid at auction: a starting, current or winning bid',
  quote: 'a price quoted for given dates and guests',
  unknown: 'the source shows nothing readable as a price; no `amount`',
};

export const PRICE_PERIODS = ['night', 'week', 'month', 'year'] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];

export const PRICE_PERIOD_MEANINGS: Readonly<Record<PricePeriod, string>> = {
  night: 'per night',
  week: 'per week',
  month: 'per calendar month',
  year: 'per year',
};

export const AREA_UNITS = ['sqm', 'sqft', 'tsubo', 'acre', 'hectare'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

export const AREA_UNIT_MEANINGS: Readonly<Record<AreaUnit, string>> = {
  sqm: 'square metres',
  sqft: 'square feet (0.09290304 m²)',
  tsubo: 'tsubo (坪), 400/121 m² ≈ 3.3058 m²',
  acre: 'international acres (4046.8564224 m²)',
  hectare: 'hectares (10,000 m²)',
};

/**
 * What an area measures. There is no plain "floor area": every floor area is one of living,
 * usable, built or total, and a client comparing areas needs to know which.
 */
export const AREA_BASES = ['living', 'usable', 'built', 'total', 'plot', 'balcony', 'other'] as const;
export type AreaBasis = (typeof AREA_BASES)[number];

export const AREA_BASIS_MEANINGS: Readonly<Record<AreaBasis, string>> = {
  living: 'habitable floor area (Wohnfläche, living area, 専有面積)',
  usable: 'net usable floor area, inside the walls (superficie útil, Nutzfläche)',
  built: 'gross built floor area, walls included (superficie construida, 延床面積, 建物面積)',
  total: 'a floor area the source calls total (Gesamtfläche, total floor area)',
  plot: 'land: the plot or lot (Grundstücksfläche, lot size, parcela, 土地面積)',
  balcony: 'balcony or terrace (Balkon, terraza, バルコニー面積)',
  other: 'an area none of the above describes, such as a cellar or garden; `original_text` says which',
};

/** How closely a point locates the property. */
export const GEOMETRY_PRECISIONS = ['exact', 'approximate', 'street', 'neighbourhood', 'postal_code', 'city'] as const;
export type GeometryPrecision = (typeof GEOMETRY_PRECISIONS)[number];

export const GEOMETRY_PRECISION_MEANINGS: Readonly<Record<GeometryPrecision, string>> = {
  exact: 'the building or parcel: a rooftop geocode, or the pin the agent placed',
  approximate: 'near the property but offset or blurred on purpose by the source, which hides the address',
  street: 'somewhere on the property’s street',
  neighbourhood: 'the centre of the neighbourhood or district (barrio, Ortsteil, 町丁目)',
  postal_code: 'the centre of the postal code area',
  city: 'the centre of the town or city',
};

// Listing vocabularies shared by the API resources and the observation events.

export const ACCESS_CLASSES = ['public_portal', 'open_data', 'licensed_feed', 'partner_api'] as const;
export type AccessClass = (typeof ACCESS_CLASSES)[number];

export const TRANSACTIONS = ['sale', 'rent'] as const;
export type Transaction = (typeof TRANSACTIONS)[number];

export const LISTING_STATUSES = ['active', 'under_offer', 'pending', 'sold', 'let', 'withdrawn', 'off_market'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const MEDIA_TYPES = ['photo', 'floor_plan', 'video', 'virtual_tour', 'document'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const CONTACT_KINDS = ['business_phone', 'mobile_phone', 'business_email', 'fax', 'website'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** What a source itself says happened to a listing (its own price and status history). */
export const SOURCE_HISTORY_EVENTS = ['listed', 'price_changed', 'status_changed', 'relisted', 'removed', 'sold'] as const;
/** History items the API serves: the source's events, and each observation the service made. */
export const HISTORY_EVENTS = ['observed', ...SOURCE_HISTORY_EVENTS] as const;

/** Geographic level of a market (a place that has series); `district` is a named neighbourhood. */
export const MARKET_KINDS = ['country', 'region', 'city', 'district', 'postal_code'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];
/** Spacing of a market series' points. */
export const MARKET_FREQUENCIES = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type MarketFrequency = (typeof MARKET_FREQUENCIES)[number];
/** What a derived market series counts, and takes its quantiles over. */
export const SERIES_COUNTING = ['homes', 'listings'] as const;
export type SeriesCounting = (typeof SERIES_COUNTING)[number];
export const SERIES_COUNTING_MEANINGS: Readonly<Record<SeriesCounting, string>> = {
  homes:
    'each home once, however many portals list it: the listings the service groups into one property (`Listing.property.id`) are one home, live while one of them is, new on the first day any portal showed it, priced at the asking price of its listing observed last that day',
  listings: 'each listing (each stay), as its platform shows it',
};

/** Level of a place that searchLocations finds; `district` is a named neighbourhood or ward. */
export const LOCATION_KINDS = ['country', 'region', 'city', 'district', 'neighbourhood', 'postal_code', 'station', 'street'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
/** Open geographic codes a place may carry beside the platforms' own ids. */
export const LOCATION_CODE_SCHEMES = ['ons', 'ine', 'jis'] as const;
export type LocationCodeScheme = (typeof LOCATION_CODE_SCHEMES)[number];
/** Evidence that two platforms' agencies are one office (they are listed side by side, never merged). */
export const AGENCY_MATCH_METHODS = ['licence_number', 'website', 'phone'] as const;

/** What a guest books in a short stay. */
export const ROOM_TYPES = ['entire_home', 'private_room', 'shared_room', 'hotel_room'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/**
 * Where an auction is in its lifecycle. The service computes it from what the source states
 * (a suspension, a cancellation, a conclusion) and, failing that, from the clock against the
 * auction's start and end; see the auction search module of @estate/search.
 */
export const AUCTION_STATUSES = ['upcoming', 'open', 'closed', 'suspended', 'cancelled'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

export const AUCTION_STATUS_MEANINGS: Readonly<Record<AuctionStatus, string>> = {
  upcoming: 'announced; bidding has not started yet (the start is still ahead)',
  open: 'bidding has started and, where the source states an end, not ended',
  closed: 'bidding has ended: past its stated end, or the source says it concluded',
  suspended: 'the source says bidding is suspended; it may resume',
  cancelled: 'the source says the auction was cancelled (withdrawn, "aufgehoben")',
};

/** Stages of a new-build development. */
export const DEVELOPMENT_STATUSES = ['planned', 'under_construction', 'selling', 'completed', 'sold_out'] as const;
export type DevelopmentStatus = (typeof DEVELOPMENT_STATUSES)[number];

/** A unit that exists (a unit number, a room), or a floor plan several units share (sources.md §9). */
export const UNIT_KINDS = ['physical_unit', 'floor_plan'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];
