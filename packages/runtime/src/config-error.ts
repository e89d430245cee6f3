/** One environment variable that failed validation, and why. */
export interface ConfigIssue {
  /** The variable's name; `*` for a rule that spans several variables. */
  readonly variable: string;
  readonly message: string;
}

/**
 * Thrown at boot when the environment does not satisfy a service's config schema.
 * Every offending variable is listed at once, so an operator fixes the deployment in one pass
 * instead of one restart per mistake. Values are never quoted: any of them may be a secret.
 */
export class ConfigError extends Error {
  readonly issues: readonly ConfigIssue[];

  constructor(issues: readonly ConfigIssue[]) {
    const lines = issues.map((issue) => `  ${issue.variable}: ${issue.message}`);
    const noun = issues.length === 1 ? 'variable' : 'variables';
    super(`Invalid configuration (${issues.length} ${noun}):\n${lines.join('\n')}`);
    this.name = 'ConfigError';
    this.issues = Object.freeze([...issues]);
  }
}
