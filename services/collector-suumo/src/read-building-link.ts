/**
 * The building a SUUMO condo's detail page links (「物件ライブラリーを見る」): its library id goes
 * on the listing as `building_native_id`, so the listing's `building_id` finds the building.
 */
import type { ListingObserved } from '@estate/events';
import { suumo } from '@estate/native-formats';
import type { HTMLElement } from './html.js';

export function buildingNativeIdOf(root: HTMLElement): string | undefined {
  for (const a of root.querySelectorAll('a[href]')) {
    const id = suumo.LIBRARY_ID_PATTERN.exec(a.getAttribute('href') ?? '')?.[1];
    if (id) return id;
  }
  return undefined;
}

/** The listing with the building its page links, when it links one. */
export function withBuilding(listing: ListingObserved, root: HTMLElement): ListingObserved {
  const building = buildingNativeIdOf(root);
  return building === undefined ? listing : { ...listing, building_native_id: building };
}
