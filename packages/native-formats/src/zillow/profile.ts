/**
 * A Zillow agent profile (`https://www.zillow.com/profile/<screenName>/`), a Next.js page whose
 * `__NEXT_DATA__` holds `props.pageProps.displayUser` (who the agent is: `zuid`, the id a
 * listing's contact card names; screen name; brokerage) and `professionalInformation`, the
 * label/value rows the page shows ("Broker address", "Brokerage phone", "Cell phone", "Websites",
 * "Licenses").
 */
export interface ProfileDisplayUser {
  zuid: string;
  encodedZuid: string;
  screenName: string;
  name: string;
  businessName?: string;
  businessAddress?: { address1: string; city: string; state: string; postalCode: string };
  phoneNumbers?: { cell?: string; brokerage?: string; business?: string };
  email?: string;
  profileUrl: string;
}

export interface ProfessionalInformation {
  term: string;
  description?: string;
  lines?: string[];
}

export interface ProfilePageProps {
  displayUser: ProfileDisplayUser;
  professionalInformation: ProfessionalInformation[];
}

export function profileUrl(screenName: string): string {
  return `https://www.zillow.com/profile/${encodeURIComponent(screenName)}/`;
}

/**
 * Zillow's agent directory of a city (`/professionals/real-estate-agent-reviews/<city>-<state>/`),
 * a Next.js page whose `props.pageProps.proResults.results.professionals` lists the agents who
 * work there, each with the link to their profile.
 */
export interface DirectoryProfessional {
  zuid: string;
  fullName: string;
  businessName?: string;
  profileLink: string;
}

export interface DirectoryPageProps {
  location: { city: string; state: string };
  proResults: { results: { professionals: DirectoryProfessional[] } };
}

function directorySlug(city: string, state: string): string {
  return `${city}-${state}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export function directoryUrl(city: string, state: string): string {
  return `https://www.zillow.com/professionals/real-estate-agent-reviews/${directorySlug(city, state)}/`;
}

/** Where a replay folder keeps a city's directory (`professionals/austin-tx.html`). */
export function directoryPath(citySlug: string): string {
  return `professionals/${citySlug}.html`;
}

/** The directory slug of a directory URL's path, or undefined. */
export function directorySlugOfPath(pathname: string): string | undefined {
  return /^\/professionals\/real-estate-agent-reviews\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1];
}

export function directoryPathOf(city: string, state: string): string {
  return directoryPath(directorySlug(city, state));
}
