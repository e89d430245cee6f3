/** One search card (`pageProps.classifiedsData[id]`) as immowelt's results carry it. */
import { immowelt } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { hardFacts } from './hard-facts.js';
import { images } from './media.js';
import type { ImmoweltPresentation } from './presentation.js';

/** The card's address: the street only where the agent published it. */
export function addressOf(listing: SampleListing, shown: ImmoweltPresentation): immowelt.Address {
  return {
    country: 'DEU',
    city: listing.address.city,
    zipCode: listing.address.postal_code,
    ...(shown.published ? { street: listing.address.line1 } : {}),
    ...(listing.address.district === undefined ? {} : { district: listing.address.district }),
  };
}

export function estateType(shown: ImmoweltPresentation): string {
  return shown.estate === 'apartment' ? immowelt.ESTATE_TYPES.apartment : shown.estate === 'multiFamily' ? immowelt.ESTATE_TYPES.multiFamily : immowelt.ESTATE_TYPES.house;
}

export function renderCard(listing: SampleListing, shown: ImmoweltPresentation, asOfMs: number): immowelt.SearchCard {
  const id = listing.native_id;
  // The card cuts the description at 500 characters, as the saved cards do.
  const description = listing.description.length > 500 ? `${listing.description.slice(0, 497)}...` : listing.description;
  return {
    brand: 'immowelt',
    id,
    status: 'Published',
    metadata: { id, legacyId: shown.legacyId, creationDate: listing.listed_at, updateDate: listing.updated_at },
    location: { address: addressOf(listing, shown), isAddressPublished: shown.published },
    hardFacts: hardFacts(listing, shown, false),
    gallery: { images: images(listing) },
    tracking: {
      name: 'classified',
      id,
      price: listing.price,
      estate_type: estateType(shown),
      distribution_type: immowelt.DISTRIBUTION.buy.tracking,
      country: 'Germany',
      city: listing.address.city,
      region: listing.address.region,
      currency: listing.currency,
      zip_code: listing.address.postal_code,
      legacy_id: shown.legacyId,
      product_type: 'standard',
      client_id: listing.agency.native_id,
    },
    provider: {
      intermediaryCard: { title: listing.agency.name, subtitle: 'Gewerblicher Anbieter', display: true },
      contactCard: { title: listing.agent.name, subtitle: 'Dein Kontakt', display: true, logoUrl: null },
      isPrivateOwner: false,
      publisherType: 'AGENCY',
      address: listing.agency.address,
      phoneNumbers: [listing.agency.phone],
    },
    mainDescription: { headline: listing.title, description, metadata: { language: 'de' } },
    type: 'PROFESSIONAL',
    url: immowelt.exposeUrl(shown.legacyId),
    portal: 'immowelt',
    rawData: {
      distributionType: immowelt.DISTRIBUTION.buy.raw,
      propertyType: shown.estate === 'apartment' ? immowelt.PROPERTY_TYPES.apartment : immowelt.PROPERTY_TYPES.house,
      ...(shown.subType === undefined ? {} : { propertySubType: shown.subType }),
      price: listing.price,
      surface: { main: shown.livingSpace, plot: listing.plot_area_sqm === undefined ? null : Math.round(listing.plot_area_sqm) },
      nbroom: listing.rooms ?? listing.bedrooms + 1,
    },
    // "Neu" for a fortnight after it went online.
    tags: { has3DVisit: false, hasBrokerageFee: true, isNew: asOfMs - Date.parse(listing.listed_at) < 14 * 86_400_000 },
    display: 'classified',
    cps: id,
  };
}
