import { BUCKETS, openBucket } from '@estate/bus';
import { LiveListings } from '../listings/live-listings.js';
import {
  getPropertyComparablesHandler,
  getPropertyHandler,
  getPropertyListingsHandler,
  getPropertyRecordsHandler,
  getPropertyTaxAssessmentsHandler,
  getPropertyTransactionsHandler,
  getPropertyValuationsHandler,
  resolvePropertyHandler,
} from '../properties/property-handlers.js';
import { SourceBoard } from '../reads/source-status.js';
import { defineKind } from './kind.js';

/**
 * Properties: the homes that listings and public records describe. Records, transactions, tax
 * assessments and valuations are read from the long-lived `property_records` table, listings
 * from the live `listings` rows (the document of each), the resolution of a listing from the
 * `listings` bucket; valuations and comparables are worked out per request from the same stores.
 */
export const propertyKind = defineKind({
  kind: 'property',
  operations: [
    'resolveProperty',
    'getProperty',
    'getPropertyListings',
    'getPropertyRecords',
    'getPropertyTransactions',
    'getPropertyTaxAssessments',
    'getPropertyValuations',
    'getPropertyComparables',
  ],
  async open({ bus, store, directory, logger }) {
    const deps = { store, board: new SourceBoard(store, directory, { logger }), listings: new LiveListings(await openBucket(bus, BUCKETS.listings)) };
    return {
      handlers: {
        resolveProperty: resolvePropertyHandler(deps),
        getProperty: getPropertyHandler(deps),
        getPropertyListings: getPropertyListingsHandler(deps),
        getPropertyRecords: getPropertyRecordsHandler(deps),
        getPropertyTransactions: getPropertyTransactionsHandler(deps),
        getPropertyTaxAssessments: getPropertyTaxAssessmentsHandler(deps),
        getPropertyValuations: getPropertyValuationsHandler(deps),
        getPropertyComparables: getPropertyComparablesHandler(deps),
      },
    };
  },
});
