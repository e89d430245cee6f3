import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.js';

// Each test file would otherwise start its own process, loading the client and chdb and opening
// the engine again (~5 s a file on a busy 2-core machine). The files share a worker's process and
// its one data directory instead, each in databases of its own (`@estate/store/testing`). Every page
// of a search is a ClickHouse query, slow on a loaded machine: a test may take up to 2 minutes.
// Two workers, two engines: while one waits on its engine, the other file runs.
export default mergeConfig(shared, defineConfig({ test: { isolate: false, maxWorkers: 2, testTimeout: 120_000, hookTimeout: 120_000 } }));
