import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdfText.ts';
import { countRows, expectGuarded, requester, snapshot } from '../../earningsdeductions/testHelpers.ts';
import { activeEmployee, createOrg, type Org } from '../../timesheet/testFixtures.ts';
import { cruzYear, halves, lowerPay, putEmployer, storeSlips, zipNames } from './testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let org: Org;
let other: Org;
let cruz: number;
let leaver: number;

const employer = (company_id: number) => putEmployer(send, admin, company_id);

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  org = await createOrg(h.deps.db);
  other = await createOrg(h.deps.db);
  cruz = await activeEmployee(h.deps.db, { org, last: 'CRUZ' });
  await h.deps.db
    .updateTable('employees')
    .set({ first_name: 'ANA', middle_name: 'LOPEZ', tin: '234-567-890-0000', date_hired: '2019-06-01' })
    .where('id', '=', cruz)
    .execute();
  await storeSlips(h.deps.db, cruz, cruzYear(2026));
  await employer(org.company_id);
  await employer(other.company_id);
  // A separated employee (hired March 1, last day June 15) in the other company.
  leaver = await activeEmployee(h.deps.db, { org: other, last: 'REYES' });
  await h.deps.db
    .updateTable('employees')
    .set({
      tin: '345678901',
      date_hired: '2026-03-01',
      separation_date: '2026-06-15',
      separation_reason: 'R',
    })
    .where('id', '=', leaver)
    .execute();
  await storeSlips(
    h.deps.db,
    leaver,
    lowerPay(halves(2026, '2026-06-01').filter((p) => p.start >= '2026-03-01')),
  );
});
afterAll(async () => h.close());

const url2316 = (company: number, extra = '') =>
  `/api/compliance/bir2316?company_id=${company}&period=2026${extra}`;
const urlAlpha = (company: number, extra = '') =>
  `/api/compliance/alphalist?company_id=${company}&period=2026${extra}`;

