/**
 * The 2316 certificates drawn on worker threads (issue 28 §2): the ZIP of 100,000 certificates is
 * about 2.3 ms of CPU per certificate, all of it pdfkit's; the job's thread keeps the database reads,
 * the ZIP and its SHA-256, and hands each batch's years (plain data, about 2 KB an employee) to the
 * workers in chunks; a worker draws a chunk's PDFs into one ArrayBuffer and transfers it back (not
 * copied). The PDFs are the bytes the job's thread draws for the same years and creation time.
 *
 * Sized like Calculate's workers (server.ts: one per core unless HRIS_ENGINE_THREADS says otherwise;
 * 0 here until configured, so tests draw in-thread unless they configure threads). A ZIP of
 * `threshold` certificates or fewer (default: one batch, 1,000) stays on its own thread: a worker
 * loads the server's PDF modules once (1-2 s of CPU). The workers start with the first ZIP that
 * uses them and close after `idleMs` without work (default 30 s: a 2316 ZIP is a year-end job, and
 * each idle worker would hold its heap and fonts until the next one).
 */
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { AppError, type ErrorCode } from '../../../platform/errors.ts';
import type { CompanyRef } from '../company.ts';
import type { EmployeeYear } from './figures.ts';

export interface CertificateWorkerOptions {
  /** Worker threads; 0 draws every certificate on the ZIP's own thread. */
  threads: number;
  /** A ZIP of this many certificates or fewer stays on its own thread. */
  threshold: number;
  /** Certificates per message to a worker (at most). */
  chunk: number;
  /** The workers close after this long without work (ms). */
  idleMs: number;
  /**
   * A worker's heap limits (Node's Worker resourceLimits). By default its old generation is kept to
   * 96 MB and its young one to 8 MB: a chunk's live figures and PDFs are a few MB, and without a
   * limit V8 lets each worker's heap grow with garbage (a ZIP of 10,000 certificates on 2 workers:
   * server peak 738-779 MB without limits, 581 MB with these, at the same CPU time).
   */
  resourceLimits: ResourceLimits;
}

const defaults = (): CertificateWorkerOptions => ({
  threads: 0,
  threshold: 1_000,
  chunk: 250,
  idleMs: 30_000,
  resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 },
});

export interface RenderRequest {
  id: number;
  year: number;
  company: CompanyRef;
  years: readonly EmployeeYear[];
  /** The PDFs' creation time (ms since the epoch): the ZIP's one instant. */
  createdAt: number;
}

export type RenderResponse =
  | { id: number; buffer: ArrayBuffer; ends: number[]; error?: undefined }
  | { id: number; error: { message: string; code?: ErrorCode; reason?: string | undefined } };

interface Task {
  run: number;
  request: RenderRequest;
  resolve(pdfs: Buffer[]): void;
  reject(err: Error): void;
}

interface CertificateWorker {
  thread: Worker;
  task: Task | null;
}

let options = defaults();
let workers: CertificateWorker[] = [];
const queue: Task[] = [];
let nextId = 1;
let nextRun = 1;
let idleTimer: NodeJS.Timeout | undefined;

/** Sets the workers' number and limits (server start, tests); running workers are stopped. */
export async function configureCertificateWorkers(next: Partial<CertificateWorkerOptions>): Promise<void> {
  await stopCertificateWorkers();
  options = { ...defaults(), ...next };
}

/** Stops the workers; the chunks queued or being drawn fail (their ZIP ends with the error). */
export async function stopCertificateWorkers(): Promise<void> {
  clearTimeout(idleTimer);
  const stopping = workers;
  workers = [];
  const stopped = new Error('The BIR 2316 certificate workers were stopped.');
  for (const task of queue.splice(0)) task.reject(stopped);
  for (const w of stopping) w.task?.reject(stopped);
  await Promise.all(stopping.map((w) => w.thread.terminate()));
}

/** The number of worker threads running now (tests: they start lazily and close when idle). */
export const certificateWorkerCount = () => workers.length;

const errorOf = (e: NonNullable<RenderResponse['error']>): Error =>
  e.code ? new AppError(e.code, e.message, e.reason) : new Error(e.message);

