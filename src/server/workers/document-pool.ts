import { Worker } from 'node:worker_threads';
import type { DocumentJob, DocumentOutput, ThrownError, WorkerReply } from './document-jobs';

export interface DocumentReaderOptions {
  /** Workers reading at once; further jobs wait their turn. */
  workers: number;
  /** Wall-clock time a job may take once a worker has it; then the worker is ended. */
  readSeconds: number;
  /** V8 heap of one worker (`resourceLimits.maxOldGenerationSizeMb`). */
  workerMemoryMb: number;
}

export type DocumentFailure = 'deadline' | 'memory' | 'busy' | 'crashed';

/** The worker did not answer: ran past the deadline, ran out of memory, died, or the line was full. */
export class DocumentReadError extends Error {
  constructor(
    readonly failure: DocumentFailure,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentReadError';
  }
}

/** A reader threw inside the worker; `thrown` keeps its name, message and problem. */
export class ReaderError extends Error {
  constructor(readonly thrown: ThrownError) {
    super(thrown.message);
    this.name = 'ReaderError';
  }
}

const WORKER_URL = new URL('./document-worker.mjs', import.meta.url);
/** A worker kept warm this long after its last job (it holds PDF.js and a tesseract model). */
const IDLE_MS = 30_000;
/** Jobs allowed to wait for a worker; beyond this the caller is told to come back later. */
export const MAX_WAITING_JOBS = 32;

/**
 * Document reading (PDF.js, canvas, tesseract, CSV and DNA parsing) in worker threads, so the
 * event loop answers every other request while a file is read, whatever the file does.
 */
export class DocumentReader {
  private readonly idle: Worker[] = [];
  private readonly timers = new Map<Worker, NodeJS.Timeout>();
  private readonly all = new Set<Worker>();
  private readonly ready = new WeakMap<Worker, Promise<void>>();
  private readonly waiting: (() => void)[] = [];
  private running = 0;

  constructor(readonly options: DocumentReaderOptions) {}

  /** Reads one job in a worker; rejects with DocumentReadError or ReaderError. */
  async read<J extends DocumentJob>(job: J, transfer: ArrayBuffer[] = []): Promise<DocumentOutput<J>> {
    await this.acquire();
    let worker: Worker | undefined;
    try {
      worker = this.take();
      const value = await this.runOn(worker, job, transfer);
      this.giveBack(worker);
      return value as DocumentOutput<J>;
    } catch (err) {
      if (worker && !(err instanceof ReaderError)) this.discard(worker);
      else if (worker) this.giveBack(worker);
      throw err;
    } finally {
      this.release();
    }
  }

  /** Ends every worker (tests, shutdown). */
  async close(): Promise<void> {
    const workers = [...this.all];
    this.idle.length = 0;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.all.clear();
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private async acquire(): Promise<void> {
    if (this.running < this.options.workers) {
      this.running++;
      return;
    }
    if (this.waiting.length >= MAX_WAITING_JOBS)
      throw new DocumentReadError('busy', 'Too many documents are waiting to be read');
    // The releasing job hands its slot over, so `running` stays counted.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }

  private take(): Worker {
    const worker = this.idle.pop();
    if (worker) {
      clearTimeout(this.timers.get(worker));
      this.timers.delete(worker);
      worker.ref();
      return worker;
    }
    const fresh = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: this.options.workerMemoryMb },
    });
    // An 'error' event with no listener would be thrown on the main thread.
    fresh.on('error', () => undefined);
    this.ready.set(fresh, startup(fresh));
    this.all.add(fresh);
    return fresh;
  }

  private giveBack(worker: Worker): void {
    if (!this.all.has(worker)) return;
    worker.unref();
    this.idle.push(worker);
    const timer = setTimeout(() => {
      this.idle.splice(this.idle.indexOf(worker), 1);
      this.timers.delete(worker);
      this.discard(worker);
    }, IDLE_MS);
    timer.unref();
    this.timers.set(worker, timer);
  }

  private discard(worker: Worker): void {
    this.all.delete(worker);
    void worker.terminate();
  }

  private async runOn(worker: Worker, job: DocumentJob, transfer: ArrayBuffer[]): Promise<unknown> {
    // The deadline is the file's: loading PDF.js and tesseract into a new worker does not count.
    await this.ready.get(worker);
    const seconds = this.options.readSeconds;
    const settled = nextOutcome<unknown>(worker, seconds, {
      message: (reply: WorkerReply) => (reply.ok ? reply.value : new ReaderError(reply.error)),
      error: (err) =>
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new DocumentReadError('memory', `Reading needed more than ${this.options.workerMemoryMb} MB`)
          : new DocumentReadError('crashed', err.message),
      exit: (code) => new DocumentReadError('crashed', `The reader stopped (exit code ${code})`),
      timeout: () => new DocumentReadError('deadline', `Reading took more than ${seconds} s`),
    });
    worker.postMessage(job, transfer);
    return settled;
  }
}

/** Loading the readers into a worker takes ~0.5 s, several on busy cores; past this it is stuck. */
const STARTUP_SECONDS = 60;

/** Resolves once the worker has loaded the readers and said so. */
function startup(worker: Worker): Promise<void> {
  return nextOutcome<void>(worker, STARTUP_SECONDS, {
    message: () => undefined,
    error: (err) => new DocumentReadError('crashed', `The reader did not start: ${err.message}`),
    exit: (code) => new DocumentReadError('crashed', `The reader did not start (exit code ${code})`),
    timeout: () => new DocumentReadError('crashed', 'The reader did not start in time'),
  });
}

/**
 * The worker's next message, error or exit, or the timeout, whichever comes first; the listeners
 * and the timer are removed then. A handler that returns an Error rejects with it.
 */
function nextOutcome<T>(
  worker: Worker,
  seconds: number,
  on: {
    message: (reply: WorkerReply) => T | Error;
    error: (err: Error & { code?: string }) => Error;
    exit: (code: number) => Error;
    timeout: () => Error;
  },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const settle = (outcome: T | Error) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onMessage = (reply: WorkerReply) => settle(on.message(reply));
    const onError = (err: Error & { code?: string }) => settle(on.error(err));
    const onExit = (code: number) => settle(on.exit(code));
    const timer = setTimeout(() => settle(on.timeout()), seconds * 1000);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

const readers = new Map<string, DocumentReader>();

/** One reader per process (per settings), shared by every route that reads documents. */
export function documentReader(options: DocumentReaderOptions): DocumentReader {
  const key = JSON.stringify(options);
  let reader = readers.get(key);
  if (!reader) {
    reader = new DocumentReader(options);
    readers.set(key, reader);
  }
  return reader;
}

/** Ends every shared reader's workers (tests, shutdown). */
export async function stopDocumentReaders(): Promise<void> {
  const all = [...readers.values()];
  readers.clear();
  await Promise.all(all.map((r) => r.close()));
}
