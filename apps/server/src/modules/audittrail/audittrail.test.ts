import { PAY_MASK } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection.ts';
import { recordAudit } from '../../platform/audit.ts';
import { verifyChain } from '../../platform/audit-chain.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness, testDialect } from '../../test/harness.ts';

let h: Harness;
let admin: string;
/** Audit Trail view only: pay figures masked. */
let viewer: string;
let viewerUser: { id: number; username: string };
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  viewerUser = await h.createUser({ grants: [{ key: 'audittrail', view: true }] });
  viewer = await h.login(viewerUser.username);
});
afterAll(async () => h.close());

const fetchPage = (query: string, token = admin) =>
  h.app.inject({ method: 'GET', url: `/api/audittrail/fetch?${query}`, headers: auth(token) });

const actor = (userId: number, username: string) => ({ userId, username, requestId: 'r1', ip: '10.9.8.7' });

describe('Audit Trail list', () => {
  it('filters by user, entity, record, date and text, newest first, with keyset paging', async () => {
    // 2026-11-21 09:00 Manila: three entries about employee 77 by user 9001.
    for (const n of [1, 2, 3]) {
      await recordAudit(h.deps.db, h.clock, actor(9001, 'auditor_a'), {
        action: 'update',
        entity: 'employees',
        entityId: 77,
        details: { before: { nickname: `old${n}` }, after: { nickname: `new${n}` } },
      });
    }
    // 2026-11-23 (a clock of its own: moving the app's clock would expire the tokens).
    const later = { now: () => new Date(h.clock.now().getTime() + 2 * DAY) };
    await recordAudit(h.deps.db, later, actor(9002, 'auditor_b'), {
      action: 'create',
      entity: 'departments',
      entityId: 5,
      details: { after: { name: 'Finance 100%' } },
    });

    const byUser = (await fetchPage('user_id=9001')).json();
    expect(
      byUser.rows.map((r: { details: { after: { nickname: string } } }) => r.details.after.nickname),
    ).toEqual(['new3', 'new2', 'new1']);
    expect(byUser.rows[0]).toMatchObject({
      username: 'auditor_a',
      ip: '10.9.8.7',
      entity: 'employees',
      entity_id: '77',
    });

    expect((await fetchPage('entity=departments')).json().rows).toHaveLength(1);
    expect((await fetchPage('entity=employees&entity_id=77')).json().rows).toHaveLength(3);
    expect((await fetchPage('entity_id=78')).json().rows).toHaveLength(0);
    // Text: case-insensitive, and % is a character, not a wildcard.
    expect(
      (await fetchPage('q=FINANCE%20100%25')).json().rows.map((r: { entity_id: string }) => r.entity_id),
    ).toEqual(['5']);
    expect((await fetchPage('q=Finance%20100%25x')).json().rows).toHaveLength(0);
    // Dates are Philippine days: the 21st holds the three, the 23rd the one.
    expect((await fetchPage('from=2026-11-21&to=2026-11-21&user_id=9001')).json().rows).toHaveLength(3);
    expect((await fetchPage('from=2026-11-22&to=2026-11-22')).json().rows).toHaveLength(0);
    expect((await fetchPage('from=2026-11-23&entity=departments')).json().rows).toHaveLength(1);
    expect((await fetchPage('to=2026-11-22&entity=departments')).json().rows).toHaveLength(0);

    const first = (await fetchPage('user_id=9001&limit=2')).json();
    expect(first.rows).toHaveLength(2);
    expect(first.next_before_id).toBe(first.rows[1].id);
    const second = (await fetchPage(`user_id=9001&limit=2&before_id=${first.next_before_id}`)).json();
    expect(second.rows).toHaveLength(1);
    expect(second.next_before_id).toBeNull();
    expect(second.rows[0].details.after.nickname).toBe('new1');
  });

  it('records the address and operation of every write made through the API', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/bugreport/create',
      headers: auth(admin),
      payload: { affected_module: 'Payroll', descr: 'audit trail probe' },
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(200);
    const rows = (await fetchPage('entity=/api/bugreport/create')).json().rows;
    expect(rows[0]).toMatchObject({ username: 'admin', ip: '10.1.2.3', action: 'POST' });
  });

  it('masks pay figures for a viewer without payroll view, shows them to one with it', async () => {
    await recordAudit(h.deps.db, h.clock, actor(9003, 'hr'), {
      action: 'update',
      entity: 'employee_compensation',
      entityId: 501,
      details: {
        before: { basic_salary: 2500000, tin: '123' },
        after: { basic_salary: '26000.00', tin: '124' },
      },
    });
    const masked = (await fetchPage('entity_id=501', viewer)).json();
    expect(masked.pay_masked).toBe(true);
    expect(masked.rows[0].details).toEqual({
      before: { basic_salary: PAY_MASK, tin: '123' },
      after: { basic_salary: PAY_MASK, tin: '124' },
    });
    const shown = (await fetchPage('entity_id=501')).json();
    expect(shown.pay_masked).toBe(false);
    expect(shown.rows[0].details.after.basic_salary).toBe('26000.00');

    const payrollViewer = await h.createUser({
      grants: [
        { key: 'audittrail', view: true },
        { key: 'payroll', view: true },
      ],
    });
    const token = await h.login(payrollViewer.username);
    expect((await fetchPage('entity_id=501', token)).json().rows[0].details.before.basic_salary).toBe(
      2500000,
    );
  });

  it('exports the filtered entries to Excel, masked as in the list', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/audittrail/export?entity_id=501',
      headers: auth(viewer),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('audit-trail.xlsx');
    const { read, utils } = await import('@e965/xlsx');
    const book = read(res.rawPayload);
    const rows = utils.sheet_to_json<string[]>(book.Sheets['Audit Trail'] as never, { header: 1 });
    expect(rows[0]).toEqual([
      'Id',
      'Date and time',
      'User',
      'Address',
      'Action',
      'Operation / entity',
      'Record',
      'Details',
      'Hash',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[2]).toBe('hr');
    expect(rows[1]?.[7]).toContain(PAY_MASK);
    expect(rows[1]?.[7]).not.toContain('2500000');
    expect(rows[1]?.[8]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 401 without a token, 403 without audittrail view, 400 on a bad filter', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/audittrail/fetch' })).statusCode).toBe(401);
    const other = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
    const token = await h.login(other.username);
    expect((await fetchPage('', token)).statusCode).toBe(403);
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/audittrail/export', headers: auth(token) })).statusCode,
    ).toBe(403);
    expect((await fetchPage('from=21-11-2026')).statusCode).toBe(400);
    expect((await fetchPage('limit=10001')).statusCode).toBe(400);
  });

  it('has no route that edits or deletes an entry', () => {
    const routes = h.app.registeredRoutes.filter((r) => String(r.url).startsWith('/api/audittrail'));
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) expect([r.method].flat().every((m) => m === 'GET' || m === 'HEAD')).toBe(true);
  });
});

