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
import type { ResourceLimits } from 'node:worker_threads';
import { type WorkerFailure, WorkerPool } from '../../../platform/workerPool.ts';
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
  | { id: number; error: WorkerFailure };

let options = defaults();
const pool = new WorkerPool<RenderRequest, RenderResponse>(
  new URL('./certificateWorker.mjs', import.meta.url),
  'BIR 2316 certificate worker',
);

/** Sets the workers' number and limits (server start, tests); running workers are stopped. */
export async function configureCertificateWorkers(next: Partial<CertificateWorkerOptions>): Promise<void> {
  options = { ...defaults(), ...next };
  await pool.configure(options);
}

/** Stops the workers; the chunks queued or being drawn fail (their ZIP ends with the error). */
export const stopCertificateWorkers = (): Promise<void> => pool.stop();

/** The number of worker threads running now (tests: they start lazily and close when idle). */
export const certificateWorkerCount = () => pool.size;

/** A chunk's PDFs: views on the buffer the worker transferred (nothing copied). */
function pdfsOf(answer: RenderResponse): Buffer[] {
  if (answer.error) return [];
  const { buffer, ends } = answer;
  return ends.map((end, i) => Buffer.from(buffer, ends[i - 1] ?? 0, end - (ends[i - 1] ?? 0)));
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
  const run = Symbol('BIR 2316 ZIP');
  return {
    ahead: 2,
    render(year, company, years, createdAt) {
      const size = Math.max(1, Math.min(options.chunk, Math.ceil(years.length / options.threads)));
      const out: Promise<Buffer>[] = [];
      for (let i = 0; i < years.length; i += size) {
        const chunk = years.slice(i, i + size);
        const pdfs = pool
          .run({ year, company, years: chunk, createdAt: createdAt.getTime() }, run)
          .then(pdfsOf);
        for (let j = 0; j < chunk.length; j++) {
          const pdf = pdfs.then((all) => all[j] as Buffer);
          // Awaited when the ZIP reaches it; a ZIP that ended early never awaits the rest.
          pdf.catch(() => {});
          out.push(pdf);
        }
      }
      return out;
    },
    cancel() {
      pool.cancel(run, new Error('The BIR 2316 ZIP ended.'));
    },
  };
}
