/**
 * What an agent writes of a flat's building in a Rightmove display address. Agents leave the
 * house number out of most addresses, but the ones that give the full postcode often name the
 * flat's building by its number ("44 Pollokshaws Road, Glasgow, Glasgow City, G41 8JG"), which
 * with the postcode names the building; a house's number stays left out. The flat itself is not
 * written before it: a display address's first part is read as its street.
 */
import { rightmove } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';

/** A flat's numbered street line, for a display address that shows the full postcode; undefined for houses and homes abroad. */
export function buildingLine(listing: SampleListing): string | undefined {
  return listing.address.unit !== undefined && !rightmove.isOverseas(listing.country) ? listing.address.line1 : undefined;
}
