/**
 * GET /api/dashboard/people (issue 26 section 1). The harness clock reads 2026-11-21 in Manila: this
 * month is November 2026, the next 30 days run to 2026-12-21, and probation (hire + 6 months) ends
 * in that window for hires of 2026-05-21 through 2026-06-21.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness, USER_PASSWORD } from '../../test/harness.ts';
import { requester } from '../earningsdeductions/testHelpers.ts';
import { activeEmployee, createOrg, type Org } from '../timesheet/testFixtures.ts';

let h: Harness;
let send: ReturnType<typeof requester>;
let admin: string;
let orgA: Org;
let orgB: Org;
const ids: Record<string, number> = {};

async function idOf(table: 'employee_types' | 'document_types', name: string) {
  const row = await h.deps.db
    .selectFrom(table)
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function employee(
  key: string,
  org: Org,
  fields: {
    hired: string;
    type?: string;
    born?: string;
    status?: string;
    separated?: string;
    noDepartment?: boolean;
  },
) {
  const id = await activeEmployee(h.deps.db, {
    org,
    last: key,
    ...(fields.status ? { status: fields.status } : {}),
  });
  await h.deps.db
    .updateTable('employees')
    .set({
      date_hired: fields.hired,
      employee_type_id: await idOf('employee_types', fields.type ?? 'Regular'),
      date_of_birth: fields.born ?? '1990-03-15',
      separation_date: fields.separated ?? null,
      ...(fields.noDepartment ? { department_id: null, designation_id: null } : {}),
    })
    .where('id', '=', id)
    .execute();
  ids[key] = id;
}

async function document(employee: number, reference: string, expiry: string | null) {
  const at = h.clock.now().toISOString();
  await h.deps.db
    .insertInto('employee_documents')
    .values({
      employee_id: employee,
      document_type_id: await idOf('document_types', 'NBI Clearance'),
      reference_no: reference,
      reference_key: reference.toLowerCase(),
      date_submitted: '2026-01-05',
      has_expiry: expiry === null ? 0 : 1,
      date_expiry: expiry,
      file_id: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

const names = (list: { rows: { employee_name: string }[] }) =>
  list.rows.map((r) => r.employee_name.split(' ').at(-1));

beforeAll(async () => {
  h = await createHarness();
  send = requester(h);
  admin = await h.login('admin', ADMIN_PASSWORD);
  orgA = await createOrg(h.deps.db);
  orgB = await createOrg(h.deps.db);
  // Probation ends Nov 25 (in), Nov 20 (yesterday: out), Dec 21 (the 30th day: in); a Regular hire of June is out.
  await employee('Pina', orgA, { hired: '2026-05-25', type: 'Probationary', born: '1990-11-03' });
  await employee('Prado', orgA, { hired: '2026-05-20', type: 'Probationary' });
  await employee('Ramos', orgA, { hired: '2026-06-10' });
  await employee('Perez', orgA, { hired: '2026-06-21', type: 'Probationary' });
  // Hired in November, no department.
  await employee('Nuevo', orgA, { hired: '2026-11-03', noDepartment: true });
  // A sixth anniversary and a birthday today; documents: expired, expiring, too late, no expiry.
  await employee('Santos', orgB, { hired: '2020-11-30', born: '1985-11-21' });
  await document(ids.Santos as number, 'EXPIRED-1', '2026-10-01');
  await document(ids.Santos as number, 'SOON-1', '2026-12-01');
  await document(ids.Santos as number, 'LATER-1', '2026-12-22');
  await document(ids.Santos as number, 'NONE-1', null);
  // Hired and separated this month, Resigned: a hire and a separation, nowhere else.
  await employee('Umalis', orgB, {
    hired: '2026-11-02',
    status: 'Resigned',
    separated: '2026-11-15',
    born: '1992-11-10',
  });
  await document(ids.Umalis as number, 'GONE-1', '2026-11-01');
});

afterAll(async () => {
  await h.close();
});

describe('GET /api/dashboard/people', () => {
  it('answers 403 without Employee Profile view, 401 without a token, 404/400 for a bad company', async () => {
    const user = await h.createUser({
      grants: [
        { key: 'timesheet', view: true },
        { key: 'payroll', view: true },
      ],
    });
    const token = await h.login(user.username, USER_PASSWORD);
    expect((await send('GET', '/api/dashboard/people', token)).statusCode).toBe(403);
    expect((await send('GET', '/api/dashboard/people', null)).statusCode).toBe(401);
    expect((await send('GET', '/api/dashboard/people?company_id=999999', admin)).statusCode).toBe(404);
    expect((await send('GET', '/api/dashboard/people?company_id=0', admin)).statusCode).toBe(400);
    const viewer = await h.createUser({ grants: [{ key: 'employee_management', view: true }] });
    expect(
      (await send('GET', '/api/dashboard/people', await h.login(viewer.username, USER_PASSWORD))).statusCode,
    ).toBe(200);
  });

  it('counts headcount, hires, separations, probation, documents, birthdays and anniversaries across companies', async () => {
    const res = await send('GET', '/api/dashboard/people', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.today).toBe('2026-11-21');
    // Active: A's department has Pina, Prado, Ramos, Perez (4); A without department: Nuevo (1); B: Santos (1).
    const a = body.headcount.filter((r: { company_id: number }) => r.company_id === orgA.company_id);
    expect(a.map((r: { department: string; count: number }) => [r.department, r.count]).sort()).toEqual(
      [
        ['', 1],
        [expect.stringMatching(/^Dept /), 4],
      ].sort(),
    );
    expect(body.headcount.find((r: { company_id: number }) => r.company_id === orgB.company_id).count).toBe(
      1,
    );
    expect(body.total).toBe(6);
    expect(body.hires.count).toBe(2);
    expect(names(body.hires)).toEqual(['Umalis', 'Nuevo']);
    expect(body.separations.count).toBe(1);
    expect(body.separations.rows[0]).toMatchObject({ date: '2026-11-15' });
    expect(names(body.probation)).toEqual(['Pina', 'Perez']);
    expect(body.probation.rows.map((r: { probation_end: string }) => r.probation_end)).toEqual([
      '2026-11-25',
      '2026-12-21',
    ]);
    expect(body.documents.count).toBe(2);
    expect(
      body.documents.rows.map((r: { reference_no: string; expired: boolean }) => [r.reference_no, r.expired]),
    ).toEqual([
      ['EXPIRED-1', true],
      ['SOON-1', false],
    ]);
    expect(body.documents.rows[0].document_type).toBe('NBI Clearance');
    expect(body.birthdays.rows.map((r: { date: string }) => r.date)).toEqual(['2026-11-03', '2026-11-21']);
    expect(names(body.birthdays)).toEqual(['Pina', 'Santos']);
    expect(body.anniversaries.count).toBe(1);
    expect(body.anniversaries.rows[0]).toMatchObject({ date_hired: '2020-11-30', years: 6 });
  });

  it('filters every figure by company', async () => {
    const body = (await send('GET', `/api/dashboard/people?company_id=${orgB.company_id}`, admin)).json();
    expect(body.total).toBe(1);
    expect(body.headcount).toHaveLength(1);
    expect([body.hires.count, body.separations.count, body.probation.count]).toEqual([1, 1, 0]);
    expect([body.documents.count, body.birthdays.count, body.anniversaries.count]).toEqual([2, 1, 1]);
  });
});
