// A relative import must stay inside its own package. A path that climbs out of packages/<name>,
// services/<name> or test/ reaches into another package's files behind its index (the bus's
// benchmark once loaded `../../testkit/src`, which a regex on `../packages/` could not see), so
// the path is resolved and judged by where it lands, not by how it is spelled.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKSPACE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `packages/bus`, `services/gateway`, `test`; null for the workspace's own files (scripts, configs). */
export function packageOf(workspacePath) {
  const parts = workspacePath.split('/');
  if ((parts[0] === 'packages' || parts[0] === 'services') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  if (parts[0] === 'test' && parts.length > 1) return 'test';
  return null;
}

const inside = (path, folder) => path === folder || path.startsWith(`${folder}/`);
// A package's own tool configuration (vitest.config.ts beside its package.json) extends the
// workspace's shared one at the root; the root is no package, so nothing is reached behind an index.
const isToolConfig = (file, pkg) => dirname(file) === pkg && /\.config\.[cm]?[jt]s$/.test(file);
const isRootFile = (path) => !path.includes('/');

function verdict(file, target) {
  const from = packageOf(file);
  if (from === null) return packageOf(target) === null ? null : packageOf(target);
  if (inside(target, from)) return null;
  if (isToolConfig(file, from) && isRootFile(target)) return null;
  return packageOf(target) ?? 'the workspace root';
}

function specifierOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

const toWorkspace = (absolute) => relative(WORKSPACE_ROOT, absolute).split(sep).join('/');

export const packageBoundary = {
  meta: {
    type: 'problem',
    docs: { description: 'a relative import stays inside its own package (packages/*, services/*, test/)' },
    schema: [],
    messages: {
      leaves: "'{{specifier}}' leaves {{from}} for {{to}}: import a workspace package by its name (@estate/<name>), never by a path into its files",
    },
  },
  create(context) {
    const file = toWorkspace(context.filename);
    if (file.startsWith('..')) return {};
    const check = (source) => {
      const specifier = specifierOf(source);
      if (specifier === null || !(specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../'))) return;
      const target = toWorkspace(resolve(WORKSPACE_ROOT, dirname(file), specifier));
      const to = verdict(file, target);
      if (to !== null) context.report({ node: source, messageId: 'leaves', data: { specifier, from: packageOf(file) ?? 'the workspace root', to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'package-boundary': packageBoundary } };
