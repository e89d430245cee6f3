export * from './common.js';
export * from './generic.js';
export * from './job-progress.js';
export * from './listing.js';
export * from './media.js';
export * from './source-run.js';
