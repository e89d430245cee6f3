/**
 * The MLS listing a US home is sold through. Both US portals are fed by the MLS (second-portals.md
 * §6.2): one sale of one home is one MLS listing, with one MLS number, whichever portal shows it
 * and whichever office's name it carries there. So the number is drawn from the home's sale (the
 * listing's property key), not from a portal's listing id; the home's earlier sale has a key of
 * its own, and so an MLS number of its own, as the MLS gives a re-listing a new number.
 */
import type { SampleListing } from '../model.js';
import { hash32 } from '../prng.js';

const MLS_BY_STATE: Readonly<Record<string, string>> = {
  CA: 'CRMLS', CO: 'REcolorado', FL: 'Stellar MLS', GA: 'FMLS', IL: 'MRED', MA: 'MLS PIN', NY: 'OneKey MLS',
  TX: 'ACTRIS', WA: 'NWMLS', AZ: 'ARMLS', OR: 'RMLS', NC: 'Canopy MLS', PA: 'Bright MLS',
};

/** The name of the MLS serving the listing's state, as Zillow's `attributionInfo.mlsName` shows it. */
export function mlsName(listing: Pick<SampleListing, 'address'>): string {
  return MLS_BY_STATE[listing.address.region] ?? `${listing.address.region} MLS`;
}

/**
 * realtor.com's `source.id` of that MLS: two letters of the MLS and the state, as its real ids
 * are written ("SFCA" San Francisco, "BSMA" Boston, "HOTX" Houston, "SAUT" Utah).
 */
export function mlsSourceId(listing: Pick<SampleListing, 'address'>): string {
  const letters = mlsName(listing).replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase();
  return `${letters}${listing.address.region}`;
}

/** The MLS number of the listing's sale: the state and eight digits ("CA41205518"), one per sale of a home. */
export function mlsNumber(listing: Pick<SampleListing, 'property_key' | 'address'>, salt = ''): string {
  return `${listing.address.region}${String(hash32(`mls|${listing.property_key}${salt}`) % 100_000_000).padStart(8, '0')}`;
}
