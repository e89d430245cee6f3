/**
 * Sample listings → the payloads idealista serves: search API result pages (`elementList`)
 * and one ad detail per listing, with Spanish wording and formatting. The collector replays
 * these exactly as it would replay recorded payloads, through the same parser.
 */
import { idealista } from '@estate/native-formats';
import type { Feature, NativePayload, PlatformRenderer, SampleListing } from '../../model.js';
import { labelFor, stateFor } from './ad-status.js';
const PLATFORM = 'idealista';
import { termsFor, termsForSubtype, type IdealistaTerms } from './property-terms.js';
import {
  blurredPin,
  condition,
  flatVariant,
  floorOf,
  hasLift,
  hidesAddress,
  hidesArea,
  hidesPrice,
  isExterior,
} from './render-choices.js';
import { agencyReference } from '../../agency-reference.js';
import { hashOf } from '../choices.js';
import { renderLocations } from './render-locations.js';
import { renderMicrosites } from './render-microsite.js';
import { isPromotionUnit, promotionByUnit, promotionsOf, type Promotion } from './promotions.js';
import { renderPromotions } from './render-promotion.js';
import {
  bathroomsPhrase,
  bedroomsPhrase,
  builtAreaPhrase,
  conditionPhrase,
  euros,
  eurosPerSqm,
  floorPhrase,
  plotPhrase,
  spanishPhone,
  typePhrase,
} from './spanish-format.js';

export const SEARCH_PATH_PREFIX = 'search/';
export const DETAIL_PATH_PREFIX = 'detail/';

export function searchPagePath(page: number): string {
  return `${SEARCH_PATH_PREFIX}page-${String(page).padStart(4, '0')}.json`;
}

export function detailPath(propertyCode: string): string {
  return `${DETAIL_PATH_PREFIX}${propertyCode}.json`;
}

export function adUrl(propertyCode: string, newDevelopment: boolean): string {
  return `${idealista.ORIGIN}/${newDevelopment ? 'obra-nueva' : 'inmueble'}/${propertyCode}/`;
}

/** What one listing looks like on idealista, shared by its search element and its detail. */
interface Ad {
  listing: SampleListing;
  code: string;
  country: string;
  currencySuffix: string;
  terms: IdealistaTerms;
  flat: boolean;
  showAddress: boolean;
  address: string;
  latitude: number;
  longitude: number;
  size?: number;
  price?: number;
  priceDrop?: idealista.IdealistaPriceDropInfo;
  condition: string;
  exterior?: boolean;
  floor?: string;
  bathrooms: number;
  url: string;
  subtitle: string;
  lift?: boolean;
  /** The obra nueva promotion the ad is a unit of. */
  promotion?: Promotion;
  /** The advertiser's reference for the home (`externalReference`): on 99 % of ads (inmo-tool#628). */
  reference?: string;
}

/** Coordinates as idealista prints them, to seven places. */
function coordinate(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}

/**
 * idealista writes the street type in lower case and a comma before the number: "calle de
 * Alcalá, 45". A hidden address shows the neighbourhood instead ("barrio Chamberí"), or the
 * street without its number where there is no neighbourhood.
 */
function idealistaAddress(line1: string, showAddress: boolean, district: string | undefined): string {
  const m = /^(.*?)[,\s]+(\d+[A-Za-z]?)$/.exec(line1.trim());
  const street = m?.[1] ?? line1.trim();
  const lowered = street.charAt(0).toLowerCase() + street.slice(1);
  if (!showAddress) return district ? `barrio ${district}` : lowered;
  return m?.[2] ? `${lowered}, ${m[2]}` : lowered;
}

/** The last price change, if it lowered the price: idealista shows the drop beside the price. */
function priceDropOf(listing: SampleListing): idealista.IdealistaPriceDropInfo | undefined {
  const history = listing.price_history;
  const last = history[history.length - 1];
  const before = history[history.length - 2];
  if (!last || !before || last.event !== 'price_changed' || last.price >= before.price) return undefined;
  const drop = before.price - last.price;
  return {
    formerPrice: before.price,
    priceDropValue: drop,
    priceDropPercentage: Math.round((drop / before.price) * 100),
  };
}

