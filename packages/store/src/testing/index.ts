// `@estate/store/testing`: an embedded store in a temporary directory, rows with every column set,
// and the benchmarks' timing helpers — for this package's tests and for the packages that test SQL
// against the store (the testkit's SQL search oracle), which cannot import another package's
// test files.
export { HOUR, isoAgo, largeTests, openTempStore, stopTtlMerges, type TempStore } from './temp-store.js';
export { listingRow, marketPointRow, observationRow } from './fixtures.js';
export { out, percentile, settle, timed } from './bench-support.js';
export { seeded } from './seeded.js';
