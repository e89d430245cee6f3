/**
 * The floor of a UK flat as its office's key features state it ("Second floor"), one bullet of the
 * list the office's CRM sends to every portal it feeds (Rightmove `keyFeatures`, Zoopla
 * `features.bullets`): the same office shows it on both portals or on neither, another office
 * decides for itself. Three offices in four state it; houses have no floor to state.
 */
import type { SampleListing } from '../model.js';
import { hashOf } from './choices.js';

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth'];

export function floorBullet(listing: SampleListing): string | undefined {
  if (listing.country !== 'GB' || listing.property_type !== 'apartment' || listing.floor === undefined) return undefined;
  const office = listing.agency.office_key ?? listing.agency.native_id;
  if (hashOf(`${listing.property_key}|${office}`, 'floor-bullet') % 4 === 0) return undefined;
  if (listing.floor <= 0) return 'Ground floor';
  return `${ORDINALS[listing.floor - 1] ?? `${listing.floor}th`} floor`;
}
