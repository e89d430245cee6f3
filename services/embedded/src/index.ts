export { EmbeddedConfig } from './config.js';
export { startEmbedded, type EmbeddedOptions, type EmbeddedStack } from './embedded.js';
export { liveListingsByPlatform } from './live-listings.js';
export { startEmbeddedMetricsServer, type MetricsServer } from './metrics-server.js';
