/**
 * The embedded database in a thread of its own (`pglite-worker.mjs`), behind the part of PGlite's
 * interface that Drizzle uses: `query` and `transaction`. PGlite runs in WebAssembly on the thread
 * that calls it; in the server's thread every statement stopped every other request (the event
 * loop was held 90 ms at p50 under 10 buyers, bench/README.md). Here the server's thread only
 * waits for answers.
 *
 * PGlite has one connection: a transaction has it to itself until it ends, so statements from
 * outside it wait (as they did inside PGlite), in the order they came.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

type Row = Record<string, unknown> | unknown[];
export type ThreadResults = {
  rows: Row[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};
type QueryOptions = { rowMode?: 'array' | 'object' };
type Answer = { id: number; result?: ThreadResults | null; error?: Record<string, unknown> };

/** What Drizzle's PGlite driver calls, in the thread's transaction or outside any. */
export type ThreadClient = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults>;
};

const workerFile = fileURLToPath(new URL('./pglite-worker.mjs', import.meta.url));

/** A PostgreSQL error as the thread sent it: the same fields (code, constraint…) on an Error. */
function errorOf(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields['message'] ?? 'database error')), fields);
}

export class PgliteThread implements ThreadClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(result: ThreadResults): void; reject(error: Error): void }>();
  #nextId = 0;
  /** The end of the queue of work that needs the connection to itself (a transaction, a statement). */
  #queue: Promise<unknown> = Promise.resolve();
  #failure: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (answer: Answer) => {
      const waiting = this.#pending.get(answer.id);
      if (!waiting) return;
      this.#pending.delete(answer.id);
      if (answer.error) waiting.reject(errorOf(answer.error));
      else waiting.resolve(answer.result ?? { rows: [], fields: [] });
    });
    const stop = (error: Error) => {
      this.#failure = error;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', () => stop(new Error('the embedded database stopped')));
  }

  /** `dataDir`: where PGlite keeps its files; undefined keeps the database in memory (tests). */
  static async start(dataDir: string | undefined): Promise<PgliteThread> {
    const worker = new Worker(workerFile, { workerData: { dataDir } });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: { ready: boolean; error?: Record<string, unknown> }) =>
        message.ready ? resolve() : reject(errorOf(message.error ?? {})),
      );
      worker.once('error', reject);
    });
    return new PgliteThread(worker);
  }

  #send(message: Record<string, unknown>): Promise<ThreadResults> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...message });
    });
  }

  /** Runs `work` once the connection is free, and keeps it until `work` ends. */
  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  #statement(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<ThreadResults> {
    return this.#send({ sql, params, rowMode: options.rowMode ?? 'object' });
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults> {
    return this.#exclusive(() => this.#statement(sql, params, options));
  }

  /** Several statements without parameters (pg-boss's schema and upkeep), outside any transaction. */
  script(text: string): Promise<ThreadResults> {
    return this.#exclusive(() => this.#send({ script: text }));
  }

  /** Drizzle's transactions: BEGIN, the work's statements on the connection it holds, COMMIT. */
  transaction<T>(work: (client: ThreadClient) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      await this.#statement('begin');
      const client: ThreadClient = { query: (sql, params, options) => this.#statement(sql, params, options) };
      let result: T;
      try {
        result = await work(client);
      } catch (failure) {
        await this.#statement('rollback').catch(() => undefined);
        throw failure;
      }
      await this.#statement('commit');
      return result;
    });
  }

  async close(): Promise<void> {
    if (this.#failure) return;
    await this.#exclusive(() => this.#send({ close: true }));
    await this.#worker.terminate();
  }
}
