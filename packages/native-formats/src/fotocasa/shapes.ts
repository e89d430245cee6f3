/**
 * fotocasa's native payload shapes, as far as the renderer writes and the collector reads them,
 * key for key from the pages saved in May 2026 (masterly14/urus, provenance in
 * services/collector-fotocasa/test/real-pages/README.md). Every page embeds one object in
 * `window.__INITIAL_PROPS__` (see script.ts). Search pages hold `initialSearch.result`
 * (`count`, `realEstates[]`, and on the newer front end `resultsV2.items[]` beside them); detail
 * pages hold the legacy `realEstate` object and, on the newer front end, `realEstateAdDetailEntityV2`
 * beside it. Only the keys read or written here are typed; the pages carry many more.
 */

export interface FeatureEntry {
  /** `rooms`, `bathrooms`, `surface`, `floor`, `elevator`, `terrace`… (terms.ts). */
  key: string;
  value: number;
  maxValue: number;
  minValue: number;
}

/** The legacy address object, on cards and on `realEstate`: levels from country to neighbourhood, no street. */
export interface LegacyAddress {
  country: string;
  district: string;
  neighborhood: string;
  zipCode: string;
  /** " Córdoba Capital": the town, with the leading space the saved pages show. */
  municipality: string;
  province: string;
  city: string;
  county: string;
  regionLevel1: string;
  regionLevel2: string;
  upperLevel: string;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
  /** 1 where the advertiser shows the address, 0 for an approximate point. */
  accuracy: number;
}

/** `date` and `dateOriginal`: the ad's publication, epoch milliseconds, and how long ago the page said it was. */
export interface AdDate {
  diff: number;
  unit: 'DAYS' | 'HOURS' | 'MINUTES' | 'MONTHS';
  timestamp: number;
}

/** One result of `initialSearch.result.realEstates[]`. */
export interface SearchRealEstate {
  /** True where the street is shown (mirrors `coordinates.accuracy`). */
  accuracy: boolean;
  address: LegacyAddress;
  buildingSubtype: string;
  buildingType: string;
  /** The advertiser's trade name; empty on an ad whose advertiser is not shown. */
  clientAlias: string | null;
  clientId: number;
  clientType: 'professional' | 'private';
  clientTypeId: number;
  clientUrl: string | null;
  coordinates: Coordinates;
  date: AdDate;
  dateOriginal: AdDate;
  description: string;
  /** `{"es-ES": "/es/comprar/vivienda/…/189156012/d"}` */
  detail: Record<string, string>;
  features: FeatureEntry[];
  hasFloorPlans: boolean;
  id: number;
  isNew: boolean;
  isNewConstruction: boolean;
  isOpportunity: boolean;
  isTop: boolean;
  /** " CANTABRICO, Arroyo del Moro - Noreña", "Avenida de América, 5, Zona Centro" (accuracy 1), or the neighbourhood. */
  location: string;
  minPrice: number;
  multimedia: { type: 'image'; src: string; roomType: string }[];
  periodicityId: number;
  phone: string | null;
  /** "385.000 €" */
  price: string;
  publisherId: string | null;
  rawPrice: number;
  realEstateAdId: string;
  reducedPrice: number | null;
  subtypeId: number;
  transactionTypeId: number;
  typeId: number;
}

export interface Publisher {
  alias: string;
  id: string | number;
  logo: string | null;
  name: string;
  phone?: string;
  publisherId: string;
  /** The advertiser's own reference for the home ("01-MU024X", "M201949"). */
  reference: string | null;
  type: 'professional' | 'private';
}

/** One result of `initialSearch.result.resultsV2.items[]` (newer front end), the same ads as `realEstates`. */
export interface SearchItemV2 {
  location: { address: string; zone: string; municipality: string; locality: string };
  detailUrl: string;
  /** "1_189156012" */
  id: string;
  multimedias: { classification: string; position: number; type: 'IMAGE'; url: string }[];
  phone: string | null;
  publisher: Publisher | null;
  price: { amount: number; amountDrop: number };
  features: { bathrooms?: number; floor?: number; rooms?: number; surface?: number };
  propertyId: number;
  propertyType: 'HOMES';
  realEstateAdId: string;
  transactionType: 'SALE' | 'RENT';
}

export interface SearchResult {
  count: number;
  realEstates: SearchRealEstate[];
  hasResults: boolean;
  locationLiteral: string;
  resultsV2?: { page: number; totalItems: number; items: SearchItemV2[] };
}

export interface SearchPageProps {
  initialSearch: { result: SearchResult; h1: string };
  searchContext: { pageNumber: number; pathname: string; transactionTypeId: number; propertyTypeId: number; locationLiteral: string };
  seo: { title: string; link: { rel: string; href: string }[] };
}

/** `realEstate` of a detail page: the legacy object. */
export interface DetailRealEstate {
  accuracy: boolean;
  address: LegacyAddress & { combinedLocationId: string };
  alterDate: string;
  buildingSubtype: string;
  buildingType: string;
  clientAlias: string | null;
  clientId: number;
  clientName: string | null;
  clientTypeId: number;
  coordinates: Coordinates;
  date: AdDate;
  descriptions: Record<string, string>;
  detail: Record<string, string>;
  extras: string[];
  features: { rooms?: number; bathrooms?: number; surface?: number; floor?: number; surfaceLand?: number };
  id: number;
  isNew: boolean;
  isNewConstruction: boolean;
  location: string;
  multimedia: { src: string; type: 'image' }[];
  periodicityId: number;
  phone: string | null;
  price: number;
  propertyTypeId: number;
  realEstateAdId: string;
  reducedPrice: number | null;
  /** The advertiser's reference for the home, or null. */
  reference: string | null;
  subtypeId: number;
  transactionTypeId: number;
}

/** `realEstateAdDetailEntityV2` of a detail page: the newer object. */
export interface DetailV2 {
  /** "1_188063260" */
  id: string;
  address: {
    autonomousCommunity: string;
    coordinates: { lat: number; lng: number };
    country: string;
    district: string | null;
    isExact: boolean;
    locality: string;
    municipality: string;
    neighborhood: string;
    province: string;
    street: { name: string | null; type: string | null; number: number };
    /** 3 on the saved pages, whose address was hidden. */
    visibilityMode: number;
    zipCode: string;
  };
  /** "2025-11-07T13:38:02.443": UTC without a zone (equal to `realEstate.date.timestamp` on the saved pages). */
  creationDate: string;
  description: string;
  multimedias: { position: number; type: 'image' | 'youtube' | 'plan'; url: string }[];
  publisher: Publisher | null;
  constructionType: 'secondHand' | 'newConstruction';
  features: { type: string; value: unknown }[];
  groundSurface: number;
  propertyId: number;
  propertyTypeId: number;
  propertySubtypeId: number;
  price: { amount: number; amountDrop: number; periodicity: number };
  transactionTypeId: number;
  realEstateAdId: string;
}

export interface DetailPageProps {
  propertyTitle: string;
  realEstate?: DetailRealEstate;
  realEstateAdDetailEntityV2?: DetailV2;
  seo: { title: string };
}
