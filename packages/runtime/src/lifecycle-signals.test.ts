import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The unit tests inject the signal source and exit; these run a real process against real
// signals once, to prove the default wiring to `process` holds.
const packageDir = fileURLToPath(new URL('..', import.meta.url));

interface Outcome {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly messages: string[];
}

/** Starts a child with two close handlers, sends `signals` once it is ready, and reports how it ended. */
function runChild(closeBody: string, signals: readonly NodeJS.Signals[]): Promise<Outcome> {
  const script = `
    import { createLogger, onShutdown } from './src/index.ts';
    const logger = createLogger({ name: 'child', level: 'info' });
    onShutdown(logger, [
      { name: 'store', close: async () => { logger.info('store closed'); } },
      { name: 'server', close: async () => { ${closeBody} } },
    ], { timeoutMs: 20000 });
    setInterval(() => {}, 1000);
    process.stdout.write('ready\\n');
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: packageDir,
    env: { ...process.env, LOG_LEVEL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  let sent = false;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
    if (!sent && output.includes('ready\n')) {
      sent = true;
      for (const signal of signals) child.kill(signal);
    }
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const messages = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
      resolve({ code, signal, messages });
    });
  });
}

describe('shutdown on real signals', () => {
  it('closes everything and exits 0 on SIGTERM', async () => {
    const outcome = await runChild(`logger.info('server closed');`, ['SIGTERM']);
    expect(outcome).toEqual({
      code: 0,
      signal: null,
      messages: ['shutdown started', 'closing', 'server closed', 'closed', 'closing', 'store closed', 'closed', 'shutdown complete'],
    });
  });

  it('exits 1 at once on a second signal while a handler hangs', async () => {
    const outcome = await runChild(`await new Promise(() => {});`, ['SIGTERM', 'SIGINT']);
    expect(outcome.code).toBe(1);
    expect(outcome.messages).toEqual(['shutdown started', 'closing', 'second signal during shutdown; forcing exit']);
  });
});
