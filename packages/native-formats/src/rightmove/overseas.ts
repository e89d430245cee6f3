/**
 * Rightmove Overseas: homes abroad (Spain, Florida, …) listed on rightmove.co.uk beside UK
 * ones. They share the UK payload shapes; what differs is the country (`countryCode` "ES"),
 * the currency (`price.currencyCode` "EUR", shown "€450,000"), the address (no UK outward
 * and inward codes) and, in metric countries, the unit floor areas are given in. Overseas
 * search pages live under `/overseas-property/…` (`/overseas-property/in-Spain.html`,
 * `/overseas-property-for-sale/USA.html`); property pages stay at `/properties/<id>`.
 */

/** Rightmove's home market; every other country is an overseas listing. */
export const HOME_COUNTRY = 'GB';

/** Countries measuring homes in square feet; the rest give floor areas in m². */
const IMPERIAL: ReadonlySet<string> = new Set(['GB', 'US']);

export function isOverseas(country: string): boolean {
  return country !== HOME_COUNTRY;
}

/** Whether agents in this country give floor areas in m² (so Rightmove shows "95 sq. m."). */
export function measuresInSqm(country: string): boolean {
  return !IMPERIAL.has(country);
}