function adOf(listing: SampleListing, promotions: ReadonlyMap<string, Promotion>): Ad {
  const code = listing.native_id;
  const terms = termsForSubtype(listing.property_subtype) ?? termsFor(listing.property_type, flatVariant(listing));
  const flat = terms.typology === 'flat';
  const showAddress = !hidesAddress(listing);
  const pin = showAddress ? { latitude: listing.latitude, longitude: listing.longitude } : blurredPin(listing);
  const listedYear = new Date(listing.listed_at).getUTCFullYear();
  // A unit of a promotion is a new build on idealista, whatever else the listing says.
  const cond = isPromotionUnit(listing) ? 'newdevelopment' : condition(listing, listedYear);
  const price = hidesPrice(listing) ? undefined : listing.price;
  const { city, region, district } = listing.address;
  return {
    listing,
    code,
    country: listing.country.toLowerCase(),
    currencySuffix: listing.currency === 'EUR' ? '€' : listing.currency,
    terms,
    flat,
    showAddress,
    address: idealistaAddress(listing.address.line1, showAddress, district),
    latitude: coordinate(pin.latitude),
    longitude: coordinate(pin.longitude),
    size: hidesArea(listing) ? undefined : Math.round(listing.living_area_sqm),
    price,
    priceDrop: price === undefined ? undefined : priceDropOf(listing),
    condition: cond,
    exterior: flat ? isExterior(listing) : undefined,
    floor: flat ? floorOf(listing) : undefined,
    bathrooms: Math.max(1, Math.round(listing.bathrooms)),
    url: adUrl(code, cond === 'newdevelopment'),
    subtitle: district ? `${district}, ${city}` : region && region !== city ? `${city}, ${region}` : city,
    lift: flat ? hasLift(listing) : undefined,
    promotion: promotions.get(code),
    reference: hashOf(code, 'reference') % 100 === 0 ? undefined : agencyReference(listing),
  };
}

function contactInfoOf(listing: SampleListing): idealista.IdealistaContactInfo {
  const phone = spanishPhone(listing.agency.phone);
  return {
    commercialName: listing.agency.name,
    phone1: {
      phoneNumber: phone.national,
      formattedPhone: phone.formatted,
      prefix: '34',
      phoneNumberForMobileDialing: `+34${phone.national}`,
      nationalNumber: true,
    },
    contactName: listing.agent.name,
    userType: 'professional',
    agencyLogo: `https://st3.idealista.com/${listing.agency.native_id}/logo.gif`,
    micrositeShortName: listing.agency.native_id,
    agentInfo: { name: listing.agent.name, proAgent: true },
    professional: true,
  };
}

function searchElement(ad: Ad): idealista.IdealistaSearchElement {
  const { listing } = ad;
  const label = labelFor(listing.status);
  const element: idealista.IdealistaSearchElement = {
    propertyCode: ad.code,
    thumbnail: listing.photos[0]?.url,
    externalReference: ad.reference,
    numPhotos: listing.photos.length,
    floor: ad.floor,
    price: ad.price,
    priceInfo:
      ad.price === undefined
        ? undefined
        : { price: { amount: ad.price, currencySuffix: ad.currencySuffix, priceDropInfo: ad.priceDrop } },
    propertyType: ad.terms.propertyType,
    operation: 'sale',
    size: ad.size,
    exterior: ad.exterior,
    rooms: listing.bedrooms,
    bathrooms: ad.bathrooms,
    address: ad.address,
    province: listing.address.region,
    municipality: listing.address.city,
    district: listing.address.district,
    neighborhood: listing.address.district,
    country: ad.country,
    latitude: ad.latitude,
    longitude: ad.longitude,
    showAddress: ad.showAddress,
    url: ad.url,
    description: listing.description,
    hasVideo: false,
    status: ad.condition,
    newDevelopment: ad.condition === 'newdevelopment',
    newDevelopmentFinished: ad.promotion ? ad.promotion.stage === 'Terminada' || ad.promotion.stage === 'Últimas viviendas' : undefined,
    hasLift: ad.lift,
    priceByArea: ad.price !== undefined && ad.size ? Math.round(ad.price / ad.size) : undefined,
    detailedType: { typology: ad.terms.typology, subTypology: ad.terms.subTypology },
    suggestedTexts: { title: listing.title, subtitle: ad.subtitle },
    hasPlan: listing.floor_plan_url !== undefined,
    has3DTour: false,
    has360: false,
    labels: label ? [label] : undefined,
    contactInfo: contactInfoOf(listing),
    parkingSpace: has(listing, 'parking', 'garage') ? { hasParkingSpace: true, isParkingSpaceIncludedInPrice: true } : undefined,
    features: cardFeatures(listing),
    topNewDevelopment: false,
    topPlus: false,
  };
  return element;
}

