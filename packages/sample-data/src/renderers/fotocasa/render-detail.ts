/** A sample listing as a detail page's `realEstate` (legacy) and `realEstateAdDetailEntityV2` (newer front end). */
import { fotocasa } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { adDate, adUuid, amountDrop, coordinatesOf, legacyAddress, publisherOf } from './render-card.js';
import { compactPhone, detailPathOf, locationText, streetOf, type FotocasaPresentation } from './presentation.js';

/** The legacy object rounds the point to six places, as the saved page does (37.885506 beside V2's 37.88550560620671). */
const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

const EXTRAS: Readonly<Record<string, string>> = { storage: 'Trastero', lift: 'Ascensor', air_conditioning: 'Aire acondicionado', fitted_kitchen: 'Cocina equipada', walk_in_closet: 'Armarios' };

function extras(listing: SampleListing): string[] {
  return (listing.features ?? []).flatMap((f) => (EXTRAS[f] ? [EXTRAS[f]] : []));
}

const isFlat = (listing: SampleListing): boolean => listing.property_type === 'apartment';

export function renderRealEstate(listing: SampleListing, shown: FotocasaPresentation, asOfMs: number): fotocasa.DetailRealEstate {
  const coordinates = coordinatesOf(shown);
  const address = legacyAddress(listing);
  return {
    accuracy: shown.exact,
    address: { ...address, combinedLocationId: `724,0,0,0,0,${listing.address.postal_code},0,0,0` },
    alterDate: '0001-01-01T00:00:00',
    buildingSubtype: shown.subtype,
    buildingType: fotocasa.BUILDING_TYPE,
    clientAlias: shown.agencyShown ? listing.agency.name : null,
    clientId: shown.agencyShown ? Number(listing.agency.native_id) : 0,
    clientName: shown.agencyShown ? listing.agency.name : null,
    clientTypeId: fotocasa.CLIENT_TYPES.professional,
    coordinates: { ...coordinates, latitude: round6(coordinates.latitude), longitude: round6(coordinates.longitude) },
    date: adDate(listing, asOfMs),
    descriptions: { 'es-ES': listing.description },
    detail: { 'es-ES': detailPathOf(listing) },
    extras: extras(listing),
    features: {
      ...(listing.bedrooms > 0 ? { rooms: listing.bedrooms } : {}),
      bathrooms: Math.max(1, Math.round(listing.bathrooms)),
      surface: shown.surface,
      ...(listing.floor !== undefined && isFlat(listing) ? { floor: fotocasa.floorCode(listing.floor) } : {}),
      surfaceLand: listing.plot_area_sqm === undefined ? 0 : Math.round(listing.plot_area_sqm),
    },
    id: Number(listing.native_id),
    isNew: false,
    isNewConstruction: listing.new_build === true,
    location: shown.exact || shown.streetName !== null ? locationText(listing, shown).trim() : '',
    multimedia: listing.photos.map((p) => ({ src: p.url, type: 'image' as const })),
    periodicityId: 0,
    phone: compactPhone(listing.agency.phone),
    price: listing.price,
    propertyTypeId: fotocasa.HOME_TYPE_ID,
    realEstateAdId: adUuid(listing),
    reducedPrice: null,
    reference: shown.reference,
    subtypeId: fotocasa.SUBTYPES[shown.subtype].id,
    transactionTypeId: fotocasa.TRANSACTION_TYPE_IDS.sale,
  };
}

/** "Calle de Alcalá, 45" → type "Calle", name "de Alcalá", number 45, where the advertiser shows it (the split of the words is [M]). */
function street(listing: SampleListing, shown: FotocasaPresentation): fotocasa.DetailV2['address']['street'] {
  if (!shown.exact) return { name: null, type: null, number: 0 };
  const line = streetOf(listing.address.line1);
  const number = Number(/(\d+)[A-Za-z]?\s*$/.exec(listing.address.line1)?.[1] ?? 0);
  const m = /^(Calle|Avenida|Avinguda|Carrer|Paseo|Passeig|Plaza|Plaça|Ronda|Rambla|Travessera|Camino|Glorieta|Vía|Via)\s+(.+)$/i.exec(line);
  return m ? { name: m[2] as string, type: m[1] as string, number } : { name: line, type: null, number };
}

/** The V2 `features[]`: what the page's feature list shows, by type. */
function featuresV2(listing: SampleListing, shown: FotocasaPresentation): fotocasa.DetailV2['features'] {
  const out: fotocasa.DetailV2['features'] = [{ type: 'TYPOLOGY', value: fotocasa.SUBTYPES[shown.subtype].typology }, { type: 'OCCUPANCY_STATUS', value: 'IS_AVAILABLE' }];
  if (listing.floor !== undefined && isFlat(listing)) out.push({ type: 'FLOOR', value: fotocasa.floorWord(listing.floor) });
  if (isFlat(listing)) out.push({ type: 'ELEVATOR', value: listing.features?.includes('lift') ? 'YES' : 'NO' });
  return out;
}

export function renderV2(listing: SampleListing, shown: FotocasaPresentation): fotocasa.DetailV2 {
  const neighbourhood = listing.address.district ?? listing.address.city;
  return {
    id: `1_${listing.native_id}`,
    address: {
      autonomousCommunity: listing.address.region,
      coordinates: { lat: shown.latitude, lng: shown.longitude },
      country: 'España',
      district: null,
      isExact: shown.exact,
      locality: ` ${listing.address.city}`,
      municipality: neighbourhood,
      neighborhood: neighbourhood,
      province: listing.address.region,
      street: street(listing, shown),
      visibilityMode: shown.exact ? 1 : 3,
      zipCode: listing.address.postal_code,
    },
    // UTC without a zone, as the saved page writes it.
    creationDate: new Date(Date.parse(listing.listed_at)).toISOString().replace('Z', ''),
    description: listing.description,
    multimedias: [
      ...listing.photos.map((p, i) => ({ position: i + 1, type: 'image' as const, url: p.url })),
      ...(listing.floor_plan_url ? [{ position: listing.photos.length + 1, type: 'plan' as const, url: listing.floor_plan_url }] : []),
    ],
    publisher: publisherOf(listing, shown),
    constructionType: listing.new_build ? 'newConstruction' : 'secondHand',
    features: featuresV2(listing, shown),
    groundSurface: listing.plot_area_sqm === undefined ? 0 : Math.round(listing.plot_area_sqm),
    propertyId: Number(listing.native_id),
    propertyTypeId: fotocasa.HOME_TYPE_ID,
    propertySubtypeId: fotocasa.SUBTYPES[shown.subtype].id,
    price: { amount: listing.price, amountDrop: amountDrop(listing), periodicity: 0 },
    transactionTypeId: fotocasa.TRANSACTION_TYPE_IDS.sale,
    realEstateAdId: adUuid(listing),
  };
}
