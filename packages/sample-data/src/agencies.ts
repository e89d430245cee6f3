import type { SampleListing } from './model.js';
import { scramble } from './platforms.js';
import { hash32, mix32, Rng } from './prng.js';
import type { City, CountryProfile, District } from './profile.js';

export interface AgencyDraft {
  /** Stable across platforms: each platform turns it into its own id. */
  number: number;
  name: string;
  address: string;
  website: string;
  phone: string;
  domain: string;
  agents: Array<{ number: number; name: string; phone: string; email?: string }>;
}

const AGENCIES_PER_CITY = 4;
const AGENTS_PER_AGENCY = 3;

function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 28);
}

function agencyName(template: string, rng: Rng, profile: CountryProfile, city: City): string {
  const short = city.name.split(' ')[0] ?? city.name;
  const cityWord = profile.country === 'JP' ? city.name.replace(/市$/, '') : city.name;
  const [s, t] = rng.sample(profile.lastNames, 2);
  return template
    .replace('{C}er', `${short}er`)
    .replace('{C}', cityWord)
    .replace('{S}', s ?? 'Smith')
    .replace('{T}', t ?? 'Jones');
}

function officeAddress(rng: Rng, profile: CountryProfile, city: City, district: District): string {
  const street = profile.country === 'JP' ? district.name : rng.pick(city.streets);
  const line1 = profile.streetAddress(rng, street);
  const postcode = profile.postalCode(rng, district);
  switch (profile.country) {
    case 'US':
      return `${line1}, ${city.name}, ${city.region} ${postcode}`;
    case 'GB':
      return `${line1}, ${city.name}, ${postcode}`;
    case 'JP':
      return `〒${postcode} ${city.region}${city.name}${district.ward ?? ''}${line1}`;
    default:
      return `${line1}, ${postcode} ${city.name}`;
  }
}

/** The agencies of one city: the same for every platform and every run of one seed. */
export class AgencyBook {
  private readonly cache = new Map<string, AgencyDraft[]>();

  constructor(private readonly seedHash: number) {}

  /** `cityOrdinal` is unique per city (< 1000): it keeps agency numbers distinct. */
  agencies(profile: CountryProfile, city: City, cityOrdinal: number): AgencyDraft[] {
    const key = `${profile.country}:${city.name}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const rng = new Rng(mix32(this.seedHash, hash32(`agencies:${key}`)));
    const templates = rng.sample(profile.agencyNames, AGENCIES_PER_CITY);
    const list = templates.map((template, a): AgencyDraft => {
      const name = agencyName(template, rng, profile, city);
      const slug = asciiSlug(name);
      const number = 10_000 + scramble(cityOrdinal * AGENCIES_PER_CITY + a, 90_000, this.seedHash % 90_000);
      const domain = slug.length >= 4 ? `${slug}.${profile.tld}` : `agency${number}.${profile.tld}`;
      const district = rng.pick(city.districts);
      const agents = Array.from({ length: AGENTS_PER_AGENCY }, (_, g) => {
        const agentName = profile.personName(rng);
        const local = asciiSlug(agentName.split(' ').join('.'));
        return {
          number: number * 10 + g,
          name: agentName,
          phone: profile.phone(rng, city),
          // Japanese portals show the office, not an agent's address.
          ...(profile.country === 'JP' || local.length < 3 ? {} : { email: `${agentName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '')}@${domain}` }),
        };
      });
      return { number, name, address: officeAddress(rng, profile, city, district), website: `https://www.${domain}`, phone: profile.phone(rng, city), domain, agents };
    });
    this.cache.set(key, list);
    return list;
  }
}

export function agencyOf(draft: AgencyDraft, platform: string): SampleListing['agency'] {
  return { native_id: platformNumber(draft.number, platform), name: draft.name, address: draft.address, website: draft.website, phone: draft.phone, office_key: `office-${draft.number}` };
}

export function agentOf(draft: AgencyDraft, index: number, platform: string): SampleListing['agent'] {
  const agent = draft.agents[index % draft.agents.length] ?? draft.agents[0];
  if (!agent) throw new Error('agency without agents');
  return { native_id: platformNumber(agent.number, platform), name: agent.name, phone: agent.phone, ...(agent.email ? { email: agent.email } : {}) };
}

/** Each platform numbers agencies its own way; the same office gets a different id on each. */
function platformNumber(n: number, platform: string): string {
  return String((n * 7 + (hash32(platform) % 1000)) % 10_000_000);
}