describe('hash chain', () => {
  it('chains every entry to the one before and finds the first edited entry', async () => {
    const whole = await verifyChain(h.deps.db);
    expect(whole.broken).toBeNull();
    const count = await h.deps.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(whole.checked).toBe(Number(count.n));

    const rows = await h.deps.db
      .selectFrom('audit_log')
      .select(['id', 'prev_hash', 'hash'])
      .orderBy('id')
      .execute();
    for (let i = 1; i < rows.length; i++) expect(rows[i]?.prev_hash).toBe(rows[i - 1]?.hash);

    const victim = rows[Math.floor(rows.length / 2)];
    if (!victim) throw new Error('no entries');
    await h.deps.db
      .updateTable('audit_log')
      .set({ details: '{"after":{"basic_salary":1}}' })
      .where('id', '=', victim.id)
      .execute();
    const broken = await verifyChain(h.deps.db);
    expect(broken.broken?.id).toBe(victim.id);
    expect(broken.checked).toBe(rows.findIndex((r) => r.id === victim.id));
  });
});

describe('hash chain under concurrent writes', () => {
  // PostgreSQL: two pools of real connections (as two server processes); SQLite serializes writes.
  it('two connection pools appending at once never fork the chain', async () => {
    const fresh = await createHarness();
    const other =
      testDialect === 'postgres'
        ? openDatabase(process.env.TEST_DATABASE_URL as string, {
            searchPath: (
              await fresh.deps.db
                .selectNoFrom((eb) => eb.fn<string>('current_schema').as('s'))
                .executeTakeFirstOrThrow()
            ).s,
            poolSize: 4,
          })
        : { db: fresh.deps.db, close: async () => {} };
    try {
      const before = await verifyChain(fresh.deps.db);
      expect(before.broken).toBeNull();
      const writes = Array.from({ length: 60 }, (_, i) =>
        recordAudit(i % 2 ? fresh.deps.db : other.db, fresh.clock, actor(1, 'admin'), {
          action: 'update',
          entity: 'race',
          entityId: i,
        }),
      );
      await Promise.all(writes);
      const after = await verifyChain(fresh.deps.db);
      expect(after.broken).toBeNull();
      expect(after.checked).toBe(before.checked + 60);
    } finally {
      await other.close();
      await fresh.close();
    }
  });
});
