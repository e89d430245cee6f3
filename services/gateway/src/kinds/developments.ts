import { BUCKETS, openBucket } from '@estate/bus';
import type { StoredDevelopment } from '@estate/documents';
import { createDevelopmentSearch, developmentSearchFields, developmentSearchValuesOf, type DevelopmentSearchFields } from '@estate/search';
import { getDevelopmentHandler, searchDevelopmentsHandler } from '../developments/development-handlers.js';
import { LiveDocuments } from '../reads/live-documents.js';
import { SearchFeed, snapshotOption } from '../search/search-feed.js';
import { defineKind } from './kind.js';

/**
 * New-build developments: documents from the `developments` bucket, searches from the
 * in-memory projection the `development_search` bucket feeds (not ready until it has loaded).
 */
export const developmentsKind = defineKind({
  kind: 'developments',
  async open({ bus, board, locations, logger, settings }) {
    const kv = await openBucket(bus, BUCKETS.developments);
    const search: SearchFeed<DevelopmentSearchFields> = await SearchFeed.open({
      bus,
      bucket: BUCKETS.developmentSearch,
      projection: createDevelopmentSearch(),
      decode: developmentSearchValuesOf,
      logger,
      what: 'development search',
      ...snapshotOption(settings.searchSnapshots, developmentSearchFields.fields),
    });
    const deps = { board, developments: new LiveDocuments<StoredDevelopment>(kv, 'development'), search, locations };
    return {
      handlers: { searchDevelopments: searchDevelopmentsHandler(deps), getDevelopment: getDevelopmentHandler(deps) },
      readiness: [search.readiness],
      ready: search.loaded,
      close: () => search.close(),
    };
  },
});