describe('GET /compliance/bir2316', () => {
  it("items 19 to 52 of the reference's CRUZ year, with the form's arithmetic", async () => {
    const res = await send('GET', url2316(org.company_id, `&employee_id=${cruz}`), admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.due_date).toBe('2027-01-31');
    const [row] = body.rows;
    const i = row.items as Record<string, number>;
    expect(row.period_from).toBe('2026-01-01');
    expect(row.period_to).toBe('2026-12-31');
    expect(row.substituted_filing).toBe(true);
    expect(i['19']).toBe(544_000);
    expect(i['19']).toBe(i['38']! + i['52']!);
    expect(i['20']).toBe(99_400);
    expect(i['21']).toBe(i['19']! - i['20']!);
    expect(i['23']).toBe(i['21']! + i['22']!);
    expect(i['24']).toBe(31_420);
    expect(i['25A']).toBe(31_420);
    expect(i['26']).toBe(i['25A']! + i['25B']!);
    expect([i['34'], i['35'], i['36'], i['39']]).toEqual([40_000, 24_000, 35_400, 444_600]);
  });

  it("a separated employee's period runs from the hire date to the separation date", async () => {
    const res = await send('GET', url2316(other.company_id), admin);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().rows;
    expect([row.period_from, row.period_to, row.separated]).toEqual(['2026-03-01', '2026-06-15', true]);
    expect(row.items['19']).toBe(7 * 9_000);
    // Under 250,000 for the year: the basic is declared non-taxable in item 29.
    expect(row.items['29']).toBe(7 * 8_200);
  });

  it('one PDF laid out like the form, named <LastName>_<TIN>_<MMDDYYYY>.pdf, and recorded', async () => {
    const before = await countRows(h, 'compliance_files');
    const res = await send('GET', url2316(org.company_id, `&employee_id=${cruz}&format=pdf`), admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('CRUZ_2345678900000_12312026.pdf');
    const text = pdfText(res.rawPayload);
    for (const part of [
      'BIR Form No. 2316',
      'Part I - Employee',
      'Part IV-A',
      'Part IV-B',
      'Substituted Filing',
    ])
      expect(text).toContain(part);
    expect(text).toContain('CRUZ, ANA LOPEZ');
    // The form's own words, peso sign and all (the embedded font has it).
    expect(text).toContain('including the exempt ₱250,000 & below');
    expect(text).toContain('(maximum of ₱90,000)');
    expect(text).toContain('544,000.00');
    expect(text).toContain('31,420.00');
    const files = await h.deps.db.selectFrom('compliance_files').selectAll().orderBy('id', 'desc').execute();
    expect(files.length).toBe(before + 1);
    expect(files[0]).toMatchObject({
      output: 'bir2316',
      period: '2026',
      file_name: 'CRUZ_2345678900000_12312026.pdf',
    });
    expect(files[0]!.sha256).toBe(createHash('sha256').update(res.rawPayload).digest('hex'));
  });

  it('every certificate in one streamed PDF, and a ZIP of the single files', async () => {
    const leaverPdf = await send('GET', url2316(other.company_id, '&format=pdf'), admin);
    expect(leaverPdf.statusCode).toBe(200);
    const text = pdfText(leaverPdf.rawPayload);
    expect(text).toContain('REYES');
    expect(text).toContain('03/01 to 06/15');
    // Tax due 0 and withheld 0 from one employer: the substituted-filing block is printed.
    expect(text).toContain('Substituted Filing');
    // With a previous employer this year: Part III and item 22 filled, and no substituted filing.
    await h.deps.db
      .insertInto('employee_previous_employers')
      .values({
        employee_id: leaver,
        year: 2026,
        tin: '987-654-321-000',
        name: 'OLD EMPLOYER INC',
        taxable_basic: 100_000_00,
        tax_withheld: 500_00,
        updated_at: '2026-03-01',
      })
      .execute();
    const withPrevious = await send(
      'GET',
      url2316(other.company_id, `&employee_id=${leaver}&format=pdf`),
      admin,
    );
    const previousText = pdfText(withPrevious.rawPayload);
    expect(previousText).toContain('OLD EMPLOYER INC');
    expect(previousText).toContain('100,000.00');
    expect(previousText).not.toContain('Substituted Filing');
    const json = (await send('GET', url2316(other.company_id), admin)).json().rows[0];
    expect([json.items['22'], json.items['25B'], json.substituted_filing]).toEqual([100_000, 500, false]);
    expect(json.items['23']).toBe(json.items['21'] + json.items['22']);
    await h.deps.db.deleteFrom('employee_previous_employers').where('employee_id', '=', leaver).execute();
    const zip = await send('GET', url2316(org.company_id, '&format=zip'), admin);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zipNames(zip.rawPayload)).toEqual(['CRUZ_2345678900000_12312026.pdf']);
    const files = await h.deps.db.selectFrom('compliance_files').selectAll().orderBy('id', 'desc').execute();
    expect(files[0]!.file_name).toBe('BIR2316_123456789_2026.zip');
    expect(files[0]!.sha256).toBe(createHash('sha256').update(zip.rawPayload).digest('hex'));
  });

  it('400 names the field, 404 without payroll or employee, and refusals write nothing', async () => {
    const noTin = await createOrg(h.deps.db);
    const before = await snapshot(h, ['compliance_files']);
    const cases: [string, number, string][] = [
      [url2316(org.company_id).replace('2026', '26'), 400, 'period'],
      [url2316(org.company_id, '&format=xlsx'), 400, 'format'],
      [url2316(org.company_id, '&employee_id=abc'), 400, 'employee_id'],
      [url2316(noTin.company_id, '&format=pdf'), 400, 'tin'],
      [url2316(org.company_id).replace('2026', '2025'), 404, 'No processed payroll for this period.'],
      [url2316(org.company_id, `&employee_id=${leaver}`), 404, 'Employee not found'],
      ['/api/compliance/bir2316?company_id=999999&period=2026', 404, ''],
    ];
    for (const [url, status, text] of cases) {
      const res = await send('GET', url, admin);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().error, url).toContain(text);
    }
    expect(await snapshot(h, ['compliance_files'])).toBe(before);
  });

  it('needs compliance view (403) and a token (401)', async () => {
    await expectGuarded(h, 'compliance', 'view', 'GET', url2316(org.company_id, '&format=pdf'), undefined, [
      'compliance_files',
    ]);
  });
});

