/**
 * `ESTATE_LARGE_TESTS=1` runs the full-size randomised and volume versions of the tests that have
 * one (every fuzz value against every field, thousands of records); without it they are sized for
 * CI on a busy two-core machine. The one place this package reads the flag.
 */
export const largeTests = process.env.ESTATE_LARGE_TESTS === '1';
