/** Listing images as immowelt names them: a uuid key and its `mms.immowelt.de` address. */
import type { immowelt } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';

/** The uuid in `https://mms.immowelt.de/a/b/c/d/{uuid}.jpg?ci_seal=…`. */
function keyOf(url: string): string {
  return /\/([0-9a-f-]{36})\.[a-z]+(?:\?|$)/.exec(url)?.[1] ?? url;
}

export function images(listing: SampleListing): immowelt.Image[] {
  return listing.photos.map((p, i) => ({
    key: keyOf(p.url),
    url: p.url,
    ...(p.caption === undefined ? {} : { description: p.caption }),
    title: p.caption ?? `Bild ${i + 1}`,
  }));
}

export function floorPlans(listing: SampleListing): immowelt.Image[] {
  return listing.floor_plan_url === undefined ? [] : [{ key: `${keyOf(listing.floor_plan_url)}-1`, url: listing.floor_plan_url, description: 'Grundriss' }];
}
