import { observation, type AgencyObserved, type AgentObserved, type ListingObserved, type Observation } from '@estate/events';

type Professional = AgentObserved | AgencyObserved;
export type ProfessionalObservation = Extract<Observation, { kind: 'agent' | 'agency' }>;

/**
 * The agent and agency a listing names, as observations of their own. Their native ids follow
 * the listing document's rule (the platform's id, else the name as shown), so a listing's
 * `agent.id` and `agency.id` find them; the listing's locality is their market area.
 */
export function professionalsOfListing(listing: ListingObserved): ProfessionalObservation[] {
  const out: ProfessionalObservation[] = [];
  const address = listing.property.address;
  const area = compact({ city: address?.city, region: address?.region, postal_code: address?.postal_code });
  const common = {
    access_class: listing.access_class,
    country: listing.country,
    ...(Object.keys(area).length > 0 ? { market_area: area } : {}),
    ...(listing.retrieved_at !== undefined ? { retrieved_at: listing.retrieved_at } : {}),
  };
  const agency = listing.agency;
  const agencyNativeId = agency ? (agency.native_id ?? agency.name) : undefined;
  if (agency && agencyNativeId) {
    out.push(
      observation('agency', {
        ...common,
        native_id: agencyNativeId,
        name: agency.name,
        ...compact({ address: agency.address, website: agency.website, profile_url: agency.profile_url, licence_number: agency.licence_number }),
        ...(agency.professional_contacts?.length ? { professional_contacts: agency.professional_contacts } : {}),
      }),
    );
  }
  const agent = listing.agent;
  if (agent) {
    out.push(
      observation('agent', {
        ...common,
        native_id: agent.native_id ?? agent.name,
        name: agent.name,
        ...compact({ agency_native_id: agencyNativeId ?? agent.agency_native_id, profile_url: agent.profile_url, extensions: agent.extensions }),
        ...(agent.professional_contacts?.length ? { professional_contacts: agent.professional_contacts } : {}),
      }),
    );
  }
  return out;
}

/**
 * One professional read more than once in a run (beside several listings, then on its profile
 * page): one observation, the later read's fields winning, contacts and extensions combined, the
 * first market area kept (so a replay of the same pages gives the same observation).
 */
export function mergeProfessionals<P extends Professional>(earlier: P, later: P): P {
  const merged: P = { ...earlier, ...later };
  const contacts = [...(earlier.professional_contacts ?? []), ...(later.professional_contacts ?? [])];
  const unique = contacts.filter((c, i) => contacts.findIndex((o) => o.kind === c.kind && o.value === c.value) === i);
  if (unique.length > 0) merged.professional_contacts = unique;
  if (earlier.extensions || later.extensions) merged.extensions = { ...earlier.extensions, ...later.extensions };
  const area = earlier.market_area ?? later.market_area;
  if (area) merged.market_area = area;
  return merged;
}

function compact<T extends Record<string, unknown>>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
