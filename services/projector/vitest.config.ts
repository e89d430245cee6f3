import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.js';

// Files here start servers and keep them in module state: each file gets fresh modules. Two
// workers: most files wait on nats-server, chdb and child processes rather than compute.
export default mergeConfig(shared, defineConfig({ test: { isolate: true, maxWorkers: 2 } }));
