/** A sample listing as one entry of Rightmove's search results `properties`. */
import { rightmove } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { currencyPrefix } from './format.js';
import { rightmovePresentation } from './presentation.js';
import { displayAddress, lastUpdate, linkChannel, mediaPath, numericOr, pin, priceText, propertyPhrase, resized, sizeText } from './render-common.js';
import { rightmoveStatus } from './terms.js';

/** Rightmove brands are "Trading Name" and branches "Trading Name, Town". */
export function branchNames(listing: SampleListing): { brand: string; branch: string; display: string } {
  const brand = listing.agency.name.split(',')[0]?.trim() || listing.agency.name;
  const branch = listing.address.city;
  return { brand, branch, display: `${brand}, ${branch}` };
}

/** Rightmove shards media by branch: `278k/277739/…`. */
export function branchFolder(listing: SampleListing): string {
  const id = listing.agency.native_id;
  const n = Number(id);
  return Number.isSafeInteger(n) ? `${Math.ceil(n / 1000)}k/${id}` : `branch/${id}`;
}

function customer(listing: SampleListing): rightmove.Customer {
  const names = branchNames(listing);
  const folder = branchFolder(listing);
  const slug = `${names.brand.replace(/[^A-Za-z0-9]+/g, '-')}/${names.branch.replace(/[^A-Za-z0-9]+/g, '-')}-${listing.agency.native_id}`;
  return {
    branchId: numericOr(listing.agency.native_id),
    brandPlusLogoURI: `/${folder}/branch_rmchoice_logo_${listing.agency.native_id}_0000.png`,
    contactTelephone: listing.agency.phone,
    branchDisplayName: names.display,
    branchName: names.branch,
    brandTradingName: names.brand,
    branchLandingPageUrl: `/estate-agents/agent/${slug}.html`,
    development: false,
    showReducedProperties: true,
    commercial: false,
    showOnMap: true,
    enhancedListing: false,
    developmentContent: null,
    buildToRent: false,
    buildToRentBenefits: [],
    brandPlusLogoUrl: `${rightmove.MEDIA_ORIGIN}:443/${folder}/branch_rmchoice_logo_${listing.agency.native_id}_0000.png`,
  };
}

function summary(listing: SampleListing, qualifier: string): string {
  const text = listing.description.replace(/\s+/g, ' ').trim();
  const short = text.length > 280 ? `${text.slice(0, 277).trimEnd()}...` : text;
  // Agents lead with the guide on prime listings, in their own shorthand ("Guide price £1.2m", "Guide price €1.2m").
  if (qualifier === 'Guide Price' && listing.price >= 1_000_000) {
    return `Guide price ${currencyPrefix(listing.currency)}${Math.round(listing.price / 100_000) / 10}m. ${short}`;
  }
  return short;
}

export function renderSearchProperty(listing: SampleListing): rightmove.SearchProperty {
  const shown = rightmovePresentation(listing);
  const status = rightmoveStatus(listing.status);
  const update = lastUpdate(listing);
  const photos = listing.photos.map((p) => ({
    srcUrl: resized(p.url, '476x317', true),
    url: mediaPath(p.url),
    caption: p.caption ?? null,
  }));
  const main = photos[0]?.srcUrl ?? '';
  const names = branchNames(listing);
  return {
    id: numericOr(listing.native_id),
    bedrooms: listing.property_type === 'land' ? null : listing.bedrooms,
    bathrooms: listing.property_type === 'land' || listing.bathrooms <= 0 ? null : Math.max(1, Math.floor(listing.bathrooms)),
    numberOfImages: photos.length,
    numberOfFloorplans: listing.floor_plan_url ? 1 : 0,
    numberOfVirtualTours: 0,
    summary: summary(listing, shown.qualifier),
    displayAddress: displayAddress(listing),
    countryCode: listing.country,
    location: pin(listing),
    propertyImages: { images: photos, mainImageSrc: main, mainMapImageSrc: main.replace('476x317', '296x197') },
    propertySubType: shown.propertySubType,
    listingUpdate: { listingUpdateReason: update.reason, listingUpdateDate: update.at },
    premiumListing: false,
    featuredProperty: false,
    price: {
      amount: shown.poa ? 0 : listing.price,
      frequency: 'not specified',
      currencyCode: listing.currency,
      displayPrices: [priceText(shown, listing)],
    },
    customer: customer(listing),
    distance: null,
    transactionType: 'buy',
    productLabel: { productLabelText: null, spotlightLabel: false },
    commercial: false,
    development: false,
    residential: true,
    students: false,
    auction: false,
    feesApply: false,
    feesApplyText: null,
    displaySize: sizeText(shown),
    showOnMap: true,
    propertyUrl: `/properties/${listing.native_id}#/?channel=${linkChannel(listing)}`,
    contactUrl: `/property-for-sale/contactBranch.html?propertyId=${listing.native_id}`,
    staticMapUrl: null,
    // Assumed: overseas results come from the overseas search, whose channel is OVERSEAS.
    channel: rightmove.isOverseas(listing.country) ? 'OVERSEAS' : 'BUY',
    firstVisibleDate: listing.listed_at,
    keywords: [],
    keywordMatchType: 'no_keyword',
    saved: false,
    hidden: false,
    onlineViewingsAvailable: false,
    lozengeModel: { matchingLozenges: [] },
    hasBrandPlus: true,
    displayStatus: status.displayStatus,
    enquiredTimestamp: null,
    enquiryAddedTimestamp: null,
    enquiryCalledTimestamp: null,
    heading: '',
    addedOrReduced: update.text,
    formattedBranchName: ` by ${names.display}`,
    formattedDistance: '',
    propertyTypeFullDescription: propertyPhrase(listing, shown.propertySubType),
    isRecent: false,
    enhancedListing: false,
  };
}
