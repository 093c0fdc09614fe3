/**
 * Approval reminders (issue 27 §2): the company setting, working days (work week and holidays), the
 * approvers reminded after N working days at a level and HR after 2N, each once. The harness clock
 * starts Saturday 2026-11-21 09:00 in Manila; a company without a work week rests on Sunday.
 */
import { REMINDER_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createHarness, type Harness } from '../../test/harness.ts';
import { ALL, insertChain, linkedUser, typeId } from '../applications/testFixtures.ts';
import { runApprovalReminders, startReminderSchedule, workingDaysAfter } from './reminders.ts';

let h: Harness;
type U = Awaited<ReturnType<typeof linkedUser>>;
let approver: U;
let second: U;
let deputy: U;
let hr: U;
let filer: U; // company with the default N = 2
let chainFiler: U; // company with N = 1
let setter: U;
let OT: number;
const DAY = 24 * 3600_000;
const APPROVAL = [{ key: 'applicationsapproval' as const, ...ALL }];

beforeAll(async () => {
  h = await createHarness();
  approver = await linkedUser(h, APPROVAL, { approver: true });
  second = await linkedUser(h, APPROVAL, { approver: true });
  deputy = await linkedUser(h, APPROVAL, { approver: true });
  hr = await linkedUser(h, [{ key: 'approverassignment', ...ALL }]);
  filer = await linkedUser(h, [{ key: 'applications', ...ALL }]);
  chainFiler = await linkedUser(h, [{ key: 'applications', ...ALL }]);
  setter = await linkedUser(h, [{ key: 'grouprecords', ...ALL }]);
  OT = await typeId(h, 'Overtime');
});
afterAll(async () => h.close());

