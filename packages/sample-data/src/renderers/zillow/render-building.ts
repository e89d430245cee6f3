/**
 * Zillow's building pages (`b/<slug>.html`, the `/b/<slug>/` page): the units of one street
 * address with a unit number (condos, co-ops, apartments), grouped by that address, with the
 * building's pin (its first unit's) and floor plans by bedrooms, each listing its advertised
 * units (unit number, price, available from, zpid). A unit's home page links the building as
 * `bdpUrl` (`buildingFields`).
 */
import { zillow } from '@estate/native-formats';
import type { NativePayload, SampleListing } from '../../model.js';
import { hashOf } from '../choices.js';
import { wholeSquareFeet } from './format.js';
import { BUILD_ID, pin, zpidValue } from './render-common.js';
import { nextDataPage } from '../html.js';

/** The building a listing is in: a unit at a street address; a house has none. */
function bdpUrlOf(listing: SampleListing): string | undefined {
  if (listing.address.unit === undefined || listing.address.unit === '') return undefined;
  const { line1, city, region, postal_code } = listing.address;
  return zillow.buildingPath(line1, city, region, postal_code);
}

/** `bdpUrl` of a unit's home page; nothing for a home outside a building. */
export function buildingFields(listing: SampleListing): Pick<zillow.ZillowProperty, 'bdpUrl'> {
  // A sold unit is no longer on its building's page, so it does not link one either.
  const bdpUrl = listing.status === 'sold' ? undefined : bdpUrlOf(listing);
  return bdpUrl === undefined ? {} : { bdpUrl };
}

/** Available now, or on a day within the next two months drawn from the listing's id. */
function availableFrom(listing: SampleListing): string | null {
  const days = hashOf(listing.native_id, 'available-from') % 90;
  if (days < 30) return null;
  return new Date(Date.parse(listing.updated_at) + days * 86_400_000).toISOString().slice(0, 10);
}

function building(units: readonly SampleListing[], bdpUrl: string): zillow.Building {
  const first = units[0] as SampleListing;
  const byBeds = new Map<number, SampleListing[]>();
  for (const u of units) byBeds.set(u.bedrooms, [...(byBeds.get(u.bedrooms) ?? []), u]);
  const floors = Math.max(...units.map((u) => u.total_floors ?? 1));
  return {
    buildingName: null,
    bdpUrl,
    address: { streetAddress: first.address.line1, city: first.address.city, state: first.address.region, zipcode: first.address.postal_code },
    ...pin(first),
    yearBuilt: first.year_built ?? null,
    unitCount: Math.max(units.length, floors * 6 + (hashOf(bdpUrl, 'units') % 20)),
    floorPlans: [...byBeds.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([beds, inPlan]) => ({
        beds,
        baths: Math.min(...inPlan.map((u) => u.bathrooms)),
        sqft: Math.min(...inPlan.map((u) => wholeSquareFeet(u.living_area_sqm))),
        units: inPlan.map((u) => ({ unitNumber: u.address.unit ?? null, price: u.price, availableFrom: availableFrom(u), zpid: zpidValue(u) })),
      })),
  };
}

/** One building page per street address whose units Zillow shows (active and under offer units only: sold ones are not advertised). */
export function renderBuildingPages(listings: readonly SampleListing[]): NativePayload[] {
  const byUrl = new Map<string, SampleListing[]>();
  for (const l of listings) {
    const url = bdpUrlOf(l);
    if (url !== undefined && l.status !== 'sold') byUrl.set(url, [...(byUrl.get(url) ?? []), l]);
  }
  return [...byUrl.entries()].map(([bdpUrl, units]) => {
    const slug = zillow.BUILDING_SLUG_PATTERN.exec(bdpUrl)?.[1] as string;
    const nextData: zillow.NextData<unknown> = {
      props: { pageProps: { buildingData: { building: building(units, bdpUrl) } }, __N_SSP: true },
      page: '/b/[...slug]',
      query: { slug: [slug] },
      buildId: BUILD_ID,
      isFallback: false,
      gssp: true,
    };
    const first = units[0] as SampleListing;
    return { path: `b/${slug}.html`, content_type: 'text/html', body: nextDataPage(`${first.address.line1}, ${first.address.city}, ${first.address.region} ${first.address.postal_code} | Zillow`, zillow.absoluteUrl(bdpUrl) ?? bdpUrl, nextData) };
  });
}
