import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { KINDS } from '../src/kinds/index.js';

// The gateway's own imports, read with the compiler the workspace already builds with: the same
// parser tsc uses (type-only imports and re-exports included, as a circle of types still ties
// modules together), and no dependency beside it.
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

type Graph = ReadonlyMap<string, readonly string[]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each module (its path under src) and the modules of src it imports; specifiers that resolve to no file are listed apart. */
function importGraph(root: string): { graph: Graph; unresolved: string[] } {
  const graph = new Map<string, string[]>();
  const unresolved: string[] = [];
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets: string[] = [];
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), fileName.replace(/\.js$/, '.ts'));
      if (existsSync(target)) targets.push(relative(root, target));
      else unresolved.push(`${relative(root, file)} → ${fileName}`);
    }
    graph.set(relative(root, file), targets);
  }
  return { graph, unresolved };
}

/** The circles of a graph: its strongly connected parts of more than one node, or a node importing itself (Tarjan). */
function circles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) as number, low.get(to) as number));
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node) as number, index.get(to) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** `listings/live.ts` → `listings`; a module at the top of src → `.`. */
const folderOf = (module: string): string => (module.includes('/') ? (module.split('/')[0] as string) : '.');

/** The graph of folders: one folder imports another when one of its modules does. */
function folderGraph(graph: Graph): Graph {
  const folders = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const edges = folders.get(folderOf(from)) ?? new Set<string>();
    folders.set(folderOf(from), edges);
    for (const to of targets) if (folderOf(to) !== folderOf(from)) edges.add(folderOf(to));
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges]]));
}

/** Imports from a module inside a folder up to a module at the top of src (the service, the app, the process). */
function upwardImports(graph: Graph): string[] {
  return [...graph].flatMap(([from, targets]) => (folderOf(from) === '.' ? [] : targets.filter((to) => folderOf(to) === '.').map((to) => `${from} → ${to}`)));
}

/** Imports from one kind's folder of handlers into another's: what two kinds share has a neutral home. */
function crossKindImports(graph: Graph, kinds: readonly string[]): string[] {
  return [...graph].flatMap(([from, targets]) =>
    kinds.includes(folderOf(from)) ? targets.filter((to) => kinds.includes(folderOf(to)) && folderOf(to) !== folderOf(from)).map((to) => `${from} → ${to}`) : [],
  );
}

describe('the gateway import graph', () => {
  const { graph, unresolved } = importGraph(SRC);
  const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);

  it('resolves every relative import of src to a module of src', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(edges).toBeGreaterThan(300);
    expect(unresolved).toEqual([]);
  });

  it('has no import circle among the modules', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('has no import circle among the folders', () => {
    const folders = folderGraph(graph);
    expect(folders.size).toBeGreaterThan(15);
    expect(circles(folders)).toEqual([]);
  });

  it('never imports from a folder up to the top of src', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it("never imports one kind's folder from another's", () => {
    const kinds = Object.keys(KINDS);
    // Every kind's handlers live in the folder of its name.
    for (const kind of kinds) expect([...graph.keys()].some((module) => folderOf(module) === kind)).toBe(true);
    expect(crossKindImports(graph, kinds)).toEqual([]);
  });

  it('finds what it looks for in a graph that has it', () => {
    const bad: Graph = new Map([
      ['app.ts', ['routes/operations.ts']],
      ['routes/operations.ts', ['changes/feed.ts', 'app.ts']],
      ['changes/feed.ts', ['routes/operations.ts', 'listings/plan.ts']],
      ['listings/plan.ts', ['stays/quote.ts']],
      ['stays/quote.ts', ['listings/plan.ts', 'stays/quote.ts']],
    ]);
    expect(circles(bad)).toEqual([
      ['listings/plan.ts', 'stays/quote.ts'],
      ['app.ts', 'changes/feed.ts', 'routes/operations.ts'],
    ]);
    expect(circles(new Map([['a.ts', ['a.ts']]]))).toEqual([['a.ts']]);
    expect(circles(folderGraph(bad)).length).toBe(2);
    expect(upwardImports(bad)).toEqual(['routes/operations.ts → app.ts']);
    expect(crossKindImports(bad, ['listings', 'stays'])).toEqual(['listings/plan.ts → stays/quote.ts', 'stays/quote.ts → listings/plan.ts']);
  });
});
