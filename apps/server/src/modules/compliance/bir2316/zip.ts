/**
 * The ZIP of every 2316 certificate of a company's year (format=zip of GET /compliance/bir2316 and
 * the job, issue 28): the year read in batches of employees as the ZIP goes (batches.ts), each
 * certificate drawn on the ZIP's thread when the ZIP reaches it, or ahead on the certificate workers
 * (certificateWorkers.ts) for a large company. Either way the same entries, names and bytes.
 */
import { PassThrough, type Readable } from 'node:stream';
import { bir2316FileName } from '@sahod/compliance';
import { ZipFile } from 'yazl';
import type { AppDeps } from '../../../deps.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import type { CompanyRef } from '../company.ts';
import { NO_PAYROLL } from '../outputs.ts';
import { YEAR_BATCH, yearBatches, yearEmployeeIds } from './batches.ts';
import { type CertificateRenderer, certificateRenderer } from './certificateWorkers.ts';
import { type EmployeeYear, FigureError, splitTin } from './figures.ts';
import { certificateStream } from './pdf.ts';

/** A certificate's file name: <LastName>_<TIN>_<MMDDYYYY>.pdf. */
export function fileNameOf(y: EmployeeYear): string {
  return bir2316FileName(y.last_name, y.tin ?? '', y.period_to);
}

/** yazl's list of entries (its `entries`), read from the first on every step of the ZIP. */
interface ZipEntries {
  entries: unknown[];
}

/** Written entries are set aside from yazl's list this many at a time (see certificatesZip). */
const SET_ASIDE = 256;

const figureErrorOf = (err: unknown): Error =>
  err instanceof FigureError ? conflict(`${err.rule}: ${err.message}`) : (err as Error);

/**
 * Every certificate of the year as a ZIP of the single PDFs, streamed. `years` is everyone's year,
 * or batches of it in order (yearBatches, issue 28). On the ZIP's thread (no `renderer`) a PDF is
 * drawn only when the ZIP reaches its entry (`onEntry(i)`: the i certificates before it are
 * written) and a batch is read when the ZIP starts drawing the one before it, so at most two
 * batches' figures are held. With a `renderer` (the workers) each batch is handed to the workers as
 * it is read, and batches are read `renderer.ahead` ahead of the one being written, so the workers
 * draw while the ZIP writes: a few batches' figures and PDFs are held. Every PDF carries `createdAt`
 * (the ZIP's one instant), so the same years give the same bytes, in one batch or many, on the
 * workers or not. A batch's error ends the stream with it (a figure that cannot make a
 * certificate: 409 naming the rule; a certificate a worker could not draw: its error).
 * yazl looks for the next entry to write from the first one on every step (quadratic: about 40 s of
 * CPU for 100,000 entries), so the written entries are set aside while the ZIP goes and given
 * back, in order, for its central directory once the last entry is being drawn. This reads yazl's
 * private list, so yazl is pinned to one version (apps/server/package.json; batches.test.ts checks it).
 */
export function certificatesZip(
  year: number,
  company: CompanyRef,
  years: readonly EmployeeYear[] | AsyncIterable<readonly EmployeeYear[]>,
  onEntry: (index: number) => void = () => {},
  renderer: CertificateRenderer | null = null,
  createdAt: Date = new Date(),
): { stream: Readable; fileName: string } {
  const zip = new ZipFile();
  const list = zip as unknown as ZipEntries;
  const out = zip.outputStream as unknown as Readable;
  const used = new Set<string>();
  const written: unknown[] = [];
  let added = 0;
  /** The entry the ZIP is drawing (-1: none yet). */
  let drawing = -1;
  let wake: (() => void) | undefined;
  const add = (y: EmployeeYear, drawn?: Promise<Buffer>) => {
    const i = added++;
    let name = fileNameOf(y);
    if (used.has(name)) name = name.replace(/\.pdf$/, `_${y.employee_id}.pdf`);
    used.add(name);
    // PDFs are compressed already: stored, not deflated again.
    // The entry keeps its certificate's figures (or its PDF) only until it is written.
    let figures: EmployeeYear | undefined = y;
    let pdf = drawn;
    zip.addReadStreamLazy(name, { compress: false, mtime: new Date(`${year}-12-31T00:00:00Z`) }, (cb) => {
      onEntry(i);
      drawing = i;
      // The entries before this one are written (yazl draws them in order).
      const done = i - written.length;
      if (done >= SET_ASIDE) {
        for (let j = 0; j < done; j++) written.push(list.entries[j]);
        list.entries.splice(0, done);
      }
      wake?.();
      const certificate = figures as EmployeeYear;
      figures = undefined;
      if (!pdf) return cb(null, certificateStream(year, company, certificate, true, createdAt));
      const ready = pdf;
      pdf = undefined;
      ready.then(
        (bytes) => cb(null, new PassThrough().end(bytes)),
        (err: Error) => out.destroy(err),
      );
    });
  };
  const next = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
    });
  out.once('close', () => {
    renderer?.cancel();
    wake?.();
  });
  const ahead = renderer?.ahead ?? 1;
  /** The first entry of each batch added. */
  const firsts: number[] = [];
  void (async () => {
    const batches = Array.isArray(years) ? [years as readonly EmployeeYear[]] : years;
    for await (const batch of batches as AsyncIterable<readonly EmployeeYear[]>) {
      if (out.destroyed) return;
      firsts.push(added);
      const pdfs = renderer?.render(year, company, batch, createdAt);
      for (const [j, y] of batch.entries()) add(y, pdfs?.[j]);
      // The next batch is read once the ZIP draws the first certificate of the batch `ahead` - 1
      // before this one (on the ZIP's thread: this one's).
      if (firsts.length < ahead) continue;
      const first = firsts[firsts.length - ahead] as number;
      while (drawing < first && added > first && !out.destroyed) await next();
    }
    while (drawing < added - 1 && !out.destroyed) await next();
    wake = undefined;
    if (out.destroyed) return;
    list.entries = written.concat(list.entries);
    zip.end();
  })().catch((err: unknown) => out.destroy(figureErrorOf(err)));
  const fileName = `BIR2316_${splitTin(company.employer.tin ?? '').tin ?? ''}_${year}.zip`;
  return { stream: out, fileName };
}

/**
 * The ZIP of every certificate of the company's year, its employees read `batchSize` at a time as
 * the ZIP goes (memory bounded by a few batches, not the company), drawn on the certificate workers
 * when there are more than their threshold; 404 without processed payroll. The first batch is read
 * before the ZIP starts, so a figure there that cannot make a certificate is refused (409) before
 * a byte is sent.
 */
export async function bir2316ZipStream(
  deps: Pick<AppDeps, 'db'>,
  year: number,
  company: CompanyRef,
  onEntry?: (index: number) => void,
  batchSize = YEAR_BATCH,
): Promise<{ stream: Readable; fileName: string; total: number }> {
  const ids = await yearEmployeeIds(deps, company.id, year);
  if (ids.length === 0) throw notFound(NO_PAYROLL);
  const read = yearBatches(deps, company.id, year, ids, batchSize);
  let head: EmployeeYear[] | undefined;
  try {
    const first = await read.next();
    head = first.done ? undefined : first.value;
  } catch (err) {
    throw figureErrorOf(err);
  }
  async function* batches() {
    if (head) yield head;
    head = undefined;
    yield* read;
  }
  const renderer = certificateRenderer(ids.length);
  return { ...certificatesZip(year, company, batches(), onEntry, renderer), total: ids.length };
}
