import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.js';

// The SQL search oracle's tests run every page of a search as a ClickHouse query, slow on a loaded
// machine: a test may take up to 2 minutes. Two workers: while one file waits on its engine or on
// a nats-server, the other runs. Files share their worker's store directory
// (`@estate/store/testing`), each in databases of its own.
export default mergeConfig(shared, defineConfig({ test: { maxWorkers: 2, testTimeout: 120_000, hookTimeout: 120_000 } }));
