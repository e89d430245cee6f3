/**
 * Sample listings → the payloads ImmobilienScout24 serves: result list pages as the JSON behind
 * `/Suche/…`, and one exposé page per listing as HTML with its embedded data (`keyValues`,
 * `IS24.expose.*`), in German wording and formatting. The collector replays these exactly as
 * it would replay recorded payloads, through the same parser.
 */
import { immoscout24 } from '@estate/native-formats';
import { agencyReference } from '../../agency-reference.js';
import type { NativePayload, PlatformRenderer, SampleListing } from '../../model.js';
const PLATFORM = 'immoscout24';
import { badgeFor } from './expose-status.js';
import { berlinTimestamp, germanArea, germanEuros, germanNumber } from './german-format.js';
import { escapeHtml, scriptSafeJson as scriptJson } from '../html.js';
import { is24TypeFor, is24TypeForSubtype, type Is24Type } from './realestate-types.js';
import {
  blurredPin,
  commissionOf,
  conditionOf,
  hasFeature,
  hidesAddress,
  hidesArea,
  hidesPrice,
  typeVariants,
  zimmerOf,
} from './render-choices.js';
import { hashOf } from '../choices.js';
import { renderGeoAutocomplete } from './render-geoautocomplete.js';
import { renderProfiles } from './render-profile.js';

export const SEARCH_PATH_PREFIX = 'Suche/';
export const EXPOSE_PATH_PREFIX = 'expose/';
const SEARCH_URL = `${immoscout24.ORIGIN}/Suche/de/wohnung-haus-kaufen`;

export function searchPagePath(page: number): string {
  return `${SEARCH_PATH_PREFIX}de/wohnung-haus-kaufen/page-${String(page).padStart(4, '0')}.json`;
}

export function exposePath(id: string): string {
  return `${EXPOSE_PATH_PREFIX}${id}.html`;
}

/** What one listing looks like on ImmoScout24, shared by its result entry and its exposé. */
interface Offer {
  listing: SampleListing;
  id: string;
  /** ISO 3166 alpha-3, as ImmoScout's `internationalCountryRegion` names the country. */
  country: string;
  currency: string;
  type: Is24Type;
  showAddress: boolean;
  street?: string;
  houseNumber?: string;
  latitude: number;
  longitude: number;
  price?: number;
  livingSpace?: number;
  plotArea?: number;
  zimmer?: number;
  bathrooms: number;
  condition: { code: string; label: string };
  commission?: string;
  badge?: string;
  quarter?: string;
  floor?: string;
  kitchen: boolean;
  balcony: boolean;
  garden: boolean;
  cellar: boolean;
  lift: boolean;
}

const ISO3: Readonly<Record<string, string>> = {
  DE: 'DEU', ES: 'ESP', AT: 'AUT', CH: 'CHE', FR: 'FRA', IT: 'ITA', PT: 'PRT', NL: 'NLD', BE: 'BEL', GB: 'GBR', US: 'USA', JP: 'JPN',
};

/** "Etage" as an exposé prints it: "3 von 5", "EG" for the ground floor. */
function floorText(listing: SampleListing): string | undefined {
  if (listing.floor === undefined) return undefined;
  const floor = listing.floor <= 0 ? 'EG' : String(listing.floor);
  return listing.total_floors === undefined ? floor : `${floor} von ${listing.total_floors}`;
}

/** "Hauptstraße 5" (or a Spanish "Calle de Alcalá, 45") → street and house number, stored apart. */
function splitStreet(line1: string): { street: string; houseNumber?: string } {
  const m = /^(.*?)[,\s]+(\d+\s?[a-zA-Z]?(?:[-/]\d+\s?[a-zA-Z]?)?)$/.exec(line1.trim());
  return m?.[1] && m[2] ? { street: m[1], houseNumber: m[2] } : { street: line1.trim().replace(/,$/, '') };
}

/** Coordinates to the seven places ImmoScout's map data carries. */
function coordinate(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}

