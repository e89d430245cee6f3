// The workspace's lint boundary (eslint.config.js, lint/package-boundary.js): a relative import
// that leaves its package is an error wherever it lands, however it is spelled. Runs ESLint's own
// Node API with the root configuration on sources given as text under made-up paths.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const RULE = 'estate/package-boundary';
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  expect(result?.messages.filter((m) => m.fatal)).toEqual([]);
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const LEAVING: [file: string, code: string][] = [
  // The case the old `^(../)+(packages|services|test)/` pattern missed: one package up, then in.
  ['packages/bus/bin/probe.ts', "import { startNatsServer } from '../../testkit/src/nats-server.js';\nvoid startNatsServer;\n"],
  ['packages/bus/src/deep/probe.ts', "export * from '../../../store/src/index.js';\n"],
  ['packages/bus/src/probe.ts', "export { connect } from '../../bus-extra/src/index.js';\n"],
  ['services/gateway/src/probe.ts', "export const load = () => import('../../projector/src/main.js');\n"],
  ['services/gateway/src/probe.ts', "import type { Store } from '../../../packages/store/src/index.js';\nexport type S = Store;\n"],
  ['test/e2e/probe.test.ts', "import '../../packages/store/src/index.js';\n"],
  ['packages/bus/src/probe.ts', "import '../../../vitest.shared.js';\n"],
  ['packages/bus/vitest.config.ts', "import '../testkit/vitest.config.js';\n"],
  ['scripts/probe.mjs', "import '../packages/bus/src/index.js';\n"],
];

const STAYING: [file: string, code: string][] = [
  ['packages/bus/src/deep/probe.ts', "export * from '../index.js';\n"],
  ['test/e2e/probe.test.ts', "import '../support/child-process.js';\n"],
  // A package's own tool config extends the workspace's shared one at the root.
  ['packages/bus/vitest.config.ts', "export { default } from '../../vitest.shared.js';\n"],
  ['packages/bus/bin/probe.ts', "import { startNatsServer } from '@estate/testkit/nats';\nvoid startNatsServer;\n"],
];

describe('the package boundary lint rule', () => {
  it('refuses every relative import that leaves its package', async () => {
    let refused = 0;
    for (const [file, code] of LEAVING) {
      const errors = await boundaryErrors(file, code);
      expect(errors, `${file}: ${code}`).toHaveLength(1);
      expect(errors[0]).toMatch(/leaves (packages\/[a-z-]+|services\/[a-z-]+|test|the workspace root) for /);
      refused += 1;
    }
    expect(refused).toBe(LEAVING.length);
  });

  it('lets relative imports inside a package through', async () => {
    let passed = 0;
    for (const [file, code] of STAYING) {
      expect(await boundaryErrors(file, code), `${file}: ${code}`).toEqual([]);
      passed += 1;
    }
    expect(passed).toBe(STAYING.length);
  });

  it('keeps the stored documents from the collectors: the projector and the gateway may import them', async () => {
    const code = "import type { StoredListing } from '@estate/documents';\nexport type L = StoredListing;\n";
    const restricted = async (file: string) => {
      const [result] = await eslint.lintText(code, { filePath: join(root, file) });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
    };
    for (const file of ['services/collector-zillow/src/probe.ts', 'packages/collector-kit/src/probe.ts']) {
      expect(await restricted(file), file).toEqual([expect.stringContaining("'@estate/documents' import is restricted")]);
    }
    for (const file of ['services/projector/src/probe.ts', 'services/gateway/src/probe.ts']) expect(await restricted(file), file).toEqual([]);
  });

  it('finds nothing in the files that once reached into the testkit', async () => {
    const results = await eslint.lintFiles(['packages/bus/bin/bench-publish.ts', 'packages/bus/test/nats.ts'].map((f) => join(root, f)));
    expect(results).toHaveLength(2);
    expect(results.flatMap((r) => r.messages.filter((m) => m.ruleId === RULE))).toEqual([]);
  });
});
