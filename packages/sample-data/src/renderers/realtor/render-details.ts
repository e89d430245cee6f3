/** A sample listing as a realtor.com detail page's `propertyDetails`. */
import { realtor } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import type { RealtorPresentation } from './presentation.js';
import { address, advertisers, describe, photos, statusOf, utcSeconds } from './render-home.js';

function history(listing: SampleListing, sqft: number | undefined): realtor.HistoryEntry[] {
  const entries: realtor.HistoryEntry[] = listing.price_history.map((h, i) => ({
    date: h.date,
    event_name: i === 0 ? 'Listed' : 'Price Changed',
    price: h.price,
    price_sqft: sqft ? Math.round((h.price / sqft) * 100) / 100 : null,
    source_name: null,
    listing: { list_price: h.price },
  }));
  if (listing.status === 'sold') entries.push({ date: listing.updated_at.slice(0, 10), event_name: 'Sold', price: listing.price, price_sqft: null, source_name: null, listing: null });
  // Newest first, as the page lists them.
  return entries.reverse();
}

export function renderDetails(listing: SampleListing, shown: RealtorPresentation): realtor.PropertyDetails {
  const { status, flags } = statusOf(listing);
  const prices = listing.price_history;
  const last = prices[prices.length - 1];
  const before = prices[prices.length - 2];
  const sold = listing.status === 'sold';
  return {
    property_id: shown.propertyId,
    listing_id: listing.native_id,
    href: realtor.detailUrl(shown.permalink),
    permalink: shown.permalink,
    status,
    list_price: listing.price,
    last_price_change_amount: last && before && last.event === 'price_changed' ? last.price - before.price : null,
    price_per_sqft: shown.sqft ? Math.round(listing.price / shown.sqft) : null,
    list_date: `${new Date(listing.listed_at).toISOString().slice(0, 19)}.000000Z`,
    last_sold_price: sold ? listing.price : null,
    last_sold_date: sold ? listing.updated_at.slice(0, 10) : null,
    description: { ...describe(listing, shown), baths_total: shown.type === 'land' ? null : shown.bathsFull + shown.bathsHalf, stories: null, garage: null, styles: null, text: listing.description },
    flags,
    location: { ...address(listing, shown, true), neighborhoods: listing.address.district ? [{ name: listing.address.district }] : null },
    photos: [...photos(listing), ...(listing.floor_plan_url ? [{ href: listing.floor_plan_url, tags: [{ label: 'floor_plan' }] }] : [])],
    advertisers: advertisers(listing, shown, true),
    source: {
      id: shown.mlsId,
      ...(shown.mlsNumber === null ? {} : { listing_id: shown.mlsNumber }),
      type: shown.mlsNumber === null ? 'community' : 'mls',
      name: null,
      agents: [{ agent_id: listing.agent.native_id, agent_name: listing.agent.name, id: shown.mlsId, office_id: listing.agency.native_id, office_name: shown.office, type: realtor.SELLER }],
      last_update_date: utcSeconds(listing.updated_at),
    },
    property_history: history(listing, shown.sqft),
    other_listings: { rdc: [{ listing_id: listing.native_id, status, listing_key: null, primary: true }] },
    hoa: null,
  };
}
