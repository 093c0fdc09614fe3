/**
 * The 2316 certificates drawn on worker threads (issue 28 §2), on both databases (SQLite on a
 * file): the ZIP drawn on 2 workers, a batch of 2 employees read at a time and one certificate a
 * message, is the ZIP drawn on its own thread byte for byte (same entries, names, order and PDFs,
 * a repeated file name included), through the job's function and through GET ?format=zip; a ZIP
 * of the threshold or fewer stays on its thread; the workers close when idle; a certificate a
 * worker cannot draw ends the ZIP with its error and no temporary file, and the workers go on;
 * a worker that dies fails the job with nothing stored and no temporary file.
 * The clock stands still where bytes are compared: pdfkit writes the time into each PDF.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { JOB_MSG } from '@sahod/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeHashedTemp } from '../../../platform/largeFiles.ts';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../../test/harness.ts';
import { countRows, requester } from '../../earningsdeductions/testHelpers.ts';
import { awaitJob } from '../../jobs/testJobs.ts';
import { createOrg, type Org } from '../../timesheet/testFixtures.ts';
import type { CompanyRef } from '../company.ts';
import {
  certificateRenderer,
  certificateWorkerCount,
  configureCertificateWorkers,
} from './certificateWorkers.ts';
import { type EmployeeYear, loadYear } from './figures.ts';
import { companyWithTin } from './service.ts';
import { putEmployer, sha, sixNames, storeSixYears, zipNames } from './testFixtures.ts';
import { bir2316ZipStream, certificatesZip } from './zip.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let org: Org;
let company: CompanyRef;

beforeAll(async () => {
  h = await createHarness({ sqliteFile: true });
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  org = await createOrg(h.deps.db);
  await putEmployer(send, admin, org.company_id);
  company = await companyWithTin(h.deps, org.company_id);
  await storeSixYears(h.deps.db, org);
});
afterAll(async () => {
  await configureCertificateWorkers({ threads: 0 });
  await h.close();
});

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Workers that draw every ZIP (threshold 0), one certificate a message unless told. */
const onWorkers = (more: Parameters<typeof configureCertificateWorkers>[0] = {}) =>
  configureCertificateWorkers({ threads: 2, threshold: 0, chunk: 1, ...more });

