import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { ALL, linkedUser, typeId } from '../applications/testFixtures.ts';
import { requester, snapshot } from '../earningsdeductions/testHelpers.ts';
import { createOrg } from '../timesheet/testFixtures.ts';
import { attendance, FEB_FIRST_HALF_WORKDAYS, payrollEmployee } from './testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let employee: number;
let code: string;
const PERIOD = '2026-02-01 to 2026-02-15';
const LOCKED = `The payroll for ${PERIOD} has been processed: its records can no longer be changed.`;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  const org = await createOrg(h.deps.db);
  employee = await payrollEmployee(h.deps.db, org, { last: 'Locked' });
  code = (
    await h.deps.db
      .selectFrom('employees')
      .select('employee_code')
      .where('id', '=', employee)
      .executeTakeFirstOrThrow()
  ).employee_code as string;
  await attendance(h.deps.db, [employee], FEB_FIRST_HALF_WORKDAYS);
  const res = await send('POST', '/api/payroll/create', admin, {
    employee_ids: [employee],
    start_date: '2026-02-01',
    end_date: '2026-02-15',
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => h.close());

const INPUT_TABLES = [
  'timesheet_records',
  'schedule_entries',
  'applications',
  'deductions_records',
  'deductions_record_lines',
  'loan_payments',
  'salary_loans',
  'payslips',
] as const;

async function expectLocked(method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, message = LOCKED) {
  const before = await snapshot(h, [...INPUT_TABLES]);
  const res = await send(method, url, admin, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(409);
  expect(res.json().error).toContain(message);
  expect(await snapshot(h, [...INPUT_TABLES])).toBe(before);
}

const recordId = async (date: string) =>
  (
    await h.deps.db
      .selectFrom('timesheet_records')
      .select('id')
      .where('employee_id', '=', employee)
      .where('shift_date', '=', date)
      .executeTakeFirstOrThrow()
  ).id;

describe('a processed period locks its inputs (409 naming the period, nothing written)', () => {
  it('timesheet: create, update, delete and the dev tools batch delete', async () => {
    await expectLocked('POST', '/api/timesheet/create', {
      employee_id: employee,
      shift_date: '2026-02-08',
      start_time: '08:00',
      end_time: '12:00',
      lunch_start: null,
      lunch_end: null,
      notes: '',
    });
    const id = await recordId('2026-02-02');
    await expectLocked('PUT', '/api/timesheet/update', {
      log_no: id,
      start_time: '09:00',
      end_time: '17:00',
      lunch_start: null,
      lunch_end: null,
      notes: '',
    });
    await expectLocked('DELETE', `/api/timesheet/delete?log_no=${id}`, undefined);
    await expectLocked(
      'DELETE',
      `/api/timesheet/deleteBatch?employee_code=${code}&start_date=2026-02-10&end_date=2026-02-20`,
      undefined,
    );
    // The day after the period is open.
    const open = await send('POST', '/api/timesheet/create', admin, {
      employee_id: employee,
      shift_date: '2026-02-16',
      start_time: '08:00',
      end_time: '17:00',
      lunch_start: null,
      lunch_end: null,
      notes: '',
    });
    expect(open.statusCode, open.body).toBe(200);
  });

  it('schedule: create, update, delete, bulk assign and copy week', async () => {
    await expectLocked('POST', '/api/shiftsSchedule/create', {
      employee_id: employee,
      shift_date: '2026-02-08',
      shift_id: 1,
    });
    const entry = await h.deps.db
      .selectFrom('schedule_entries')
      .select('id')
      .where('employee_id', '=', employee)
      .where('shift_date', '=', '2026-02-03')
      .executeTakeFirstOrThrow();
    await expectLocked('PUT', '/api/shiftsSchedule/update', { log_no: entry.id, shift_id: 3 });
    await expectLocked('DELETE', `/api/shiftsSchedule/delete?log_no=${entry.id}`, undefined);
    await expectLocked('POST', '/api/shiftsSchedule/bulkAssign', {
      employee_ids: [employee],
      start_date: '2026-02-14',
      end_date: '2026-02-20',
      shift_id: 1,
    });
    await expectLocked('POST', '/api/shiftsSchedule/copyWeek', {
      employee_ids: [employee],
      week_start: '2026-01-26',
      weeks: 1,
    });
  });

  it('deduction lines dated in the period and loan payments dated in it', async () => {
    const category = await send('POST', '/api/DeductionsCategories/create', admin, {
      category_name: 'Lock Canteen',
      pre_tax: false,
    });
    expect(category.statusCode, category.body).toBe(200);
    await expectLocked(
      'POST',
      '/api/DeductionsRecords/create',
      {
        category_id: category.json().code,
        effective_date: '2026-02-10',
        employee_data: [{ employee_id: employee, amount: 100, input_column: '' }],
      },
      PERIOD,
    );
    const at = new Date().toISOString();
    const type = await h.deps.db.selectFrom('loan_types').select('id').executeTakeFirstOrThrow();
    const loan = await h.deps.db
      .insertInto('salary_loans')
      .values({
        employee_id: employee,
        loan_type_id: type.id,
        release_date: '2026-01-05',
        deduction_start_date: '2026-03-15',
        loan_amount: 100_000,
        payment_terms: 1,
        created_at: at,
        updated_at: at,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payment = await h.deps.db
      .insertInto('loan_payments')
      .values({
        loan_id: loan.id,
        payment_number: 1,
        amount_due: 100_000,
        amount_paid: null,
        date_paid: null,
        outstanding: 0,
        updated_at: at,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectLocked(
      'PUT',
      '/api/SalaryLoan/updateLoan',
      { log_no: payment.id, amount_paid: 1000, date_paid: '2026-02-12', outstanding: 0 },
      PERIOD,
    );
  });

  it('applications: approving one dated in the period', async () => {
    const approver = await linkedUser(h, [{ key: 'applicationsapproval', ...ALL }], { approver: true });
    const at = new Date().toISOString();
    const app = await h.deps.db
      .insertInto('applications')
      .values({
        application_type_id: await typeId(h, 'Overtime'),
        employee_id: employee,
        effective_date: '2026-02-05',
        start_time: '17:00:00',
        end_time: '19:00:00',
        particulars: 'Inventory',
        approver_employee_id: approver.employeeId,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await snapshot(h, [...INPUT_TABLES]);
    const res = await send('PUT', '/api/applicationsApproval/approve', approver.token, {
      log_no: app.id,
      remarks: 'OK',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toContain(PERIOD);
    expect(await snapshot(h, [...INPUT_TABLES])).toBe(before);
  });

  it('biometric import: verify names the processed period; rows on its dates are refused in failedInserts (issue 20)', async () => {
    const verify = await send('POST', '/api/timesheet/verify', admin, {
      employee_codes: [code],
      shift_dates: ['2026-02-02', '2026-02-20'],
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json().processed).toEqual([
      { employee_code: code, start_date: '2026-02-01', end_date: '2026-02-15' },
    ]);
    const id = await recordId('2026-02-02');
    const before = await h.deps.db
      .selectFrom('timesheet_records')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const res = await send('POST', '/api/timesheet/uploadBatch', admin, {
      payloadAdd: [{ employee_code: code, shift_date: '2026-02-20', start_time: '08:00', end_time: '17:00' }],
      simplifiedOverwrite: [
        { employee_code: code, shift_date: '2026-02-02', start_time: '09:30', end_time: '17:00' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(res.json().failedInserts).toEqual([
      {
        employee_code: code,
        shift_date: '2026-02-02',
        error:
          '2026-02-02 is in the processed payroll 2026-02-01 to 2026-02-15: its records can no longer be changed.',
      },
    ]);
    expect(res.json().validQueries).toEqual([
      { employee_code: code, shift_date: '2026-02-20', action: 'added' },
    ]);
    expect(
      await h.deps.db
        .selectFrom('timesheet_records')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('an employee with processed payroll is never deleted', async () => {
    const res = await send('DELETE', `/api/employee_list/delete?id=${employee}`, admin);
    expect(res.statusCode, res.body).toBe(409);
    expect(
      await h.deps.db.selectFrom('employees').select('id').where('id', '=', employee).execute(),
    ).toHaveLength(1);
  });
});
