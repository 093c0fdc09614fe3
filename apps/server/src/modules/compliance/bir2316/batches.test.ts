/**
 * The 2316 ZIP in batches of employees (issue 28 §2), on both databases: built 1 or 2 employees a
 * read it is the ZIP of one load of everyone, byte for byte (same entries, names, order and PDFs,
 * a repeated file name included); the employees without payroll in the year or of another company
 * are left out as `loadYear` leaves them; a batch is read only when the ZIP draws the one before.
 * The clock stands still here: pdfkit writes the time into each PDF.
 */
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPostgres } from '../../../db/schema-helpers.ts';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../../test/harness.ts';
import { requester } from '../../earningsdeductions/testHelpers.ts';
import { createOrg, type Org } from '../../timesheet/testFixtures.ts';
import type { CompanyRef } from '../company.ts';
import { yearBatches, yearEmployeeIds } from './batches.ts';
import { type EmployeeYear, loadYear, yearSumsQuery } from './figures.ts';
import { companyWithTin } from './service.ts';
import {
  cruzYear,
  namedEmployee,
  putEmployer,
  sha,
  sixNames,
  storeSixYears,
  storeSlips,
  zipNames,
} from './testFixtures.ts';
import { bir2316ZipStream, certificatesZip } from './zip.ts';

let h: Harness;
let org: Org;
let company: CompanyRef;

const employee = (o: Org, last: string, first: string, tin: string | null) =>
  namedEmployee(h.deps.db, o, { last, first, tin });

