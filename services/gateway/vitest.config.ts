import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.js';

// The files share a worker's modules (the gateway's sources are imported once per worker, not
// once per file): each file starts and stops its own servers in its own module, and the shared
// sources keep only caches (compiled validators, a request-id counter) no test needs fresh.
// Two workers: most files wait on servers, timers and child processes rather than compute, so a
// second file runs in those waits (vitest's default is one worker on a two-core machine).
export default mergeConfig(shared, defineConfig({ test: { isolate: false, maxWorkers: 2 } }));