function offerOf(listing: SampleListing): Offer {
  const type = is24TypeForSubtype(listing.property_subtype) ?? is24TypeFor(listing.property_type, typeVariants(listing));
  const plot = type.xsiType === 'search:LivingBuySite';
  const house = type.xsiType === 'search:HouseBuy';
  const showAddress = !hidesAddress(listing);
  const pin = showAddress ? { latitude: listing.latitude, longitude: listing.longitude } : blurredPin(listing);
  const { street, houseNumber } = splitStreet(listing.address.line1);
  return {
    listing,
    id: listing.native_id,
    country: ISO3[listing.country] ?? listing.country,
    currency: listing.currency,
    type,
    showAddress,
    street: showAddress ? street : undefined,
    houseNumber: showAddress ? houseNumber : undefined,
    latitude: coordinate(pin.latitude),
    longitude: coordinate(pin.longitude),
    price: hidesPrice(listing) ? undefined : listing.price,
    livingSpace: plot || hidesArea(listing) ? undefined : Math.round(listing.living_area_sqm * 100) / 100,
    plotArea: listing.plot_area_sqm === undefined ? undefined : Math.round(listing.plot_area_sqm),
    zimmer: plot ? undefined : zimmerOf(listing),
    bathrooms: Math.max(1, Math.round(listing.bathrooms)),
    condition: conditionOf(listing, new Date(listing.listed_at).getUTCFullYear()),
    commission: commissionOf(listing),
    badge: badgeFor(listing.status),
    quarter: listing.address.district,
    floor: house || plot ? undefined : floorText(listing),
    kitchen: hasFeature(listing, 'fitted_kitchen', 2),
    balcony: hasFeature(listing, 'balcony', 2),
    garden: listing.features ? listing.features.includes('garden') : house,
    cellar: hasFeature(listing, 'cellar', 2),
    lift: !house && hasFeature(listing, 'lift', 3),
  };
}

function names(full: string): { first?: string; last: string } {
  const at = full.trim().lastIndexOf(' ');
  return at < 0 ? { last: full.trim() } : { first: full.slice(0, at).trim(), last: full.slice(at + 1).trim() };
}

function attributesOf(offer: Offer): immoscout24.Is24Attribute[] {
  const attributes: immoscout24.Is24Attribute[] = [
    { label: 'Kaufpreis', value: offer.price === undefined ? 'Preis auf Anfrage' : germanEuros(offer.price) },
  ];
  if (offer.livingSpace !== undefined) attributes.push({ label: 'Wohnfläche', value: germanArea(offer.livingSpace) });
  if (offer.zimmer !== undefined) attributes.push({ label: 'Zimmer', value: germanNumber(offer.zimmer, 1) });
  if (offer.plotArea !== undefined && offer.type.xsiType !== 'search:ApartmentBuy') {
    attributes.push({ label: 'Grundstück', value: germanArea(offer.plotArea) });
  }
  return attributes;
}

/**
 * The card's pictures as the result list gives them: each `@href` a resizing template on the
 * picture (`…/ORIG/legacy_thumbnail/%WIDTH%x%HEIGHT%/format/webp/quality/50`), flags as strings,
 * and a lone picture as the object itself rather than a list of one.
 */
function attachmentsOf(listing: SampleListing): immoscout24.Is24Attachment[] | immoscout24.Is24Attachment | undefined {
  const pictures = listing.photos.slice(0, 3).map((photo, i): immoscout24.Is24Attachment => ({
    '@xsi.type': 'common:Picture',
    '@id': String(hashOf(photo.url, 'picture')),
    floorplan: 'false',
    titlePicture: i === 0 ? 'true' : 'false',
    urls: [{ url: { '@scale': 'SCALE_AND_CROP', '@href': `${photo.url}/ORIG/legacy_thumbnail/%WIDTH%x%HEIGHT%/format/webp/quality/50` } }],
  }));
  if (pictures.length === 0) return undefined;
  return pictures.length === 1 ? pictures[0] : pictures;
}

function addressText(offer: Offer): string {
  const { postal_code, city } = offer.listing.address;
  const place = `${postal_code} ${city}${offer.quarter ? `, ${offer.quarter}` : ''}`;
  return offer.street ? `${offer.street}${offer.houseNumber ? ` ${offer.houseNumber}` : ''}, ${place}` : place;
}

