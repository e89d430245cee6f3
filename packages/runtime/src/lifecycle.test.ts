import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Lifecycle, onShutdown, type LifecycleOptions } from './lifecycle.js';
import { createLogger } from './logger.js';

interface Harness {
  readonly lifecycle: Lifecycle;
  readonly signals: EventEmitter;
  readonly exits: number[];
  readonly events: string[];
  readonly messages: () => string[];
}

function harness(options: Partial<LifecycleOptions> = {}): Harness {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter((line) => line !== ''));
      callback();
    },
  });
  const logger = createLogger({ name: 'lifecycle-test', level: 'info', destination });
  const signals = new EventEmitter();
  const exits: number[] = [];
  const lifecycle = new Lifecycle({ logger, signalSource: signals, exit: (code) => exits.push(code), ...options });
  const messages = (): string[] => lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
  return { lifecycle, signals, exits, events: [], messages };
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('Lifecycle', () => {
  it('closes handlers in reverse registration order, each awaited, then exits 0', async () => {
    const { lifecycle, exits, events, messages } = harness();
    for (const name of ['nats', 'clickhouse', 'http']) {
      lifecycle.register(name, async () => {
        events.push(`${name}:start`);
        await tick();
        events.push(`${name}:end`);
      });
    }
    await lifecycle.shutdown('test');
    expect(events).toEqual(['http:start', 'http:end', 'clickhouse:start', 'clickhouse:end', 'nats:start', 'nats:end']);
    expect(exits).toEqual([0]);
    expect(lifecycle.state).toBe('stopped');
    expect(messages()).toEqual([
      'shutdown started',
      'closing', 'closed',
      'closing', 'closed',
      'closing', 'closed',
      'shutdown complete',
    ]);
  });

  it('runs the handlers once however often shutdown is called', async () => {
    const { lifecycle, exits } = harness();
    const close = vi.fn(async () => tick());
    lifecycle.register('server', close);
    const first = lifecycle.shutdown('first');
    const second = lifecycle.shutdown('second');
    expect(second).toBe(first);
    await Promise.all([first, second, lifecycle.shutdown('third')]);
    expect(close).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([0]);
  });

  it('keeps closing after a handler fails, and exits 1', async () => {
    const { lifecycle, exits, events, messages } = harness();
    lifecycle.register('first', () => {
      events.push('first');
    });
    lifecycle.register('broken', () => {
      throw new Error('cannot close');
    });
    await lifecycle.shutdown('test');
    expect(events).toEqual(['first']);
    expect(exits).toEqual([1]);
    expect(messages()).toContain('close failed');
  });

  it('exits 1 when the handlers overrun the timeout, and never exits twice', async () => {
    vi.useFakeTimers();
    const { lifecycle, exits, events, messages } = harness({ timeoutMs: 1_000 });
    let release: () => void = () => undefined;
    lifecycle.register('quick', () => {
      events.push('quick');
    });
    lifecycle.register('hung', () => new Promise<void>((resolve) => (release = resolve)));
    const done = lifecycle.shutdown('test');
    await vi.advanceTimersByTimeAsync(999);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(exits).toEqual([1]);
    expect(messages()).toContain('shutdown timed out');

    release();
    await vi.runAllTimersAsync();
    expect(events).toEqual(['quick']);
    expect(exits).toEqual([1]);
  });

  it('starts on the first signal and forces exit on the second', async () => {
    const { lifecycle, signals, exits, messages } = harness();
    let release: () => void = () => undefined;
    lifecycle.register('slow', () => new Promise<void>((resolve) => (release = resolve)));
    lifecycle.listen().listen();
    expect(signals.listenerCount('SIGTERM')).toBe(1);
    expect(signals.listenerCount('SIGINT')).toBe(1);

    signals.emit('SIGTERM', 'SIGTERM');
    await tick();
    expect(lifecycle.state).toBe('stopping');
    expect(exits).toEqual([]);

    signals.emit('SIGINT', 'SIGINT');
    expect(exits).toEqual([1]);
    expect(messages()).toContain('second signal during shutdown; forcing exit');

    release();
    await lifecycle.shutdown('ignored');
    expect(exits).toEqual([1]);
  });

  it('closes a handler registered while stopping, and one registered after', async () => {
    const { lifecycle, events } = harness();
    lifecycle.register('first', () => {
      events.push('first');
    });
    lifecycle.register('second', () => {
      events.push('second');
      lifecycle.register('late', () => {
        events.push('late');
      });
    });
    await lifecycle.shutdown('test');
    expect(events).toEqual(['second', 'late', 'first']);

    lifecycle.register('after', () => {
      events.push('after');
    });
    await tick();
    expect(events).toEqual(['second', 'late', 'first', 'after']);
  });

  it('skips a handler that was unregistered', async () => {
    const { lifecycle, events } = harness();
    const unregister = lifecycle.register('closed-early', () => {
      events.push('closed-early');
    });
    lifecycle.register('kept', () => {
      events.push('kept');
    });
    unregister();
    await lifecycle.shutdown('test');
    expect(events).toEqual(['kept']);
  });

  it('uses the requested exit code when all handlers succeed', async () => {
    const { lifecycle, exits } = harness();
    await lifecycle.shutdown('fatal error', 2);
    expect(exits).toEqual([2]);
  });
});

describe('onShutdown', () => {
  it('registers the handlers in order, listens, and returns an idempotent shutdown', async () => {
    const signals = new EventEmitter();
    const exits: number[] = [];
    const closed: string[] = [];
    const logger = createLogger({ name: 'test', level: 'silent' });
    const shutdown = onShutdown(
      logger,
      ['bus', 'store', 'http'].map((name) => ({ name, close: async () => void closed.push(name) })),
      { timeoutMs: 500, signalSource: signals, exit: (code) => exits.push(code) },
    );
    expect(signals.listenerCount('SIGTERM')).toBe(1);
    await shutdown('test');
    await shutdown('again');
    expect(closed).toEqual(['http', 'store', 'bus']);
    expect(exits).toEqual([0]);
  });
});
