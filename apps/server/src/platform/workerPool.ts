/**
 * A pool of worker threads that run one kind of task (issue 28 §2): the payroll engine
 * (engine/pool.ts), Calculate's and Process Payroll's batches (payroll/fetchWorkers.ts) and the 2316
 * certificates (compliance/bir2316/certificateWorkers.ts). Tasks wait in one queue, first come,
 * first served; each idle worker takes the next. A busy worker keeps the process alive (a script
 * awaiting its run), an idle one does not. A worker that fails or exits is dropped and its task
 * fails; the pool starts a new one when there is work. The workers start with the first task (or
 * `warm`) and, with `idleMs`, close after that long without work.
 *
 * The worker module answers each message with one message carrying the request's `id`, and an
 * `error` ({ message, code?, reason? }) when the task failed: it rejects the task with the same
 * AppError (or a plain Error).
 */
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { AppError, type ErrorCode } from './errors.ts';

export interface WorkerFailure {
  message: string;
  code?: ErrorCode;
  reason?: string | undefined;
}

/** What a worker module answers a task with. */
export interface WorkerAnswer {
  id: number;
  error?: WorkerFailure | undefined;
}

export interface WorkerPoolOptions {
  /** Worker threads; 0: the pool runs nothing (its users then work on their own thread). */
  threads: number;
  /** Each worker's heap limits (Node's Worker resourceLimits); none by default. */
  resourceLimits?: ResourceLimits | undefined;
  /** The workers close after this long without work (ms); by default they stay. */
  idleMs?: number | undefined;
}

/** A task's failure in the worker as the error it was there (AppError keeps its code and reason). */
export function workerFailure(err: unknown): WorkerFailure {
  return err instanceof AppError
    ? { message: err.message, code: err.code, reason: err.reason }
    : { message: err instanceof Error ? err.message : String(err) };
}

const errorOf = (e: WorkerFailure): Error =>
  e.code ? new AppError(e.code, e.message, e.reason) : new Error(e.message);

/** A request without its id (given by the pool), member by member of a union. */
export type Unnumbered<Request> = Request extends unknown ? Omit<Request, 'id'> : never;

interface Task<Request, Answer> {
  request: Request;
  /** Tasks of one run share a tag, so the run can drop those not yet started (cancel). */
  tag: unknown;
  resolve(answer: Answer): void;
  reject(err: Error): void;
}

interface Slot<Request, Answer> {
  thread: Worker;
  task: Task<Request, Answer> | null;
}

export class WorkerPool<Request extends { id: number }, Answer extends WorkerAnswer> {
  #options: WorkerPoolOptions = { threads: 0 };
  #workers: Slot<Request, Answer>[] = [];
  #queue: Task<Request, Answer>[] = [];
  #idleTimer: NodeJS.Timeout | undefined;
  #nextId = 1;

  /** `module`: the worker's entry; `name`: how its failures name it ('payroll fetch worker'). */
  constructor(
    private readonly module: URL,
    private readonly name: string,
  ) {}

  get threads(): number {
    return this.#options.threads;
  }

  /** The worker threads running now. */
  get size(): number {
    return this.#workers.length;
  }

  /** Sets the pool's size and limits (server start, tests); running workers are stopped. */
  async configure(options: WorkerPoolOptions): Promise<void> {
    await this.stop();
    this.#options = options;
  }

  /** Starts the workers now (each loads its modules once), instead of with the first task. */
  warm(): void {
    while (this.#workers.length < this.#options.threads) this.#workers.push(this.#start());
  }

  /** Stops the workers; the tasks queued or running fail with `reason`. */
  async stop(reason = new Error(`The ${this.name}s were stopped.`)): Promise<void> {
    clearTimeout(this.#idleTimer);
    const stopping = this.#workers;
    this.#workers = [];
    for (const task of this.#queue.splice(0)) task.reject(reason);
    for (const w of stopping) w.task?.reject(reason);
    await Promise.all(stopping.map((w) => w.thread.terminate()));
  }

  /** Queues a task (`request` gets its id here) and answers when a worker has done it. */
  run(request: Unnumbered<Request>, tag?: unknown): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.#queue.push({
        request: { ...request, id: this.#nextId++ } as unknown as Request,
        tag,
        resolve,
        reject,
      });
      this.warm();
      this.#dispatch();
    });
  }

  /** Drops the tasks of `tag` not yet started; they fail with `reason`. */
  cancel(tag: unknown, reason: Error): void {
    for (let i = this.#queue.length - 1; i >= 0; i--) {
      const task = this.#queue[i] as Task<Request, Answer>;
      if (task.tag !== tag) continue;
      this.#queue.splice(i, 1);
      task.reject(reason);
    }
    this.#dispatch();
  }

  #dispatch(): void {
    for (const worker of this.#workers) {
      if (worker.task) continue;
      const task = this.#queue.shift();
      if (!task) break;
      worker.task = task;
      worker.thread.ref();
      worker.thread.postMessage(task.request);
    }
    clearTimeout(this.#idleTimer);
    const { idleMs } = this.#options;
    if (idleMs !== undefined && this.#queue.length === 0 && this.#workers.every((w) => !w.task)) {
      if (this.#workers.length === 0) return;
      this.#idleTimer = setTimeout(() => void this.stop(), idleMs);
      this.#idleTimer.unref();
    }
  }

  #start(): Slot<Request, Answer> {
    const { resourceLimits } = this.#options;
    const worker: Slot<Request, Answer> = {
      thread: new Worker(this.module, resourceLimits ? { resourceLimits } : {}),
      task: null,
    };
    worker.thread.unref();
    worker.thread.on('message', (answer: Answer) => {
      const task = worker.task;
      worker.task = null;
      worker.thread.unref();
      if (answer.error) task?.reject(errorOf(answer.error));
      else task?.resolve(answer);
      this.#dispatch();
    });
    const fail = (err: Error) => {
      this.#workers = this.#workers.filter((w) => w !== worker);
      worker.task?.reject(err);
      worker.task = null;
      if (this.#queue.length > 0) this.warm();
      this.#dispatch();
    };
    worker.thread.on('error', fail);
    worker.thread.on('exit', (code) => {
      if (this.#workers.includes(worker)) fail(new Error(`${this.name} stopped (exit code ${code})`));
    });
    return worker;
  }
}
