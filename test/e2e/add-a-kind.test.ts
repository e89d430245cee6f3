// Issue 32: a record kind is one module per layer and one line in each layer's list. This adds a
// throwaway kind (`throwaway.observed` → table `throwaways` → bucket `throwaways` → document
// `StoredDocuments.throwaway` → operation `getThrowaway`) to the workspace in memory,
// type-checks it, forgets each registry entry in turn to see that the type check catches the
// miss, and counts what the kind cost. Nothing is written to disk: the new files' text lives in
// add-a-kind/ (as .txt, so nothing else compiles or lints it) and the edits are the lines below. docs/adding-a-record-kind.md describes the same steps.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { largeTests } from './support/large-tests.js';
import { OverlayCompiler, type CompileError } from './support/overlay-program.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const newFilesDir = join(dirname(fileURLToPath(import.meta.url)), 'add-a-kind');

/**
 * One line added after the line that starts with `after`, or `replace` replaced with `by` in the
 * line that starts with `in`; the line must be the only one that starts so.
 */
type LineEdit = { file: string; after: string; add: string } | { file: string; in: string; replace: string; by: string };

interface Registry {
  name: string;
  /** The registry's entry, and the import it needs if any: each edit is one line. */
  edits: readonly LineEdit[];
}

const REGISTRIES: readonly Registry[] = [
  {
    name: 'EVENT_KINDS (events: the event kind modules)',
    edits: [
      { file: 'packages/events/src/kinds/index.ts', after: "import { stayAvailabilityKind, stayKind, stayQuoteKind, stayReviewKind } from './stay.js';", add: "import { throwawayKind } from './throwaway.js';" },
      { file: 'packages/events/src/kinds/index.ts', after: "  'job.progress': jobProgressKind,", add: "  'throwaway.observed': throwawayKind," },
    ],
  },
  {
    name: 'StoredDocuments (documents: the point-read documents)',
    edits: [
      { file: 'packages/documents/src/stored-documents.ts', after: "import type { StoredStay } from './kinds/stay.js';", add: "import type { StoredThrowaway } from './kinds/throwaway.js';" },
      { file: 'packages/documents/src/stored-documents.ts', after: '  auction: StoredAuction;', add: '  throwaway: StoredThrowaway;' },
    ],
  },
  {
    name: 'TABLE_MODULES (store: the table modules)',
    edits: [
      { file: 'packages/store/src/tables/index.ts', after: "import { stays } from './stays.js';", add: "import { throwaways } from './throwaways.js';" },
      { file: 'packages/store/src/tables/index.ts', after: '  propertyRecords,', add: '  throwaways,' },
    ],
  },
  {
    name: 'BUCKET_LIST (bus: the KV buckets)',
    edits: [
      {
        file: 'packages/bus/src/buckets.ts',
        after: '  openHouses: {',
        add: "  throwaways: { name: 'throwaways', ttl: 'live', kind: 'throwaway', holds: 'document', description: 'Current throwaway documents (24 h)' },",
      },
    ],
  },
  {
    name: 'PROJECTIONS (projector: the projection modules)',
    edits: [
      { file: 'services/projector/src/kinds/index.ts', after: "import { stayReviewProjection } from './stay-review.js';", add: "import { throwawayProjection } from './throwaway.js';" },
      { file: 'services/projector/src/kinds/index.ts', after: "  'job.progress': jobProgressProjection,", add: "  'throwaway.observed': throwawayProjection," },
    ],
  },
  {
    name: 'READ_RULES (collector-kit: when a run publishes the kind)',
    edits: [{ file: 'packages/collector-kit/src/read-rules.ts', after: '  location: AS_READ,', add: '  throwaway: AS_READ,' }],
  },
  {
    name: 'the operation table (contract: the operations the kind answers)',
    edits: [
      { file: 'packages/contract/src/operations.ts', after: "import { Property } from './resources/property.js';", add: "import { Throwaway } from './resources/throwaways.js';" },
      {
        file: 'packages/contract/src/operations.ts',
        after: "  op({ operationId: 'getReadJobResults',",
        add: "  op({ operationId: 'getThrowaway', method: 'GET', path: '/v1/throwaways/{platform}/{native_id}', summary: 'A throwaway by platform and native id', tag: 'throwaways', enablement: 'unavailable', creditCost: 1, params: PathParams('platform', 'native_id'), data: Throwaway }),",
      },
    ],
  },
  {
    name: 'KINDS (gateway: the kinds it serves)',
    edits: [
      { file: 'services/gateway/src/kinds/index.ts', after: "import { staysKind } from './stays.js';", add: "import { throwawaysKind } from './throwaways.js';" },
      { file: 'services/gateway/src/kinds/index.ts', after: '  properties: propertiesKind,', add: '  throwaways: throwawaysKind,' },
    ],
  },
];

/** The packages a kind has a module or a list entry in: their src is what the test type-checks. */
const KIND_PACKAGES = ['packages/events', 'packages/documents', 'packages/contract', 'packages/bus', 'packages/store', 'packages/search', 'packages/collector-kit', 'services/projector', 'services/gateway'];

