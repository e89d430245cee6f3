/**
 * How idealista words the state of an ad. It has no "pending": a reserved home (deposit paid,
 * sale not signed) carries the "Reservado" badge whether an offer was just accepted or contracts
 * are being drawn up. The ad's `status` field is something else: the property's condition.
 */
import type { LISTING_STATUSES } from '@estate/contract/vocabulary';
import type { idealista } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';

export type ListingStatus = (typeof LISTING_STATUSES)[number];

const RESERVED: idealista.IdealistaLabel = { name: 'reserved', text: 'Reservado' };
const SOLD: idealista.IdealistaLabel = { name: 'sold', text: 'Vendido' };

/** The badge idealista puts on the ad, if its status has one. */
export function labelFor(status: SampleListing['status']): idealista.IdealistaLabel | undefined {
  if (status === 'under_offer' || status === 'pending') return RESERVED;
  if (status === 'sold') return SOLD;
  return undefined;
}

/** The detail API's `state`: published ads are `active`, sold ones are taken down. */
export function stateFor(status: SampleListing['status']): string {
  return status === 'sold' ? 'inactive' : 'active';
}
