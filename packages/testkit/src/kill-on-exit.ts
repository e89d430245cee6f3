import type { ChildProcess } from 'node:child_process';

const live = new Set<ChildProcess>();
let hookInstalled = false;

/**
 * A test process that dies must not leave its servers behind: every child registered here is
 * killed synchronously when this process exits, unless it has exited already.
 */
export function killOnExit(child: ChildProcess): void {
  if (!hookInstalled) {
    hookInstalled = true;
    process.once('exit', () => {
      for (const c of live) c.kill('SIGKILL');
    });
  }
  live.add(child);
  child.once('exit', () => live.delete(child));
}
