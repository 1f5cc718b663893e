import http from 'node:http';

export interface SseEvent {
  id: string | undefined;
  event: string;
  data: Record<string, unknown>;
  receivedAt: number;
}

/** A minimal EventSource for tests: one connection, every event kept in order. */
export class SseClient {
  readonly events: SseEvent[] = [];
  comments = 0;
  status = 0;
  private request: http.ClientRequest | null = null;
  private buffer = '';
  private waiters: Array<() => void> = [];
  private ended = false;
  /** Resolves when the server ends the stream. */
  readonly closed: Promise<void>;
  private resolveClosed!: () => void;

  private constructor() {
    this.closed = new Promise((resolve) => {
      this.resolveClosed = resolve;
    });
  }

  static connect(url: string, headers: Record<string, string>): Promise<SseClient> {
    const client = new SseClient();
    return new Promise((resolve, reject) => {
      const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
      client.request = request;
      request.on('response', (response) => {
        client.status = response.statusCode ?? 0;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => client.feed(chunk));
        response.on('end', () => client.finish());
        response.on('error', () => client.finish());
        resolve(client);
      });
      request.on('error', (error) => {
        client.finish();
        reject(error);
      });
    });
  }

  get isClosed(): boolean {
    return this.ended;
  }

  get lastEventId(): string | undefined {
    return this.events.findLast((event) => event.id !== undefined)?.id;
  }

  /** The first event (from the start) that matches, waiting up to `ms` for it. */
  async waitFor(match: (event: SseEvent) => boolean, ms = 5_000): Promise<SseEvent> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0 || this.ended)
        throw new Error(
          `no matching event; got ${JSON.stringify(this.events.map((e) => e.event))}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.request?.destroy();
    this.finish();
  }

  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    this.resolveClosed();
    this.notify();
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  private feed(chunk: string): void {
    this.buffer += chunk;
    let index: number;
    while ((index = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, index);
      this.buffer = this.buffer.slice(index + 2);
      let id: string | undefined;
      let event = 'message';
      const data: string[] = [];
      let isComment = true;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        isComment = false;
        const [field, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (isComment) {
        this.comments += 1;
        continue;
      }
      if (data.length === 0) continue;
      this.events.push({
        id,
        event,
        data: JSON.parse(data.join('\n')) as Record<string, unknown>,
        receivedAt: Date.now(),
      });
    }
    this.notify();
  }
}
