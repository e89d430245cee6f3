import { BUCKETS, openBucket } from '@estate/bus';
import type { StoredAgency, StoredAgent } from '@estate/documents';
import {
  agencySearchFields,
  agencySearchValuesOf,
  agentSearchFields,
  agentSearchValuesOf,
  createAgencySearch,
  createAgentSearch,
  type AgencySearchFields,
  type AgentSearchFields,
} from '@estate/search';
import { LiveListings } from '../reads/live-listings.js';
import {
  getAgencyHandler,
  getAgencyListingsHandler,
  getAgentHandler,
  getAgentListingsHandler,
  searchAgenciesHandler,
  searchAgentsHandler,
} from '../professionals/professional-handlers.js';
import { LiveDocuments } from '../reads/live-documents.js';
import { SearchFeed, snapshotOption } from '../search/search-feed.js';
import { defineKind } from './kind.js';
import { holdListingSearchFeed } from './listing-search-feed.js';

/**
 * Agents and agencies, served as one module because they answer from the same projections: an
 * agent search may name an agency, and both portfolios come from one projection of every live
 * listing's agent and agency (fed by `listing_search`, through the listing search's own follower:
 * listing-search-feed.ts). Documents from the `agents` and
 * `agencies` buckets, searches from the `agent_search` and `agency_search` projections.
 */
export const professionalsKind = defineKind({
  kind: 'professionals',
  async open(context) {
    const { bus, board, locations, logger, settings } = context;
    const [agentsKv, agenciesKv, listingsKv] = await Promise.all([openBucket(bus, BUCKETS.agents), openBucket(bus, BUCKETS.agencies), openBucket(bus, BUCKETS.listings)]);
    const feeds: Array<{ close(): Promise<void> }> = [];
    const close = async () => {
      await Promise.all(feeds.map((feed) => feed.close()));
    };
    const snapshots = settings.searchSnapshots;
    try {
      const agentSearch: SearchFeed<AgentSearchFields> = await SearchFeed.open({ bus, bucket: BUCKETS.agentSearch, projection: createAgentSearch(), decode: agentSearchValuesOf, logger, what: 'agent search', ...snapshotOption(snapshots, agentSearchFields.fields) });
      feeds.push(agentSearch);
      const agencySearch: SearchFeed<AgencySearchFields> = await SearchFeed.open({ bus, bucket: BUCKETS.agencySearch, projection: createAgencySearch(), decode: agencySearchValuesOf, logger, what: 'agency search', ...snapshotOption(snapshots, agencySearchFields.fields) });
      feeds.push(agencySearch);
      const held = await holdListingSearchFeed(context);
      feeds.push({ close: held.release });
      const listingFeed = held.feed;
      // Loaded and following together with the listing search, which feeds it.
      const portfolios = { projection: listingFeed.portfolios, get isLoaded() { return listingFeed.feed.isLoaded; } };
      const deps = {
        board,
        agents: new LiveDocuments<StoredAgent>(agentsKv, 'agent'),
        agencies: new LiveDocuments<StoredAgency>(agenciesKv, 'agency'),
        agentSearch,
        agencySearch,
        portfolios,
        listings: new LiveListings(listingsKv),
        locations,
      };
      return {
        handlers: {
          searchAgents: searchAgentsHandler(deps),
          getAgent: getAgentHandler(deps),
          getAgentListings: getAgentListingsHandler(deps),
          searchAgencies: searchAgenciesHandler(deps),
          getAgency: getAgencyHandler(deps),
          getAgencyListings: getAgencyListingsHandler(deps),
        },
        readiness: [agentSearch.readiness, agencySearch.readiness, listingFeed.portfolioReadiness],
        ready: Promise.all([agentSearch.loaded, agencySearch.loaded, listingFeed.feed.loaded]).then(() => undefined),
        close,
      };
    } catch (error) {
      await close();
      throw error;
    }
  },
});