/** Waits (polling, at most `ms`; Date may stand still here) until the check holds. */
async function eventually(check: () => boolean, ms = 10_000) {
  const until = performance.now() + ms;
  while (!check() && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}

describe('the 2316 ZIP with its certificates drawn on worker threads', () => {
  let inThread: Buffer;

  beforeAll(async () => {
    // pdfkit writes the time in every PDF (CreationDate, and the file ID from it): one instant.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-01-15T02:00:00Z') });
    await configureCertificateWorkers({ threads: 0 });
    expect(certificateRenderer(6)).toBeNull();
    inThread = await bytesOf((await bir2316ZipStream(h.deps, 2026, company, undefined, 2)).stream);
    expect(certificateWorkerCount()).toBe(0);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('2 workers, 2 employees a read, one certificate a message: the same ZIP, byte for byte', async () => {
    await onWorkers();
    const seen: number[] = [];
    const running: number[] = [];
    const zip = await bir2316ZipStream(
      h.deps,
      2026,
      company,
      (i) => {
        seen.push(i);
        running.push(certificateWorkerCount());
      },
      2,
    );
    expect(zip.total).toBe(6);
    const bytes = await bytesOf(zip.stream);
    // The workers started with the first ZIP that uses them.
    expect(running).toEqual([2, 2, 2, 2, 2, 2]);
    const cruzJuan = (await loadYear(h.deps, org.company_id, 2026)).years[2] as EmployeeYear;
    expect(zipNames(bytes)).toEqual(sixNames(cruzJuan.employee_id));
    expect(zipNames(bytes)).toEqual(zipNames(inThread));
    expect(bytes.length).toBe(inThread.length);
    expect(sha(bytes)).toBe(sha(inThread));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('one worker, every employee in one read and one message: the same ZIP', async () => {
    await onWorkers({ threads: 1, chunk: 250 });
    const zip = await bir2316ZipStream(h.deps, 2026, company);
    expect(sha(await bytesOf(zip.stream))).toBe(sha(inThread));
    expect(certificateWorkerCount()).toBe(1);
  });

  it('GET ?format=zip on the workers: the same ZIP, recorded with its SHA-256', async () => {
    await onWorkers();
    const res = await send(
      'GET',
      `/api/compliance/bir2316?company_id=${org.company_id}&period=2026&format=zip`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-certificate-count']).toBe('6');
    expect(sha(res.rawPayload)).toBe(sha(inThread));
    expect(certificateWorkerCount()).toBe(2);
    const recorded = await h.deps.db
      .selectFrom('compliance_files')
      .select(['file_name', 'sha256'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(recorded).toEqual({ file_name: 'BIR2316_123456789_2026.zip', sha256: sha(inThread) });
  });

  it('a ZIP of the threshold or fewer stays on its own thread', async () => {
    await onWorkers({ threshold: 6 });
    expect(certificateRenderer(6)).toBeNull();
    expect(certificateRenderer(7)).not.toBeNull();
    const zip = await bir2316ZipStream(h.deps, 2026, company, undefined, 2);
    expect(sha(await bytesOf(zip.stream))).toBe(sha(inThread));
    expect(certificateWorkerCount()).toBe(0);
  });

  it('the workers close after the idle time', async () => {
    await onWorkers({ idleMs: 50 });
    let running = 0;
    const zip = await bir2316ZipStream(h.deps, 2026, company, () => {
      running = Math.max(running, certificateWorkerCount());
    });
    expect(sha(await bytesOf(zip.stream))).toBe(sha(inThread));
    expect(running).toBe(2);
    await eventually(() => certificateWorkerCount() === 0);
  });
});

describe('a worker failure', () => {
  let tmp: string;
  let tmpBefore: string | undefined;

  /** The ZIP's temporary files (writeHashedTemp's; tsx keeps its cache beside them). */
  const temporaryFiles = () => fs.readdirSync(tmp).filter((name) => name.startsWith('sahod-'));

  beforeEach(() => {
    // Temporary files go to a directory of this test's own, to be seen empty afterwards.
    tmpBefore = process.env.TMPDIR;
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-2316-workers-'));
    process.env.TMPDIR = tmp;
  });
  afterEach(() => {
    if (tmpBefore === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpBefore;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('a certificate a worker cannot draw ends the ZIP with its error, no temporary file; the workers go on', async () => {
    await onWorkers();
    const years = (await loadYear(h.deps, org.company_id, 2026)).years;
    // A year without its period (the figures never give one): the worker's drawing throws.
    const broken = years.map((y, i) => (i === 3 ? { ...y, period_from: null as unknown as string } : y));
    const zip = certificatesZip(2026, company, broken, undefined, certificateRenderer(broken.length));
    await expect(writeHashedTemp(zip.stream)).rejects.toThrow(
      "Cannot read properties of null (reading 'slice')",
    );
    expect(temporaryFiles()).toEqual([]);
    // The same workers draw the next ZIP whole.
    const again = certificatesZip(2026, company, years, undefined, certificateRenderer(years.length));
    const temp = await writeHashedTemp(again.stream);
    expect(zipNames(fs.readFileSync(temp.path))).toHaveLength(6);
    fs.rmSync(temp.path);
  });

  it('a worker that dies (out of its memory) fails the job: nothing stored, no temporary file', async () => {
    await onWorkers({
      threads: 1,
      resourceLimits: { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 },
    });
    const files = await countRows(h, 'files');
    const recorded = await countRows(h, 'compliance_files');
    const res = await send('POST', '/api/compliance/bir2316/jobs', admin, {
      company_id: org.company_id,
      year: 2026,
    });
    expect(res.statusCode, res.body).toBe(202);
    const job = await awaitJob(h, (res.json() as { job_id: number }).job_id);
    // Not a refusal: tried again (each time a worker died), then failed.
    expect(job).toMatchObject({ state: 'failed', error: JOB_MSG.crashed, has_file: false });
    expect(await countRows(h, 'files')).toBe(files);
    expect(await countRows(h, 'compliance_files')).toBe(recorded);
    expect(temporaryFiles()).toEqual([]);
  });
});
