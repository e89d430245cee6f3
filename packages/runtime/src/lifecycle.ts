import type { Logger } from './logger.js';

/** Releases one resource: drains a consumer, closes a server, ends a pool. */
export type CloseHandler = () => Promise<void> | void;

export interface ShutdownHandler {
  /** Shown in the shutdown log lines. */
  readonly name: string;
  readonly close: CloseHandler;
}

/** The part of `process` a lifecycle listens on; an EventEmitter in tests. */
export interface SignalSource {
  on(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown;
}

export interface LifecycleOptions {
  readonly logger: Logger;
  /** Budget for all close handlers together; past it the process exits with code 1. Default 10 s. */
  readonly timeoutMs?: number;
  /** Default SIGINT and SIGTERM. */
  readonly signals?: readonly NodeJS.Signals[];
  /** Default `process.exit`; tests pass a recorder so the runner survives. */
  readonly exit?: (code: number) => void;
  /** Default `process`. */
  readonly signalSource?: SignalSource;
}

export type LifecycleState = 'running' | 'stopping' | 'stopped';

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

const TIMED_OUT = Symbol('timed out');

/**
 * Owns a process's orderly exit. Resources register a close handler as they are opened; on the
 * first SIGINT/SIGTERM (or a call to {@link Lifecycle.shutdown}) the handlers run one at a time
 * in reverse registration order, so a server stops taking requests before the connections
 * it depends on are closed. A handler that fails is logged and the rest still run (exit code
 * 1); past the timeout, or on a second signal, the process exits with code 1 at once.
 */
export class Lifecycle {
  readonly #logger: Logger;
  readonly #timeoutMs: number;
  readonly #signals: readonly NodeJS.Signals[];
  readonly #exit: (code: number) => void;
  readonly #signalSource: SignalSource;
  readonly #handlers: ShutdownHandler[] = [];
  #listening = false;
  #drained = false;
  #exited = false;
  #shutdown: Promise<void> | undefined;
  #current: ShutdownHandler | undefined;

  constructor(options: LifecycleOptions) {
    this.#logger = options.logger;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
    this.#signals = options.signals ?? ['SIGINT', 'SIGTERM'];
    this.#exit = options.exit ?? ((code) => process.exit(code));
    this.#signalSource = options.signalSource ?? process;
  }

  get state(): LifecycleState {
    if (this.#shutdown === undefined) return 'running';
    return this.#exited ? 'stopped' : 'stopping';
  }

  /**
   * Adds a close handler; returns a function that removes it again, for a resource closed early.
   * A handler added while stopping still runs, next; one added after the handlers have all run
   * is closed at once, so a resource opened late in a shutdown is not leaked.
   */
  register(name: string, close: CloseHandler): () => void {
    const handler: ShutdownHandler = { name, close };
    if (this.#drained) {
      this.#logger.warn({ handler: name }, 'close handler registered after shutdown; closing it now');
      void this.#close(handler);
      return () => undefined;
    }
    this.#handlers.push(handler);
    return () => {
      const index = this.#handlers.indexOf(handler);
      if (index !== -1) this.#handlers.splice(index, 1);
    };
  }

  /** Starts listening for the shutdown signals; calling it again does nothing. */
  listen(): this {
    if (this.#listening) return this;
    this.#listening = true;
    for (const signal of this.#signals) this.#signalSource.on(signal, this.#onSignal);
    return this;
  }

  /**
   * Runs the close handlers and then exits with `exitCode` (1 if a handler failed). Every call
   * returns the same promise: the handlers run once. The promise never rejects, and settles when
   * the handlers are done or the timeout has fired.
   */
  shutdown(reason: string, exitCode = 0): Promise<void> {
    this.#shutdown ??= this.#run(reason, exitCode);
    return this.#shutdown;
  }

  readonly #onSignal = (signal: NodeJS.Signals): void => {
    if (this.#shutdown === undefined) {
      void this.shutdown(signal);
      return;
    }
    this.#logger.warn({ signal, pending: this.#current?.name }, 'second signal during shutdown; forcing exit');
    this.#finish(1);
  };

  async #run(reason: string, exitCode: number): Promise<void> {
    const started = performance.now();
    this.#logger.info({ reason, handlers: this.#handlers.length, timeoutMs: this.#timeoutMs }, 'shutdown started');
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Not unref'd: if a hung handler is all that keeps the event loop alive, the timer must still fire.
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), this.#timeoutMs);
    });
    const outcome = await Promise.race([this.#closeAll(), timeout]);
    clearTimeout(timer);
    if (outcome === TIMED_OUT) {
      this.#logger.error({ reason, timeoutMs: this.#timeoutMs, pending: this.#current?.name }, 'shutdown timed out');
      this.#finish(1);
      return;
    }
    const code = outcome > 0 ? 1 : exitCode;
    const durationMs = Math.round(performance.now() - started);
    this.#logger.info({ reason, exitCode: code, failures: outcome, durationMs }, 'shutdown complete');
    this.#finish(code);
  }

  /** Closes handlers newest first; returns how many failed. */
  async #closeAll(): Promise<number> {
    let failures = 0;
    // Popping, rather than iterating a copy, also picks up handlers registered while stopping.
    for (let handler = this.#handlers.pop(); handler !== undefined; handler = this.#handlers.pop()) {
      if (!(await this.#close(handler))) failures += 1;
    }
    this.#drained = true;
    return failures;
  }

  async #close(handler: ShutdownHandler): Promise<boolean> {
    this.#current = handler;
    const started = performance.now();
    this.#logger.info({ handler: handler.name }, 'closing');
    try {
      await handler.close();
      this.#logger.info({ handler: handler.name, durationMs: Math.round(performance.now() - started) }, 'closed');
      return true;
    } catch (err) {
      this.#logger.error({ handler: handler.name, err }, 'close failed');
      return false;
    } finally {
      if (this.#current === handler) this.#current = undefined;
    }
  }

  #finish(code: number): void {
    if (this.#exited) return;
    this.#exited = true;
    this.#exit(code);
  }
}

/**
 * Shorthand for a lifecycle whose handlers are known up front: registers them in the given
 * order (so they close in reverse), listens for signals, and returns the shutdown function.
 */
export function onShutdown(
  logger: Logger,
  handlers: readonly ShutdownHandler[],
  options: Omit<LifecycleOptions, 'logger'> = {},
): (reason: string, exitCode?: number) => Promise<void> {
  const lifecycle = new Lifecycle({ ...options, logger });
  for (const handler of handlers) lifecycle.register(handler.name, handler.close);
  lifecycle.listen();
  return (reason, exitCode) => lifecycle.shutdown(reason, exitCode);
}
