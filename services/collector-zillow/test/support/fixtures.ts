/** Recorded payloads under test/fixtures, read as the replay fetcher hands them to a parser. */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParseContext, ParsedPayload } from '@estate/collector-kit';
import { createEvent } from '@estate/events';
import type { NativePayload } from '@estate/sample-data';

const here = dirname(fileURLToPath(import.meta.url));
export const FIXTURES = join(here, '..', 'fixtures');
export const GOLDEN = join(here, '..', 'golden');

/** The recorded time every golden observation carries. */
export const CONTEXT: ParseContext = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export function fixturePaths(): string[] {
  return walk(FIXTURES)
    .map((file) => relative(FIXTURES, file).split('\\').join('/'))
    .sort();
}

export function fixture(path: string): NativePayload {
  return {
    path,
    content_type: path.endsWith('.json') ? 'application/json' : 'text/html',
    body: readFileSync(join(FIXTURES, path), 'utf8'),
  };
}

export function goldenFile(path: string): string {
  return join(GOLDEN, `${path}.json`);
}

export function readGolden(path: string): ParsedPayload {
  return JSON.parse(readFileSync(goldenFile(path), 'utf8')) as ParsedPayload;
}

/** `UPDATE_GOLDEN=1` rewrites the expectations; review the diff before keeping it. */
export function writeGolden(path: string, parsed: ParsedPayload): void {
  mkdirSync(dirname(goldenFile(path)), { recursive: true });
  writeFileSync(goldenFile(path), `${JSON.stringify(parsed, null, 2)}\n`);
}

/** Every observation must be a valid event payload: createEvent throws on one that is not. */
export function assertValidEvents(platform: string, parsed: ParsedPayload): void {
  const common = {
    platform,
    provider: `collector-${platform}/replay`,
    observed_at: CONTEXT.observedAt,
    collector: { name: `collector-${platform}`, version: '0.1.0', run_id: 'test-run' },
  };
  for (const data of parsed.listings) createEvent({ ...common, type: 'listing.observed', data });
  for (const data of parsed.media) createEvent({ ...common, type: 'media.observed', data });
}
