/**
 * BIR 2316 for everyone (ZIP) and the alphalist as jobs (issue 28), on both databases: the job's
 * ZIP holds one certificate per employee of the year and is the file recorded with its SHA-256;
 * GET /api/jobs/:id/file answers its starter and an administrator only (404 otherwise) and audits
 * each download; one live job per kind, company and year; the up-front refusals write nothing.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHUNK_BYTES,
  largeFileStream,
  storeLargeFile,
  writeHashedTemp,
} from '../../../platform/largeFiles.ts';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../../test/harness.ts';
import { fontFiles, storedPdfs } from '../../../test/pdfFonts.ts';
import { pdfText } from '../../../test/pdfText.ts';
import { countRows, requester } from '../../earningsdeductions/testHelpers.ts';
import { awaitJob } from '../../jobs/testJobs.ts';
import { activeEmployee, createOrg, type Org } from '../../timesheet/testFixtures.ts';
import {
  cruzYear,
  halves,
  lowerPay,
  namedEmployee,
  putEmployer,
  sha,
  storeSlips,
  zipNames,
} from './testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let org: Org;
let starter: { username: string; token: string };
let other: string;

const GRANTS: NonNullable<NonNullable<Parameters<Harness['createUser']>[0]>['grants']> = [
  { key: 'compliance', view: true, create: true },
  { key: 'payroll', view: true },
];

/** An employee of `org` with a TIN and the reference's CRUZ year of payslips. */
async function withYear(last: string, tin: string) {
  const id = await namedEmployee(h.deps.db, org, { last, tin });
  await storeSlips(h.deps.db, id, cruzYear(2026));
  return id;
}

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  org = await createOrg(h.deps.db);
  await putEmployer(send, admin, org.company_id);
  await withYear('CRUZ', '234-567-890-0000');
  await withYear('SANTOS', '345678901');
  // Hired in March: a part year (period March 1 to December 31).
  const lim = await activeEmployee(h.deps.db, { org, last: 'LIM' });
  await h.deps.db
    .updateTable('employees')
    .set({ tin: '456789012', date_hired: '2026-03-01' })
    .where('id', '=', lim)
    .execute();
  await storeSlips(h.deps.db, lim, lowerPay(halves(2026).filter((p) => p.start >= '2026-03-01')));
  const user = await h.createUser({ grants: GRANTS });
  starter = { username: user.username, token: await h.login(user.username) };
  other = await h.login((await h.createUser({ grants: GRANTS })).username);
});
afterAll(async () => h.close());

const ZIP_URL = '/api/compliance/bir2316/jobs';
const ALPHA_URL = '/api/compliance/alphalist/jobs';