/** The kind's new files by their path in the workspace. */
function newFiles(): Map<string, string> {
  const texts = readdirSync(newFilesDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.txt'));
  return new Map(texts.map((f) => [join(root, f.replace(/\.txt$/, '')), readFileSync(join(newFilesDir, f), 'utf8')]));
}

function applyEdit(lines: string[], edit: LineEdit): void {
  const at = (start: string) => {
    const found = lines.flatMap((line, i) => (line.startsWith(start) ? [i] : []));
    if (found.length !== 1) throw new Error(`${edit.file}: ${found.length} lines start with ${JSON.stringify(start)} (the anchor must match one)`);
    return found[0] as number;
  };
  if ('add' in edit) {
    lines.splice(at(edit.after) + 1, 0, edit.add);
    return;
  }
  const i = at(edit.in);
  const line = lines[i] as string;
  if (!line.includes(edit.replace)) throw new Error(`${edit.file}: the line starting ${JSON.stringify(edit.in)} holds no ${JSON.stringify(edit.replace)}`);
  lines[i] = line.replace(edit.replace, edit.by);
}

/** The workspace with the kind's new files and `edits` laid over it, by absolute path. */
function overlayOf(edits: readonly LineEdit[]): Map<string, string> {
  const overlay = newFiles();
  for (const file of new Set(edits.map((e) => e.file))) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    for (const edit of edits.filter((e) => e.file === file)) applyEdit(lines, edit);
    overlay.set(join(root, file), lines.join('\n'));
  }
  return overlay;
}

// A type check of half the workspace takes ~40 s of CPU; three minutes is room for a loaded machine.
const CHECK_MS = 180_000;

const allEdits = REGISTRIES.flatMap((r) => r.edits);
const show = (errors: readonly CompileError[]) => errors.map((e) => `${e.file}:${e.line} TS${e.code} ${e.message.split('\n')[0]}`);

describe('adding a record kind', () => {
  let compiler: OverlayCompiler;
  let roots: string[];
  let kindFiles: string[];
  let complete: Promise<string[]> | undefined;
  /**
   * The errors with every entry in place: none, unless someone's work in progress shows. By default
   * the kind's own files and the edited ones are checked (the root type check of `npm test` checks
   * the rest of the workspace as it is); ESTATE_LARGE_TESTS=1 checks every file of the kind's
   * packages, which is what shows that no other file needs an edit for a new kind.
   */
  const completeErrors = () => (complete ??= compiler.errors(roots, overlayOf(allEdits), largeTests ? [...new Set([...roots, ...kindFiles])] : kindFiles).then(show));

  beforeAll(() => {
    compiler = new OverlayCompiler(root);
    // ADD_A_KIND_SCOPE=all checks the whole root program (src, tests, benches) instead of the src
    // of the kind's packages: a few minutes, for when the count is in doubt.
    const all = process.env.ADD_A_KIND_SCOPE === 'all';
    kindFiles = [...overlayOf(allEdits).keys()].filter((f) => f.endsWith('.ts'));
    // By default the program is the kind's files and what they import, not the kind's packages whole.
    roots = all || largeTests ? compiler.filesOf((f) => all || KIND_PACKAGES.some((p) => f.startsWith(`${p}/src/`))) : kindFiles;
  });

  it('costs the counted new files and one-line edits', () => {
    const files = [...newFiles().keys()].map((f) => relative(root, f)).sort();
    expect(files).toEqual([
      'infra/clickhouse/0900_throwaways.sql',
      'packages/contract/src/resources/throwaways.ts',
      'packages/documents/src/kinds/throwaway.ts',
      'packages/events/src/kinds/throwaway.ts',
      'packages/store/src/tables/throwaways.ts',
      'services/gateway/src/kinds/throwaways.ts',
      'services/gateway/src/throwaways/throwaway-handlers.ts',
      'services/projector/src/kinds/throwaway.ts',
    ]);
    // Issue 32: at most 8 new files and 8 one-line list entries. The counts are pinned so that a
    // new list a kind must join shows here. Six lists hold modules, so their entry brings its
    // import line: 14 changed lines (docs/adding-a-record-kind.md, "What a kind costs").
    expect(files.length).toBeLessThanOrEqual(8);
    expect(allEdits.every((e) => !('add' in e ? e.add : e.by).includes('\n'))).toBe(true);
    expect(REGISTRIES.length).toBeLessThanOrEqual(8);
    expect(REGISTRIES).toHaveLength(8);
    expect(allEdits).toHaveLength(14);
    // One list per file, and an entry is one line apart from the import it needs.
    expect(new Set(allEdits.map((e) => e.file)).size).toBe(REGISTRIES.length);
    for (const r of REGISTRIES) expect(r.edits.filter((e) => !('add' in e) || !e.add.startsWith('import ')), r.name).toHaveLength(1);
  });

  it('type-checks with its files and every registry entry', { timeout: CHECK_MS }, async () => {
    expect(await completeErrors()).toEqual([]);
  });

  it.each(REGISTRIES.map((r) => [r.name, r] as const))('forgotten in %s: caught by the type check', { timeout: CHECK_MS }, async (_, registry) => {
    // Only the errors the miss causes count, so that another's unfinished file cannot pass for one.
    const before = await completeErrors();
    const errors = show(await compiler.errors(roots, overlayOf(allEdits.filter((e) => !registry.edits.includes(e))), kindFiles));
    const caused = errors.filter((e) => !before.includes(e));
    // ADD_A_KIND_SHOW=1 prints what the type check says of each miss.
    if (process.env.ADD_A_KIND_SHOW === '1') process.stderr.write(`forgotten in ${registry.name}:\n${caused.slice(0, 3).join('\n')}\n`);
    expect(caused).not.toEqual([]);
  });
});
