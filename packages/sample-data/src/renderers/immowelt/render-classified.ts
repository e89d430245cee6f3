/** The exposé's `app_cldp.data.classified`: the whole listing as immowelt's detail page holds it. */
import { immowelt } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { hashOf } from '../choices.js';
import { hardFacts, salePrice } from './hard-facts.js';
import { floorPlans, images } from './media.js';
import type { ImmoweltPresentation } from './presentation.js';
import { addressOf, estateType } from './render-card.js';

const round7 = (n: number) => Math.round(n * 1e7) / 1e7;

/**
 * A published address is a Point, as `[longitude, latitude]`. An unpublished one is the outline of
 * the area the home lies in; the generator has no district boundaries, so the outline is a ring of
 * about 500 m drawn around a centre up to 100 m from the home (a neighbourhood, never the home).
 */
function geometry(listing: SampleListing, shown: ImmoweltPresentation): immowelt.Geometry {
  if (shown.published) return { type: 'Point', coordinates: [round7(listing.longitude), round7(listing.latitude)] };
  const metres = (hashOf(listing.native_id, 'area-offset') % 100) + 0.5;
  const bearing = ((hashOf(listing.native_id, 'area-bearing') % 360) * Math.PI) / 180;
  const cosLat = Math.cos((listing.latitude * Math.PI) / 180);
  const lat = listing.latitude + (metres * Math.cos(bearing)) / 111_320;
  const lon = listing.longitude + (metres * Math.sin(bearing)) / (111_320 * cosLat);
  const ring: [number, number][] = [];
  for (let i = 0; i <= 6; i++) {
    const a = ((i % 6) * Math.PI) / 3;
    ring.push([round7(lon + (500 * Math.sin(a)) / (111_320 * cosLat)), round7(lat + (500 * Math.cos(a)) / 111_320)]);
  }
  return { type: 'MultiPolygon', coordinates: [[ring]] };
}

function keys(listing: SampleListing, shown: ImmoweltPresentation): immowelt.KeyEntry[] {
  const out: immowelt.KeyEntry[] = [{ label: immowelt.KEY_LABELS.onlineId, value: listing.native_id }];
  if (shown.reference !== null) out.push({ label: immowelt.KEY_LABELS.reference, value: shown.reference });
  return out;
}

export function renderClassified(listing: SampleListing, shown: ImmoweltPresentation): immowelt.Classified {
  const id = listing.native_id;
  const price = salePrice(listing, shown, true);
  const energy = listing.year_built === undefined ? undefined : { features: [{ type: 'yearOfConstruction', label: 'Baujahr', value: String(listing.year_built) }] };
  return {
    brand: 'immowelt',
    id,
    title: listing.description,
    metadata: { legacyId: shown.legacyId, creationDate: listing.listed_at, updateDate: listing.updated_at, status: { status: true }, isNewBuildProject: listing.new_build === true },
    domains: { medias: { images: images(listing), floorplans: floorPlans(listing), videos: [], virtualTours: [] } },
    sections: {
      location: { address: addressOf(listing, shown), isAddressPublished: shown.published, geometry: geometry(listing, shown) },
      hardFacts: hardFacts(listing, shown, true),
      ...(energy === undefined ? {} : { energy }),
      key: { keys: keys(listing, shown) },
      price: {
        base: {
          type: immowelt.DISTRIBUTION.buy.section,
          main: {
            label: { main: immowelt.PRICE_LABELS.sale },
            value: { main: { value: price.value, ariaLabel: price.ariaLabel }, ...(price.addition ? { alt: { value: price.addition.value, ariaLabel: price.addition.value } } : {}) },
          },
          commissionFee: { label: 'Provision für Käufer', value: '3,57% auf den Kaufpreis inkl. gesetzl. MwSt.' },
        },
        layout: 'GERMAN_SALE',
      },
      gallery: { images: images(listing) },
      mainDescription: { headline: listing.title, description: listing.description },
    },
    contactSections: {
      id,
      legacyId: shown.legacyId,
      agencyId: listing.agency.native_id,
      contactCard: { title: listing.agency.name, subtitle: listing.agent.name, phoneNumbers: [listing.agency.phone], isPrivateOwner: false },
      provider: {
        intermediaryCard: { title: listing.agency.name, subtitle: 'Gewerblicher Anbieter', display: true },
        contactCard: { title: listing.agent.name, subtitle: 'Dein Kontakt', display: true, logoUrl: null },
        website: listing.agency.website,
        isPrivateOwner: false,
        publisherType: 'AGENCY',
        address: listing.agency.address,
        phoneNumbers: [listing.agency.phone],
      },
    },
    tracking: {
      av_items: [{ id, price: listing.price, estate_type: estateType(shown), distribution_type: immowelt.DISTRIBUTION.buy.tracking, city: listing.address.city, zip_code: listing.address.postal_code, currency: listing.currency, legacy_id: shown.legacyId, client_id: listing.agency.native_id }],
    },
    rawData: {
      distributionType: immowelt.DISTRIBUTION.buy.raw,
      propertyType: shown.estate === 'apartment' ? immowelt.PROPERTY_TYPES.apartment : immowelt.PROPERTY_TYPES.house,
      ...(shown.subType === undefined ? {} : { propertySubType: shown.subType }),
    },
  };
}
