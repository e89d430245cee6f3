// What a bench run is doing, on stderr: a line when a phase starts and, while it lasts, one every
// 15 s with the phase's own figures (events published, projected, elapsed time), so a 30-minute
// run is never silent long enough to look stuck.
const EVERY_MS = 15_000;

export type Detail = () => string | Promise<string>;

export function say(text: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}\n`);
}

export class Progress {
  #phase = 'starting';
  #started = performance.now();
  #detail: Detail | undefined;
  readonly #timer: NodeJS.Timeout;

  constructor() {
    this.#timer = setInterval(() => void this.#tick(), EVERY_MS);
    this.#timer.unref();
  }

  /** A new phase: said at once, then every 15 s with `detail` and the time it has taken. */
  phase(name: string, detail?: Detail): void {
    this.#phase = name;
    this.#started = performance.now();
    this.#detail = detail;
    say(name);
  }

  /** What the running phase says every 15 s from now on. */
  detail(detail: Detail): void {
    this.#detail = detail;
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  async #tick(): Promise<void> {
    const phase = this.#phase;
    const elapsed = `${((performance.now() - this.#started) / 1000).toFixed(0)} s`;
    const detail = await Promise.resolve(this.#detail?.()).catch((error: unknown) => `(${error instanceof Error ? error.message : String(error)})`);
    if (phase === this.#phase) say(`${phase}: ${detail ? `${detail}, ` : ''}${elapsed}`);
  }
}
