/**
 * The map pin of a SUUMO detail page, in each of the forms SUUMO has published: a `data-lat`/
 * `data-lng` map element, the settings object the current sale pages hand to Google Maps
 * (`var googleMapsSettings = { … ,initIdo : '35.70…' ,initKeido : '139.74…' … }`, 緯度/経度),
 * and older pages' `var latlng = new google.maps.LatLng(…)`. SUUMO places the pin by the
 * address it was given and says the position is a guide (目安, 付近住所), so it is `approximate`.
 */
import type { ListingObserved } from '@estate/events';
import { normalizeGeometry } from '@estate/normalize';
import { attrOf, type HTMLElement } from './html.js';

type Geometry = NonNullable<ListingObserved['property']['geometry']>;

const MAPS_SETTINGS = /initIdo\s*:\s*['"]?(-?\d+(?:\.\d+)?)['"]?[\s\S]*?initKeido\s*:\s*['"]?(-?\d+(?:\.\d+)?)/;
const SCRIPT_LATLNG = /latlng\s*=\s*(?:new\s+[\w.]*LatLng\s*\(|\{)\s*(?:lat\s*:\s*)?(-?\d+(?:\.\d+)?)\s*,\s*(?:lng\s*:\s*)?(-?\d+(?:\.\d+)?)/i;

export function geometryOf(root: HTMLElement): Geometry | undefined {
  const map = root.querySelector('[data-lat]');
  if (map) {
    const point = normalizeGeometry(attrOf(map, 'data-lat'), attrOf(map, 'data-lng'), 'approximate');
    if (point) return point;
  }
  for (const script of root.querySelectorAll('script')) {
    const text = script.text;
    const m = MAPS_SETTINGS.exec(text) ?? SCRIPT_LATLNG.exec(text);
    const point = m ? normalizeGeometry(m[1], m[2], 'approximate') : undefined;
    if (point) return point;
  }
  return undefined;
}
