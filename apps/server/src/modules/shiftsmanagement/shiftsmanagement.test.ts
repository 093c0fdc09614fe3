import { MSG, SHIFT_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { activeEmployee } from '../timesheet/testFixtures.ts';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => h.close());

const url = (action: string) => `/api/shiftsManagement/${action}`;
const fetchShifts = (token = admin) =>
  h.app.inject({ method: 'GET', url: url('fetch'), headers: auth(token) });
const create = (payload: object, token = admin) =>
  h.app.inject({ method: 'POST', url: url('create'), headers: auth(token), payload });
const update = (payload: object, token = admin) =>
  h.app.inject({ method: 'PUT', url: url('update'), headers: auth(token), payload });
const remove = (id: unknown, token = admin) =>
  h.app.inject({ method: 'DELETE', url: `${url('delete')}?shift_id=${id}`, headers: auth(token) });

const shiftRows = () => h.deps.db.selectFrom('shifts').selectAll().orderBy('id').execute();
let n = 0;
const valid = () => ({
  shift_name: `Test Shift ${++n}`,
  start_time: '09:00',
  end_time: '18:00',
  color_hex: '#12ab34',
  overnight: false,
});

describe('seeded shifts', () => {
  it('has the leave shifts at their fixed ids and ordinary shifts with distinct colours', async () => {
    const rows = await shiftRows();
    expect(rows.find((r) => r.id === 2)?.name).toBe('Unpaid Leave');
    expect(rows.find((r) => r.id === 4)?.name).toBe('Paid Leave');
    expect(rows.find((r) => r.name === 'Day Shift')).toMatchObject({
      start_time: '08:00:00',
      end_time: '17:00:00',
    });
    expect(rows.find((r) => r.name === 'Night Shift')).toMatchObject({
      start_time: '22:00:00',
      end_time: '07:00:00',
      overnight: 1,
    });
    expect(new Set(rows.map((r) => r.color_hex)).size).toBe(rows.length);
  });
});

describe('GET /shiftsManagement/fetch', () => {
  it('lists the shifts without the leave shifts 2 and 4', async () => {
    const res = await fetchShifts();
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as Array<{ shift_id: number }>).map((s) => s.shift_id);
    expect(ids).not.toContain(2);
    expect(ids).not.toContain(4);
    expect(res.json()).toContainEqual({
      shift_id: 5,
      shift_name: 'Night Shift',
      start_time: '22:00:00',
      end_time: '07:00:00',
      color_hex: '#5C7CFA',
      overnight: true,
      break_minutes: 60,
      grace_minutes: 0,
    });
  });

  it('needs shiftsmanagement view (403) and a token (401)', async () => {
    const user = await h.createUser({ grants: [{ key: 'shiftsschedule', view: true }] });
    expect((await fetchShifts(await h.login(user.username))).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: url('fetch') })).statusCode).toBe(401);
  });
});

describe('POST /shiftsManagement/create', () => {
  it('adds a shift with times as HH:MM:SS and the colour upper-cased, audited', async () => {
    const input = valid();
    const res = await create(input);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SHIFT_MSG.created);
    const id = res.json().shift_id as number;
    expect((await shiftRows()).find((r) => r.id === id)).toMatchObject({
      name: input.shift_name,
      start_time: '09:00:00',
      end_time: '18:00:00',
      color_hex: '#12AB34',
      overnight: 0,
    });
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity', '=', 'shift')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}').new.shift_name).toBe(input.shift_name);
  });

  it('refuses End Time before Start Time unless overnight, and nothing is saved', async () => {
    const before = (await shiftRows()).length;
    const cases: Array<[object, string]> = [
      [{ ...valid(), start_time: '18:00', end_time: '09:00' }, SHIFT_MSG.invalidTimes],
      [{ ...valid(), start_time: '09:00', end_time: '09:00' }, SHIFT_MSG.invalidTimes],
      [{ ...valid(), start_time: '09:00', end_time: '18:00', overnight: true }, SHIFT_MSG.overnightTimes],
      [{ ...valid(), start_time: '9am' }, SHIFT_MSG.timeRequired],
      [{ ...valid(), shift_name: '  ' }, SHIFT_MSG.nameRequired],
      [{ ...valid(), color_hex: 'blue' }, SHIFT_MSG.colorInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await shiftRows()).length).toBe(before);
  });

  it('accepts an overnight shift ending the next day', async () => {
    const res = await create({ ...valid(), start_time: '20:00', end_time: '05:00', overnight: true });
    expect(res.statusCode).toBe(200);
  });

  it('answers 409 for a name already used (any case)', async () => {
    const before = (await shiftRows()).length;
    const res = await create({ ...valid(), shift_name: 'day shift' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(SHIFT_MSG.duplicateName);
    expect((await shiftRows()).length).toBe(before);
  });

  it('needs create (403) and a token (401)', async () => {
    const before = (await shiftRows()).length;
    const user = await h.createUser({
      grants: [{ key: 'shiftsmanagement', view: true, update: true, delete: true }],
    });
    const res = await create(valid(), await h.login(user.username));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.noPermission);
    expect((await h.app.inject({ method: 'POST', url: url('create'), payload: valid() })).statusCode).toBe(
      401,
    );
    expect((await shiftRows()).length).toBe(before);
  });
});

