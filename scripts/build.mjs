#!/usr/bin/env node
// `npm start`'s build: every package's src to its dist as JavaScript, file by file, with
// TypeScript's own transpiler (no type check, no declarations: the stack only runs the
// JavaScript; `npm test` checks the types once for the workspace and `pnpm build` writes the
// declarations). The sources are isolatedModules and verbatimModuleSyntax, so each file compiles
// alone to what tsc emits. A file is compiled only when its output is missing or older, so a
// restart compiles nothing. One line per package it compiles, a single line when everything is
// up to date; syntax errors are printed and fail the start.
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (isMainThread) await main();
else transpileFiles(workerData.files);

/** A package's TypeScript sources that its build compiles (tsconfig.package-build.json: src, tests excluded). */
function sourcesOf(dir) {
  const out = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.test.ts')) out.push(path);
    }
  };
  walk(join(dir, 'src'));
  return out;
}

/** dist/<path>.js for src/<path>.ts. */
function outputOf(dir, source) {
  return join(dir, 'dist', relative(join(dir, 'src'), source)).replace(/\.ts$/, '.js');
}

function isStale(dir, source) {
  const output = outputOf(dir, source);
  return !existsSync(output) || statSync(output).mtimeMs < statSync(source).mtimeMs;
}

/**
 * The packages `npm start` builds: every workspace package whose build is the plain compile of
 * its src. The typed client's build also generates its types from the OpenAPI document; no
 * process of the stack imports it, so it is left to `pnpm build`.
 */
function packages() {
  const found = [];
  for (const group of ['packages', 'services']) {
    for (const name of readdirSync(join(root, group)).sort()) {
      const dir = join(root, group, name);
      const manifestPath = join(dir, 'package.json');
      if (!existsSync(manifestPath) || !existsSync(join(dir, 'src'))) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      if (manifest.scripts?.build !== 'tsc -p tsconfig.build.json') continue;
      found.push({ name: manifest.name, dir });
    }
  }
  return found;
}

async function main() {
  const started = Date.now();
  const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
  const say = (line) => process.stdout.write(`[build] ${line}\n`);
  const all = packages();
  const todo = all.map((p) => ({ ...p, files: sourcesOf(p.dir).filter((f) => isStale(p.dir, f)) })).filter((p) => p.files.length > 0);
  if (todo.length === 0) {
    say(`all ${all.length} packages up to date (${seconds()})`);
    return;
  }
  // Whole packages per worker, the largest first: a package's line comes when all its files are written.
  const workers = Math.max(1, Math.min(availableParallelism(), 4, todo.length));
  const shares = Array.from({ length: workers }, () => ({ files: [], packages: [] }));
  for (const p of [...todo].sort((a, b) => b.files.length - a.files.length)) {
    const share = shares.reduce((least, s) => (s.files.length < least.files.length ? s : least));
    share.packages.push(p);
    share.files.push(...p.files.map((file) => ({ file, output: outputOf(p.dir, file), pkg: p.name })));
  }
  let compiled = 0;
  let failed = 0;
  await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolveShare, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { files: share.files } });
          worker.on('message', (message) => {
            if (message.error) {
              failed++;
              process.stderr.write(`${message.error}\n`);
            } else if (message.done && !message.failed) say(`compiled ${message.done} (${++compiled} of ${todo.length}, ${seconds()})`);
          });
          worker.once('error', reject);
          worker.once('exit', resolveShare);
        }),
    ),
  );
  if (failed > 0) {
    say(`failed: ${failed} file(s) do not compile (above), after ${seconds()}`);
    process.exit(1);
  }
  say(`${compiled} compiled, ${all.length - compiled} up to date, in ${seconds()}`);
}

/** In a worker: compiles its files in order, saying when each package's last file is written. */
function transpileFiles(files) {
  const ts = createRequire(join(root, 'package.json'))('typescript');
  const options = {
    target: ts.ScriptTarget.ES2023,
    // Every package is "type": "module": ESM out, as NodeNext emits for it.
    module: ts.ModuleKind.ESNext,
    verbatimModuleSyntax: true,
    isolatedModules: true,
    sourceMap: true,
  };
  let failedInPackage = false;
  files.forEach(({ file, output, pkg }, i) => {
    const result = ts.transpileModule(readFileSync(file, 'utf8'), { fileName: file, compilerOptions: options, reportDiagnostics: true });
    const errors = (result.diagnostics ?? []).filter((d) => d.category === ts.DiagnosticCategory.Error);
    if (errors.length > 0) {
      failedInPackage = true;
      for (const d of errors) {
        const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
        parentPort.postMessage({ error: `${relative(root, file)}${at ? `(${at.line + 1},${at.character + 1})` : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}` });
      }
    } else {
      mkdirSync(dirname(output), { recursive: true });
      const map = JSON.parse(result.sourceMapText);
      map.file = basename(output);
      map.sources = [relative(dirname(output), file)];
      writeFileSync(`${output}.map`, JSON.stringify(map));
      writeFileSync(output, result.outputText);
    }
    if (files[i + 1]?.pkg === pkg) return;
    parentPort.postMessage({ done: pkg, failed: failedInPackage });
    failedInPackage = false;
  });
}
