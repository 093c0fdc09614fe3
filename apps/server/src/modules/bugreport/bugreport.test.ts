import { BUG_MSG, MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let admin: string;
/** A reporter: may view and file reports, nothing else (like the demo Employee role). */
let reporter: { id: number; username: string };
let reporterToken: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  reporter = await h.createUser({ grants: [{ key: 'bugreport', view: true, create: true }] });
  reporterToken = await h.login(reporter.username);
});
afterAll(async () => h.close());

const fetchReports = (token = admin) =>
  h.app.inject({ method: 'GET', url: '/api/bugreport/fetch', headers: auth(token) });
const create = (payload: unknown, token = reporterToken) =>
  h.app.inject({
    method: 'POST',
    url: '/api/bugreport/create',
    headers: auth(token),
    payload: payload as object,
  });
const update = (payload: unknown, token = admin) =>
  h.app.inject({
    method: 'PUT',
    url: '/api/bugreport/update',
    headers: auth(token),
    payload: payload as object,
  });
const remove = (logNo: unknown, token = admin) =>
  h.app.inject({ method: 'DELETE', url: `/api/bugreport/delete?log_no=${logNo}`, headers: auth(token) });

const stored = (id: number) =>
  h.deps.db.selectFrom('bug_reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const count = async () =>
  Number(
    (
      await h.deps.db
        .selectFrom('bug_reports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function fileReport(descr = 'Clicking Save on the timesheet does nothing.', token = reporterToken) {
  const res = await create({ affected_module: 'Timesheet', descr }, token);
  expect(res.statusCode).toBe(200);
  return res.json().log_no as number;
}

describe('POST /bugreport/create', () => {
  it('records the reporter and time from the token and clock, status Open, whatever the body says', async () => {
    h.clock.advance(60_000);
    const res = await create({
      affected_module: '  Payroll ',
      descr: ' 1. Open Payroll 2. Fetch: the totals are blank. ',
      user: 'someone else',
      user_id: 1,
      status: 'Closed',
      created_at: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    const { log_no, message } = res.json();
    expect(message).toBe(BUG_MSG.created);
    expect(await stored(log_no)).toMatchObject({
      user_id: reporter.id,
      reported_by: expect.stringMatching(/^Test User/),
      affected_module: 'Payroll',
      descr: '1. Open Payroll 2. Fetch: the totals are blank.',
      status: 'Open',
      created_at: h.clock.now().toISOString(),
    });
    const rows = (await fetchReports()).json();
    expect(rows[0]).toMatchObject({
      log_no,
      user: expect.stringMatching(/^Test User/),
      status: 'Open',
      date_reported: h.clock.now().toISOString(),
    });
  });

  it('requires the module and a description, within their lengths', async () => {
    const before = await count();
    const cases: Array<[unknown, string]> = [
      [{ descr: 'x' }, BUG_MSG.moduleRequired],
      [{ affected_module: '   ', descr: 'x' }, BUG_MSG.moduleRequired],
      [{ affected_module: 'Payroll' }, BUG_MSG.descrRequired],
      [{ affected_module: 'Payroll', descr: '  ' }, BUG_MSG.descrRequired],
      [{ affected_module: 'Payroll', descr: 'x'.repeat(2001) }, BUG_MSG.descrTooLong],
      [{ affected_module: 'x'.repeat(101), descr: 'x' }, BUG_MSG.moduleTooLong],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('needs bugreport create (403) and a valid token (401)', async () => {
    const before = await count();
    const viewer = await h.createUser({
      grants: [{ key: 'bugreport', view: true, update: true, delete: true }],
    });
    const res = await create({ affected_module: 'Payroll', descr: 'x' }, await h.login(viewer.username));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.noPermission);
    const anonymous = await h.app.inject({
      method: 'POST',
      url: '/api/bugreport/create',
      payload: { affected_module: 'Payroll', descr: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await count()).toBe(before);
  });
});

describe('GET /bugreport/fetch', () => {
  it('lists every report newest first, with can_edit for the requesting user', async () => {
    const mine = await fileReport('Mine');
    const other = await h.createUser({ grants: [{ key: 'bugreport', view: true, create: true }] });
    const otherToken = await h.login(other.username);
    const theirs = await fileReport('Theirs', otherToken);

    const asReporter = (await fetchReports(reporterToken)).json() as Array<{
      log_no: number;
      can_edit: boolean;
    }>;
    expect(asReporter.findIndex((r) => r.log_no === theirs)).toBeLessThan(
      asReporter.findIndex((r) => r.log_no === mine),
    );
    expect(asReporter.find((r) => r.log_no === mine)?.can_edit).toBe(true);
    expect(asReporter.find((r) => r.log_no === theirs)?.can_edit).toBe(false);
    const asAdmin = (await fetchReports()).json() as Array<{ log_no: number; can_edit: boolean }>;
    expect(asAdmin.every((r) => r.can_edit)).toBe(true);
  });

  it('needs bugreport view (403) and a token (401)', async () => {
    const user = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
    expect((await fetchReports(await h.login(user.username))).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/api/bugreport/fetch' })).statusCode).toBe(401);
  });
});

describe('PUT /bugreport/update', () => {
  it('lets a user with update change any report and its status', async () => {
    const logNo = await fileReport();
    h.clock.advance(1000);
    const res = await update({
      log_no: logNo,
      affected_module: 'Timesheet',
      descr: 'Triaged.',
      status: 'In Progress',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: BUG_MSG.updated });
    const row = await stored(logNo);
    expect(row).toMatchObject({ status: 'In Progress', descr: 'Triaged.', user_id: reporter.id });
    expect(row.updated_at).toBe(h.clock.now().toISOString());
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['details', 'username'])
      .where('entity', '=', 'bug_report')
      .where('entity_id', '=', String(logNo))
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(audit.username).toBe('admin');
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({
      old: { status: 'Open' },
      new: { status: 'In Progress' },
    });
  });

  it('a user with update but not create may still change the status', async () => {
    const logNo = await fileReport();
    const triager = await h.createUser({ grants: [{ key: 'bugreport', view: true, update: true }] });
    const res = await update(
      { log_no: logNo, affected_module: 'Timesheet', descr: 'x', status: 'Resolved' },
      await h.login(triager.username),
    );
    expect(res.statusCode).toBe(200);
    expect((await stored(logNo)).status).toBe('Resolved');
  });

  it('lets the reporter edit the text of their own Open report, but not its status (403)', async () => {
    const logNo = await fileReport('First words');
    const ok = await update(
      { log_no: logNo, affected_module: 'Shifts Schedule', descr: 'Better words', status: 'Open' },
      reporterToken,
    );
    expect(ok.statusCode).toBe(200);
    expect(await stored(logNo)).toMatchObject({ affected_module: 'Shifts Schedule', descr: 'Better words' });

    const status = await update(
      { log_no: logNo, affected_module: 'Shifts Schedule', descr: 'Better words', status: 'Closed' },
      reporterToken,
    );
    expect(status.statusCode).toBe(403);
    expect(status.json().error).toBe(BUG_MSG.statusNeedsUpdate);
    expect((await stored(logNo)).status).toBe('Open');
  });

  it('refuses the reporter once the report is no longer Open (409), and other users` reports (403)', async () => {
    const logNo = await fileReport('Stale');
    await update({ log_no: logNo, affected_module: 'Timesheet', descr: 'Stale', status: 'In Progress' });
    const stale = await update(
      { log_no: logNo, affected_module: 'Timesheet', descr: 'Edited', status: 'Open' },
      reporterToken,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(BUG_MSG.editNotAllowed);

    const other = await h.createUser({ grants: [{ key: 'bugreport', view: true, create: true }] });
    const theirs = await fileReport('Not yours', await h.login(other.username));
    const res = await update(
      { log_no: theirs, affected_module: 'Timesheet', descr: 'Hijacked', status: 'Open' },
      reporterToken,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.noPermission);
    expect((await stored(theirs)).descr).toBe('Not yours');
    expect((await stored(logNo)).descr).toBe('Stale');
  });

  it('validates the body and answers 404 for a missing report', async () => {
    const logNo = await fileReport();
    const bad = await update({ log_no: logNo, affected_module: 'Timesheet', descr: 'x', status: 'Done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(BUG_MSG.statusInvalid);
    const empty = await update({ log_no: logNo, affected_module: 'Timesheet', descr: ' ', status: 'Open' });
    expect(empty.json().error).toBe(BUG_MSG.descrRequired);
    const gone = await update({ log_no: 999_999, affected_module: 'Timesheet', descr: 'x', status: 'Open' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(BUG_MSG.notFound);
    expect((await stored(logNo)).status).toBe('Open');
  });

  it('needs a signed-in user with bugreport permission', async () => {
    const logNo = await fileReport();
    const anonymous = await h.app.inject({
      method: 'PUT',
      url: '/api/bugreport/update',
      payload: { log_no: logNo, affected_module: 'x', descr: 'x', status: 'Closed' },
    });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
    const res = await update(
      { log_no: logNo, affected_module: 'x', descr: 'x', status: 'Closed' },
      await h.login(stranger.username),
    );
    expect(res.statusCode).toBe(403);
    expect((await stored(logNo)).status).toBe('Open');
  });

  it('checks permission before existence: no role without edit rights can probe report numbers', async () => {
    const stranger = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
    const fileOnly = await h.createUser({ grants: [{ key: 'bugreport', create: true }] });
    for (const token of [await h.login(stranger.username), await h.login(fileOnly.username)]) {
      const missing = await update(
        { log_no: 999_999, affected_module: 'x', descr: 'x', status: 'Open' },
        token,
      );
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toEqual({ error: MSG.noPermission });
    }
    // Who can list every report still hears that one is gone.
    const gone = await update(
      { log_no: 999_999, affected_module: 'x', descr: 'x', status: 'Open' },
      reporterToken,
    );
    expect(gone.statusCode).toBe(404);
  });

  it('refuses report numbers beyond the id range and text with control characters with 400', async () => {
    const logNo = await fileReport();
    const before = await count();
    for (const log_no of [2_147_483_648, 1e20, '2147483648', true, 1.5]) {
      const res = await update({ log_no, affected_module: 'Timesheet', descr: 'x', status: 'Open' });
      expect(res.statusCode, String(log_no)).toBe(400);
      expect(res.json().error).toBe('log_no must be a whole number from 1 to 2147483647.');
    }
    for (const q of ['2147483648', '99999999999999999999']) {
      const res = await remove(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toBe('log_no must be a whole number from 1 to 2147483647.');
    }
    const nul = await create({ affected_module: 'a\u0000b', descr: 'x' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ error: 'affected_module: Text must not contain control characters.' });
    const bell = await update({
      log_no: logNo,
      affected_module: 'Timesheet',
      descr: 'ding\u0007',
      status: 'Open',
    });
    expect(bell.statusCode).toBe(400);
    expect(bell.json()).toEqual({ error: 'descr: Text must not contain control characters.' });
    expect(await count()).toBe(before);
    expect((await stored(logNo)).descr).toBe('Clicking Save on the timesheet does nothing.');
    // Line breaks and tabs stay allowed in the multi-line description.
    const multiline = await create({ affected_module: 'Timesheet', descr: 'Steps:\r\n1. Open\n\t2. Save' });
    expect(multiline.statusCode).toBe(200);
    expect((await stored(multiline.json().log_no)).descr).toBe('Steps:\r\n1. Open\n\t2. Save');
  });
});

describe('DELETE /bugreport/delete', () => {
  it('deletes with delete permission; 404 afterwards', async () => {
    const logNo = await fileReport();
    const res = await remove(logNo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: BUG_MSG.deleted });
    expect((await remove(logNo)).statusCode).toBe(404);
  });

  it('needs delete permission (403), even for the reporter, and a valid log_no', async () => {
    const logNo = await fileReport();
    const before = await count();
    const res = await remove(logNo, reporterToken);
    expect(res.statusCode).toBe(403);
    for (const q of ['abc', '0', '-1', '']) expect((await remove(q)).statusCode).toBe(400);
    expect(
      (await h.app.inject({ method: 'DELETE', url: `/api/bugreport/delete?log_no=${logNo}` })).statusCode,
    ).toBe(401);
    expect(await count()).toBe(before);
  });

  it('keeps a report when its reporter`s account is deleted', async () => {
    const gone = await h.createUser({ grants: [{ key: 'bugreport', view: true, create: true }] });
    const logNo = await fileReport('Orphan', await h.login(gone.username));
    await h.deps.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expect(await stored(logNo)).toMatchObject({
      user_id: null,
      reported_by: expect.stringMatching(/^Test User/),
    });
  });
});