describe('PUT /shiftsManagement/update', () => {
  it('saves a shift', async () => {
    const id = (await create(valid())).json().shift_id as number;
    const res = await update({ ...valid(), shift_id: id, start_time: '07:30:00', end_time: '16:30:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SHIFT_MSG.updated);
    expect((await shiftRows()).find((r) => r.id === id)).toMatchObject({
      start_time: '07:30:00',
      end_time: '16:30:00',
    });
  });

  it('refuses the leave shifts (409), bad times (400), a taken name (409) and a missing shift (404)', async () => {
    const id = (await create(valid())).json().shift_id as number;
    const before = await shiftRows();
    const leave = await update({ ...valid(), shift_id: 4 });
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error).toBe(SHIFT_MSG.leaveLocked);
    const times = await update({ ...valid(), shift_id: id, start_time: '17:00', end_time: '08:00' });
    expect(times.statusCode).toBe(400);
    expect(times.json().error).toBe(SHIFT_MSG.invalidTimes);
    const taken = await update({ ...valid(), shift_id: id, shift_name: 'Night Shift' });
    expect(taken.statusCode).toBe(409);
    expect((await update({ ...valid(), shift_id: 999_999 })).statusCode).toBe(404);
    expect(await shiftRows()).toEqual(before);
  });

  it('needs update (403)', async () => {
    const id = (await create(valid())).json().shift_id as number;
    const user = await h.createUser({ grants: [{ key: 'shiftsmanagement', view: true, create: true }] });
    expect((await update({ ...valid(), shift_id: id }, await h.login(user.username))).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'PUT', url: url('update'), payload: {} })).statusCode).toBe(401);
  });
});

describe('break length and grace period (issue 22)', () => {
  const find = async (id: number) =>
    (await fetchShifts()).json().find((s: { shift_id: number }) => s.shift_id === id);

  it('default to 60 and 0 when omitted; saved when given; kept by an update that omits them', async () => {
    const plain = await create(valid());
    expect(await find(plain.json().shift_id)).toMatchObject({ break_minutes: 60, grace_minutes: 0 });
    const body = { ...valid(), break_minutes: 30, grace_minutes: 5 };
    const res = await create(body);
    expect(res.statusCode).toBe(200);
    const id = res.json().shift_id;
    expect(await find(id)).toMatchObject({ break_minutes: 30, grace_minutes: 5 });
    const { break_minutes: _b, grace_minutes: _g, ...rest } = body;
    expect((await update({ shift_id: id, ...rest, start_time: '07:00' })).statusCode).toBe(200);
    expect(await find(id)).toMatchObject({ start_time: '07:00:00', break_minutes: 30, grace_minutes: 5 });
    expect((await update({ shift_id: id, ...rest, break_minutes: 45, grace_minutes: 0 })).statusCode).toBe(
      200,
    );
    expect(await find(id)).toMatchObject({ break_minutes: 45, grace_minutes: 0 });
  });

  it('refuses a break outside 0-240 or a grace outside 0-60 minutes (400), nothing saved', async () => {
    const before = (await shiftRows()).length;
    for (const [field, value, message] of [
      ['break_minutes', 241, SHIFT_MSG.breakInvalid],
      ['break_minutes', -1, SHIFT_MSG.breakInvalid],
      ['break_minutes', 30.5, SHIFT_MSG.breakInvalid],
      ['grace_minutes', 61, SHIFT_MSG.graceInvalid],
      ['grace_minutes', 'five', SHIFT_MSG.graceInvalid],
    ] as const) {
      const res = await create({ ...valid(), [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await shiftRows()).length).toBe(before);
  });
});

describe('DELETE /shiftsManagement/delete', () => {
  it('deletes an unused shift; 404 afterwards', async () => {
    const id = (await create(valid())).json().shift_id as number;
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SHIFT_MSG.deleted);
    expect((await remove(id)).statusCode).toBe(404);
  });

  it('refuses a shift in use with the count (409), and the leave shifts', async () => {
    const id = (await create(valid())).json().shift_id as number;
    const e1 = await activeEmployee(h.deps.db);
    const e2 = await activeEmployee(h.deps.db);
    for (const employee_id of [e1, e2]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/shiftsSchedule/create',
        headers: auth(admin),
        payload: { employee_id, shift_date: '2026-03-02', shift_id: id },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await remove(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(SHIFT_MSG.inUse(2));
    expect(res.json().error).toContain('2 schedule entries');
    expect((await remove(2)).json().error).toBe(SHIFT_MSG.leaveLocked);
    expect((await shiftRows()).some((r) => r.id === id)).toBe(true);
  });

  it('needs delete (403), a valid id (400) and a token (401)', async () => {
    const id = (await create(valid())).json().shift_id as number;
    const user = await h.createUser({ grants: [{ key: 'shiftsmanagement', view: true, update: true }] });
    expect((await remove(id, await h.login(user.username))).statusCode).toBe(403);
    for (const q of ['abc', '0', '']) expect((await remove(q)).statusCode).toBe(400);
    expect(
      (await h.app.inject({ method: 'DELETE', url: `${url('delete')}?shift_id=${id}` })).statusCode,
    ).toBe(401);
    expect((await shiftRows()).some((r) => r.id === id)).toBe(true);
  });
});
