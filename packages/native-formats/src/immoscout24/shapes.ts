/**
 * ImmobilienScout24's own payload shapes: the search result JSON behind `/Suche/…`
 * (`searchResponseModel["resultlist.resultlist"]`) and the data an exposé page embeds in its
 * scripts (`keyValues`, `IS24.expose.*`). The renderer writes these; the parser reads them
 * defensively, since a recorded payload may not match.
 */

export interface Is24Coordinate {
  latitude: number;
  longitude: number;
}

/** An address in the result list. Hidden addresses keep only postcode, city and quarter. */
export interface Is24Address {
  street?: string;
  houseNumber?: string;
  postcode: string;
  city: string;
  quarter?: string;
  /** Country (ISO 3166 alpha-3) and region: set for homes abroad, in ImmoScout's Ausland section, and at home alike. */
  internationalCountryRegion?: { country: string; region?: string };
  preciseHouseNumber: boolean;
  wgs84Coordinate?: Is24Coordinate;
  description: { text: string };
}

export interface Is24Price {
  value: number;
  currency: string;
  marketingType: 'PURCHASE' | 'RENT';
  priceIntervalType: 'ONE_TIME' | 'MONTH';
}

/**
 * A picture's address: `@href` is a resizing template the page fills with the size it draws,
 * `…/listings/<picture>.jpg/ORIG/legacy_thumbnail/%WIDTH%x%HEIGHT%/format/webp/quality/50`.
 */
export interface Is24PictureUrl {
  url: { '@scale': string; '@href': string };
}

/** A result entry's picture. The JSON is born of XML: flags are the strings "true"/"false". */
export interface Is24Attachment {
  '@xsi.type': 'common:Picture';
  '@id'?: string;
  title?: string;
  floorplan: 'true' | 'false';
  titlePicture: 'true' | 'false';
  urls: Is24PictureUrl[];
}

export interface Is24ContactDetails {
  salutation?: 'MALE' | 'FEMALE';
  firstname?: string;
  lastname?: string;
  phoneNumber?: string;
  company?: string;
}

/** `search:ApartmentBuy`, `search:HouseBuy` or `search:LivingBuySite`, with its own type field. */
export interface Is24RealEstate {
  '@xsi.type': string;
  '@id': string;
  title: string;
  address: Is24Address;
  companyWideCustomerId?: string;
  realtorCompanyName?: string;
  /** The agency's own object number ("Anbieter-Objekt-ID"), as IS24's API names it [M: not on a saved result page]. */
  externalId?: string;
  privateOffer: boolean;
  contactDetails?: Is24ContactDetails;
  /** One picture arrives as the object itself, several as a list. */
  galleryAttachments?: { attachment: Is24Attachment[] | Is24Attachment };
  /** Absent when the price is only given on request ("Preis auf Anfrage"). */
  price?: Is24Price;
  livingSpace?: number;
  plotArea?: number;
  /** Half rooms count: 3.5 is three rooms and a small one. */
  numberOfRooms?: number;
  apartmentType?: string;
  buildingType?: string;
  builtInKitchen?: boolean;
  balcony?: boolean;
  garden?: boolean;
  cellar?: boolean;
  floorplan: boolean;
  courtage?: { hasCourtage: 'YES' | 'NO' };
  energyEfficiencyClass?: string;
}

/** The result card's facts as printed ("Kaufpreis" → "1.250.000 €"). */
export interface Is24Attribute {
  label: string;
  value: string;
}

export interface Is24ResultEntry {
  '@id': string;
  '@creation': string;
  '@modification': string;
  '@publishDate': string;
  realEstateId?: number;
  'resultlist.realEstate': Is24RealEstate;
  attributes: { attribute: Is24Attribute[] }[];
  /**
   * The card's tags ("Balkon/Terrasse", "Gäste-WC"; "Reserviert" and "Verkauft" say where the
   * sale stands). A lone tag arrives as a string, several as a list.
   */
  realEstateTags?: { tag: string[] | string };
  hasNewFlag: boolean;
}

export interface Is24Paging {
  pageNumber: number;
  pageSize: number;
  numberOfPages: number;
  numberOfHits: number;
  numberOfListings: number;
  current: { '@xlink.href': string };
  next?: { '@xlink.href': string };
}

export interface Is24SearchResponse {
  searchResponseModel: {
    'resultlist.resultlist': {
      paging: Is24Paging;
      resultlistEntries: {
        '@numberOfHits': string;
        '@realEstateType': string;
        resultlistEntry: Is24ResultEntry[];
      }[];
    };
  };
}

/**
 * The object a result page assigns to `IS24.resultList`, of which the JSON answer is the inner
 * model: the page nests it as `resultListModel.searchResponseModel`.
 */
export interface Is24ResultList {
  resultListModel: Is24SearchResponse;
}

/** `keyValues`: the exposé's tracking data, every value a string, "no_information" when unknown. */
export type Is24KeyValues = Record<string, string>;

export interface Is24LocationAddress {
  street?: string;
  houseNumber?: string;
  zip: string;
  city: string;
  /** ISO 3166 alpha-3. */
  country?: string;
  isFullAddress: boolean;
}

export interface Is24ContactData {
  contactPerson?: { salutationAndTitle?: string; firstName?: string; lastName?: string };
  phoneNumbers?: { phoneNumber?: { contactNumber: string }; cellPhoneNumber?: { contactNumber: string } };
  realtorInformation?: { companyName?: string; companyWideCustomerId?: string; homepageUrl?: string; privateOffer: boolean };
}

export interface Is24GalleryImage {
  id: string;
  caption?: string;
  fullSizePictureUrl: string;
  thumbnailUrl?: string;
  type: 'PICTURE' | 'FLOORPLAN';
}

export interface Is24GalleryData {
  images: Is24GalleryImage[];
  documents: { title: string; url: string }[];
  floorPlanAvailable: boolean;
  imageCount: number;
}

export interface Is24ExposeMap {
  location: { latitude: number; longitude: number; coordinateAvailable: boolean; showFullAddress: boolean };
  addressForMap: { street?: string; houseNumber?: string; zipCode: string; city: string; quarter?: string; region?: string };
}
