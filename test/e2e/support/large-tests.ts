/**
 * ESTATE_LARGE_TESTS=1 runs the e2e accuracy checks over their large samples (the sizes their
 * floors were measured on); without it they run a smaller sample, sized for CI, against the
 * same floors. The fault suite reads the same variable (fault/support/large-tests.ts).
 */
export const largeTests = process.env.ESTATE_LARGE_TESTS === '1';
