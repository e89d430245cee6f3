/**
 * The Zillow profile of each agent the listings name (`/profile/<screenName>/`): who the agent is
 * (the `zuid` a listing's contact card names), the brokerage, and the rows Zillow shows under
 * "Professional information": broker address, brokerage phone, cell phone, web site, licence.
 * Licence numbers are the generator's, one per agent, in the listing's state. And each city's
 * agent directory, which links the profiles.
 */
import { zillow } from '@estate/native-formats';
import type { NativePayload, SampleListing } from '../../model.js';
import { hash32 } from '../../prng.js';
import { BUILD_ID } from './render-common.js';
import { nextDataPage } from '../html.js';

export function screenNameOf(listing: SampleListing): string {
  const base = listing.agent.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '');
  return `${base || 'agent'}${listing.agent.native_id.slice(-3)}`;
}

export function profilePath(screenName: string): string {
  return `profile/${screenName}.html`;
}

/** "12 Oak St, Austin, TX 78704" → its parts, as Zillow keeps a broker's address. */
function brokerAddress(address: string): zillow.ProfileDisplayUser['businessAddress'] {
  const m = /^(.*), ([^,]+), ([A-Z]{2}) (\d{5})$/.exec(address);
  return m ? { address1: m[1] as string, city: m[2] as string, state: m[3] as string, postalCode: m[4] as string } : undefined;
}

function profilePage(listing: SampleListing): NativePayload {
  const { agent, agency } = listing;
  const screenName = screenNameOf(listing);
  const licence = `${100_000 + (hash32(`licence:${agent.native_id}`) % 900_000)}`;
  const displayUser: zillow.ProfileDisplayUser = {
    zuid: agent.native_id,
    encodedZuid: `X1-ZU${(hash32(`zuid:${agent.native_id}`) >>> 0).toString(36)}_${agent.native_id}`,
    screenName,
    name: agent.name,
    businessName: agency.name,
    ...(brokerAddress(agency.address) ? { businessAddress: brokerAddress(agency.address) } : {}),
    phoneNumbers: { cell: agent.phone, brokerage: agency.phone },
    ...(agent.email ? { email: agent.email } : {}),
    profileUrl: `/profile/${screenName}/`,
  };
  const professionalInformation: zillow.ProfessionalInformation[] = [
    { term: 'Broker address', lines: [agency.name, agency.address] },
    { term: 'Cell phone', description: agent.phone },
    { term: 'Brokerage phone', description: agency.phone },
    { term: 'Websites', lines: [agency.website] },
    { term: 'Licenses', lines: [`${licence} (${listing.address.region})`] },
  ];
  const pageProps: zillow.ProfilePageProps = { displayUser, professionalInformation };
  const nextData = { props: { pageProps, __N_SSP: true }, page: '/profile/[screenName]', query: { screenName }, buildId: BUILD_ID, isFallback: false, gssp: true };
  return { path: profilePath(screenName), content_type: 'text/html', body: nextDataPage(`${agent.name} | Real Estate Agent in ${listing.address.city}, ${listing.address.region} | Zillow`, zillow.profileUrl(screenName), nextData) };
}

export function renderProfiles(listings: readonly SampleListing[]): NativePayload[] {
  const first = new Map<string, SampleListing>();
  for (const l of listings) if (!first.has(l.agent.native_id)) first.set(l.agent.native_id, l);
  return [...first.values()].sort((a, b) => (a.agent.native_id < b.agent.native_id ? -1 : 1)).map(profilePage);
}

/** Each city's agent directory: the agents of its listings, each linking to their profile. */
export function renderDirectories(listings: readonly SampleListing[]): NativePayload[] {
  const cities = new Map<string, { city: string; state: string; agents: Map<string, SampleListing> }>();
  for (const l of listings) {
    if (l.country !== 'US') continue;
    const key = zillow.directoryPathOf(l.address.city, l.address.region);
    const entry = cities.get(key) ?? { city: l.address.city, state: l.address.region, agents: new Map<string, SampleListing>() };
    if (!entry.agents.has(l.agent.native_id)) entry.agents.set(l.agent.native_id, l);
    cities.set(key, entry);
  }
  return [...cities.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([path, { city, state, agents }]) => {
      const professionals = [...agents.values()]
        .sort((a, b) => (a.agent.native_id < b.agent.native_id ? -1 : 1))
        .map((l): zillow.DirectoryProfessional => ({ zuid: l.agent.native_id, fullName: l.agent.name, businessName: l.agency.name, profileLink: `/profile/${screenNameOf(l)}/` }));
      const pageProps: zillow.DirectoryPageProps = { location: { city, state }, proResults: { results: { professionals } } };
      const nextData = { props: { pageProps, __N_SSP: true }, page: '/professionals/real-estate-agent-reviews/[location]', query: {}, buildId: BUILD_ID, isFallback: false, gssp: true };
      return { path, content_type: 'text/html', body: nextDataPage(`Real Estate Agents in ${city}, ${state} | Zillow`, zillow.directoryUrl(city, state), nextData) };
    });
}
