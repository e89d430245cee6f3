/**
 * The buildings SUUMO's condo listings are in, as its 物件ライブラリー and 新築 project pages
 * group them: condos of one name (物件名, the building's name) at one address (to the 丁目) are
 * one building. Samples know each property's building name only; grouping by name and address is
 * how SUUMO's own library pages read to a visitor, and gives several units to the buildings
 * whose name recurs in a 丁目.
 */
import { fullWidth, stableHash } from './format.js';
import type { ListingView } from './render-view.js';

export interface BuildingView {
  /** SUUMO's building id (the digits after `to_`). */
  libraryId: string;
  /** The new-build project's id (its `nc`), for buildings whose units are 新築. */
  projectId: string;
  name: string;
  address: string;
  /** Its units on SUUMO, by unit number. */
  units: ListingView[];
}

function keyOf(v: ListingView): string {
  return `${v.name}|${v.address}`;
}

/** Every condo building of the listings, in the order its first unit appears. */
export function buildingsOf(views: readonly ListingView[]): BuildingView[] {
  const byKey = new Map<string, BuildingView>();
  for (const v of views) {
    if (v.category.shape !== 'condo') continue;
    const key = keyOf(v);
    let building = byKey.get(key);
    if (!building) {
      building = { ...idsOf(key), name: v.name, address: v.address, units: [] };
      byKey.set(key, building);
    }
    building.units.push(v);
  }
  for (const b of byKey.values()) b.units.sort((a, c) => roomOf(a).localeCompare(roomOf(c)) || a.sample.native_id.localeCompare(c.sample.native_id));
  return [...byKey.values()];
}

/** Ten digits, as SUUMO's library ids run (to_1002517081); project ids in a range listings do not use. */
function idsOf(key: string): { libraryId: string; projectId: string } {
  const h = stableHash(key);
  return { libraryId: String(1_000_000_000 + (h % 900_000_000)), projectId: String(70_000_000 + (h % 9_000_000)) };
}

/** The library id of a condo listing's building (the page its detail page links); undefined for houses and land. */
export function libraryIdOf(v: ListingView): string | undefined {
  return v.category.shape === 'condo' ? idsOf(keyOf(v)).libraryId : undefined;
}

/** The project id of a new-build condo's building (the 物件概要 page its detail page links); undefined otherwise. */
export function projectIdOf(v: ListingView): string | undefined {
  return v.category.key === 'shinchikumansion' ? idsOf(keyOf(v)).projectId : undefined;
}

/** 部屋番号 as SUUMO prints it: the room number without 号室, in full-width digits. */
export function roomOf(v: ListingView): string {
  const unit = v.sample.address.unit?.normalize('NFKC').replace(/号室$/u, '');
  return unit ? fullWidth(unit) : '-';
}

/** 総戸数: the units the building has, of which SUUMO shows some; drawn from the building's name, never fewer than shown. */
export function totalUnits(b: BuildingView): number {
  const floors = Math.max(...b.units.map((u) => u.sample.total_floors ?? 1));
  return Math.max(b.units.length, floors * 4 + (stableHash(b.name) % 12));
}
