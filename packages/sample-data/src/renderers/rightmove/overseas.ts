/**
 * Rightmove Overseas as the generator writes it: country and state names, the folders overseas
 * search pages are recorded under, and addresses in each country's order. What the format
 * itself fixes (the home country, metric countries) is in `@estate/native-formats`.
 */

/** Country names as Rightmove Overseas writes them in its URLs and headings ("in-Spain", "USA"). */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  ES: 'Spain', US: 'USA', FR: 'France', PT: 'Portugal', IT: 'Italy', DE: 'Germany', GR: 'Greece', CY: 'Cyprus',
  IE: 'Ireland', MT: 'Malta', TR: 'Turkey', BG: 'Bulgaria', HR: 'Croatia', AE: 'United Arab Emirates', EG: 'Egypt',
  AU: 'Australia', NZ: 'New Zealand', CA: 'Canada', ZA: 'South Africa',
};

/** US states spelt out, as Rightmove Overseas names the state of a Florida home. */
const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

export function countryName(country: string): string {
  return COUNTRY_NAMES[country] ?? country;
}

/** The folder an overseas country's search pages are recorded under: "spain", "usa". */
export function overseasSlug(country: string): string {
  return countryName(country).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** A street without its house number, which agents leave out: "Calle de Cádiz, 171" → "Calle de Cádiz". */
export function streetOnly(line1: string): string {
  const street = line1
    .replace(/^\s*\d+[A-Za-z]?\s+/, '')
    .replace(/,?\s+\d+[A-Za-z]?\s*$/, '')
    .trim();
  return street || line1.trim();
}

/**
 * The one-line address of an overseas home, in its country's order: "Calle de Cádiz, 46003
 * Valencia, Comunidad Valenciana"; "SW 22nd Ave, Miami, Florida 33133". Assumed: Rightmove
 * shows what the overseas agent typed, and agents abroad give the street (not the number),
 * town, postal code and region, but no country, which the record's `countryCode` states.
 */
export function overseasAddress(country: string, address: { line1: string; city: string; region: string; postal_code: string }): string {
  const street = streetOnly(address.line1);
  const postal = address.postal_code.trim();
  const parts =
    country === 'US'
      ? [street, address.city, [US_STATES[address.region.trim().toUpperCase()] ?? address.region, postal].filter((s) => s !== '').join(' ')]
      : [street, [postal, address.city].filter((s) => s !== '').join(' '), address.region === address.city ? '' : address.region];
  return parts.map((s) => s.trim()).filter((s) => s !== '').join(', ');
}