function has(listing: SampleListing, ...features: Feature[]): boolean {
  return features.some((f) => listing.features?.includes(f));
}

/** The card's amenity flags; idealista sets only those that are true. */
function cardFeatures(listing: SampleListing): idealista.IdealistaSearchElement['features'] {
  const flags = {
    hasSwimmingPool: has(listing, 'pool') || undefined,
    hasTerrace: has(listing, 'terrace') || undefined,
    hasAirConditioning: has(listing, 'air_conditioning') || undefined,
    hasBoxRoom: has(listing, 'storage') || undefined,
    hasGarden: has(listing, 'garden') || undefined,
  };
  return Object.values(flags).some((v) => v) ? flags : undefined;
}

const EQUIPMENT: ReadonlyArray<readonly [Feature, string]> = [
  ['air_conditioning', 'Aire acondicionado'],
  ['pool', 'Piscina'],
  ['garden', 'Jardín'],
  ['terrace', 'Terraza'],
  ['balcony', 'Balcón'],
  ['storage', 'Trastero'],
  ['parking', 'Plaza de garaje incluida en el precio'],
  ['fitted_kitchen', 'Cocina equipada'],
];

/** Photo tags by what the caption says; a photo without a known caption is tagged in turn. */
const PHOTO_TAGS: Readonly<Record<string, string>> = {
  Fachada: 'facade',
  'Salón': 'livingRoom',
  Cocina: 'kitchen',
  Dormitorio: 'bedroom',
  'Baño': 'bathroom',
  Comedor: 'diningRoom',
  Recibidor: 'hall',
  'Jardín': 'garden',
  Terraza: 'terrace',
  Vistas: 'views',
  Piscina: 'swimmingPool',
  Portal: 'entrance',
};
const FALLBACK_TAGS = Object.entries(PHOTO_TAGS);

function imagesOf(listing: SampleListing): idealista.IdealistaImage[] {
  const images: idealista.IdealistaImage[] = listing.photos.map((photo, i) => {
    const known = photo.caption !== undefined ? PHOTO_TAGS[photo.caption] : undefined;
    const [localizedName, tag] = known && photo.caption ? [photo.caption, known] : FALLBACK_TAGS[i % FALLBACK_TAGS.length] ?? ['Foto', 'unknown'];
    return { url: photo.url, tag, localizedName, multimediaId: hashOf(photo.url, 'media') };
  });
  if (listing.floor_plan_url) {
    images.push({ url: listing.floor_plan_url, tag: 'plan', localizedName: 'Plano', multimediaId: hashOf(listing.floor_plan_url, 'media') });
  }
  return images;
}

function featureGroups(ad: Ad): idealista.IdealistaFeatureGroup[] {
  const { listing } = ad;
  const phrases = (...xs: Array<string | undefined>): { phrase: string }[] =>
    xs.filter((x): x is string => x !== undefined).map((phrase) => ({ phrase }));
  // A promotion's unit names its promotion first, as idealista's new-build ads do.
  const groups: idealista.IdealistaFeatureGroup[] = ad.promotion ? [{ key: 'newDevelopment', title: 'Obra nueva', detailFeatures: phrases(ad.promotion.name) }] : [];
  groups.push(
    {
      key: 'features',
      title: 'Características básicas',
      detailFeatures: phrases(
        typePhrase(ad.terms.subTypology ?? ad.terms.typology),
        ad.size === undefined ? undefined : builtAreaPhrase(ad.size),
        bedroomsPhrase(listing.bedrooms),
        bathroomsPhrase(ad.bathrooms),
        listing.plot_area_sqm === undefined ? undefined : plotPhrase(Math.round(listing.plot_area_sqm)),
        conditionPhrase(ad.condition),
        listing.year_built === undefined ? undefined : `Construido en ${listing.year_built}`,
      ),
    },
  );
  if (ad.floor !== undefined) {
    groups.push({
      key: 'building',
      title: 'Edificio',
      detailFeatures: phrases(floorPhrase(ad.floor, ad.exterior ?? true), ad.lift ? 'Con ascensor' : 'Sin ascensor'),
    });
  }
  const equipment = EQUIPMENT.filter(([feature]) => has(listing, feature)).map(([, phrase]) => phrase);
  if (equipment.length > 0) groups.push({ key: 'equipment', title: 'Equipamiento', detailFeatures: phrases(...equipment) });
  groups.push({
    key: 'costs',
    title: 'Precio',
    detailFeatures:
      ad.price === undefined
        ? phrases('A consultar')
        : phrases(euros(ad.price), ad.size ? eurosPerSqm(Math.round(ad.price / ad.size)) : undefined),
  });
  return groups;
}

