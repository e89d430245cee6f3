/** A sample listing as the `window.PAGE_MODEL` of a Rightmove property page. */
import { rightmove } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { escapeHtml } from '../html.js';
import { money } from './format.js';
import { livingCosts } from './living-costs.js';
import { countryName } from './overseas.js';
import { rightmovePresentation } from './presentation.js';
import { displayAddress, lastUpdate, mediaPath, pin, postcodeParts, priceText, propertyPhrase, resized } from './render-common.js';
import { branchFolder, branchNames } from './render-search.js';
import { rightmoveStatus } from './terms.js';
import { floorBullet } from '../uk-floor.js';

/** Both units, the one the agent gave first (Rightmove converts it into the other). */
function sizings(listing: SampleListing): rightmove.Sizing[] {
  const shown = rightmovePresentation(listing);
  if (shown.size) {
    const sqft: rightmove.Sizing = { unit: 'sqft', displayUnit: 'sq. ft.', minimumSize: shown.size.sqft, maximumSize: shown.size.sqft };
    const sqm: rightmove.Sizing = { unit: 'sqm', displayUnit: 'sq. m.', minimumSize: shown.size.sqm, maximumSize: shown.size.sqm };
    return shown.size.unit === 'sqm' ? [sqm, sqft] : [sqft, sqm];
  }
  if (shown.acres !== undefined) return [{ unit: 'ac', displayUnit: 'ac.', minimumSize: shown.acres, maximumSize: shown.acres }];
  return [];
}

/** Rightmove descriptions are HTML: paragraphs joined with `<br />`, special characters escaped. */
function descriptionHtml(text: string): string {
  return text
    .split(/\n+/)
    .map((line) => escapeHtml(line.trim()))
    .filter((line) => line !== '')
    .join('<br /><br />');
}

function keyFeatures(listing: SampleListing, subType: string): string[] {
  const features = [
    listing.bedrooms > 0 ? `${listing.bedrooms} bedroom${listing.bedrooms === 1 ? '' : 's'}` : undefined,
    subType,
    floorBullet(listing),
    listing.year_built !== undefined && listing.year_built < 1919 ? 'Period property' : undefined,
    listing.plot_area_sqm !== undefined && listing.property_type !== 'land' ? 'Private garden' : undefined,
    // A chain is a UK way of buying; agents abroad do not advertise its absence.
    listing.status === 'active' && !rightmove.isOverseas(listing.country) ? 'No onward chain' : undefined,
  ];
  return features.filter((f): f is string => f !== undefined);
}

const PROPERTY_TYPE_ALIAS: Readonly<Record<string, string>> = {
  house: 'houses', semi_detached: 'houses', townhouse: 'houses', apartment: 'flats', condo: 'flats', co_op: 'flats',
  multi_family: 'flats', land: 'land', manufactured: 'park-homes', commercial: 'commercial', parking: 'garages',
};

/**
 * UK pages split the postcode into outward and inward codes and name the nation. Overseas
 * pages are assumed to have neither (both are UK notions); their postal code is in the
 * display address, as the agent wrote it.
 */
function postcodeFields(listing: SampleListing): { ukCountry: string | null; outcode: string | null; incode: string | null } {
  if (rightmove.isOverseas(listing.country)) return { ukCountry: null, outcode: null, incode: null };
  return { ukCountry: 'England', ...postcodeParts(listing.address.postal_code) };
}