function realEstateOf(offer: Offer): immoscout24.Is24RealEstate {
  const { listing, type } = offer;
  const agent = names(listing.agent.name);
  const attachments = attachmentsOf(listing);
  return {
    '@xsi.type': type.xsiType,
    '@id': offer.id,
    title: listing.title,
    address: {
      street: offer.street,
      houseNumber: offer.houseNumber,
      postcode: listing.address.postal_code,
      city: listing.address.city,
      quarter: offer.quarter,
      internationalCountryRegion: { country: offer.country, region: listing.address.region },
      preciseHouseNumber: offer.showAddress && offer.houseNumber !== undefined,
      wgs84Coordinate: { latitude: offer.latitude, longitude: offer.longitude },
      description: { text: addressText(offer) },
    },
    companyWideCustomerId: listing.agency.native_id,
    realtorCompanyName: listing.agency.name,
    externalId: agencyReferenceOf(offer),
    privateOffer: false,
    contactDetails: { firstname: agent.first, lastname: agent.last, phoneNumber: listing.agent.phone, company: listing.agency.name },
    galleryAttachments: attachments === undefined ? undefined : { attachment: attachments },
    price: offer.price === undefined ? undefined : { value: offer.price, currency: offer.currency, marketingType: 'PURCHASE', priceIntervalType: 'ONE_TIME' },
    livingSpace: offer.livingSpace,
    plotArea: offer.type.xsiType === 'search:ApartmentBuy' ? undefined : offer.plotArea,
    numberOfRooms: offer.zimmer,
    ...(type.subtype ? { [type.subtype.field]: type.subtype.value } : {}),
    builtInKitchen: offer.kitchen,
    balcony: offer.balcony,
    garden: offer.garden,
    cellar: offer.cellar,
    floorplan: listing.floor_plan_url !== undefined,
    courtage: { hasCourtage: offer.commission ? 'YES' : 'NO' },
  };
}

function resultEntry(offer: Offer): immoscout24.Is24ResultEntry {
  const { listing } = offer;
  return {
    '@id': offer.id,
    '@creation': berlinTimestamp(listing.listed_at),
    '@modification': berlinTimestamp(listing.updated_at),
    '@publishDate': berlinTimestamp(listing.listed_at),
    realEstateId: /^\d+$/.test(offer.id) ? Number(offer.id) : undefined,
    'resultlist.realEstate': realEstateOf(offer),
    attributes: [{ attribute: attributesOf(offer) }],
    // XML-born JSON: the card's one tag is a string, not a list of one.
    realEstateTags: offer.badge ? { tag: offer.badge } : undefined,
    hasNewFlag: Date.parse(listing.updated_at) - Date.parse(listing.listed_at) < 3 * 86_400_000,
  };
}

function resultList(model: immoscout24.Is24SearchResponse): immoscout24.Is24ResultList {
  return { resultListModel: model };
}

function searchPage(offers: readonly Offer[], page: number, pageSize: number, total: number): immoscout24.Is24SearchResponse {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return {
    searchResponseModel: {
      'resultlist.resultlist': {
        paging: {
          pageNumber: page,
          pageSize,
          numberOfPages: pages,
          numberOfHits: total,
          numberOfListings: total,
          current: { '@xlink.href': `${SEARCH_URL}?pagenumber=${page}` },
          ...(page < pages ? { next: { '@xlink.href': `${SEARCH_URL}?pagenumber=${page + 1}` } } : {}),
        },
        resultlistEntries: [{ '@numberOfHits': String(total), '@realEstateType': '0', resultlistEntry: offers.map(resultEntry) }],
      },
    },
  };
}

/** keyValues write "no_information" for what is unknown and "_" for spaces in place names. */
function keyValuesOf(offer: Offer): immoscout24.Is24KeyValues {
  const { listing, type } = offer;
  const place = (s: string): string => s.replace(/\s+/g, '_');
  const values: Record<string, string | undefined> = {
    obj_scoutId: offer.id,
    obj_immotype: type.immotype,
    obj_purchasePrice: offer.price === undefined ? undefined : String(offer.price),
    obj_livingSpace: offer.livingSpace === undefined ? undefined : String(offer.livingSpace),
    obj_noRooms: offer.zimmer === undefined ? undefined : String(offer.zimmer),
    obj_lotArea: offer.plotArea === undefined ? undefined : String(offer.plotArea),
    obj_yearConstructed: listing.year_built === undefined ? undefined : String(listing.year_built),
    obj_regio1: place(listing.address.region),
    obj_regio2: place(listing.address.city),
    obj_regio3: offer.quarter ? place(offer.quarter) : undefined,
    obj_zipCode: listing.address.postal_code,
    obj_streetPlain: offer.street ?? 'no_information',
    obj_houseNumber: offer.houseNumber ?? 'no_information',
    obj_condition: offer.condition.code,
    obj_courtage: offer.commission ? 'y' : 'n',
    obj_balcony: offer.balcony ? 'y' : 'n',
    obj_hasKitchen: offer.kitchen ? 'y' : 'n',
    obj_cellar: offer.cellar ? 'y' : 'n',
    obj_garden: offer.garden ? 'y' : 'n',
    obj_lift: offer.lift ? 'y' : 'n',
    obj_newlyConst: offer.condition.code === 'first_time_use' ? 'y' : 'n',
    obj_picturecount: String(listing.photos.length),
    obj_cId: listing.agency.native_id,
    obj_privateOffer: 'false',
    geo_bln: place(listing.address.region),
    geo_plz: listing.address.postal_code,
    ...(type.keyValue ? { [type.keyValue.field]: type.keyValue.value } : {}),
  };
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined));
}

