// An entry point of this service as one file of plain JavaScript, built once per test file from
// its TypeScript sources. Spawning `node --import tsx src/…` cost ~2.5 s of CPU per process for the
// keys CLI (the loader resolving and transpiling every workspace module anew), the bundle ~0.7 s.
// It is the same source, compiled by the same esbuild tsx uses: the workspace packages are inlined
// from their sources, the libraries stay where they are installed.
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** This service's directory: where its processes run from. */
export const serviceDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Libraries are left out of the bundle and imported from their absolute paths: pnpm lets a package
 * see only its own dependencies, so a bare name would not resolve from the bundle's temp dir.
 */
const librariesInPlace: Plugin = {
  name: 'libraries-in-place',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@estate/') || args.path.startsWith('node:') || args.pluginData === 'resolving') return undefined;
      const resolved = await builder.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'resolving' });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, external: true };
    });
  },
};

/** Each module keeps its own `import.meta.url` (static files and migrations are found from it), not the bundle's. */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

export interface BundledBin {
  /** The bundle, to run as `node <path> …`. */
  path: string;
  dispose(): Promise<void>;
}

/** Bundles `entry` (relative to the service, e.g. `src/bin/keys.ts`) into a temp dir; `dispose` removes it. */
export async function bundleBin(entry: string): Promise<BundledBin> {
  const dir = await mkdtemp(join(tmpdir(), 'estate-gateway-bin-'));
  const path = join(dir, basename(entry).replace(/\.ts$/, '.mjs'));
  await build({
    entryPoints: [join(serviceDir, entry)],
    outfile: path,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@estate/source'],
    plugins: [librariesInPlace, ownImportMetaUrl],
    logLevel: 'silent',
  });
  return { path, dispose: () => rm(dir, { recursive: true, force: true }) };
}
