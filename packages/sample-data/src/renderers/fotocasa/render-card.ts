/** A sample listing as one result of fotocasa's `realEstates[]`, and as its `resultsV2` item. */
import { fotocasa } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { compactPhone, detailPathOf, euros, locationText, type FotocasaPresentation } from './presentation.js';

const DAY_MS = 86_400_000;

/** `date`: the ad's publication and how long ago it was, as of the newest update the pages show. */
export function adDate(listing: SampleListing, asOfMs: number): fotocasa.AdDate {
  const timestamp = Date.parse(listing.listed_at);
  return { diff: Math.max(0, Math.floor((asOfMs - timestamp) / DAY_MS)), unit: 'DAYS', timestamp };
}

/** Town names with the leading space the saved pages show (" Córdoba Capital"). */
export function legacyAddress(listing: SampleListing): fotocasa.LegacyAddress {
  const a = listing.address;
  const neighbourhood = a.district ?? a.city;
  return {
    country: 'España',
    district: neighbourhood,
    neighborhood: neighbourhood,
    zipCode: a.postal_code,
    municipality: ` ${a.city}`,
    province: a.region,
    city: ` ${a.city}`,
    county: `${a.city}, Zona de `,
    regionLevel1: a.region,
    regionLevel2: a.region,
    upperLevel: neighbourhood,
  };
}

export function coordinatesOf(shown: FotocasaPresentation): fotocasa.Coordinates {
  return { latitude: shown.latitude, longitude: shown.longitude, accuracy: shown.exact ? fotocasa.ACCURACY.exact : fotocasa.ACCURACY.approximate };
}

/** The card's `features[]`: amenities by id, then the counts (as on the saved cards). */
export function cardFeatures(listing: SampleListing, shown: FotocasaPresentation): fotocasa.FeatureEntry[] {
  const entry = (key: string, value: number): fotocasa.FeatureEntry => ({ key, value, maxValue: 0, minValue: 0 });
  const has = new Set<string>(listing.features ?? []);
  const out: fotocasa.FeatureEntry[] = [];
  for (const [feature, [key, id]] of Object.entries(fotocasa.AMENITY_KEYS)) if (has.has(feature)) out.push(entry(key, id));
  out.push(entry('bathrooms', Math.max(1, Math.round(listing.bathrooms))));
  if (listing.floor !== undefined && listing.property_type === 'apartment') out.push(entry('floor', fotocasa.floorCode(listing.floor)));
  if (listing.bedrooms > 0) out.push(entry('rooms', listing.bedrooms));
  out.push(entry('surface', shown.surface));
  return out;
}

export function publisherOf(listing: SampleListing, shown: FotocasaPresentation): fotocasa.Publisher | null {
  if (!shown.agencyShown) return null;
  return {
    alias: listing.agency.name,
    id: listing.agency.native_id,
    logo: `https://static.fotocasa.es/images/client/${listing.agency.native_id}?rule=original`,
    name: listing.agency.name,
    phone: compactPhone(listing.agency.phone),
    publisherId: `pub-${listing.agency.native_id}`,
    reference: shown.reference,
    type: 'professional',
  };
}

export function renderCard(listing: SampleListing, shown: FotocasaPresentation, asOfMs: number): fotocasa.SearchRealEstate {
  const subtype = fotocasa.SUBTYPES[shown.subtype];
  const date = adDate(listing, asOfMs);
  const path = detailPathOf(listing);
  return {
    accuracy: shown.exact,
    address: legacyAddress(listing),
    buildingSubtype: shown.subtype,
    buildingType: fotocasa.BUILDING_TYPE,
    clientAlias: shown.agencyShown ? listing.agency.name : null,
    clientId: shown.agencyShown ? Number(listing.agency.native_id) : 0,
    clientType: 'professional',
    clientTypeId: fotocasa.CLIENT_TYPES.professional,
    clientUrl: shown.agencyShown ? `/es/inmobiliaria/comprar/inmuebles/espana/todas-las-zonas/l?clientId=${listing.agency.native_id}` : null,
    coordinates: coordinatesOf(shown),
    date,
    dateOriginal: date,
    description: listing.description,
    detail: { 'es-ES': path },
    features: cardFeatures(listing, shown),
    hasFloorPlans: listing.floor_plan_url !== undefined,
    id: Number(listing.native_id),
    isNew: date.diff < 2,
    isNewConstruction: listing.new_build === true,
    isOpportunity: false,
    isTop: false,
    location: locationText(listing, shown),
    minPrice: 0,
    multimedia: listing.photos.map((p) => ({ type: 'image' as const, src: p.url, roomType: p.caption ?? 'other' })),
    periodicityId: 0,
    phone: compactPhone(listing.agency.phone),
    price: euros(listing.price),
    publisherId: shown.agencyShown ? `pub-${listing.agency.native_id}` : null,
    rawPrice: listing.price,
    realEstateAdId: adUuid(listing),
    reducedPrice: null,
    subtypeId: subtype.id,
    transactionTypeId: fotocasa.TRANSACTION_TYPE_IDS.sale,
    typeId: fotocasa.HOME_TYPE_ID,
  };
}

/** The last reduction, as V2's `amountDrop` (0 when the price never fell). */
export function amountDrop(listing: SampleListing): number {
  const [before, last] = listing.price_history.slice(-2);
  return before && last && last.event === 'price_changed' && last.price < before.price ? before.price - last.price : 0;
}

export function renderItemV2(listing: SampleListing, shown: FotocasaPresentation): fotocasa.SearchItemV2 {
  const neighbourhood = listing.address.district ?? listing.address.city;
  return {
    location: { address: locationText(listing, shown), zone: ` ${listing.address.city}, ${listing.address.region}`, municipality: neighbourhood, locality: ` ${listing.address.city}` },
    detailUrl: detailPathOf(listing),
    id: `1_${listing.native_id}`,
    multimedias: listing.photos.map((p, i) => ({ classification: p.caption ?? 'other', position: i + 1, type: 'IMAGE' as const, url: p.url })),
    phone: compactPhone(listing.agency.phone),
    publisher: publisherOf(listing, shown),
    price: { amount: listing.price, amountDrop: amountDrop(listing) },
    features: {
      bathrooms: Math.max(1, Math.round(listing.bathrooms)),
      ...(listing.floor !== undefined && listing.property_type === 'apartment' ? { floor: fotocasa.floorCode(listing.floor) } : {}),
      ...(listing.bedrooms > 0 ? { rooms: listing.bedrooms } : {}),
      surface: shown.surface,
    },
    propertyId: Number(listing.native_id),
    propertyType: 'HOMES',
    realEstateAdId: adUuid(listing),
    transactionType: 'SALE',
  };
}

/** The ad's uuid (`realEstateAdId`), stable per listing. */
export function adUuid(listing: SampleListing): string {
  const hex = Array.from({ length: 4 }, (_, i) => {
    let h = 0x811c9dc5 ^ i;
    for (const ch of listing.native_id) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
    return h.toString(16).padStart(8, '0');
  }).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
