/**
 * Zillow's building pages (`/b/<slug>/`, sources.md §9 [M]): a building of units for sale or
 * rent with its name, address and pin, and its floor plans, each with the units advertised in it
 * (`floorPlans[{beds, baths, sqft, units[{unitNumber, price, availableFrom, zpid}]}]`). A unit's
 * home page links the building as `bdpUrl`. The slug is the building's id here.
 */
export interface BuildingUnit {
  unitNumber: string | null;
  price: number | null;
  /** `YYYY-MM-DD`, or null when the unit is available now. */
  availableFrom: string | null;
  zpid: number | string | null;
}

export interface BuildingFloorPlan {
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  units: BuildingUnit[];
}

export interface Building {
  buildingName: string | null;
  bdpUrl: string;
  address: { streetAddress: string; city: string; state: string; zipcode: string };
  latitude: number;
  longitude: number;
  yearBuilt: number | null;
  /** Units in the building, as Zillow states it (not the units advertised). */
  unitCount: number | null;
  floorPlans: BuildingFloorPlan[];
}

/** `/b/<slug>/` of a street address: lower-case words joined by hyphens. */
export function buildingPath(streetAddress: string, city: string, state: string, zipcode: string): string {
  const slug = [streetAddress, city, state, zipcode]
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/b/${slug}/`;
}

/** The building's slug in a `bdpUrl` or building page URL; Zillow's end in a mixed-case key ("…-974K78"). */
export const BUILDING_SLUG_PATTERN = /\/b\/([A-Za-z0-9-]+)\/?/;
