import { FINAL_PAY_MSG, SEPARATION_MSG, SIL_TYPE_NAME } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { pdfText } from '../../test/pdfText.ts';
import { countRows, expectGuarded, requester, snapshot } from '../earningsdeductions/testHelpers.ts';
import { payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';
import { type Annualized, annualize } from '../yearend/annualization.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
});
afterAll(async () => h.close());

const at = () => new Date().toISOString();
const WRITES = ['payslips', 'salary_loans', 'loan_payments', 'employees', 'employee_history'] as const;

async function updateED(id: number, changes: Record<string, unknown>, token = admin) {
  const [record] = (await send('GET', `/api/employee_management/fetchED?UID=${id}`, admin)).json();
  return send('PUT', '/api/employee_management/updateED', token, { ...record, ...changes });
}

/** A processed regular payslip stored as the payroll would (the year figures in its columns). */
async function regularPayslip(employeeId: number, start: string, end: string, basic: number) {
  await h.deps.db
    .insertInto('payslips')
    .values({
      employee_id: employeeId,
      start_date: start,
      end_date: end,
      pay_period: 'Semi-monthly',
      status: 'processed',
      void_reason: null,
      gross_base: basic,
      gross_pay: basic,
      mandatories_total: 0,
      wtax: 0,
      deductions_total: 0,
      loans_total: 0,
      total_deductions: 0,
      net_pay: basic,
      employer_total: 0,
      basic_earned: basic,
      taxable_compensation: basic,
      benefits_total: 0,
      snapshot: JSON.stringify({ payslip: { gross_breakdown: { 'Basic Pay': basic } }, loans_summary: [] }),
      created_by: null,
      created_at: at(),
    })
    .execute();
}

const D = (day: number) => `2026-04-${String(day).padStart(2, '0')}`;

/**
 * REYES of ph-compliance-outputs 7: PHP 18,000 a month over 21.75 days (factor 261), paid
 * semi-monthly January to March (basic earned 54,000), last day 15 April 2026, 3 unused SIL days.
 * April 1-15 from a schedule and timesheet: a 06:00-19:30 shift (12.5 official hours) worked on the
 * seven working days that are not holidays and earn no holiday pay (1 and 8 April scheduled but
 * absent, so Maundy Thursday, Good Friday and Araw ng Kagitingan are not paid), one day left 30
 * minutes early: 87 hours = 9,000.00 of basic pay (18,000 x 87 / 174).
 */
