export { startProjector, commitBatch, PROJECTED_TABLES, type ProjectorOptions, type ProjectedTables, type RunningProjector } from './projector.js';
export { rebuildProjections, type RebuildResult } from './rebuild.js';
export { projectBatch, type BatchProjection, type ListingProjection } from './project-batch.js';
export { listingDocument, ownPropertyId, livingAreaSqm, pricePerSqm, type ListingEvent } from './listing-document.js';
export { KvListingProjection, type StoredListing } from './kv-projection.js';
export { ProjectorMetrics } from './metrics.js';
export { startMetricsServer } from './metrics-server.js';
export { compareVersions, type Versioned } from './version.js';
export { ProjectorConfig } from './config.js';
