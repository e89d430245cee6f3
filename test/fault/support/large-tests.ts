/**
 * ESTATE_LARGE_TESTS=1 runs the fault scenarios at their full size (many kills, restarts and
 * node losses); by default each fault is exercised once, sized for CI on a busy 2-core machine.
 * The variable is read once for the whole system-test package, in e2e/support/large-tests.ts.
 */
export { largeTests } from '../../e2e/support/large-tests.js';
