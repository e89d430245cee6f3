/**
 * A Server-Sent Events client for the change feed, on fetch: the events of one connection, read
 * one at a time, and the response's status and headers. Comment lines (heartbeats) are counted,
 * not returned.
 */
export interface SseEvent {
  id?: string;
  event?: string;
  data: string;
}

export class SseConnection {
  readonly #events: SseEvent[] = [];
  readonly #waiting: ((event: SseEvent | undefined) => void)[] = [];
  #ended = false;
  #comments = 0;

  private constructor(
    readonly response: Response,
    private readonly controller: AbortController,
  ) {}

  /** Opens `url` (GET, or POST with `body` as JSON); a non-200 answer is returned as it is (its body unread) for the caller to check. */
  static async open(url: string, headers: Record<string, string>, body?: unknown): Promise<SseConnection> {
    const controller = new AbortController();
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
      signal: controller.signal,
    });
    const connection = new SseConnection(response, controller);
    if (response.status === 200 && response.body) void connection.#read(response.body);
    return connection;
  }

  get comments(): number {
    return this.#comments;
  }

  /** The next event; rejects after `timeoutMs` or when the stream ended first. */
  next(timeoutMs = 60_000): Promise<SseEvent> {
    const ready = this.#events.shift();
    if (ready) return Promise.resolve(ready);
    if (this.#ended) return Promise.reject(new Error('the event stream ended'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting.splice(this.#waiting.indexOf(deliver), 1);
        reject(new Error(`no event within ${timeoutMs} ms`));
      }, timeoutMs);
      const deliver = (event: SseEvent | undefined) => {
        clearTimeout(timer);
        if (event) resolve(event);
        else reject(new Error('the event stream ended'));
      };
      this.#waiting.push(deliver);
    });
  }

  close(): void {
    this.controller.abort();
  }

  #push(event: SseEvent | undefined): void {
    const waiter = this.#waiting.shift();
    if (waiter) waiter(event);
    else if (event) this.#events.push(event);
  }

  async #read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = body.getReader();
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffer += decoder.decode(chunk.value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          this.#block(block);
        }
      }
    } catch {
      // Aborted by close(), or the connection dropped: the stream has ended either way.
    }
    this.#ended = true;
    for (const waiter of this.#waiting.splice(0)) waiter(undefined);
  }

  #block(block: string): void {
    const data: string[] = [];
    const event: Omit<SseEvent, 'data'> = {};
    let fields = 0;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        this.#comments += 1;
        continue;
      }
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      fields += 1;
      if (name === 'data') data.push(value);
      else if (name === 'id') event.id = value;
      else if (name === 'event') event.event = value;
    }
    if (fields > 0 && data.length > 0) this.#push({ ...event, data: data.join('\n') });
  }
}