function galleryOf(listing: SampleListing): immoscout24.Is24GalleryData {
  const images: immoscout24.Is24GalleryData['images'] = listing.photos.map((photo, i) => ({
    id: String(i + 1),
    ...(photo.caption ? { caption: photo.caption } : {}),
    fullSizePictureUrl: photo.url,
    thumbnailUrl: photo.url,
    type: 'PICTURE',
  }));
  if (listing.floor_plan_url) {
    images.push({ id: String(images.length + 1), caption: 'Grundriss', fullSizePictureUrl: listing.floor_plan_url, type: 'FLOORPLAN' });
  }
  return { images, documents: [], floorPlanAvailable: listing.floor_plan_url !== undefined, imageCount: images.length };
}

function criterion(qa: string, label: string, value: string | undefined): string {
  if (value === undefined) return '';
  return `<dl class="grid"><dt class="grid-item three-fifths">${label}</dt><dd class="is24qa-${qa} grid-item two-fifths">${escapeHtml(value)}</dd></dl>\n`;
}

function exposeHtml(offer: Offer): string {
  const { listing, type } = offer;
  const agent = names(listing.agent.name);
  const location: immoscout24.Is24LocationAddress = {
    street: offer.street,
    houseNumber: offer.houseNumber,
    zip: listing.address.postal_code,
    city: listing.address.city,
    country: offer.country,
    isFullAddress: offer.showAddress && offer.houseNumber !== undefined,
  };
  const contact: immoscout24.Is24ContactData = {
    contactPerson: { salutationAndTitle: '', firstName: agent.first, lastName: agent.last },
    phoneNumbers: { phoneNumber: { contactNumber: listing.agent.phone } },
    realtorInformation: {
      companyName: listing.agency.name,
      companyWideCustomerId: listing.agency.native_id,
      homepageUrl: listing.agency.website,
      privateOffer: false,
    },
  };
  const map: immoscout24.Is24ExposeMap = {
    location: { latitude: offer.latitude, longitude: offer.longitude, coordinateAvailable: true, showFullAddress: offer.showAddress },
    addressForMap: {
      street: offer.street,
      houseNumber: offer.houseNumber,
      zipCode: listing.address.postal_code,
      city: listing.address.city,
      quarter: offer.quarter,
      region: listing.address.region,
    },
  };
  const price = offer.price === undefined ? 'Preis auf Anfrage' : germanEuros(offer.price);
  const realEstateType = type.xsiType === 'search:ApartmentBuy' ? 'APARTMENT_BUY' : type.xsiType === 'search:HouseBuy' ? 'HOUSE_BUY' : 'LIVING_BUY_SITE';
  const streetLine = offer.street ? `<span class="block font-nowrap print-hide">${escapeHtml(`${offer.street}${offer.houseNumber ? ` ${offer.houseNumber}` : ''}`)},</span>` : '';
  const hiddenNote = offer.showAddress ? '' : '<span class="address-hint">Die vollständige Adresse der Immobilie erhalten Sie vom Anbieter.</span>';
  return `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>${escapeHtml(listing.title)} | ImmobilienScout24</title>
<link rel="canonical" href="${immoscout24.exposeUrl(offer.id)}">
<script>
  var keyValues = ${scriptJson(keyValuesOf(offer))};
</script>
</head>
<body>
<div id="is24-content">
<h1 id="expose-title">${escapeHtml(listing.title)}</h1>
${offer.badge ? `<span class="status-badge is24qa-status">${escapeHtml(offer.badge)}</span>\n` : ''}<div class="address-block"><div>${streetLine}<span class="zip-region-and-country">${escapeHtml(`${listing.address.postal_code} ${listing.address.city}${offer.quarter ? `, ${offer.quarter}` : ''}`)}</span>${hiddenNote}</div></div>
<div class="criteriagroup criteria-group--two-columns">
${criterion('typ', 'Typ', type.label)}${criterion('etage', 'Etage', offer.floor)}${criterion('wohnflaeche-ca', 'Wohnfläche ca.', offer.livingSpace === undefined ? undefined : germanArea(offer.livingSpace))}${criterion('zimmer', 'Zimmer', offer.zimmer === undefined ? undefined : germanNumber(offer.zimmer, 1))}${criterion('schlafzimmer', 'Schlafzimmer', listing.bedrooms > 0 && offer.zimmer !== undefined ? String(listing.bedrooms) : undefined)}${criterion('badezimmer', 'Badezimmer', offer.zimmer === undefined ? undefined : String(offer.bathrooms))}${criterion('grundstueck-ca', 'Grundstück ca.', offer.plotArea === undefined ? undefined : germanArea(offer.plotArea))}${criterion('baujahr', 'Baujahr', listing.year_built === undefined ? undefined : String(listing.year_built))}${criterion('objektzustand', 'Objektzustand', offer.condition.label)}</div>
<div class="criteriagroup">
${criterion('kaufpreis', 'Kaufpreis', price)}${criterion('provision', 'Provision für Käufer', offer.commission ?? 'provisionsfrei')}</div>
${scoutIdBlock(offer)}<h4>Objektbeschreibung</h4>
<pre class="is24qa-objektbeschreibung text-content short-text">${escapeHtml(listing.description)}</pre>
</div>
<script>
  window.IS24 = window.IS24 || {};
  IS24.expose = IS24.expose || {};
  IS24.expose.id = ${/^\d+$/.test(offer.id) ? offer.id : JSON.stringify(offer.id)};
  IS24.expose.commercializationType = "BUY";
  IS24.expose.realEstateType = "${realEstateType}";
  IS24.expose.lastModificationDate = "${new Date(listing.updated_at).toISOString()}";
  IS24.expose.locationAddress = ${scriptJson(location)};
  IS24.expose.contactData = ${scriptJson(contact)};
  IS24.expose.galleryData = ${scriptJson(galleryOf(listing))};
  IS24.premiumStatsWidget = {
    exposeOnlineSince: "${berlinTimestamp(listing.listed_at)}",
    exposeReturnUrl: "/expose/${offer.id}"
  };
  IS24.ssr = IS24.ssr || {};
  IS24.ssr.frontendModel = IS24.ssr.frontendModel || {};
  IS24.ssr.frontendModel.exposeMap = ${scriptJson(map)};
</script>
</body>
</html>
`;
}