function dispatch(): void {
  for (const worker of workers) {
    if (worker.task) continue;
    const task = queue.shift();
    if (!task) break;
    worker.task = task;
    // A busy worker keeps the process alive (a script awaiting its ZIP); an idle one does not.
    worker.thread.ref();
    worker.thread.postMessage(task.request);
  }
  clearTimeout(idleTimer);
  if (queue.length === 0 && workers.length > 0 && workers.every((w) => !w.task)) {
    idleTimer = setTimeout(() => void stopCertificateWorkers(), options.idleMs);
    idleTimer.unref();
  }
}

function startWorker(): CertificateWorker {
  const worker: CertificateWorker = {
    thread: new Worker(new URL('./certificateWorker.mjs', import.meta.url), {
      resourceLimits: options.resourceLimits,
    }),
    task: null,
  };
  worker.thread.unref();
  worker.thread.on('message', (response: RenderResponse) => {
    const task = worker.task;
    worker.task = null;
    worker.thread.unref();
    if (response.error) task?.reject(errorOf(response.error));
    else {
      const { buffer, ends } = response;
      // Views on the transferred buffer: nothing copied.
      task?.resolve(ends.map((end, i) => Buffer.from(buffer, ends[i - 1] ?? 0, end - (ends[i - 1] ?? 0))));
    }
    dispatch();
  });
  const fail = (err: Error) => {
    // A worker that failed or stopped is dropped; its chunk fails (its ZIP ends with the error).
    workers = workers.filter((w) => w !== worker);
    worker.task?.reject(err);
    worker.task = null;
    startWorkers();
    dispatch();
  };
  worker.thread.on('error', fail);
  worker.thread.on('exit', (code) => {
    if (workers.includes(worker)) fail(new Error(`BIR 2316 certificate worker stopped (exit code ${code})`));
  });
  return worker;
}

function startWorkers(): void {
  if (queue.length === 0) return;
  while (workers.length < options.threads) workers.push(startWorker());
}

/** Draws certificates on the workers for one ZIP. */
export interface CertificateRenderer {
  /** Batches worth reading ahead of the one the ZIP writes (the workers draw them meanwhile). */
  ahead: number;
  /** Each certificate's PDF, in the order of `years` (queued now, drawn as workers are free). */
  render(
    year: number,
    company: CompanyRef,
    years: readonly EmployeeYear[],
    createdAt: Date,
  ): Promise<Buffer>[];
  /** Drops the ZIP's chunks not yet drawn (the ZIP ended early: an error, or its reader left). */
  cancel(): void;
}

/** A renderer for a ZIP of `total` certificates, or null when they are drawn on the ZIP's own thread. */
export function certificateRenderer(total: number): CertificateRenderer | null {
  if (options.threads === 0 || total <= options.threshold) return null;
  const run = nextRun++;
  return {
    ahead: 2,
    render(year, company, years, createdAt) {
      const size = Math.max(1, Math.min(options.chunk, Math.ceil(years.length / options.threads)));
      const out: Promise<Buffer>[] = [];
      for (let i = 0; i < years.length; i += size) {
        const chunk = years.slice(i, i + size);
        const pdfs = new Promise<Buffer[]>((resolve, reject) => {
          const request = { id: nextId++, year, company, years: chunk, createdAt: createdAt.getTime() };
          queue.push({ run, request, resolve, reject });
        });
        for (let j = 0; j < chunk.length; j++) {
          const pdf = pdfs.then((all) => all[j] as Buffer);
          // Awaited when the ZIP reaches it; a ZIP that ended early never awaits the rest.
          pdf.catch(() => {});
          out.push(pdf);
        }
      }
      startWorkers();
      dispatch();
      return out;
    },
    cancel() {
      const cancelled = new Error('The BIR 2316 ZIP ended.');
      for (let i = queue.length - 1; i >= 0; i--) {
        const task = queue[i] as Task;
        if (task.run !== run) continue;
        queue.splice(i, 1);
        task.reject(cancelled);
      }
      dispatch();
    },
  };
}
