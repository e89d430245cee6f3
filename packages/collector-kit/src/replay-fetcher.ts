import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { FetchOutcome } from './fetch-outcome.js';
import { readReplayManifest } from './replay-folder.js';
import { missingSamplesMessage } from './samples.js';
import { payloadText } from './payload-text.js';

export interface ReplayEntry {
  path: string;
  content_type: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.html': 'text/html',
  '.htm': 'text/html',
  '.xml': 'application/xml',
  '.csv': 'text/csv',
  '.txt': 'text/plain',
  '.tsv': 'text/tab-separated-values',
  '.gz': 'application/gzip',
};

function isMissing(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'ENOENT';
}

/**
 * Reads recorded payloads of one platform from a folder, as the sample generator leaves them
 * (its manifest gives the order and content types) or as recorded by hand (every file but dotfiles,
 * in path order, the content type from the extension). One unreadable file is an outcome, not
 * an exception, so the others are still read.
 */
export class ReplayFetcher {
  constructor(readonly dir: string) {}

  /** The payloads in replay order; empty when the folder does not exist. */
  async list(): Promise<ReplayEntry[]> {
    const manifest = await readReplayManifest(this.dir);
    if (manifest) return manifest.files.map((f) => ({ path: f.path, content_type: f.content_type }));
    const found: ReplayEntry[] = [];
    const walk = async (dir: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const e of entries) {
        if (e.name.startsWith('.')) continue;
        const full = join(dir, e.name);
        if (e.isDirectory()) await walk(full);
        else if (e.isFile()) {
          found.push({ path: relative(this.dir, full).split(sep).join('/'), content_type: CONTENT_TYPES[extname(e.name).toLowerCase()] ?? 'application/octet-stream' });
        }
      }
    };
    await walk(this.dir);
    return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  async read(entry: ReplayEntry): Promise<FetchOutcome> {
    const file = join(this.dir, entry.path);
    try {
      const [bytes, info] = await Promise.all([readFile(file), stat(file)]);
      const body = payloadText(bytes);
      // A recording was retrieved when it was written.
      return { ok: true, payload: { path: entry.path, content_type: entry.content_type, body }, retrievedAt: info.mtime.toISOString() };
    } catch (err) {
      return { ok: false, issue: { error_code: 'not_collected', path: entry.path, message: `cannot read ${entry.path}: ${err instanceof Error ? err.message : String(err)}` } };
    }
  }

  /** Every payload in order; stops early when the signal aborts. A missing folder is one `not_collected` outcome. */
  async *payloads(signal?: AbortSignal): AsyncGenerator<FetchOutcome> {
    if (!existsSync(this.dir)) {
      yield { ok: false, issue: { error_code: 'not_collected', path: this.dir, message: missingSamplesMessage(this.dir) } };
      return;
    }
    const entries = await this.list();
    // Read one file ahead: the parser works while the disk does.
    let next: Promise<FetchOutcome> | undefined = entries[0] ? this.read(entries[0]) : undefined;
    for (let i = 0; next && !signal?.aborted; i++) {
      const current: Promise<FetchOutcome> = next;
      const following = entries[i + 1];
      next = following ? this.read(following) : undefined;
      yield await current;
    }
    // A read started ahead but never consumed must not reject unobserved.
    await next?.catch(() => undefined);
  }
}
