/**
 * realtor.com's fixed words. `description.type` values seen verbatim: single_family, condos,
 * multi_family, townhomes (second-portals.md §2.2), apartment (rentals, 2023 response); the rest
 * are [M]. `status` values seen: for_sale, for_rent, sold, off_market; a pending or contingent
 * sale stays `for_sale` with `flags.is_pending` / `flags.is_contingent` set (as HomeHarvest reads it).
 */

export const HOME_COUNTRY = 'US';

export const PROPERTY_TYPES = ['single_family', 'condos', 'condo_townhome_rowhome_coop', 'townhomes', 'multi_family', 'mobile', 'coop', 'land', 'farm', 'apartment'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const STATUSES = ['for_sale', 'for_rent', 'sold', 'off_market', 'pending', 'contingent', 'ready_to_build', 'new_community'] as const;

/** The words before a unit's number that realtor.com writes in `line` and `unit` ("Unit 306", "Apt 4B"). */
export const UNIT_DESIGNATORS = ['Unit', 'Apt', 'Ste', '#'] as const;

/** `advertisers[].type` of the listing's own side. */
export const SELLER = 'seller';