async function reyes(org: Org, withLoan = true) {
  const id = await payrollEmployee(h.deps.db, org, { monthly_salary: 1_800_000, last: 'Reyes' });
  await h.deps.db
    .updateTable('employees')
    .set({ days: 21.75, hours: 8, date_hired: '2020-01-06' })
    .where('id', '=', id)
    .execute();
  const halves = [
    ['2026-01-01', '2026-01-15'],
    ['2026-01-16', '2026-01-31'],
    ['2026-02-01', '2026-02-15'],
    ['2026-02-16', '2026-02-28'],
    ['2026-03-01', '2026-03-15'],
    ['2026-03-16', '2026-03-31'],
  ] as const;
  for (const [start, end] of halves) await regularPayslip(id, start, end, 900_000);
  const shift = await h.deps.db
    .insertInto('shifts')
    .values({
      name: `Long ${id}`,
      name_key: `long ${id}`,
      start_time: '06:00:00',
      end_time: '19:30:00',
      color_hex: '#123456',
      overnight: 0,
      created_at: at(),
      updated_at: at(),
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stamp = { created_at: at(), updated_at: at(), updated_by: null };
  const worked = [6, 7, 10, 11, 13, 14, 15];
  await h.deps.db
    .insertInto('schedule_entries')
    .values(
      [1, 8, ...worked].map((d) => ({ employee_id: id, shift_date: D(d), shift_id: shift.id, ...stamp })),
    )
    .execute();
  await h.deps.db
    .insertInto('timesheet_records')
    .values(
      worked.map((d) => ({
        employee_id: id,
        shift_date: D(d),
        start_time: '06:00:00',
        end_time: d === 15 ? '19:00:00' : '19:30:00',
        lunch_start: null,
        lunch_end: null,
        notes: null,
        ...stamp,
      })),
    )
    .execute();
  const sil = await h.deps.db
    .selectFrom('application_types')
    .select('id')
    .where('name', '=', SIL_TYPE_NAME)
    .executeTakeFirstOrThrow();
  await h.deps.db
    .insertInto('leave_ledger')
    .values([
      {
        employee_id: id,
        application_type_id: sil.id,
        kind: 'accrual',
        days: 5,
        reason: 'SIL 2026',
        application_id: null,
        accrual_year: 2026,
        created_by: null,
        created_at: at(),
      },
      {
        employee_id: id,
        application_type_id: sil.id,
        kind: 'usage',
        days: -2,
        reason: 'Used',
        application_id: null,
        accrual_year: null,
        created_by: null,
        created_at: at(),
      },
    ])
    .execute();
  let loanId: number | null = null;
  if (withLoan) {
    const type = await h.deps.db.selectFrom('loan_types').select('id').executeTakeFirstOrThrow();
    const loan = await h.deps.db
      .insertInto('salary_loans')
      .values({
        employee_id: id,
        loan_type_id: type.id,
        release_date: '2026-01-05',
        deduction_start_date: '2026-01-15',
        loan_amount: 600_000,
        payment_terms: 4,
        total_amount_paid: 150_000,
        created_at: at(),
        updated_at: at(),
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    loanId = loan.id;
    await h.deps.db
      .insertInto('loan_payments')
      .values(
        [1, 2, 3, 4].map((n) => ({
          loan_id: loan.id,
          payment_number: n,
          amount_due: 150_000,
          amount_paid: n === 1 ? 150_000 : null,
          date_paid: n === 1 ? '2026-01-31' : null,
          outstanding: 600_000 - 150_000 * n,
          updated_at: at(),
          updated_by: null,
        })),
      )
      .execute();
  }
  return { id, loanId };
}

describe('PUT updateED: separation date and reason', () => {
  it('validates both-or-neither, the BIR code and the hire date, writing nothing when refused', async () => {
    const org = await createOrg(h.deps.db);
    const { id } = await reyes(org, false);
    const before = await snapshot(h, WRITES);
    const cases: [Record<string, unknown>, string][] = [
      [{ separation_date: '2019-12-31', separation_reason: 'R' }, SEPARATION_MSG.beforeHired],
      [{ separation_date: '2026-02-30', separation_reason: 'R' }, SEPARATION_MSG.invalidDate],
      [{ separation_date: '2026-04-15', separation_reason: 'X' }, SEPARATION_MSG.reason],
      [{ separation_date: '2026-04-15', separation_reason: '' }, SEPARATION_MSG.reasonRequired],
      [{ separation_date: null, separation_reason: 'T' }, SEPARATION_MSG.dateRequired],
    ];
    for (const [changes, message] of cases) {
      const res = await updateED(id, changes);
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect(await snapshot(h, WRITES)).toBe(before);
  });

  it('saves them, fetchED returns them and the profile history records the change', async () => {
    const org = await createOrg(h.deps.db);
    const { id } = await reyes(org, false);
    const res = await updateED(id, { separation_date: '2026-04-15', separation_reason: 'tr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().changed).toEqual(['separation_date', 'separation_reason']);
    const [record] = (await send('GET', `/api/employee_management/fetchED?UID=${id}`, admin)).json();
    expect([record.separation_date, record.separation_reason]).toEqual(['2026-04-15', 'TR']);
    const history = (
      await send('GET', `/api/employee_management/fetchEmployeeHistory?UID=${id}`, admin)
    ).json();
    const entry = history.find((e: { changes: Record<string, unknown> }) => 'separation_date' in e.changes);
    expect(entry.changes.separation_date).toEqual({ old: null, new: '2026-04-15' });
    expect(entry.changes.separation_reason).toEqual({ old: null, new: 'TR' });
  });
});

describe('GET /compliance/finalpay', () => {
  it("REYES: unpaid salary 9,000.00, 13th month 5,250.00, SIL 2,482.76, in the reference's order", async () => {
    const org = await createOrg(h.deps.db);
    const { id } = await reyes(org);
    expect((await updateED(id, { separation_date: '2026-04-15', separation_reason: 'R' })).statusCode).toBe(
      200,
    );
    const res = await send('GET', `/api/compliance/finalpay?employee_id=${id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.period).toEqual({ start: '2026-04-01', end: '2026-04-15' });
    expect(s.deadline).toBe('2026-05-15');
    expect(s.earnings).toEqual([
      { name: 'Unpaid salary', amount: 9000 },
      { name: '13th month pay (pro-rated)', amount: 5250 },
      { name: 'Leave conversion (SIL)', amount: 2482.76 },
    ]);
    expect(s.gross_final_pay).toBe(16732.76);
    expect(s.thirteenth).toEqual({
      basic_earned: 63000,
      thirteenth: 5250,
      already_paid: 0,
      before_sahod: null,
    });
    // From the schedule and timesheet: the seven days worked; the day rate 18,000 / 21.75 = 827.586...
    expect(s.unpaid).toEqual({ source: 'schedule', days: 7, day_rate: 827.59, message: null });
    expect(s.leave).toMatchObject({ days: 3, amount: 2482.76 });
    // Taxable pay for the year is far below PHP 250,000: no tax from the year-end adjustment.
    expect(s.year_end.tax_due).toBe(0);
    expect(s.deductions.map((d: { kind: string }) => d.kind)).toEqual([
      'contribution',
      'contribution',
      'contribution',
      'loan',
    ]);
    const loan = s.deductions.find((d: { kind: string }) => d.kind === 'loan');
    expect(loan).toMatchObject({ due: 4500, amount: 4500 });
    const total = s.deductions.reduce((a: number, d: { amount: number }) => a + d.amount, 0);
    expect(s.total_deductions).toBeCloseTo(total, 2);
    expect(s.net_pay).toBeCloseTo(16732.76 - total, 2);
    expect(s.payslip_id).toBeNull();
  });

  it('400 for an employee not separated, 404 for an unknown one, 400 for a bad id', async () => {
    const org = await createOrg(h.deps.db);
    const { id } = await reyes(org, false);
    const res = await send('GET', `/api/compliance/finalpay?employee_id=${id}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(FINAL_PAY_MSG.notSeparated);
    expect((await send('GET', '/api/compliance/finalpay?employee_id=999999', admin)).statusCode).toBe(404);
    expect((await send('GET', '/api/compliance/finalpay?employee_id=abc', admin)).statusCode).toBe(400);
    const before = await snapshot(h, WRITES);
    const post = await send('POST', '/api/compliance/finalpay/process', admin, {
      employee_id: id,
      pay_date: '2026-05-01',
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().error).toBe(FINAL_PAY_MSG.notSeparated);
    expect(await snapshot(h, WRITES)).toBe(before);
  });

  it('needs compliance view (403) and a token (401)', async () => {
    await expectGuarded(h, 'compliance', 'view', 'GET', '/api/compliance/finalpay?employee_id=1', undefined, [
      'payslips',
    ]);
    await expectGuarded(h, 'compliance', 'view', 'GET', '/api/compliance/coe?employee_id=1', undefined, [
      'payslips',
    ]);
  });
});

describe('POST /compliance/finalpay/process', () => {
  it('stores a locked finalpay payslip, closes the loans, answers 409 the second time', async () => {
    const org = await createOrg(h.deps.db);
    const { id, loanId } = await reyes(org);
    await updateED(id, { separation_date: '2026-04-15', separation_reason: 'R' });
    const preview = (await send('GET', `/api/compliance/finalpay?employee_id=${id}`, admin)).json();

    const badDate = await send('POST', '/api/compliance/finalpay/process', admin, {
      employee_id: id,
      pay_date: '2026-04-10',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error).toBe(FINAL_PAY_MSG.payDate);

    const res = await send('POST', '/api/compliance/finalpay/process', admin, {
      employee_id: id,
      pay_date: '2026-05-08',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ net_pay: preview.net_pay, loans_closed: 1 });
    const stored = await h.deps.db
      .selectFrom('payslips')
      .selectAll()
      .where('id', '=', res.json().payslip_id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      kind: 'finalpay',
      start_date: '2026-04-01',
      end_date: '2026-04-15',
      pay_date: '2026-05-08',
      status: 'processed',
    });
    expect(Number(stored.gross_pay)).toBe(1_673_276);
    expect(Number(stored.basic_earned)).toBe(900_000);
    expect(Number(stored.benefits_total)).toBe(525_000);
    const snap = JSON.parse(stored.snapshot);
    expect(snap.payslip.benefits['13th Month Pay']).toBe(525_000);
    expect(snap.payslip.earnings['Leave conversion (SIL)']).toBe(248_276);
    // Tax split (issue 21): the 3 SIL days converted are within the de minimis 12 days of 2026, the
    // pro-rated 13th month inside the ₱90,000 bucket, nothing over it.
    expect([stored.de_minimis_exempt, stored.bucket_exempt, stored.bucket_taxable].map(Number)).toEqual([
      248_276, 525_000, 0,
    ]);
    const leaveKind = await h.deps.db
      .selectFrom('payslip_de_minimis')
      .select(['kind', 'amount'])
      .where('payslip_id', '=', stored.id)
      .execute();
    expect(leaveKind.map((k) => [k.kind, Number(k.amount)])).toEqual([['vacation_leave', 248_276]]);
    expect(snap.payslip.loans_breakdown).toEqual([
      expect.objectContaining({ loan_id: loanId, amount_due: 450_000, balance: 0 }),
    ]);

    // The 3 SIL days converted leave the ledger with the final pay (issue 23).
    const silBalance = async () =>
      Number(
        (
          await h.deps.db
            .selectFrom('leave_ledger')
            .select((eb) => eb.fn.sum<string>('days').as('total'))
            .where('employee_id', '=', id)
            .executeTakeFirstOrThrow()
        ).total,
      );
    expect(await silBalance()).toBe(0);

    const loan = await h.deps.db
      .selectFrom('salary_loans')
      .select(['status', 'total_amount_paid'])
      .where('id', '=', loanId as number)
      .executeTakeFirstOrThrow();
    expect(loan.status).toBe('Cleared');
    expect(Number(loan.total_amount_paid)).toBe(600_000);

    // The statement now shows what was stored.
    const after = (await send('GET', `/api/compliance/finalpay?employee_id=${id}`, admin)).json();
    expect(after.payslip_id).toBe(res.json().payslip_id);
    expect(after.net_pay).toBe(preview.net_pay);

    // The regular payroll sees the final pay's period as Processed for this employee.
    const rows = (
      await send(
        'GET',
        `/api/payroll/fetch?company_id=${org.company_id}&pay_period=Semi-monthly&start_date=2026-04-01&end_date=2026-04-15`,
        admin,
      )
    ).json();
    expect(rows.find((r: { employee_id: number }) => r.employee_id === id)?.status).toBe('Processed');

    const before = await snapshot(h, WRITES);
    const again = await send('POST', '/api/compliance/finalpay/process', admin, {
      employee_id: id,
      pay_date: '2026-05-08',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(FINAL_PAY_MSG.alreadyProcessed);
    expect(await snapshot(h, WRITES)).toBe(before);

    // Clearing the Separation Date after the final pay is processed is refused (409), nothing changes.
    const cleared = await updateED(id, { separation_date: null, separation_reason: null });
    expect(cleared.statusCode).toBe(409);
    expect(cleared.json().error).toBe(SEPARATION_MSG.finalPayProcessed);
    expect(await snapshot(h, WRITES)).toBe(before);

    const list = (await send('GET', `/api/compliance/separated?company_id=${org.company_id}`, admin)).json();
    expect(list).toEqual([
      expect.objectContaining({
        employee_id: id,
        separation_date: '2026-04-15',
        deadline: '2026-05-15',
        payslip_id: res.json().payslip_id,
        overdue: false,
      }),
    ]);

    // The final pay's dates are locked like a processed payroll's (409 naming the period).
    const beforeLock = await snapshot(h, ['timesheet_records']);
    const locked = await send('POST', '/api/timesheet/create', admin, {
      employee_id: id,
      shift_date: '2026-04-12',
      start_time: '08:00',
      end_time: '12:00',
      lunch_start: null,
      lunch_end: null,
      notes: '',
    });
    expect(locked.statusCode, locked.body).toBe(409);
    expect(locked.json().error).toContain('2026-04-01 to 2026-04-15');
    expect(await snapshot(h, ['timesheet_records'])).toBe(beforeLock);

    // Voided in Payroll: the loan is open again and the final pay can be processed again.
    const voided = await send('POST', '/api/payroll/void', admin, {
      payslip_id: res.json().payslip_id,
      reason: 'Wrong pay date',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const reopened = await h.deps.db
      .selectFrom('salary_loans')
      .select(['status', 'total_amount_paid'])
      .where('id', '=', loanId as number)
      .executeTakeFirstOrThrow();
    expect([reopened.status, Number(reopened.total_amount_paid)]).toEqual(['Active', 150_000]);
    expect(await silBalance()).toBe(3);
    const redo = await send('POST', '/api/compliance/finalpay/process', admin, {
      employee_id: id,
      pay_date: '2026-05-12',
    });
    expect(redo.statusCode, redo.body).toBe(200);
    expect(redo.json()).toMatchObject({ net_pay: preview.net_pay, loans_closed: 1 });

    const pdf = await send('GET', `/api/compliance/finalpay?employee_id=${id}&format=pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Final Pay Statement');
    expect(text).toContain('₱9,000.00');
    expect(text).toContain('₱5,250.00');
    expect(text).toContain('₱2,482.76');
    // The section headings start at the left margin, one under the other (Deductions sat mid-page).
    const indent = (heading: string) =>
      text
        .split('\n')
        .find((l) => l.trim() === heading)
        ?.search(/\S/);
    expect(indent('Deductions')).toBe(indent('Earnings'));
  });

  it('stores the year-end refund in tax_refund, so the shared annualization counts it once', async () => {
    const org = await createOrg(h.deps.db);
    const { id } = await reyes(org, false);
    // January to March over-withheld 1,000.00 a payslip: REYES's year is below the 250,000 bracket.
    await h.deps.db.updateTable('payslips').set({ wtax: 100_000 }).where('employee_id', '=', id).execute();
    await updateED(id, { separation_date: '2026-04-15', separation_reason: 'R' });
    const preview = (await send('GET', `/api/compliance/finalpay?employee_id=${id}`, admin)).json();
    expect(preview.year_end).toMatchObject({ tax_due: 0, withheld: 6000, adjustment: -6000 });
    expect(preview.earnings.at(-1)).toEqual({ name: 'Refund of excess tax withheld', amount: 6000 });

    const res = await send('POST', '/api/compliance/finalpay/process', admin, {
      employee_id: id,
      pay_date: '2026-05-08',
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await h.deps.db
      .selectFrom('payslips')
      .select(['gross_pay', 'wtax', 'tax_refund'])
      .where('id', '=', res.json().payslip_id)
      .executeTakeFirstOrThrow();
    expect([Number(stored.gross_pay), Number(stored.wtax), Number(stored.tax_refund)]).toEqual([
      1_673_276 + 600_000,
      0,
      600_000,
    ]);
    // The year after the final pay: nothing withheld net of the refund, nothing left to refund.
    const year = (await annualize(h.deps.db, [id], 2026)).get(id) as Annualized;
    expect(year.ytd).toMatchObject({ withheld: 0, tax_refund: 600_000, gross_pay: 6 * 900_000 + 1_673_276 });
    expect(year.adjustment).toMatchObject({ taxDue: 0, withheld: 0, refund: 0 });
  });

  it('needs compliance create (403) and a token (401), writing nothing', async () => {
    const org = await createOrg(h.deps.db);
    const { id } = await reyes(org, false);
    await updateED(id, { separation_date: '2026-04-15', separation_reason: 'R' });
    await expectGuarded(
      h,
      'compliance',
      'create',
      'POST',
      '/api/compliance/finalpay/process',
      { employee_id: id, pay_date: '2026-05-01' },
      ['payslips', 'loan_payments', 'salary_loans'],
    );
    expect(await countRows(h, 'payslips')).toBeGreaterThan(0);
  });
});

describe('GET /compliance/coe', () => {
  it('400 naming the field without a signatory; the certificate with positions and dates', async () => {
    const org = await createOrg(h.deps.db);
    const { id } = await reyes(org, false);
    const missing = await send('GET', `/api/compliance/coe?employee_id=${id}&format=pdf`, admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('signatory_name');
    await h.deps.db
      .insertInto('company_employer')
      .values({
        company_id: org.company_id,
        registered_name: 'REYES EMPLOYER INC.',
        address: null,
        zip: null,
        tin: null,
        branch_code: null,
        rdo_code: null,
        sss_er_no: null,
        sss_branch: '000',
        philhealth_pen: null,
        pagibig_er_id: null,
        contact_no: null,
        email: null,
        signatory_name: 'Maria Santos',
        signatory_position: null,
        updated_at: at(),
        updated_by: null,
      })
      .execute();
    const noPosition = await send('GET', `/api/compliance/coe?employee_id=${id}`, admin);
    expect(noPosition.statusCode).toBe(400);
    expect(noPosition.json().error).toContain('signatory_position');
    await h.deps.db
      .updateTable('company_employer')
      .set({ signatory_position: 'HR Manager' })
      .where('company_id', '=', org.company_id)
      .execute();

    const current = await send('GET', `/api/compliance/coe?employee_id=${id}&format=pdf`, admin);
    expect(current.statusCode).toBe(200);
    const currentText = pdfText(current.rawPayload);
    expect(currentText).toContain('CERTIFICATE OF EMPLOYMENT');
    expect(currentText).toContain('to present');
    expect(currentText).toContain('Maria Santos');
    expect(currentText).toContain('HR Manager');

    const promoted = await h.deps.db
      .insertInto('designations')
      .values({ department_id: org.department_id, name: `Senior Clerk ${id}`, created_at: at() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await updateED(id, { designation_id: promoted.id })).statusCode).toBe(200);
    await updateED(id, { separation_date: '2026-04-15', separation_reason: 'R' });
    const separated = pdfText(
      (await send('GET', `/api/compliance/coe?employee_id=${id}&format=pdf`, admin)).rawPayload,
    );
    expect(separated).toContain('April 15, 2026');
    expect(separated).toContain('January 6, 2020');
    expect(separated).toContain('REYES EMPLOYER INC.');
    // Positions held: the first designation until the change, then the new one to separation.
    const first = await h.deps.db
      .selectFrom('designations')
      .select('name')
      .where('id', '=', org.designation_id)
      .executeTakeFirstOrThrow();
    expect(separated).toContain(`${first.name}: January 6, 2020 to `);
    expect(separated).toContain(`Senior Clerk ${id}: `);
    expect(separated).toMatch(new RegExp(`Senior Clerk ${id}: .* to April 15, 2026`));
    expect((await send('GET', '/api/compliance/coe?employee_id=999999', admin)).statusCode).toBe(404);
    expect((await send('GET', `/api/compliance/coe?employee_id=${id}&format=xls`, admin)).statusCode).toBe(
      400,
    );
  });
});