export function renderPageModel(listing: SampleListing): rightmove.PageModel {
  const shown = rightmovePresentation(listing);
  const status = rightmoveStatus(listing.status);
  const update = lastUpdate(listing);
  const point = pin(listing);
  const names = branchNames(listing);
  const overseas = rightmove.isOverseas(listing.country);
  const postcode = postcodeFields(listing);
  const address = displayAddress(listing);
  const phrase = propertyPhrase(listing, shown.propertySubType);
  // Overseas page titles name the country too: "… for sale in Calle Larios, 29015 Málaga, Andalucía, Spain".
  const place = overseas ? `${address}, ${countryName(listing.country)}` : address;
  const price = priceText(shown, listing);
  const sizes = sizings(listing);
  const sqft = shown.size?.sqft;
  const bedrooms = listing.property_type === 'land' ? null : listing.bedrooms;
  // Freehold and leasehold are English tenures; an overseas page is assumed to state none.
  const tenure = overseas ? null : listing.property_type === 'apartment' || listing.property_type === 'condo' ? 'LEASEHOLD' : 'FREEHOLD';
  return {
    propertyData: {
      id: listing.native_id,
      status: { published: true, archived: false },
      text: {
        description: descriptionHtml(listing.description),
        propertyPhrase: phrase,
        disclaimer: 'Property descriptions and related information displayed on this page are marketing materials provided by the estate agent.',
        pageTitle: `${phrase} in ${place}`,
        shortDescription: `${phrase} in ${place}`,
      },
      prices: {
        primaryPrice: price.displayPrice,
        secondaryPrice: null,
        displayPriceQualifier: price.displayPriceQualifier,
        // Shown where the agent sized the home in square feet; a metric listing is assumed to show none.
        pricePerSqFt: sqft && shown.size?.unit === 'sqft' && !shown.poa ? `${money(Math.round(listing.price / sqft), listing.currency)} per sq ft` : null,
        message: null,
        exchangeRate: null,
      },
      address: { displayAddress: address, countryCode: listing.country, deliveryPointId: null, ...postcode },
      keyFeatures: keyFeatures(listing, shown.propertySubType),
      images: listing.photos.map((p) => ({
        url: /^https?:/i.test(mediaPath(p.url)) ? p.url : `${rightmove.MEDIA_ORIGIN}/${mediaPath(p.url)}`,
        caption: p.caption ?? null,
        resizedImageUrls: {
          size135x100: resized(p.url, '135x100'),
          size476x317: resized(p.url, '476x317'),
          size656x437: resized(p.url, '656x437'),
        },
      })),
      floorplans: listing.floor_plan_url
        ? [{ url: listing.floor_plan_url, caption: 'Floorplan', type: 'IMAGE', resizedFloorplanUrls: { size296x197: resized(listing.floor_plan_url, '296x197') } }]
        : [],
      virtualTours: [],
      customer: {
        branchId: listing.agency.native_id,
        branchName: names.branch,
        branchDisplayName: names.display,
        companyName: listing.agency.name,
        companyTradingName: names.brand,
        displayAddress: listing.agency.address,
        logoPath: `${rightmove.MEDIA_ORIGIN}:443/${branchFolder(listing)}/branch_logo_${listing.agency.native_id}_0000.png`,
        customerProfileUrl: `/estate-agents/agent/${names.brand.replace(/[^A-Za-z0-9]+/g, '-')}/${names.branch.replace(/[^A-Za-z0-9]+/g, '-')}-${listing.agency.native_id}.html`,
        customerPropertiesUrl: `/property-for-sale/find/${names.brand.replace(/[^A-Za-z0-9]+/g, '-')}/${names.branch.replace(/[^A-Za-z0-9]+/g, '-')}.html?locationIdentifier=BRANCH%5E${listing.agency.native_id}`,
        isNewHomeDeveloper: false,
        commercial: false,
      },
      rooms: [],
      location: { ...point, circleRadiusOnMap: 807, zoomLevel: 17, pinType: 'ACCURATE_POINT', showMap: true },
      nearestStations: [],
      sizings: sizes,
      bedrooms,
      bathrooms: listing.property_type === 'land' || listing.bathrooms <= 0 ? null : Math.max(1, Math.floor(listing.bathrooms)),
      transactionType: 'BUY',
      tags: status.tags,
      listingHistory: { listingUpdateReason: update.text },
      contactInfo: { contactMethod: 'TELEPHONE', telephoneNumbers: { localNumber: listing.agency.phone, internationalNumber: null } },
      tenure: { tenureType: tenure, yearsRemainingOnLease: tenure === 'LEASEHOLD' ? 125 : null, message: null },
      propertySubType: shown.propertySubType,
      livingCosts: livingCosts(listing),
      mortgageCalculator: { price: shown.poa ? 0 : listing.price, propertyTypeAlias: PROPERTY_TYPE_ALIAS[listing.property_type] ?? 'houses' },
    },
    metadata: {
      publicsiteUrl: rightmove.ORIGIN,
      // Assumed to be the listing's currency, the one `primaryPrice` is in.
      currencyCode: listing.currency,
      copyLinkUrl: rightmove.propertyPageUrl(listing.native_id),
      mediaServerUrl: `${rightmove.MEDIA_ORIGIN}:443/`,
      serverTimestamp: Date.parse(listing.updated_at) || 0,
    },
    isAuthenticated: false,
    analyticsInfo: {
      analyticsBranch: {
        branchId: listing.agency.native_id,
        branchName: names.branch,
        brandName: names.brand,
        companyName: listing.agency.name,
        displayAddress: listing.agency.address,
      },
      analyticsProperty: {
        added: listing.listed_at.slice(0, 10).replace(/-/g, ''),
        beds: bedrooms,
        country: listing.country,
        currency: listing.currency,
        latitude: point.latitude,
        longitude: point.longitude,
        maxSizeFt: sqft ?? null,
        minSizeFt: sqft ?? null,
        postcode: postcode.outcode === null ? null : `${postcode.outcode} ${postcode.incode ?? ''}`.trim(),
        price: shown.poa ? 0 : listing.price,
        priceQualifier: shown.poa ? 'POA' : shown.qualifier === '' ? 'Default' : shown.qualifier,
        propertyId: listing.native_id,
        propertySubType: shown.propertySubType,
        propertyType: PROPERTY_TYPE_ALIAS[listing.property_type] ?? 'houses',
        soldSTC: status.tags.includes('SOLD_STC'),
      },
    },
  };
}