/**
 * "Scout-ID: …" and, where the agency sent one, "Anbieter-Objekt-ID: …": the office's own object
 * number, the same on every portal it feeds (agency-reference.ts); most offices send it.
 */
function scoutIdBlock(offer: Offer): string {
  const reference = agencyReferenceOf(offer);
  return reference === undefined ? '' : `<div class="is24-scoutid__content"><p>Scout-ID: ${escapeHtml(offer.id)}</p><p class="is24qa-anbieter-objekt-id">Anbieter-Objekt-ID: ${escapeHtml(reference)}</p></div>\n`;
}

function agencyReferenceOf(offer: Offer): string | undefined {
  return hashOf(offer.id, 'agency-reference') % 100 < 85 ? agencyReference(offer.listing) : undefined;
}

function render(listings: readonly SampleListing[], options: { pageSize: number }): NativePayload[] {
  const pageSize = Math.max(1, Math.floor(options.pageSize));
  const offers = listings.filter((l) => l.platform === PLATFORM).map(offerOf);
  // A sold home drops out of the result list; its exposé stays reachable, marked "Verkauft".
  const searchable = offers.filter((o) => o.listing.status !== 'sold');
  const payloads: NativePayload[] = [];
  const pages = Math.max(1, Math.ceil(searchable.length / pageSize));
  for (let page = 1; page <= pages; page++) {
    const slice = searchable.slice((page - 1) * pageSize, page * pageSize);
    payloads.push({
      path: searchPagePath(page),
      content_type: 'application/json',
      // The result list as the page assigns it (`IS24.resultList`): the model under `resultListModel`.
      body: JSON.stringify(resultList(searchPage(slice, page, pageSize, searchable.length))),
    });
  }
  for (const offer of offers) payloads.push({ path: exposePath(offer.id), content_type: 'text/html', body: exposeHtml(offer) });
  payloads.push(...renderProfiles(offers.map((o) => o.listing)));
  payloads.push(...renderGeoAutocomplete(listings.filter((l) => l.platform === PLATFORM)));
  return payloads;
}

export const renderer: PlatformRenderer = { platform: PLATFORM, render };
