import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.js';

// Each test file would otherwise start its own process and load the store, the client and chdb
// again (~5 s a file on a busy 2-core machine): the files share a worker's process instead, the
// two that compare with ClickHouse in databases of their own on one directory (test/listing-rows.ts).
// Two workers: the ClickHouse comparisons wait on the engine while the in-memory files compute.
export default mergeConfig(shared, defineConfig({ test: { isolate: false, maxWorkers: 2 } }));
