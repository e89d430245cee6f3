/**
 * idealista's own payload shapes, as its search API (`/3.5/es/search`, `elementList`) and its
 * ad detail API (`adid`, `moreCharacteristics`, `translatedTexts`) return them. The renderer
 * writes these; the parser reads them defensively, since a recorded payload may not match.
 */

export interface IdealistaPhone {
  phoneNumber: string;
  formattedPhone: string;
  prefix: string;
  phoneNumberForMobileDialing: string;
  nationalNumber: boolean;
}

/** Who advertises the ad: an agency (`professional`), a developer or a private seller. */
export interface IdealistaContactInfo {
  commercialName?: string;
  phone1?: IdealistaPhone;
  contactName?: string;
  userType: 'professional' | 'developer' | 'private';
  agencyLogo?: string;
  micrositeShortName?: string;
  agentInfo?: { name: string; proAgent: boolean };
  professional?: boolean;
}

export interface IdealistaPriceDropInfo {
  formerPrice: number;
  priceDropValue: number;
  priceDropPercentage: number;
}

/** A badge on the ad card; `reserved` ("Reservado") marks an ad under offer. */
export interface IdealistaLabel {
  name: string;
  text: string;
}

/** One ad of a search result page. */
export interface IdealistaSearchElement {
  propertyCode: string;
  thumbnail?: string;
  externalReference?: string;
  numPhotos: number;
  floor?: string;
  /** Absent when the advertiser shows no price ("A consultar"). */
  price?: number;
  priceInfo?: { price: { amount: number; currencySuffix: string; priceDropInfo?: IdealistaPriceDropInfo } };
  propertyType: string;
  operation: 'sale' | 'rent';
  /** Built area ("m² construidos"), absent when the advertiser gave none. */
  size?: number;
  exterior?: boolean;
  /** Bedrooms: idealista's "habitaciones" count rooms to sleep in. */
  rooms: number;
  bathrooms: number;
  /** The street line, or only the street or neighbourhood when `showAddress` is false. */
  address: string;
  province: string;
  municipality: string;
  district?: string;
  neighborhood?: string;
  country: string;
  latitude: number;
  longitude: number;
  /** False when the advertiser hides the exact address; the pin is then moved on purpose. */
  showAddress: boolean;
  url: string;
  description?: string;
  hasVideo: boolean;
  /** Condition of the property, not of the ad: `good`, `renew`, `newdevelopment`. */
  status: string;
  newDevelopment: boolean;
  /** On a new build's card: whether its promotion is finished (absent on other ads). */
  newDevelopmentFinished?: boolean;
  hasLift?: boolean;
  priceByArea?: number;
  detailedType: { typology: string; subTypology?: string };
  suggestedTexts: { title: string; subtitle: string };
  hasPlan: boolean;
  has3DTour: boolean;
  has360: boolean;
  labels?: IdealistaLabel[];
  contactInfo?: IdealistaContactInfo;
  parkingSpace?: { hasParkingSpace: boolean; isParkingSpaceIncludedInPrice: boolean };
  /** Amenity flags of the card. */
  features?: { hasSwimmingPool?: boolean; hasTerrace?: boolean; hasAirConditioning?: boolean; hasBoxRoom?: boolean; hasGarden?: boolean };
  topNewDevelopment: boolean;
  topPlus: boolean;
}

export interface IdealistaSearchResponse {
  elementList: IdealistaSearchElement[];
  total: number;
  totalPages: number;
  actualPage: number;
  itemsPerPage: number;
  numPaginations: number;
  summary: string[];
  hiddenResults: boolean;
  lowerRangePosition: number;
  upperRangePosition: number;
  paginable: boolean;
  alertName: string;
}

export interface IdealistaImage {
  url: string;
  /** Room or view the photo shows (`livingRoom`, `kitchen`, `facade`…); `plan` is a floor plan. */
  tag: string;
  localizedName: string;
  multimediaId: number;
}

export interface IdealistaFeatureGroup {
  key: 'features' | 'building' | 'equipment' | 'costs' | string;
  title: string;
  detailFeatures: { phrase: string }[];
}

/** The ad detail, with the Spanish phrases the detail page shows (`translatedTexts`). */
export interface IdealistaDetail {
  /** The ad's code as a number (the search API writes the same code as a string). */
  adid: number | string;
  /** The advertiser's own reference for the home (as on the search element), when it gave one. */
  externalReference?: string;
  price?: number;
  priceInfo?: { amount: number; currencySuffix: string; priceDropInfo?: IdealistaPriceDropInfo };
  operation: 'sale' | 'rent';
  propertyType: string;
  extendedPropertyType: string;
  homeType: string;
  /** State of the ad: `active` while published, `inactive` once withdrawn or sold. */
  state: string;
  multimedia: { images: IdealistaImage[]; videos: unknown[] };
  propertyComment?: string;
  ubication: {
    title: string;
    latitude: number;
    longitude: number;
    hasHiddenAddress: boolean;
    administrativeAreaLevel4?: string;
    administrativeAreaLevel3?: string;
    administrativeAreaLevel2?: string;
    administrativeAreaLevel1?: string;
    locationName?: string;
  };
  country: string;
  contactInfo?: IdealistaContactInfo;
  moreCharacteristics: {
    roomNumber?: number;
    bathNumber?: number;
    constructedArea?: number;
    plotOfLand?: number;
    /** Epoch milliseconds of the advertiser's last change. */
    modificationDate?: number;
    status?: string;
    floor?: string;
    exterior?: boolean;
    lift?: boolean;
    isDuplex?: boolean;
    isPenthouse?: boolean;
    isStudio?: boolean;
    housingFurnitures?: string;
    energyCertificationType?: string;
  };
  translatedTexts: { characteristicsDescriptions: IdealistaFeatureGroup[] };
  suggestedTexts: { title: string };
  detailedType: { typology: string; subTypology?: string };
  detailWebLink: string;
  labels?: IdealistaLabel[];
}
