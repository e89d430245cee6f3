/**
 * The plot number a UK new-build home's ads lead their address with ("Plot 23, Becketts Park
 * Drive, Leeds, LS6"): the developer numbers the plots of a site, and every ad of the plot, on
 * either portal and by whichever office, names it so a buyer can find it on the site plan. The
 * identical plot next door (a look-alike, `prop-12-near`) is another number a few plots on.
 */
import type { SampleListing } from '../model.js';
import { hashOf } from './choices.js';

const LOOK_ALIKE = /-near$/;

export function plotNumber(listing: Pick<SampleListing, 'property_key'>): number {
  const home = listing.property_key.replace(LOOK_ALIKE, '');
  const number = 1 + (hashOf(home, 'plot') % 150);
  return home === listing.property_key ? number : number + 1 + (hashOf(listing.property_key, 'plot-next') % 5);
}

/** The display address of a plot: "Plot 23, " before the address the portal shows. */
export function plotAddress(address: string, listing: Pick<SampleListing, 'property_key'>): string {
  return `Plot ${plotNumber(listing)}, ${address}`;
}