beforeAll(async () => {
  h = await createHarness();
  const admin = await h.login('admin', ADMIN_PASSWORD);
  const send = requester(h);
  org = await createOrg(h.deps.db);
  await putEmployer(send, admin, org.company_id);
  company = await companyWithTin(h.deps, org.company_id);
  await storeSixYears(h.deps.db, org);
  // Left out: payroll of 2025 only; no payroll; another company's employee.
  await storeSlips(h.deps.db, await employee(org, 'DELA CRUZ', 'OLD', '678901234'), cruzYear(2025));
  await employee(org, 'BAUTISTA', 'NEW', '789012345');
  const other = await createOrg(h.deps.db);
  await storeSlips(h.deps.db, await employee(other, 'GARCIA', 'ANA', '890123456'), cruzYear(2026));
});
afterAll(async () => h.close());

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the 2316 ZIP in batches of employees', () => {
  let whole: Buffer;
  let everyone: EmployeeYear[];

  beforeAll(async () => {
    // pdfkit writes the time in every PDF (CreationDate, and the file ID from it): one instant.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-01-15T02:00:00Z') });
    everyone = (await loadYear(h.deps, org.company_id, 2026)).years;
    whole = await bytesOf(certificatesZip(2026, company, everyone).stream);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it("the year's employees are loadYear's, in its order", async () => {
    expect(everyone.map((y) => `${y.last_name}, ${y.first_name}`)).toEqual([
      'AQUINO, BEN',
      'CRUZ, ANA',
      'CRUZ, JUAN',
      'LIM, CARLO',
      'REYES, ANA',
      'SANTOS, ANA',
    ]);
    expect(await yearEmployeeIds(h.deps, org.company_id, 2026)).toEqual(everyone.map((y) => y.employee_id));
    const cruzJuan = everyone[2] as EmployeeYear;
    expect(zipNames(whole)).toEqual(sixNames(cruzJuan.employee_id));
  });

  for (const size of [1, 2, 4, 1000]) {
    it(`${size} employee(s) a read: the same ZIP, byte for byte`, async () => {
      const seen: number[] = [];
      const zip = await bir2316ZipStream(h.deps, 2026, company, (i) => seen.push(i), size);
      expect(zip.total).toBe(6);
      expect(zip.fileName).toBe('BIR2316_123456789_2026.zip');
      const bytes = await bytesOf(zip.stream);
      expect(zipNames(bytes)).toEqual(zipNames(whole));
      expect(bytes.length).toBe(whole.length);
      expect(sha(bytes)).toBe(sha(whole));
      expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
    });
  }

  it("a batch is read only when the ZIP draws the previous batch's first certificate", async () => {
    const ids = await yearEmployeeIds(h.deps, org.company_id, 2026);
    let drawing = -1;
    const readWhileDrawing: number[] = [];
    async function* watched() {
      for await (const batch of yearBatches(h.deps, org.company_id, 2026, ids, 1)) {
        yield batch;
        // Resumed for the next batch: the ZIP draws this one (index = batches handed so far - 1).
        readWhileDrawing.push(drawing);
      }
    }
    const { stream } = certificatesZip(2026, company, watched(), (i) => {
      drawing = i;
    });
    expect(sha(await bytesOf(stream))).toBe(sha(whole));
    expect(readWhileDrawing).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('600 certificates (written entries set aside from yazl as the ZIP goes): a whole central directory, in order', async () => {
    const model = everyone[0] as EmployeeYear;
    const many = Array.from({ length: 600 }, (_, i) => ({
      ...model,
      employee_id: 100_000 + i,
      last_name: `N${String(i).padStart(4, '0')}`,
    }));
    const batches = async function* () {
      for (let i = 0; i < many.length; i += 250) yield many.slice(i, i + 250);
    };
    const zip = await bytesOf(certificatesZip(2026, company, batches()).stream);
    const names = many.map((y) => `${y.last_name}__12312026.pdf`);
    expect(zipNames(zip)).toEqual(names);
    // The end of central directory record: its entry count and where the directory starts.
    const eocd = zip.lastIndexOf('PK\x05\x06');
    expect(zip.readUInt16LE(eocd + 10)).toBe(600);
    let at = zip.readUInt32LE(eocd + 16);
    for (const name of names) {
      expect(zip.readUInt32LE(at)).toBe(0x02014b50);
      const nameLength = zip.readUInt16LE(at + 28);
      const extra = zip.readUInt16LE(at + 30);
      const comment = zip.readUInt16LE(at + 32);
      expect(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')).toBe(name);
      // Its local header: the same name at the recorded offset.
      const local = zip.readUInt32LE(at + 42);
      expect(zip.readUInt32LE(local)).toBe(0x04034b50);
      expect(zip.subarray(local + 30, local + 30 + nameLength).toString('utf8')).toBe(name);
      at += 46 + nameLength + extra + comment;
    }
    expect(at).toBe(eocd);
    // The same years in one list: the same bytes.
    expect(sha(await bytesOf(certificatesZip(2026, company, many).stream))).toBe(sha(zip));
  });

  it('a year without payroll: 404, no ZIP', async () => {
    await expect(bir2316ZipStream(h.deps, 2024, company)).rejects.toMatchObject({
      status: 404,
      message: 'No processed payroll for this period.',
    });
  });
});

describe('the year sums read by employee (issue 28 §4)', () => {
  it('whole company or a batch: on SQLite the payslips are sought by employee in payslips_year alone', async () => {
    for (const ids of [undefined, (await yearEmployeeIds(h.deps, org.company_id, 2026)).slice(0, 2)]) {
      const query = yearSumsQuery(h.deps, org.company_id, 2026, ids);
      const rows = await query.execute();
      expect(new Set(rows.map((r) => r.employee_id)).size).toBe(ids === undefined ? 6 : 2);
      if (isPostgres(h.deps.db)) continue; // PostgreSQL plans by its statistics
      const compiled = query.compile();
      const plan = await h.deps.db.executeQuery<{ detail: string }>({
        ...compiled,
        sql: `explain query plan ${compiled.sql}`,
      });
      const details = plan.rows.map((r) => r.detail).join(' | ');
      expect(details).toMatch(/SEARCH p USING COVERING INDEX payslips_year \(employee_id=\? AND status=\?\)/);
      expect(details).not.toContain('payslips_live_end');
    }
  });
});
