import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serviceDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the real entry point as `npm start` does in embedded mode, on a free port and a temp dir. */
function startGateway(dataDir: string) {
  const child = spawn(process.execPath, ['--conditions=@estate/source', '--import', 'tsx', join(serviceDir, 'src/main.ts')], {
    cwd: serviceDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const started = new Promise<{ url: string; key: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${stdout}`)), 30_000);
    child.stdout.on('data', () => {
      const url = /estate gateway: (http:\/\/[^\s]+)/.exec(stdout)?.[1];
      const key = /dev API key:\s+(estate_[^\s]+)/.exec(stdout)?.[1];
      if (url && key) {
        clearTimeout(timer);
        resolve({ url, key });
      }
    });
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}:\n${stdout}`)));
  });
  return { child, started, output: () => stdout };
}

describe('the gateway process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'estate-gateway-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('prints its URL and dev key, serves with that key, keeps the key across restarts, and stops on SIGTERM', async () => {
    const first = startGateway(dataDir);
    const { url, key } = await first.started;
    expect((await readFile(join(dataDir, 'dev-api-key'), 'utf8')).trim()).toBe(key);

    const ok = await fetch(`${url}/v1/meta/capabilities`, { headers: { 'x-api-key': key } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-request-id')).toMatch(/^req_/);
    const denied = await fetch(`${url}/v1/meta/capabilities`);
    expect(denied.status).toBe(401);

    const exited = new Promise<number | null>((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The key never reaches the structured log lines.
    const logLines = first.output().split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(key);

    const second = startGateway(dataDir);
    const again = await second.started;
    expect(again.key).toBe(key);
    const exited2 = new Promise<number | null>((resolve) => second.child.once('exit', resolve));
    second.child.kill('SIGTERM');
    expect(await exited2).toBe(0);
  }, 90_000);
});
