import { BIOMETRIC_MSG, type BiometricVerifyResponse, TIMESHEET_MSG, type UploadResult } from '@sahod/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness, USER_PASSWORD } from '../../test/harness.ts';
import { activeEmployee, createOrg } from '../timesheet/testFixtures.ts';

let h: Harness;
let admin: string;
let alice: number;
let bob: number;
const A = 'BU001';
const B = 'BU002';
const NIGHT = 5;
const PAID_LEAVE = 4;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  const org = await createOrg(h.deps.db);
  alice = await activeEmployee(h.deps.db, { org, code: A });
  bob = await activeEmployee(h.deps.db, { org, code: B });
  await activeEmployee(h.deps.db, { org, code: 'BU009', status: 'Resigned' });
});
afterAll(async () => h.close());

const post = (action: string, payload: object, token: string | null = admin) =>
  h.app.inject({
    method: 'POST',
    url: `/api/timesheet/${action}`,
    headers: token ? auth(token) : {},
    payload,
  });
const records = (employeeId: number) =>
  h.deps.db
    .selectFrom('timesheet_records')
    .select(['id', 'shift_date', 'start_time', 'end_time', 'lunch_start', 'lunch_end', 'notes', 'updated_at'])
    .where('employee_id', '=', employeeId)
    .orderBy('shift_date')
    .execute();
const allRecords = () => h.deps.db.selectFrom('timesheet_records').selectAll().orderBy('id').execute();

async function schedule(employeeId: number, date: string, shiftId: number) {
  const at = new Date().toISOString();
  await h.deps.db
    .insertInto('schedule_entries')
    .values({
      employee_id: employeeId,
      shift_date: date,
      shift_id: shiftId,
      replaced_shift_id: null,
      created_at: at,
      updated_at: at,
      updated_by: null,
    })
    .execute();
}

const row = (code: string, date: string, times: Partial<Record<string, string | null>> = {}) => ({
  employee_code: code,
  shift_date: date,
  start_time: '08:00:00',
  end_time: '17:00:00',
  lunch_start: '12:00:00',
  lunch_end: '13:00:00',
  notes: 'COMPLETE RECORDS',
  ...times,
});

