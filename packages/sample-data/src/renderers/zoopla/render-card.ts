/** A sample listing as one search card of Zoopla's `regularListingsFormatted`. */
import { zoopla } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { money } from '../rightmove/format.js';
import { branchDetailsUri, branchName, displayAddress, filenameOf, zooplaTitle, type ZooplaPresentation } from './presentation.js';

const SHORT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** "£1.85m", "£425k": the card's `shortPriceTitle`. */
function shortPrice(amount: number): string {
  return amount >= 1_000_000 ? `£${SHORT.format(amount / 1_000_000)}m` : `£${SHORT.format(Math.round(amount / 1_000))}k`;
}

function summary(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  return text.length > 150 ? ` ${text.slice(0, 147).trimEnd()} ...` : ` ${text}`;
}

/** The flag a card carries: reduced in the last fortnight, or added in the last three days. */
function flag(listing: SampleListing, asOfMs: number): string | null {
  const last = listing.price_history.at(-1);
  if (last && last.event === 'price_changed' && asOfMs - Date.parse(last.date) < 14 * 86_400_000) return 'Reduced';
  return asOfMs - Date.parse(listing.listed_at) < 3 * 86_400_000 ? 'Just added' : null;
}

export function renderCard(listing: SampleListing, shown: ZooplaPresentation, asOfMs: number): zoopla.SearchCard {
  const files = listing.photos.map((p) => filenameOf(p.url));
  const first = files[0] ?? '';
  const features: zoopla.CardFeature[] = [];
  if (listing.bathrooms > 0) features.push({ iconId: zoopla.CARD_FEATURE_ICONS.bathrooms, content: listing.bathrooms });
  // A studio's card shows no bed icon, as on the saved 2023 cards.
  if (listing.bedrooms > 0) features.push({ iconId: zoopla.CARD_FEATURE_ICONS.bedrooms, content: listing.bedrooms });
  if (shown.area) features.push({ iconId: zoopla.CARD_FEATURE_ICONS.areaSqft, content: shown.area.sqft });
  const uri = zoopla.detailPath(listing.native_id);
  return {
    address: displayAddress(listing, shown),
    alternativeRentFrequencyLabel: null,
    availableFrom: '',
    branch: { branchId: Number(listing.agency.native_id), branchDetailsUri: branchDetailsUri(listing), logoUrl: `https://st.zoocdn.com/zoopla_static_agent_logo_(${listing.agency.native_id}).png`, name: branchName(listing), phone: listing.agency.phone },
    displayType: 'standard',
    featuredType: null,
    features,
    flag: flag(listing, asOfMs),
    highlights: [],
    image: {
      src: `${zoopla.IMAGE_ORIGIN}/645/430/${first}`,
      responsiveImgList: [
        { width: 645, src: `${zoopla.IMAGE_ORIGIN}/645/430/${first}` },
        { width: 354, src: `${zoopla.IMAGE_ORIGIN}/354/255/${first}` },
      ],
      caption: listing.photos[0]?.caption ?? null,
    },
    isPremium: false,
    lastPublishedDate: zoopla.ukWallClock(Date.parse(listing.updated_at)),
    listingId: listing.native_id,
    listingUris: { contact: uri.replace('/details/', '/contact/'), detail: uri, success: uri.replace('/details/', '/contact/success/') },
    location: { coordinates: { isApproximate: false, latitude: listing.latitude, longitude: listing.longitude } },
    numberOfFloorPlans: listing.floor_plan_url ? 1 : 0,
    numberOfImages: files.length,
    numberOfVideos: 0,
    price: money(listing.price, 'GBP'),
    priceDrop: null,
    priceTitle: shown.qualifier ? zoopla.PRICE_QUALIFIERS[shown.qualifier] : '',
    propertyType: shown.propertyType,
    publishedOn: zoopla.cardDay(Date.parse(listing.listed_at)),
    publishedOnLabel: 'Listed on',
    shortPriceTitle: shortPrice(listing.price),
    summaryDescription: summary(listing.description),
    tags: listing.tenure ? [{ content: listing.tenure === 'share_of_freehold' ? 'Share of freehold' : listing.tenure === 'freehold' ? 'Freehold' : 'Leasehold' }] : [],
    title: zooplaTitle(listing),
    transports: [],
    underOffer: listing.status === 'under_offer',
    availableFromLabel: 'Available from',
    isFavourite: false,
    // The first image is the card's own; the gallery lists the rest, as on the saved 2023 cards.
    gallery: files.slice(1).map((f): [null, string] => [null, `/${f}`]),
  };
}
