import { beforeEach } from 'vitest';

// A turn of the event loop before each test: a file of synchronous tests otherwise keeps the
// worker from reading vitest's answers for its whole run, and past 60 s on a busy machine its
// pending calls fail with `Timeout calling "onTaskUpdate"` though every test passed.
beforeEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
