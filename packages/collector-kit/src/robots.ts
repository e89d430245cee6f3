import robotsModule from 'robots-parser';
import { FetchError, type LiveFetcher } from './live-fetcher.js';

// robots-parser is CommonJS typed as an ES module: at runtime the default import is the function.
const robotsParser = robotsModule as unknown as typeof robotsModule.default;

export type RobotsVerdict = { allowed: true } | { allowed: false; reason: string };

export interface RobotsRulesOptions {
  /** The agent the rules are read for; default the fetcher's User-Agent (its product token counts). */
  userAgent?: string;
  now?: () => number;
}

interface HostRules {
  verdict(url: string): RobotsVerdict;
  expiresAt: number;
}

/** RFC 9309 §2.4: a robots.txt should not be used from a cache for more than 24 hours. */
const KEPT_MS = 24 * 60 * 60_000;
/** An unreachable robots.txt forbids the whole host; ask again after a while rather than all day. */
const UNREACHABLE_KEPT_MS = 10 * 60_000;

/**
 * A host's robots.txt, fetched once per host through the live fetcher (so politeness, timeouts
 * and retries apply to it too) and kept for a day. As RFC 9309 §2.3.1 says: a robots.txt that
 * is missing or refused (4xx) allows everything; one that cannot be had (5xx, 429, network,
 * timeout) forbids everything until it can.
 */
export class RobotsRules {
  private readonly hosts = new Map<string, Promise<HostRules>>();
  private readonly now: () => number;

  constructor(
    private readonly fetcher: LiveFetcher,
    private readonly options: RobotsRulesOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  async check(url: string, signal?: AbortSignal): Promise<RobotsVerdict> {
    const origin = new URL(url).origin;
    let rules = this.hosts.get(origin);
    if (rules === undefined || (await rules).expiresAt <= this.now()) {
      const loading = this.load(origin, signal);
      this.hosts.set(origin, loading);
      // A cancelled load must not stay cached as the host's answer.
      loading.catch(() => this.hosts.get(origin) === loading && this.hosts.delete(origin));
      rules = loading;
    }
    return (await rules).verdict(url);
  }

  private async load(origin: string, signal?: AbortSignal): Promise<HostRules> {
    const robotsUrl = `${origin}/robots.txt`;
    const agent = this.options.userAgent ?? this.fetcher.userAgent;
    try {
      const res = await this.fetcher.fetch(robotsUrl, { headers: { accept: 'text/plain,*/*;q=0.5' }, ...(signal ? { signal } : {}) });
      const robots = robotsParser(robotsUrl, res.body);
      return {
        expiresAt: this.now() + KEPT_MS,
        verdict: (url) => (robots.isDisallowed(url, agent) === true ? { allowed: false, reason: `robots.txt of ${origin} disallows ${new URL(url).pathname} (line ${robots.getMatchingLineNumber(url, agent)})` } : { allowed: true }),
      };
    } catch (err) {
      if (signal?.aborted) throw err;
      if (err instanceof FetchError && err.status !== undefined && err.status >= 400 && err.status < 500 && err.status !== 429) {
        return { expiresAt: this.now() + KEPT_MS, verdict: () => ({ allowed: true }) };
      }
      const why = err instanceof Error ? err.message : String(err);
      return { expiresAt: this.now() + UNREACHABLE_KEPT_MS, verdict: () => ({ allowed: false, reason: `robots.txt of ${origin} could not be read (${why}); the host is not crawled` }) };
    }
  }
}