function detail(ad: Ad): idealista.IdealistaDetail {
  const { listing } = ad;
  const label = labelFor(listing.status);
  return {
    adid: /^\d+$/.test(ad.code) ? Number(ad.code) : ad.code,
    externalReference: ad.reference,
    price: ad.price,
    priceInfo: ad.price === undefined ? undefined : { amount: ad.price, currencySuffix: ad.currencySuffix, priceDropInfo: ad.priceDrop },
    operation: 'sale',
    propertyType: 'homes',
    extendedPropertyType: ad.terms.typology,
    homeType: ad.terms.subTypology ?? ad.terms.typology,
    state: stateFor(listing.status),
    multimedia: { images: imagesOf(listing), videos: [] },
    propertyComment: listing.description,
    ubication: {
      title: ad.address,
      latitude: ad.latitude,
      longitude: ad.longitude,
      hasHiddenAddress: !ad.showAddress,
      administrativeAreaLevel3: listing.address.district,
      administrativeAreaLevel2: listing.address.city,
      administrativeAreaLevel1: listing.address.region,
      locationName: ad.subtitle,
    },
    country: ad.country,
    contactInfo: contactInfoOf(listing),
    moreCharacteristics: {
      roomNumber: listing.bedrooms,
      bathNumber: ad.bathrooms,
      constructedArea: ad.size,
      plotOfLand: listing.plot_area_sqm === undefined ? undefined : Math.round(listing.plot_area_sqm),
      modificationDate: Date.parse(listing.updated_at),
      status: ad.condition,
      floor: ad.floor,
      exterior: ad.exterior,
      isDuplex: ad.terms.subTypology === 'duplex',
      isPenthouse: ad.terms.subTypology === 'penthouse',
      isStudio: ad.terms.subTypology === 'studio',
      housingFurnitures: 'unknown',
      energyCertificationType: 'inProcess',
    },
    translatedTexts: { characteristicsDescriptions: featureGroups(ad) },
    suggestedTexts: { title: listing.title },
    detailedType: { typology: ad.terms.typology, subTypology: ad.terms.subTypology },
    detailWebLink: ad.url,
    labels: label ? [label] : undefined,
  };
}

function searchPage(ads: readonly Ad[], page: number, pageSize: number, total: number): idealista.IdealistaSearchResponse {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const lower = (page - 1) * pageSize;
  return {
    elementList: ads.map(searchElement),
    total,
    totalPages,
    actualPage: page,
    itemsPerPage: pageSize,
    numPaginations: totalPages,
    summary: ['Viviendas en venta'],
    hiddenResults: false,
    lowerRangePosition: lower,
    upperRangePosition: lower + ads.length,
    paginable: totalPages > 1,
    alertName: 'Viviendas en venta',
  };
}

function json(path: string, value: unknown): NativePayload {
  return { path, content_type: 'application/json', body: JSON.stringify(value) };
}

function render(listings: readonly SampleListing[], options: { pageSize: number }): NativePayload[] {
  const pageSize = Math.max(1, Math.floor(options.pageSize));
  const own = listings.filter((l) => l.platform === PLATFORM);
  const promotions = promotionByUnit(promotionsOf(own));
  const ads = own.map((l) => adOf(l, promotions));
  // A sold home is taken down from search; only its (inactive) ad page remains.
  const searchable = ads.filter((ad) => ad.listing.status !== 'sold');
  const payloads: NativePayload[] = [];
  const pages = Math.max(1, Math.ceil(searchable.length / pageSize));
  for (let page = 1; page <= pages; page++) {
    const slice = searchable.slice((page - 1) * pageSize, page * pageSize);
    payloads.push(json(searchPagePath(page), searchPage(slice, page, pageSize, searchable.length)));
  }
  for (const ad of ads) payloads.push(json(detailPath(ad.code), detail(ad)));
  payloads.push(...renderMicrosites(ads.map((ad) => ad.listing)));
  payloads.push(...renderLocations(listings.filter((l) => l.platform === PLATFORM)));
  payloads.push(...renderPromotions(own, (l) => adUrl(l.native_id, true)));
  return payloads;
}

export const renderer: PlatformRenderer = { platform: PLATFORM, render };