describe('POST /timesheet/verify', () => {
  it('answers matched employees, unknown codes, stored records and schedule on the dates', async () => {
    await schedule(alice, '2026-03-02', NIGHT);
    await post('uploadBatch', { payloadAdd: [row(A, '2026-03-03')], simplifiedOverwrite: [] });
    const res = await post('verify', {
      employee_codes: [A, B, 'bu009', '00099'],
      shift_dates: ['2026-03-01', '2026-03-02', '2026-03-03'],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<BiometricVerifyResponse>();
    expect(body.employees.map((e) => e.employee_code).sort()).toEqual([A, B]);
    // Resigned employees are not on the timesheet: listed as unknown like a code nobody has.
    expect(body.unknown_codes).toEqual(['00099', 'BU009']);
    expect(body.records).toMatchObject([
      { employee_code: A, shift_date: '2026-03-03', start_time: '08:00:00', end_time: '17:00:00' },
    ]);
    expect(body.schedule).toMatchObject([
      {
        employee_code: A,
        shift_date: '2026-03-02',
        shift_id: NIGHT,
        overnight: true,
        start_time: '22:00:00',
      },
    ]);
  });

  it('refuses a malformed request with 400', async () => {
    const res = await post('verify', { employee_codes: [], shift_dates: ['2026-03-01'] });
    expect(res.statusCode).toBe(400);
    const bad = await post('verify', { employee_codes: [A], shift_dates: ['2026-02-30'] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /timesheet/uploadBatch', () => {
  it('adds rows, including a day with one punch and an overnight day on its start date', async () => {
    await schedule(bob, '2026-04-06', NIGHT);
    const res = await post('uploadBatch', {
      payloadAdd: [
        row(B, '2026-04-01'),
        row(B, '2026-04-02', {
          end_time: null,
          lunch_start: null,
          lunch_end: null,
          notes: 'NO RECORDED TIME OUT AND LUNCH',
        }),
        row(B, '2026-04-06', {
          start_time: '21:55',
          end_time: '07:02',
          lunch_start: '02:00',
          lunch_end: '03:00',
        }),
      ],
      simplifiedOverwrite: [],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<UploadResult>();
    expect(body.failedInserts).toEqual([]);
    expect(body.validQueries.map((q) => [q.shift_date, q.action])).toEqual([
      ['2026-04-01', 'added'],
      ['2026-04-02', 'added'],
      ['2026-04-06', 'added'],
    ]);
    expect(body.message).toBe('3 added, 0 overwritten, 0 unchanged, 0 failed.');
    const stored = await records(bob);
    expect(stored.map((r) => [r.shift_date, r.start_time, r.end_time])).toEqual([
      ['2026-04-01', '08:00:00', '17:00:00'],
      ['2026-04-02', '08:00:00', null],
      ['2026-04-06', '21:55:00', '07:02:00'],
    ]);
  });

  it('overwrites the checked rows keeping log_no; the same submit again changes nothing', async () => {
    const before = await records(bob);
    const batch = {
      payloadAdd: [row(B, '2026-04-03')],
      simplifiedOverwrite: [row(B, '2026-04-01', { start_time: '07:45', notes: 'COMPLETE/TRIMMED RECORDS' })],
    };
    const first = await post('uploadBatch', batch);
    expect(first.statusCode).toBe(200);
    expect(first.json<UploadResult>().validQueries.map((q) => q.action)).toEqual(['added', 'overwritten']);
    const after = await records(bob);
    const overwritten = after.find((r) => r.shift_date === '2026-04-01');
    expect(overwritten).toMatchObject({
      id: before[0]?.id,
      start_time: '07:45:00',
      notes: 'COMPLETE/TRIMMED RECORDS',
    });

    h.clock.advance(60_000);
    const second = await post('uploadBatch', batch);
    expect(second.statusCode).toBe(200);
    expect(second.json<UploadResult>()).toMatchObject({ failedInserts: [], validQueries: [], unchanged: 2 });
    expect(await records(bob)).toEqual(after);
  });

  it('lists an unknown employee, bad times, a leave day and a changed add as failures; writes the rest', async () => {
    await schedule(alice, '2026-05-04', PAID_LEAVE);
    await post('uploadBatch', { payloadAdd: [row(A, '2026-05-05')], simplifiedOverwrite: [] });
    const before = await records(alice);
    const res = await post('uploadBatch', {
      payloadAdd: [
        row('00099', '2026-05-04'),
        row('BU009', '2026-05-04'),
        row(A, '2026-05-04'),
        row(A, '2026-05-05', { start_time: '09:00' }),
        row(A, '2026-05-06', { start_time: '18:00' }),
        row(A, '2026-05-07'),
      ],
      simplifiedOverwrite: [],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<UploadResult>();
    expect(body.failedInserts).toEqual([
      { employee_code: '00099', shift_date: '2026-05-04', error: BIOMETRIC_MSG.unknownEmployee },
      { employee_code: 'BU009', shift_date: '2026-05-04', error: BIOMETRIC_MSG.unknownEmployee },
      { employee_code: A, shift_date: '2026-05-04', error: 'Cannot edit approved leaves.' },
      { employee_code: A, shift_date: '2026-05-05', error: BIOMETRIC_MSG.addExists },
      { employee_code: A, shift_date: '2026-05-06', error: TIMESHEET_MSG.startBeforeEnd },
    ]);
    expect(body.validQueries).toEqual([{ employee_code: A, shift_date: '2026-05-07', action: 'added' }]);
    const after = await records(alice);
    expect(after.map((r) => r.shift_date)).toEqual([...before.map((r) => r.shift_date), '2026-05-07']);
    expect(after.find((r) => r.shift_date === '2026-05-05')?.start_time).toBe('08:00:00');
  });

  it('an overwrite on a leave day is refused with the spec message', async () => {
    const res = await post('uploadBatch', { payloadAdd: [], simplifiedOverwrite: [row(A, '2026-05-04')] });
    expect(res.json<UploadResult>().failedInserts).toEqual([
      { employee_code: A, shift_date: '2026-05-04', error: 'Cannot edit approved leaves.' },
    ]);
  });

  it('writes nothing when the batch itself is broken', async () => {
    const before = await allRecords();
    const malformed = await post('uploadBatch', {
      payloadAdd: [row(B, '2026-06-01'), row(B, '2026-06-02', { start_time: '25:00' })],
      simplifiedOverwrite: [],
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: string }>().error).toMatch(/start_time/);
    const twice = await post('uploadBatch', {
      payloadAdd: [row(B, '2026-06-01')],
      simplifiedOverwrite: [row(B, '2026-06-01')],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ error: string }>().error).toBe(BIOMETRIC_MSG.duplicateRow(B, '2026-06-01'));
    const empty = await post('uploadBatch', { payloadAdd: [], simplifiedOverwrite: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: string }>().error).toBe(BIOMETRIC_MSG.emptyBatch);
    expect(await allRecords()).toEqual(before);
  });

  it('rolls the whole batch back when the database fails half-way (nothing half-written)', async () => {
    // 10,001 rows: the writes go in several statements on both dialects (1,000 rows each on SQLite,
    // 10,000 on PostgreSQL); a trigger makes the last row, in the last statement, fail.
    const rows = Array.from({ length: 10_001 }, (_, i) =>
      row(B, new Date(Date.UTC(2030, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)),
    );
    const last = rows.at(-1)?.shift_date;
    const pg = h.deps.dialect === 'postgres';
    const create = pg
      ? [
          `create function bu_fail() returns trigger as $$ begin raise exception 'boom'; end; $$ language plpgsql`,
          `create trigger bu_fail before insert on timesheet_records for each row when (new.shift_date = '${last}') execute function bu_fail()`,
        ]
      : [
          `create trigger bu_fail before insert on timesheet_records when new.shift_date = '${last}' begin select raise(abort, 'boom'); end`,
        ];
    for (const statement of create) await sql.raw(statement).execute(h.deps.db);
    try {
      const before = await allRecords();
      const res = await post('uploadBatch', { payloadAdd: rows, simplifiedOverwrite: [] });
      expect(res.statusCode).toBe(500);
      expect(await allRecords()).toEqual(before);
    } finally {
      await sql.raw(`drop trigger bu_fail${pg ? ' on timesheet_records' : ''}`).execute(h.deps.db);
      if (pg) await sql.raw('drop function bu_fail').execute(h.deps.db);
    }
  });

  it('accepts a batch of 25,000 day records (over the 1 MB default body limit)', async () => {
    const codes = Array.from({ length: 50 }, (_, i) => `BL${String(i).padStart(3, '0')}`);
    for (const code of codes) await activeEmployee(h.deps.db, { code });
    const rows = codes.flatMap((code) =>
      Array.from({ length: 500 }, (_, i) => {
        const d = new Date(Date.UTC(2028, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
        return row(code, d);
      }),
    );
    const payload = { payloadAdd: rows, simplifiedOverwrite: [] };
    expect(JSON.stringify(payload).length).toBeGreaterThan(1024 * 1024);
    const res = await post('uploadBatch', payload);
    expect(res.statusCode).toBe(200);
    expect(res.json<UploadResult>().validQueries).toHaveLength(25_000);
    const count = await h.deps.db
      .selectFrom('timesheet_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shift_date', '>=', '2028-01-01')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(25_000);
  });

  it('needs timesheet update (403) and a session (401); refusals write nothing', async () => {
    const viewer = await h.createUser({ grants: [{ key: 'timesheet', view: true }] });
    const viewerToken = await h.login(viewer.username, USER_PASSWORD);
    const updater = await h.createUser({ grants: [{ key: 'timesheet', update: true }] });
    const before = await allRecords();
    const batch = { payloadAdd: [row(B, '2026-07-01')], simplifiedOverwrite: [] };
    const verify = { employee_codes: [B], shift_dates: ['2026-07-01'] };
    for (const [action, payload] of [
      ['uploadBatch', batch],
      ['verify', verify],
    ] as const) {
      expect((await post(action, payload, viewerToken)).statusCode).toBe(403);
      const fresh = await h.login(updater.username, USER_PASSWORD);
      expect((await post(action, payload, fresh)).statusCode).toBe(403);
      expect((await post(action, payload, null)).statusCode).toBe(401);
    }
    expect(await allRecords()).toEqual(before);
    const both = await h.createUser({ grants: [{ key: 'timesheet', view: true, update: true }] });
    const bothToken = await h.login(both.username, USER_PASSWORD);
    expect((await post('verify', verify, bothToken)).statusCode).toBe(200);
  });
});