const req = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  h.app.inject({ method, url: `/api/${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

async function advanceDays(days: number) {
  h.clock.advance(days * DAY);
  for (const u of [approver, second, deputy, hr, filer, chainFiler, setter])
    u.token = await h.login(u.username);
}

const notices = (u: U) =>
  h.deps.db
    .selectFrom('notifications')
    .select(['title', 'link'])
    .where('user_id', '=', u.id)
    .where('kind', '=', 'approval_reminder')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => r.title));
const nameOf = (u: U) =>
  h.deps.db
    .selectFrom('employees')
    .select(['first_name', 'last_name'])
    .where('id', '=', u.employeeId)
    .executeTakeFirstOrThrow()
    .then((e) => `${e.first_name} ${e.last_name}`);

describe('working days', () => {
  it('counts the days after the first date up to the last, without rest days and holidays', () => {
    // Sat 21 Nov -> Wed 25 Nov, Sunday rest: Mon 23, Tue 24, Wed 25 = 3 (Sun 22 left out).
    expect(workingDaysAfter('2026-11-21', '2026-11-25', [0])).toBe(3);
    // Fri 27 Nov -> Thu 3 Dec, Saturday and Sunday rest: Sat 28, Sun 29 rest, Mon 30 Bonifacio Day
    // (regular holiday), then Tue 1, Wed 2, Thu 3 = 3.
    expect(workingDaysAfter('2026-11-27', '2026-12-03', [0, 6])).toBe(3);
    // Thu 24 Dec (special) -> Mon 28 Dec, Sunday rest: 24 is the start, Fri 25 Christmas (regular),
    // Sat 26 a working day, Sun 27 rest, Mon 28 = 2.
    expect(workingDaysAfter('2026-12-24', '2026-12-28', [0])).toBe(2);
    expect(workingDaysAfter('2026-11-25', '2026-11-25', [0])).toBe(0);
    expect(workingDaysAfter('2026-11-26', '2026-11-25', [0])).toBe(0);
  });
});

describe('the company setting (Group Details)', () => {
  it('defaults to 2, saves 1..60, refuses anything else with 400 and changes nothing', async () => {
    const list = await req('GET', 'groupRecords/approvalReminders', setter.token);
    expect(list.statusCode).toBe(200);
    const mine = list.json().find((r: { company_id: number }) => r.company_id === chainFiler.org.company_id);
    expect(mine.days).toBe(2);
    for (const days of [0, 61, 1.5]) {
      const bad = await req('PUT', 'groupRecords/approvalReminders', setter.token, {
        company_id: chainFiler.org.company_id,
        days,
      });
      expect(bad.statusCode, String(days)).toBe(400);
      expect(bad.json().error).toBe(REMINDER_MSG.days);
    }
    const unknown = await req('PUT', 'groupRecords/approvalReminders', setter.token, {
      company_id: 999_999,
      days: 3,
    });
    expect(unknown.statusCode).toBe(404);
    const forbidden = await req('PUT', 'groupRecords/approvalReminders', filer.token, {
      company_id: chainFiler.org.company_id,
      days: 1,
    });
    expect(forbidden.statusCode).toBe(403);
    const again = (await req('GET', 'groupRecords/approvalReminders', setter.token)).json();
    expect(again.find((r: { company_id: number }) => r.company_id === chainFiler.org.company_id).days).toBe(
      2,
    );
    const ok = await req('PUT', 'groupRecords/approvalReminders', setter.token, {
      company_id: chainFiler.org.company_id,
      days: 1,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(REMINDER_MSG.saved);
  });
});

describe('reminders', () => {
  let single: number;
  let chained: number;
  it('files on Saturday 21 Nov: nothing is due yet', async () => {
    const res = await req('POST', 'applications/create', filer.token, {
      application_type_id: OT,
      effective_date: '2026-11-20',
      start_time: '18:00',
      end_time: '20:00',
      particulars: 'Month-end close',
      approver_employee_id: approver.employeeId,
    });
    expect(res.statusCode).toBe(200);
    single = res.json().log_nos[0];
    await insertChain(h, { application_type_id: OT, company_id: chainFiler.org.company_id }, [
      { mode: 'any', ids: [approver.employeeId] },
      { mode: 'any', ids: [second.employeeId] },
    ]);
    const c = await req('POST', 'applications/create', chainFiler.token, {
      application_type_id: OT,
      effective_date: '2026-11-19',
      start_time: '18:00',
      end_time: '20:00',
      particulars: 'Inventory',
      approver_employee_id: approver.employeeId,
    });
    expect(c.statusCode).toBe(200);
    chained = c.json().log_nos[0];
    expect(await runApprovalReminders(h.deps)).toEqual({ approvers: 0, hr: 0, away: 0 });
  });

  it('Monday 23 (1 working day): the N = 1 company is not due yet (more than N is needed)', async () => {
    await advanceDays(2);
    expect(await runApprovalReminders(h.deps)).toEqual({ approvers: 0, hr: 0, away: 0 });
  });

  it('Tuesday 24 (2 working days): the chained one (N = 1) reminds level 1 once; the other (N = 2) waits', async () => {
    await advanceDays(1);
    const run = await runApprovalReminders(h.deps);
    expect(run).toEqual({ approvers: 1, hr: 0, away: 0 });
    expect(await notices(approver)).toEqual([
      `Reminder: ${await nameOf(chainFiler)}'s Overtime for 19 Nov 2026 has waited 2 working days for your approval.`,
    ]);
    // A second run (or a restart) sends nothing again.
    expect(await runApprovalReminders(h.deps)).toEqual({ approvers: 0, hr: 0, away: 0 });
    // Level 1 approves: level 2 waits from today.
    const ok = await req('PUT', 'applicationsApproval/approve', approver.token, {
      log_no: chained,
      remarks: 'L1',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('Wednesday 25 (3 working days, N = 2): the approver and their running delegate are reminded', async () => {
    await advanceDays(1);
    const d = await req('POST', 'me/delegations', approver.token, {
      delegate_employee_id: deputy.employeeId,
      date_from: '2026-11-25',
      date_to: '2026-11-25',
    });
    expect(d.statusCode).toBe(200);
    // Level 2 of the chained one waited 1 working day (Wed) with N = 1: not yet.
    expect(await runApprovalReminders(h.deps)).toEqual({ approvers: 1, hr: 0, away: 0 });
    const title = `Reminder: ${await nameOf(filer)}'s Overtime for 20 Nov 2026 has waited 3 working days for your approval.`;
    expect((await notices(approver)).at(-1)).toBe(title);
    expect(await notices(deputy)).toEqual([`${title} (for ${await nameOf(approver)})`]);
    expect(await notices(hr)).toEqual([]);
  });

  it('Thursday 26: level 2 of the chained one is reminded (2 > N = 1); HR hears of neither yet', async () => {
    await advanceDays(1);
    expect(await runApprovalReminders(h.deps)).toEqual({ approvers: 1, hr: 0, away: 0 });
    expect(await notices(second)).toHaveLength(1);
    expect(await notices(hr)).toEqual([]);
  });

  it('Friday 27 (5 working days > 2N = 4): HR is told once; level 2 (3 > 2N = 2) too', async () => {
    await advanceDays(1);
    expect(await runApprovalReminders(h.deps)).toEqual({ approvers: 0, hr: 2, away: 0 });
    const told = await notices(hr);
    expect(told).toContain(
      `${await nameOf(filer)}'s Overtime for 20 Nov 2026 has waited 5 working days for ${await nameOf(approver)}.`,
    );
    expect(told).toContain(
      `${await nameOf(chainFiler)}'s Overtime for 19 Nov 2026 has waited 3 working days for ${await nameOf(second)}.`,
    );
    // Approvers are not reminded a second time at the same level.
    expect(await notices(approver)).toHaveLength(2);
    // The scheduled check (a restart runs it at once) sends nothing again.
    const schedule = startReminderSchedule({ ...h.deps, log: { error: () => {} } }, 60_000);
    await schedule.stop();
    expect(await notices(hr)).toHaveLength(2);
    expect(await notices(approver)).toHaveLength(2);
    expect(single).toBeGreaterThan(0);
  });
});