describe('GET /compliance/alphalist', () => {
  it('the 1604-C summary per month and the Schedule 1 rows', async () => {
    const res = await send('GET', urlAlpha(org.company_id), admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.summary.months[0].taxes_withheld).toBe(2_618.4);
    expect(body.summary.months[11].taxes_withheld).toBe(2_617.6);
    expect(body.summary.totals.taxes_withheld).toBe(31_420);
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]).toMatchObject({ schedule: 1, seq: 1, last_name: 'CRUZ' });
    expect(body.failures).toEqual([]);
    expect(body.due_date).toBe('2027-01-31');
  });

  it("format=file: the reference's DAT exactly, CRLF, named <TIN9><Branch4>1231<YYYY>1604C.DAT, recorded", async () => {
    const res = await send('GET', urlAlpha(org.company_id, '&format=file'), admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('123456789000012312026' + '1604C.DAT');
    expect(res.body).toBe(
      'H1604C,123456789,0000,12/31/2026\r\n' +
        'D1,1604C,123456789,0000,12/31/2026,1,234567890,0000,"CRUZ","ANA","LOPEZ",NCR,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,01/01/2026,12/31/2026,544000.00,0.00,40000.00,24000.00,35400.00,0.00,99400.00,444600.00,0.00,0.00,444600.00,444600.00,444600.00,31420.00,0.00,28802.40,2617.60,0.00,31420.00,FILIPINO,R,NA,Y,0.00\r\n' +
        'C1,1604C,123456789,0000,12/31/2026,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,544000.00,0.00,40000.00,24000.00,35400.00,0.00,99400.00,444600.00,0.00,0.00,444600.00,444600.00,444600.00,31420.00,0.00,28802.40,2617.60,0.00,31420.00,0.00\r\n',
    );
    const [file] = await h.deps.db.selectFrom('compliance_files').selectAll().orderBy('id', 'desc').execute();
    expect(file).toMatchObject({
      output: 'bir1604c',
      period: '2026',
      file_name: '12345678900001231' + '20261604C.DAT',
    });
    expect(file!.sha256).toBe(createHash('sha256').update(res.rawPayload).digest('hex'));
  });

  it('a broken year is refused with the failing rule named, and nothing is recorded', async () => {
    const broken = await createOrg(h.deps.db);
    await employer(broken.company_id);
    const id = await activeEmployee(h.deps.db, { org: broken, last: 'BAUTISTA' });
    await h.deps.db.updateTable('employees').set({ tin: '456789012' }).where('id', '=', id).execute();
    await storeSlips(h.deps.db, id, cruzYear(2026));
    await h.deps.db
      .insertInto('employee_previous_employers')
      .values({
        employee_id: id,
        year: 2026,
        name: 'Old Co',
        contributions: -1_000_00,
        updated_at: '2026-01-01',
      })
      .execute();
    const before = await snapshot(h, ['compliance_files']);
    const res = await send('GET', urlAlpha(broken.company_id, '&format=file'), admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('no negative amounts');
    const preview = await send('GET', urlAlpha(broken.company_id), admin);
    expect(preview.json().failures[0].rule).toBe('no negative amounts');
    // An employee without a TIN: 409 with the list to fix.
    await h.deps.db.updateTable('employees').set({ tin: null }).where('id', '=', id).execute();
    await h.deps.db.deleteFrom('employee_previous_employers').where('employee_id', '=', id).execute();
    const missing = await send('GET', urlAlpha(broken.company_id, '&format=file'), admin);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().warnings[0].field).toBe('tin');
    expect(await snapshot(h, ['compliance_files'])).toBe(before);
  });

  it('a minimum wage earner is on Schedule 2: a D2 record of 59 fields and a C2 control of 45', async () => {
    const mweOrg = await createOrg(h.deps.db);
    await employer(mweOrg.company_id);
    const id = await activeEmployee(h.deps.db, { org: mweOrg, last: 'SANTOS' });
    await h.deps.db
      .updateTable('employees')
      .set({ tin: '345678901', monthly_salary: 15_116_25, days: 26 })
      .where('id', '=', id)
      .execute();
    // Payslips whose day rate was at the minimum wage: the exempt basic net of the 600.00
    // contributions a half-month (7,558.13 - 600 = 6,958.13), taxable compensation 0.
    await storeSlips(
      h.deps.db,
      id,
      halves(2026).map((p) => ({
        ...p,
        gross: 7_558_13,
        taxable: 0,
        basic: 7_558_13,
        mandatories: 600_00,
        wtax: 0,
        mwe_basic: 6_958_13,
      })),
    );
    const cert = (await send('GET', url2316(mweOrg.company_id), admin)).json().rows[0];
    expect(cert.mwe).toBe(true);
    // 29 = 24 x 6,958.13 = 166,995.12; 36 = 24 x 600 = 14,400.00.
    expect([cert.items['29'], cert.items['36']]).toEqual([166_995.12, 14_400]);
    expect([cert.items['52'], cert.items['24']]).toEqual([0, 0]);
    const file = await send('GET', urlAlpha(mweOrg.company_id, '&format=file'), admin);
    expect(file.statusCode, file.body).toBe(200);
    const lines = file.body.split('\r\n');
    expect(lines[1]!.startsWith('D2,1604C,123456789,0000,12/31/2026,1,345678901,0000,"SANTOS"')).toBe(true);
    expect(lines[1]!.split(',')).toHaveLength(59);
    expect(lines[2]!.startsWith('C2,')).toBe(true);
    expect(lines[2]!.split(',')).toHaveLength(45);
  });

  it('a December refund (tax_refund) is neither gross nor tax withheld: 2316 items and fields 41-44', async () => {
    const refundOrg = await createOrg(h.deps.db);
    await employer(refundOrg.company_id);
    const id = await activeEmployee(h.deps.db, { org: refundOrg, last: 'DELA PAZ' });
    await h.deps.db.updateTable('employees').set({ tin: '567890123' }).where('id', '=', id).execute();
    // CRUZ's year over-withheld: 1,500.00 a half-month to December 15 (34,500.00), and the last
    // payroll refunds 3,080.00 as its 'Tax Refund' earning (gross 21,000 + 3,080, no tax).
    const year = cruzYear(2026).map((slip) =>
      slip.kind === 'thirteenth'
        ? slip
        : slip.start === '2026-12-16'
          ? { ...slip, gross: 24_080_00, wtax: 0, tax_refund: 3_080_00 }
          : { ...slip, wtax: 1_500_00 },
    );
    await storeSlips(h.deps.db, id, year);

    const cert = (await send('GET', url2316(refundOrg.company_id), admin)).json().rows[0];
    const i = cert.items as Record<string, number>;
    expect([i['19'], i['21'], i['24'], i['25A'], i['26']]).toEqual([
      544_000, 444_600, 31_420, 31_420, 31_420,
    ]);
    expect(i['19']).toBe(i['38']! + i['52']!);
    expect([i['34'], i['35'], i['36'], i['39']]).toEqual([40_000, 24_000, 35_400, 444_600]);
    expect(cert.substituted_filing).toBe(true);

    const alpha = (await send('GET', urlAlpha(refundOrg.company_id), admin)).json();
    expect(alpha.failures).toEqual([]);
    expect(alpha.rows[0].amounts).toMatchObject({
      gross: 544_000,
      nt_total: 99_400,
      t_total: 444_600,
      withheld_jan_nov: 33_000,
      withheld_december: 1_500,
      refunded: 3_080,
      actual_withheld: 31_420,
    });
    // Part II: December's 1601-C withheld 1,500.00 and gives back 3,080.00 as its item 26.
    expect(alpha.summary.months[11]).toMatchObject({ taxes_withheld: 1_500, adjustment: -3_080 });
    expect(alpha.summary.totals).toMatchObject({ taxes_withheld: 34_500, total_remitted: 31_420 });
    const file = await send('GET', urlAlpha(refundOrg.company_id, '&format=file'), admin);
    expect(file.statusCode, file.body).toBe(200);
    const d1 = file.body.split('\r\n')[1]!.split(',');
    // Fields 39 (tax due) to 44 (the last six amounts before nationality and codes), 26 (gross).
    expect(d1.slice(-11, -5)).toEqual(['31420.00', '0.00', '33000.00', '1500.00', '3080.00', '31420.00']);
    expect(d1[25]).toBe('544000.00');
  });

  it("a refund of the previous employer's over-withholding: 25A 0, 25B what is left, the file passes", async () => {
    const prevOrg = await createOrg(h.deps.db);
    await employer(prevOrg.company_id);
    const id = await activeEmployee(h.deps.db, { org: prevOrg, last: 'LIM' });
    await h.deps.db.updateTable('employees').set({ tin: '678901234' }).where('id', '=', id).execute();
    await h.deps.db
      .insertInto('employee_previous_employers')
      .values({
        employee_id: id,
        year: 2026,
        name: 'Previous Co.',
        tax_withheld: 50_000_00,
        updated_at: '2026-01-01',
      })
      .execute();
    // Nothing withheld here; the last payroll refunds 18,580.00 of the previous employer's 50,000.00.
    await storeSlips(
      h.deps.db,
      id,
      cruzYear(2026).map((slip) =>
        slip.kind === 'thirteenth'
          ? slip
          : slip.start === '2026-12-16'
            ? { ...slip, gross: 39_580_00, wtax: 0, tax_refund: 18_580_00 }
            : { ...slip, wtax: 0 },
      ),
    );
    const cert = await send('GET', url2316(prevOrg.company_id), admin);
    expect(cert.statusCode, cert.body).toBe(200);
    const i = cert.json().rows[0].items as Record<string, number>;
    expect([i['19'], i['24'], i['25A'], i['25B'], i['26']]).toEqual([544_000, 31_420, 0, 31_420, 31_420]);
    const alpha = (await send('GET', urlAlpha(prevOrg.company_id), admin)).json();
    expect(alpha.failures).toEqual([]);
    expect(alpha.rows[0].amounts).toMatchObject({
      prev_withheld: 31_420,
      withheld_jan_nov: 0,
      withheld_december: 0,
      refunded: 0,
      actual_withheld: 31_420,
    });
    expect((await send('GET', urlAlpha(prevOrg.company_id, '&format=file'), admin)).statusCode).toBe(200);
  });

  it('400/404 and the guard', async () => {
    const noTin = await createOrg(h.deps.db);
    expect((await send('GET', urlAlpha(noTin.company_id), admin)).json().error).toContain('tin');
    expect((await send('GET', urlAlpha(org.company_id, '&format=pdf'), admin)).statusCode).toBe(400);
    const none = await send('GET', urlAlpha(org.company_id).replace('2026', '2024'), admin);
    expect([none.statusCode, none.json().error]).toEqual([404, 'No processed payroll for this period.']);
    await expectGuarded(h, 'compliance', 'view', 'GET', urlAlpha(org.company_id, '&format=file'), undefined, [
      'compliance_files',
    ]);
  });
});
