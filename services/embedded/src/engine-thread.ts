import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from '@estate/runtime';
import type { EngineReport, EngineRequest, EngineSettings } from './engine-messages.js';

/**
 * How long a close waits for the projector's batch in hand and the engine to close before the
 * thread is ended: within the process's own shutdown timeout (10 s). Before the projector
 * consumes there is nothing to finish, and a store still answering the matcher's warm-up query
 * is not waited for.
 */
const CLOSE_TIMEOUT_MS = 8_000;
const CLOSE_BEFORE_PROJECTING_MS = 2_000;

/**
 * The engine thread, seen from the thread that serves: ClickHouse, the projector and the SQL
 * endpoints run in a worker thread of this process (engine-worker.ts), the gateway reads the
 * engine through its password-guarded endpoint. One process still, one data directory; but a
 * batch being decoded, matched and written no longer stalls the event loop that answers.
 */
export class EngineThread {
  readonly #worker: Worker;
  readonly #metricsWaiting = new Map<number, (answer: { text: string; contentType: string }) => void>();
  #nextId = 0;
  private closing: Promise<void> | undefined;
  private projecting = false;
  private onClosed: (() => void) | undefined;

  private constructor(
    worker: Worker,
    readonly engineUrl: string,
    readonly database: string,
    readonly sqlUrl: string | undefined,
  ) {
    this.#worker = worker;
  }

  /**
   * Starts the engine thread; resolves once the store is migrated, the topology provisioned and the
   * endpoint listens. `onFailure` is called when the thread fails afterwards (the projector cannot
   * start, the thread dies): the process cannot project any more and should stop.
   */
  static start(settings: EngineSettings, logger: Logger, onFailure: (reason: string) => void): Promise<EngineThread> {
    const worker = new Worker(engineWorkerFile(), { workerData: settings, execArgv: [] });
    return new Promise<EngineThread>((resolve, reject) => {
      let thread: EngineThread | undefined;
      const fail = (reason: string): void => {
        if (thread === undefined) reject(new Error(reason));
        else if (thread.closing === undefined) onFailure(reason);
      };
      worker.on('message', (report: EngineReport) => {
        if (report.type === 'open') {
          thread = new EngineThread(worker, report.engineUrl, report.database, report.sqlUrl);
          resolve(thread);
        } else if (report.type === 'projecting') {
          if (thread) thread.projecting = true;
          logger.info('the engine thread projects');
        } else if (report.type === 'failed') fail(report.message);
        else thread?.receive(report);
      });
      worker.on('error', (error) => fail(`the engine thread failed: ${error.message}`));
      worker.on('exit', (code) => {
        thread?.onClosed?.();
        thread?.answerWaitingMetrics();
        fail(`the engine thread exited with code ${code}`);
      });
    });
  }

  private receive(report: EngineReport): void {
    if (report.type === 'metrics') {
      this.#metricsWaiting.get(report.id)?.(report);
      this.#metricsWaiting.delete(report.id);
    } else if (report.type === 'closed') this.onClosed?.();
  }

  /** A scrape waiting on a thread that is gone gets no projector metrics rather than no answer. */
  private answerWaitingMetrics(): void {
    for (const answer of this.#metricsWaiting.values()) answer({ text: '', contentType: 'text/plain; version=0.0.4; charset=utf-8' });
    this.#metricsWaiting.clear();
  }

  /** The projector's metrics in Prometheus text, from the engine thread. */
  projectorMetrics(): Promise<{ text: string; contentType: string }> {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#metricsWaiting.set(id, resolve);
      this.#post({ type: 'metrics', id });
    });
  }

  /** Lets the projector start: call once the gateway has loaded its projections (engine-worker.ts says why). */
  project(): void {
    this.#post({ type: 'project' });
  }

  /** Closes the projector (its batch in hand committed), the endpoints, the bus and the store, then ends the thread. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      const timer = setTimeout(() => void this.#worker.terminate().then(() => resolve()), this.projecting ? CLOSE_TIMEOUT_MS : CLOSE_BEFORE_PROJECTING_MS);
      this.onClosed = () => {
        clearTimeout(timer);
        resolve();
      };
      this.#post({ type: 'close' });
    });
    return this.closing;
  }

  #post(request: EngineRequest): void {
    this.#worker.postMessage(request);
  }
}

/** The built worker: a worker thread runs JavaScript, and from src/ (tests through tsx) that is the build's copy. */
function engineWorkerFile(): URL {
  const fromSources = import.meta.url.endsWith('.ts');
  const file = new URL(fromSources ? '../dist/engine-worker.js' : './engine-worker.js', import.meta.url);
  if (!existsSync(fileURLToPath(file))) throw new Error(`the engine worker ${fileURLToPath(file)} is not built: run \`pnpm --filter @estate/embedded build\``);
  return file;
}
