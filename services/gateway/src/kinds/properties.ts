import { BUCKETS, openBucket } from '@estate/bus';
import { LiveListings } from '../reads/live-listings.js';
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
import { defineKind } from './kind.js';

/**
 * Properties: the homes that listings and public records describe. Records, transactions, tax
 * assessments and valuations are read from the long-lived `property_records` table, listings
 * from the live `listings` rows (the document of each), the resolution of a listing from the
 * `listings` bucket; valuations and comparables are worked out per request from the same stores.
 */
export const propertiesKind = defineKind({
  kind: 'properties',
  async open({ bus, store, board }) {
    const deps = { store, board, listings: new LiveListings(await openBucket(bus, BUCKETS.listings)) };
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
