/**
 * Immowelt's native payload shapes (the AVIV "UFRN" front end, since 2024), as far as the
 * renderer writes and the collector reads them. Learned from saved pages and public code
 * (provenance in services/collector-immowelt/test/real-pages/README.md): search cards verbatim
 * in orangecoding/fredy `test/testFixtures/immowelt_classifieds.json` (Aug 2026), a whole detail
 * state verbatim in fredy `test/testFixtures/immowelt_detail_serverstate.html`, and pruned detail
 * states in OxyHQ/Homiio's immowelt `fixtures.ts`. The collector reads every field defensively.
 */

/** One entry of `hardFacts.facts[]`: "75,4" with a decimal comma in `splitValue`. */
export interface HardFact {
  /** `numberOfRooms`, `livingSpace`, `plotSpace`, `numberOfFloors`, `overallSpace`, `availability`. */
  type: string;
  /** "3 Zimmer", "79,8 m²", "1. Geschoss". */
  value: string;
  /** "3", "79,8", "1.". */
  splitValue: string;
  /** "Zimmer", "m²", "m² Grundstück", "Geschoss". */
  label: string;
}

/** The price as the card shows it: "359.500 €" beside "5.992 €/m²", or "1.250 €" beside "Kaltmiete". */
export interface HardFactsPrice {
  value: string;
  formatted: string;
  additionalInformation?: string;
  addition?: { value: string; ariaLabel?: string };
  /** "359500 €", "1454.6 €": the amount with a decimal point. */
  ariaLabel: string;
}

/** `hardFacts.prices[]` of a rental card: the Kaltmiete, then the estimated "Warmmiete ca.". */
export interface LabelledPrice {
  label: string;
  value: string;
  ariaLabel: string;
  isEstimated?: boolean;
}

export interface HardFacts {
  /** "Wohnung zum Kauf", "Wohnung zur Miete", "Mehrfamilienhaus zum Kauf". */
  title: string;
  /** "Tauschwohnung", "als Kapitalanlage geeignet". */
  titleAdditions?: string[];
  keyfacts: string[];
  facts: HardFact[];
  price?: HardFactsPrice;
  prices?: LabelledPrice[];
}

export interface Address {
  /** "DEU". */
  country: string;
  city: string;
  zipCode: string;
  /** "Christian-Rath-Straße 2": street and number in one line, only where the address is published. */
  street?: string;
  district?: string;
}

/** GeoJSON with coordinates as [longitude, latitude]: a Point where the address is published, the district's MultiPolygon where not. */
export type Geometry = { type: 'Point'; coordinates: [number, number] } | { type: 'MultiPolygon'; coordinates: [number, number][][][] };

export interface Image {
  key: string;
  /** `https://mms.immowelt.de/f/c/5/0/{uuid}.jpg?ci_seal={40 hex}`. */
  url: string;
  description?: string;
  alt?: string;
  title?: string;
}

export interface ProviderCard {
  intermediaryCard: { title: string; subtitle?: string; display?: boolean; logoUrl?: string | null; logoHref?: string };
  contactCard: { title: string; subtitle?: string; display?: boolean; logoUrl?: string | null };
  isPrivateOwner: boolean;
  /** `AGENCY`, `PARTNER`. */
  publisherType: string;
  address?: string;
  phoneNumbers?: string[];
  website?: string;
  profileUrl?: string;
}

/** One search card: `pageProps.classifiedsData[id]`. */
export interface SearchCard {
  brand: 'immowelt';
  /** The Online-ID, "26FQVY8WZMSV". */
  id: string;
  status: string;
  metadata: { id: string; legacyId: string; creationDate: string; updateDate: string };
  location: { address: Address; isAddressPublished: boolean };
  hardFacts: HardFacts;
  gallery: { images: Image[] };
  tracking: {
    name: 'classified';
    id: string;
    price: number;
    /** `av_2` apartment, `av_5` Mehrfamilienhaus, `av_9` plot. */
    estate_type: string;
    /** "2" buy, "1" rent. */
    distribution_type: string;
    country: string;
    city: string;
    region: string;
    currency: string;
    zip_code: string;
    legacy_id: string;
    product_type: string;
    client_id: string;
  };
  provider: ProviderCard;
  mainDescription: { headline: string; description: string; metadata: { language: string } };
  type: string;
  /** `https://www.immowelt.de/expose/{legacyId}`. */
  url: string;
  portal: 'immowelt';
  rawData: {
    /** `BUY`, `RENT`. */
    distributionType: string;
    /** `APARTMENT`, `HOUSE`. */
    propertyType: string;
    propertySubType?: string;
    price: number;
    surface: { main: number | null; plot: number | null };
    nbroom: number | null;
    offererMarketingKey?: string;
  };
  tags: { has3DVisit: boolean; hasBrokerageFee: boolean; isNew: boolean };
  display: 'classified';
  cps: string;
}

/** What `data["classified-serp-init-data"]` decompresses to. */
export interface SerpInitData {
  pageProps: {
    /** The Online-IDs of the results, in order. */
    classifieds: string[];
    classifiedsData: Record<string, SearchCard>;
    totalCount: number;
  };
}

/** `window["__UFRN_FETCHER__"]`: the search page's fetcher cache. */
export interface FetcherState {
  /** `classified-serp-init-data`: an LZ-string `compressToBase64` string of SerpInitData. */
  data: Record<string, unknown>;
  errors?: Record<string, unknown>;
}

export interface PriceValue {
  main: { value: string; ariaLabel: string };
  alt?: { value: string; ariaLabel: string };
}

/** `sections.price` of a detail page. */
export interface PriceSection {
  base: {
    /** `SALE`, `RENT`. */
    type: string;
    main?: { key?: string; label: { main: string }; value: PriceValue };
    details?: { key: string; label: { main: string }; value: PriceValue }[];
    commissionFee?: { label: string; value: string };
  };
  /** `GERMAN_SALE`, `GERMAN_RENT`. */
  layout?: string;
}

/** `sections.key.keys[]`: {"Online-ID", …} and the agency's {"Referenznummer", …}. */
export interface KeyEntry {
  label: string;
  value: string;
}

export interface Classified {
  brand: 'immowelt';
  id: string;
  title?: string;
  metadata: { legacyId: string; creationDate: string; updateDate: string; status: { status: boolean }; isNewBuildProject?: boolean };
  domains?: { medias: { images: Image[]; floorplans: Image[]; videos: unknown[]; virtualTours: unknown[] } };
  sections: {
    location: { address: Address; isAddressPublished: boolean; geometry?: Geometry };
    hardFacts: HardFacts;
    energy?: { features: { type: string; label: string; value: string }[] };
    key: { keys: KeyEntry[] };
    price: PriceSection;
    features?: { preview: { icon: string; value: string }[] };
    gallery?: { images: Image[] };
    mainDescription: { headline: string; description: string };
  };
  contactSections: {
    id: string;
    legacyId: string;
    agencyId: string;
    contactCard: { title: string; subtitle?: string; phoneNumbers: string[]; isPrivateOwner: boolean };
    provider: ProviderCard;
  };
  tracking: { av_items: { id: string; price: number; estate_type: string; distribution_type: string; city: string; zip_code: string; currency: string; legacy_id: string; client_id?: string }[] };
  rawData: { distributionType: string; propertyType: string; propertySubType?: string };
}

/** `window["__UFRN_LIFECYCLE_SERVERREQUEST__"]`: the detail page's server state. */
export interface LifecycleState {
  app_cldp: { data: { classified: Classified; error?: unknown } };
}