const newestFile = (output: string) =>
  h.deps.db
    .selectFrom('compliance_files')
    .select(['file_name', 'sha256', 'created_by'])
    .where('output', '=', output)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('POST /api/compliance/bir2316/jobs and GET /api/jobs/:id/file', () => {
  let jobId: number;
  let zip: Buffer;

  it("202; the job writes every employee's certificate into the ZIP, recorded with its SHA-256", async () => {
    const res = await send('POST', ZIP_URL, starter.token, { company_id: org.company_id, year: 2026 });
    expect(res.statusCode, res.body).toBe(202);
    jobId = (res.json() as { job_id: number }).job_id;
    const job = await awaitJob(h, jobId);
    expect(job).toMatchObject({ state: 'done', kind: 'bir2316.zip', done: 3, total: 3, has_file: true });
    const file = await send('GET', `/api/jobs/${jobId}/file`, starter.token);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe('attachment; filename="BIR2316_123456789_2026.zip"');
    zip = file.rawPayload;
    expect(Number(file.headers['content-length'])).toBe(zip.length);
    // <LastName>_<TIN as stored, digits only>_<MMDDYYYY of the period's end>.pdf.
    expect(zipNames(zip).sort()).toEqual([
      'CRUZ_2345678900000_12312026.pdf',
      'LIM_456789012_12312026.pdf',
      'SANTOS_345678901_12312026.pdf',
    ]);
    // Each entry is a PDF (stored: its bytes follow the header).
    expect(zip.toString('latin1').split('%PDF-').length - 1).toBe(3);
    const recorded = await newestFile('bir2316');
    expect(recorded.file_name).toBe('BIR2316_123456789_2026.zip');
    expect(recorded.sha256).toBe(sha(zip));
    expect(file.headers['x-sha256']).toBe(sha(zip));
    expect(job.result).toMatchObject({ count: 3, file_name: 'BIR2316_123456789_2026.zip', sha256: sha(zip) });
  });

  it('the ZIP holds the same certificates as the synchronous download', async () => {
    const sync = await send(
      'GET',
      `/api/compliance/bir2316?company_id=${org.company_id}&period=2026&format=zip`,
      admin,
    );
    expect(sync.statusCode).toBe(200);
    expect(zipNames(sync.rawPayload)).toEqual(zipNames(zip));
  });

  it("every certificate embeds the same font files (built once a process) and reads back its employee's text", async () => {
    const pdfs = storedPdfs(zip);
    expect(pdfs).toHaveLength(3);
    const [first, ...rest] = pdfs.map(fontFiles);
    // Regular and bold, each a deflated TrueType subset.
    expect(first).toHaveLength(2);
    for (const file of first ?? []) expect(file.length).toBeGreaterThan(1000);
    for (const files of rest) expect(files).toEqual(first);
    const texts = pdfs.map(pdfText);
    for (const [name, tin] of [
      ['CRUZ, ANA', '234-567-890-0000'],
      ['LIM, First', '456-789-012-'],
      ['SANTOS, ANA', '345-678-901-'],
    ]) {
      const text = texts.find((t) => t.includes(name as string)) ?? '';
      expect(text, name).toContain('BIR Form No. 2316');
      expect(text).toContain(tin);
      expect(text).toContain(
        'Republic of the Philippines, Department of Finance, Bureau of Internal Revenue',
      );
      expect(text).toMatch(/29 +Basic Salary \(including the exempt ₱250,000 & below\)/);
    }
  });

  it('the starter and an administrator get the file; anyone else 404; no token 401; each download audited', async () => {
    const before = await h.deps.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'read')
      .where('entity', '=', 'jobs')
      .where('entity_id', '=', String(jobId))
      .execute();
    const asAdmin = await send('GET', `/api/jobs/${jobId}/file`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.equals(zip)).toBe(true);
    const theirs = await send('GET', `/api/jobs/${jobId}/file`, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'Job not found.' });
    expect((await send('GET', `/api/jobs/${jobId}/file`, null)).statusCode).toBe(401);
    expect((await send('GET', '/api/jobs/0/file', admin)).statusCode).toBe(400);
    expect((await send('GET', '/api/jobs/999999/file', admin)).statusCode).toBe(404);
    const after = await h.deps.db
      .selectFrom('audit_log')
      .select(['user_id', 'details'])
      .where('action', '=', 'read')
      .where('entity', '=', 'jobs')
      .where('entity_id', '=', String(jobId))
      .orderBy('id')
      .execute();
    // The starter's download (first test) is before; this test added the administrator's only.
    expect(after.length).toBe(before.length + 1);
    expect(JSON.parse(String(after[after.length - 1]?.details))).toMatchObject({
      file_name: 'BIR2316_123456789_2026.zip',
      sha256: sha(zip),
    });
  });

  it('a job without a file: 404 "This job has no file."', async () => {
    // 2025 has no payroll: the job fails with the download's message and leaves no file.
    const res = await send('POST', ZIP_URL, starter.token, { company_id: org.company_id, year: 2025 });
    expect(res.statusCode, res.body).toBe(202);
    const id = (res.json() as { job_id: number }).job_id;
    const files = await countRows(h, 'files');
    expect(await awaitJob(h, id)).toMatchObject({
      state: 'failed',
      error: 'No processed payroll for this period.',
      has_file: false,
    });
    expect(await countRows(h, 'files')).toBe(files);
    const file = await send('GET', `/api/jobs/${id}/file`, starter.token);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({ error: 'This job has no file.' });
  });
});

