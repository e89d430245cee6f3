import { createHash } from 'node:crypto';
import type { PageResult } from './collection-run.js';
import type { LiveRequest } from './definition.js';
import type { ReplayEntry } from './replay-fetcher.js';

/**
 * The messages of a shared collection run (see shared-run.ts): the work items on the
 * `COLLECT_ITEMS` work queue, and what each came to on `COLLECT_RESULTS`.
 */

/** One page of a run to fetch (live) or read (replay). */
export interface WorkItem {
  run_id: string;
  observed_at: string;
  /** Unique within the run: the hash of the URL or recorded path. */
  key: string;
  /** A live page: its request, and its place among the plan's first requests (a page found on another has none). */
  request?: LiveRequest;
  root?: number;
  /** A recorded payload and its place in the replay order. */
  entry?: ReplayEntry;
  index?: number;
  /** The replay folder is missing: the item reports it. */
  missing?: string;
}

/** The run is drained: whoever takes this merges and reports it. */
export interface FinishItem {
  run_id: string;
  /** The run's end as first seen, so a repeated finish (its taker died) reports the same. */
  finished_at: string;
}

/** What one item came to, in one or more parts (a message holds at most ~1 MB). */
export interface ResultPart {
  run_id: string;
  key: string;
  part: number;
  parts: number;
  root?: number;
  index?: number;
  url?: string;
  /** Part 0: the result without its observations; every part: a slice of them. */
  result?: PageResult;
  observations: unknown[];
  /** Part 0, live: the pages this one links to, in the plan's order. */
  discovered?: LiveRequest[];
}

/** A run id as one subject token. */
export function runToken(runId: string): string {
  return runId.replace(/[^A-Za-z0-9_-]+/g, '_');
}

export const collectSubjects = {
  item: (platform: string, runId: string) => `collect.${platform}.${runToken(runId)}.item`,
  finish: (platform: string, runId: string) => `collect.${platform}.${runToken(runId)}.finish`,
  results: (platform: string, runId: string) => `collected.${platform}.${runToken(runId)}`,
};

export function itemKey(what: string): string {
  return createHash('sha256').update(what).digest().subarray(0, 16).toString('base64url');
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function encodeJson(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value));
}

export function decodeJson<T>(data: Uint8Array): T {
  return JSON.parse(decoder.decode(data)) as T;
}

/** Below nats-server's default max_payload (1 MiB) with room for headers. */
const PART_BYTES = 512 * 1024;

/**
 * A result as messages: the observations of a large page (a dataset file) are sliced across
 * parts, each part under PART_BYTES of JSON, so any page fits however many records it holds.
 */
export function resultParts(base: Omit<ResultPart, 'part' | 'parts' | 'result' | 'observations'>, result: PageResult, discovered?: LiveRequest[]): ResultPart[] {
  const observations: unknown[] = result.kind === 'parsed' ? result.parsed.observations : [];
  const head: PageResult = result.kind === 'parsed' ? { ...result, parsed: { ...result.parsed, observations: [] } } : result;
  const slices: unknown[][] = [[]];
  let size = JSON.stringify(head).length + JSON.stringify(discovered ?? []).length;
  for (const observation of observations) {
    const length = JSON.stringify(observation).length + 1;
    const current = slices[slices.length - 1] as unknown[];
    if (current.length > 0 && size + length > PART_BYTES) {
      slices.push([observation]);
      size = length;
    } else {
      current.push(observation);
      size += length;
    }
  }
  return slices.map((slice, part) => ({
    ...base,
    part,
    parts: slices.length,
    ...(part === 0 ? { result: head, ...(discovered ? { discovered } : {}) } : {}),
    observations: slice,
  }));
}

/** An item's parts back into its result; undefined while a part is missing. */
export function joinParts(parts: readonly ResultPart[]): { result: PageResult; head: ResultPart } | undefined {
  const ordered = [...parts].sort((a, b) => a.part - b.part);
  const head = ordered[0];
  if (!head?.result || ordered.length !== head.parts || ordered.some((p, i) => p.part !== i)) return undefined;
  if (head.result.kind !== 'parsed') return { result: head.result, head };
  const observations = ordered.flatMap((p) => p.observations) as typeof head.result.parsed.observations;
  return { result: { ...head.result, parsed: { ...head.result.parsed, observations } }, head };
}
