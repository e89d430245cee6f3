import { BUCKETS, openBucket } from '@estate/bus';
import type { StoredDevelopment } from '@estate/events';
import { createDevelopmentSearch, developmentSearchFields, developmentSearchValuesOf, type DevelopmentSearchFields } from '@estate/search';
import { getDevelopmentHandler, searchDevelopmentsHandler } from '../developments/development-handlers.js';
import { LiveDocuments } from '../reads/live-documents.js';
import { SourceBoard } from '../reads/source-status.js';
import { SearchFeed, snapshotOption } from '../search/search-feed.js';
import { defineKind } from './kind.js';

/**
 * New-build developments: documents from the `developments` bucket, searches from the
 * in-memory projection the `development_search` bucket feeds (not ready until it has loaded).
 */
export const developmentKind = defineKind({
  kind: 'development',
  operations: ['searchDevelopments', 'getDevelopment'],
  async open({ bus, store, directory, locations, logger, config }) {
    const kv = await openBucket(bus, BUCKETS.developments);
    const search: SearchFeed<DevelopmentSearchFields> = await SearchFeed.open({
      bus,
      bucket: BUCKETS.developmentSearch,
      projection: createDevelopmentSearch(),
      decode: developmentSearchValuesOf,
      logger,
      what: 'development search',
      ...snapshotOption(config.searchSnapshots, developmentSearchFields.fields),
    });
    const deps = { board: new SourceBoard(store, directory, { logger }), developments: new LiveDocuments<StoredDevelopment>(kv, 'development'), search, locations };
    return {
      handlers: { searchDevelopments: searchDevelopmentsHandler(deps), getDevelopment: getDevelopmentHandler(deps) },
      readiness: [search.readiness],
      ready: search.loaded,
      close: () => search.close(),
    };
  },
});