describe('one live job per kind, company and year; checks before queuing', () => {
  it('a second start while queued: 409 with the job id; another year or the other kind may start', async () => {
    const body = { company_id: org.company_id, year: 2026 };
    const first = await send('POST', ZIP_URL, starter.token, body);
    expect(first.statusCode, first.body).toBe(202);
    const id = (first.json() as { job_id: number }).job_id;
    const jobs = await countRows(h, 'jobs');
    const second = await send('POST', ZIP_URL, admin, body);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: 'This is already running for the same company and period; wait for it to finish.',
      job_id: id,
    });
    expect(await countRows(h, 'jobs')).toBe(jobs);
    const alpha = await send('POST', ALPHA_URL, starter.token, body);
    expect(alpha.statusCode, alpha.body).toBe(202);
    const year = await send('POST', ZIP_URL, starter.token, { ...body, year: 2024 });
    expect(year.statusCode, year.body).toBe(202);
    await awaitJob(h, id);
    await awaitJob(h, (alpha.json() as { job_id: number }).job_id);
    await awaitJob(h, (year.json() as { job_id: number }).job_id);
    // Done: the same company and year can run again.
    expect((await send('POST', ZIP_URL, starter.token, body)).statusCode).toBe(202);
  });

  it('400 for a bad body or a company without TIN, 404 unknown company, 403 without the permissions; nothing queued', async () => {
    const jobs = await countRows(h, 'jobs');
    const bare = await createOrg(h.deps.db);
    const noTin = await send('POST', ZIP_URL, admin, { company_id: bare.company_id, year: 2026 });
    expect(noTin.statusCode).toBe(400);
    expect(noTin.json().error).toMatch(/^tin: /);
    expect((await send('POST', ALPHA_URL, admin, { company_id: 999_999, year: 2026 })).statusCode).toBe(404);
    expect((await send('POST', ZIP_URL, admin, { company_id: org.company_id, year: 1999 })).statusCode).toBe(
      400,
    );
    expect((await send('POST', ZIP_URL, admin, { year: 2026 })).statusCode).toBe(400);
    const viewOnly = await h.login(
      (
        await h.createUser({
          grants: [
            { key: 'compliance', view: true },
            { key: 'payroll', view: true },
          ],
        })
      ).username,
    );
    expect(
      (await send('POST', ZIP_URL, viewOnly, { company_id: org.company_id, year: 2026 })).statusCode,
    ).toBe(403);
    const noPayroll = await h.login(
      (await h.createUser({ grants: [{ key: 'compliance', view: true, create: true }] })).username,
    );
    expect(
      (await send('POST', ALPHA_URL, noPayroll, { company_id: org.company_id, year: 2026 })).statusCode,
    ).toBe(403);
    expect((await send('POST', ZIP_URL, null, { company_id: org.company_id, year: 2026 })).statusCode).toBe(
      401,
    );
    expect(await countRows(h, 'jobs')).toBe(jobs);
  });
});

describe('POST /api/compliance/alphalist/jobs', () => {
  it("the job's file is the DAT of the synchronous download, recorded with its SHA-256", async () => {
    const res = await send('POST', ALPHA_URL, starter.token, { company_id: org.company_id, year: 2026 });
    expect(res.statusCode, res.body).toBe(202);
    const id = (res.json() as { job_id: number }).job_id;
    expect(await awaitJob(h, id)).toMatchObject({ state: 'done', done: 3, total: 3, has_file: true });
    const file = await send('GET', `/api/jobs/${id}/file`, starter.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="1234567890000123120261604C.DAT"');
    const recorded = await newestFile('bir1604c');
    expect(recorded.sha256).toBe(sha(file.rawPayload));
    const sync = await send(
      'GET',
      `/api/compliance/alphalist?company_id=${org.company_id}&period=2026&format=file`,
      admin,
    );
    expect(sync.statusCode).toBe(200);
    expect(file.rawPayload.equals(sync.rawPayload)).toBe(true);
  });
});

describe('a large file in the database', () => {
  it('stored in pieces of 1 MiB and read back whole, byte for byte', async () => {
    const bytes = Buffer.alloc(CHUNK_BYTES * 2 + 12_345);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + (i >> 11)) & 0xff;
    const temp = await writeHashedTemp(Readable.from([bytes.subarray(0, 700_000), bytes.subarray(700_000)]));
    expect(temp).toMatchObject({ size: bytes.length, sha256: sha(bytes) });
    const id = await h.deps.db.transaction().execute((trx) =>
      storeLargeFile(trx, h.deps.clock, {
        purpose: 'job',
        filename: 'x.bin',
        mime: 'x',
        temp,
        createdBy: null,
      }),
    );
    await fs.promises.rm(temp.path);
    const pieces = await h.deps.db
      .selectFrom('file_chunks')
      .select('seq')
      .where('file_id', '=', id)
      .execute();
    expect(pieces.map((p) => p.seq).sort()).toEqual([0, 1, 2]);
    const back = (await largeFileStream(h.deps.db, id)) as NonNullable<
      Awaited<ReturnType<typeof largeFileStream>>
    >;
    const read: Buffer[] = [];
    for await (const chunk of back.body) read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(bytes)).toBe(true);
    expect(back).toMatchObject({ size: bytes.length, sha256: sha(bytes), filename: 'x.bin' });
  });
});
