/** GET /timesheet/fetch carries the approved Official Business and Undertime of the week (issue 27 section 3). */
import { type TimesheetApplication, type TimesheetFetch, tableRows } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { activeEmployee, createOrg } from './testFixtures.ts';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => h.close());

async function typeId(name: string): Promise<number> {
  const row = await h.deps.db
    .selectFrom('application_types')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function file(
  employeeId: number,
  type: string,
  date: string,
  times: [string, string],
  status: string,
): Promise<number> {
  const at = new Date().toISOString();
  const row = await h.deps.db
    .insertInto('applications')
    .values({
      employee_id: employeeId,
      application_type_id: await typeId(type),
      effective_date: date,
      start_time: times[0],
      end_time: times[1],
      particulars: 'Client visit',
      approver_employee_id: employeeId,
      approval_status: status,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const fetchWeek = async (companyId: number) => {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/timesheet/fetch?start_date=2026-03-02&end_date=2026-03-08&company_id=${companyId}`,
    headers: auth(admin),
  });
  expect(res.statusCode).toBe(200);
  return tableRows<TimesheetApplication>((res.json() as TimesheetFetch).applications);
};

describe('GET /timesheet/fetch: approved Official Business and Undertime', () => {
  it('lists only approved Official Business and Undertime of the range, of the filtered employees', async () => {
    const org = await createOrg(h.deps.db);
    const other = await createOrg(h.deps.db);
    const a = await activeEmployee(h.deps.db, { org });
    const b = await activeEmployee(h.deps.db, { org: other });
    const ob = await file(a, 'Official Business', '2026-03-03', ['08:00', '12:00'], 'Approved');
    const ut = await file(a, 'Undertime', '2026-03-05', ['15:00', '17:00'], 'Approved');
    await file(a, 'Official Business', '2026-03-04', ['08:00', '17:00'], 'For Approval');
    await file(a, 'Undertime', '2026-03-06', ['16:00', '17:00'], 'Rejected');
    await file(a, 'Overtime', '2026-03-03', ['17:00', '19:00'], 'Approved');
    await file(a, 'Official Business', '2026-03-09', ['08:00', '17:00'], 'Approved');
    await file(b, 'Official Business', '2026-03-03', ['08:00', '17:00'], 'Approved');

    expect(await fetchWeek(org.company_id)).toEqual([
      {
        application_id: ob,
        employee_id: a,
        effective_date: '2026-03-03',
        application_type: 'Official Business',
        start_time: '08:00',
        end_time: '12:00',
      },
      {
        application_id: ut,
        employee_id: a,
        effective_date: '2026-03-05',
        application_type: 'Undertime',
        start_time: '15:00',
        end_time: '17:00',
      },
    ]);
  });

  it('answers an empty table when the week has none', async () => {
    const org = await createOrg(h.deps.db);
    await activeEmployee(h.deps.db, { org });
    expect(await fetchWeek(org.company_id)).toEqual([]);
  });
});
