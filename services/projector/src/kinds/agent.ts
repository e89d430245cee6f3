import type { AgentBody } from '@estate/contract';
import type { EventOf } from '@estate/events';
import type { StoredAgent } from '@estate/documents';
import { agencyId, agentId } from '@estate/normalize';
import { agentSearchDocument, type SearchDocument } from '@estate/search';
import { sourceOf } from '../source-of.js';
import { projection, type ProjectionSink } from './projection.js';
import { extensionsOf, placeOf } from './professional-facts.js';

type AgentDocuments = { agents: StoredAgent; agent_search: SearchDocument };

/**
 * `agent.observed`: the agent's row in `agents`, its Agent document in the `agents` bucket and
 * its search fields in `agent_search`. Ids follow the listing documents' rule, so a listing's
 * `agent.id` and `agent.agency_id` find the agent and its agency.
 */
export const agentProjection = projection({
  tables: ['agents'],
  documents: ['agents', 'agent_search'],
  project(event: EventOf<'agent.observed'>, out: ProjectionSink<'agents', AgentDocuments>) {
    const d = event.data;
    const id = agentId(event.platform, d.native_id);
    const agency = d.agency_native_id === undefined ? undefined : agencyId(event.platform, d.agency_native_id);
    const extensions = extensionsOf(d);
    const agent: AgentBody = {
      id,
      source: sourceOf(event),
      name: d.name,
      ...(agency !== undefined ? { agency_id: agency } : {}),
      ...(d.profile_url !== undefined ? { profile_url: d.profile_url } : {}),
      ...(d.professional_contacts?.length ? { professional_contacts: d.professional_contacts } : {}),
      ...(extensions ? { extensions } : {}),
    };
    const place = placeOf(d);
    const version = { observed_at: event.observed_at, event_id: event.id };
    out.row('agents', {
      agent_id: id,
      platform: event.platform,
      native_id: d.native_id,
      name: d.name,
      agency_id: agency ?? '',
      country: d.country,
      ...place,
      licence_number: d.licence_number ?? '',
      document: JSON.stringify(agent),
      ...version,
    });
    out.document('agents', id, { agent, ...version });
    out.document(
      'agent_search',
      id,
      agentSearchDocument(version, { platform: event.platform, country: d.country, name: d.name, ...place, agency_id: agency ?? '', observed_at: Date.parse(event.observed_at) }),
    );
  },
});
