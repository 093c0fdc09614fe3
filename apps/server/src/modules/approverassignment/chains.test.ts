/** Approval chain management (issue 27 §1): /approverAssignment/chains, and a pending application keeps its chain. */
import { CHAIN_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { ALL, linkedUser, typeId } from '../applications/testFixtures.ts';

let h: Harness;
type U = Awaited<ReturnType<typeof linkedUser>>;
let admin: string;
let sup: U;
let hr: U;
let plain: U;
let overtime: number;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  const grants = [{ key: 'applicationsapproval' as const, ...ALL }];
  sup = await linkedUser(h, grants, { approver: true });
  hr = await linkedUser(h, grants, { approver: true });
  plain = await linkedUser(h, [{ key: 'applications', ...ALL }]);
  overtime = await typeId(h, 'Overtime');
});
afterAll(async () => h.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/api/approverAssignment/${url}`,
    ...(token ? { headers: auth(token) } : {}),
    ...(payload ? { payload } : {}),
  });
const body = (over: Record<string, unknown> = {}) => ({
  name: 'Overtime: supervisor then HR',
  application_type_id: overtime,
  company_id: null,
  department_id: null,
  levels: [
    { mode: 'any', approver_ids: [sup.employeeId] },
    { mode: 'all', approver_ids: [hr.employeeId] },
  ],
  ...over,
});
const chainRows = async () => {
  const [c, l] = await Promise.all([
    h.deps.db.selectFrom('approval_chains').selectAll().execute(),
    h.deps.db.selectFrom('approval_chain_levels').selectAll().execute(),
  ]);
  return { chains: c.length, levels: l.length };
};
const nameOf = async (id: number) => {
  const e = await h.deps.db
    .selectFrom('employees')
    .select(['first_name', 'last_name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return `${e.last_name}, ${e.first_name}`;
};

describe('approval chains API', () => {
  let chainId: number;

  it('creates and lists a chain with its ordered levels and approver names', async () => {
    const res = await send('POST', 'chains/create', admin, body());
    expect(res.statusCode).toBe(200);
    chainId = res.json().id;
    const list = await send('GET', 'chains', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: chainId,
        name: 'Overtime: supervisor then HR',
        application_type_id: overtime,
        application_type: 'Overtime',
        company_id: null,
        department_id: null,
        levels: [
          {
            level: 1,
            mode: 'any',
            approvers: [{ employee_id: sup.employeeId, name: await nameOf(sup.employeeId) }],
          },
          {
            level: 2,
            mode: 'all',
            approvers: [{ employee_id: hr.employeeId, name: await nameOf(hr.employeeId) }],
          },
        ],
      }),
    ]);
  });

  it('refuses bad chains with 400/409 and writes nothing', async () => {
    const before = await chainRows();
    const cases: [object, number, string][] = [
      [body({ levels: [] }), 400, CHAIN_MSG.levelsRequired],
      [body({ name: '  ' }), 400, CHAIN_MSG.nameRequired],
      [
        body({
          levels: [
            { mode: 'any', approver_ids: [sup.employeeId] },
            { mode: 'any', approver_ids: [] },
          ],
        }),
        400,
        CHAIN_MSG.approversRequired(2),
      ],
      [
        body({ levels: [{ mode: 'any', approver_ids: [plain.employeeId] }] }),
        400,
        CHAIN_MSG.notApprover(await nameOf(plain.employeeId)),
      ],
      [
        body({ levels: [{ mode: 'all', approver_ids: [sup.employeeId, sup.employeeId] }] }),
        400,
        CHAIN_MSG.duplicateApprover(1),
      ],
      [body({ application_type_id: 999_999 }), 400, CHAIN_MSG.unknownType],
      [body({ company_id: 999_999 }), 400, CHAIN_MSG.unknownCompany],
      [body({ name: 'Same scope' }), 409, CHAIN_MSG.duplicateScope],
    ];
    for (const [payload, code, error] of cases) {
      const res = await send('POST', 'chains/create', admin, payload);
      expect([res.statusCode, res.json().error ?? res.json().message]).toEqual([
        code,
        expect.stringContaining(error),
      ]);
    }
    expect(await chainRows()).toEqual(before);
    // Another scope is fine: every type of one company.
    const wide = await send(
      'POST',
      'chains/create',
      admin,
      body({ name: 'Company', application_type_id: null, company_id: sup.org.company_id }),
    );
    expect(wide.statusCode).toBe(200);
    const clash = await send('PUT', 'chains/update', admin, { ...body(), id: wide.json().id });
    expect(clash.statusCode).toBe(409);
    expect((await send('DELETE', `chains/delete?id=${wide.json().id}`, admin)).statusCode).toBe(200);
    expect(await chainRows()).toEqual(before);
  });

  it('guards: 401 without a token, 403 without the permission', async () => {
    expect((await send('GET', 'chains')).statusCode).toBe(401);
    const other = await h.createUser({ grants: [{ key: 'approverassignment', view: true }] });
    const token = await h.login(other.username);
    expect((await send('GET', 'chains', token)).statusCode).toBe(200);
    expect((await send('POST', 'chains/create', token, body({ application_type_id: null }))).statusCode).toBe(
      403,
    );
    expect((await send('PUT', 'chains/update', token, { ...body(), id: chainId })).statusCode).toBe(403);
    expect((await send('DELETE', `chains/delete?id=${chainId}`, token)).statusCode).toBe(403);
    expect((await send('GET', 'chains', sup.token)).statusCode).toBe(403);
    expect(await chainRows()).toEqual({ chains: 1, levels: 2 });
  });

  it('editing a chain leaves a pending application on the chain it was filed under', async () => {
    const filed = await h.app.inject({
      method: 'POST',
      url: '/api/applications/create',
      headers: auth(plain.token),
      payload: {
        application_type_id: overtime,
        effective_date: '2026-11-02',
        start_time: '18:00',
        end_time: '20:00',
        particulars: 'Month-end close',
        approver_employee_id: sup.employeeId,
      },
    });
    expect(filed.statusCode).toBe(200);
    const logNo = filed.json().log_nos[0] as number;
    // The chain now has HR alone at level 1.
    const edited = await send('PUT', 'chains/update', admin, {
      ...body({ levels: [{ mode: 'any', approver_ids: [hr.employeeId] }] }),
      id: chainId,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().levels).toHaveLength(1);
    const trail = async () =>
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/applications/trail?log_no=${logNo}`,
          headers: auth(plain.token),
        })
      ).json();
    expect((await trail()).waiting).toEqual({
      level: 1,
      mode: 'any',
      approvers: [{ employee_id: sup.employeeId, name: await nameOf(sup.employeeId) }],
    });
    const decide = (who: U) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/applicationsApproval/approve',
        headers: auth(who.token),
        payload: { log_no: logNo, remarks: 'ok' },
      });
    expect((await decide(hr)).statusCode).toBe(400);
    expect((await decide(sup)).statusCode).toBe(200);
    expect((await trail()).waiting.level).toBe(2);
    // Deleting the chain does not touch it either.
    expect((await send('DELETE', `chains/delete?id=${chainId}`, admin)).statusCode).toBe(200);
    expect((await send('DELETE', `chains/delete?id=${chainId}`, admin)).statusCode).toBe(404);
    expect((await decide(hr)).statusCode).toBe(200);
    expect((await trail()).approval_status).toBe('Approved');
    expect(await chainRows()).toEqual({ chains: 0, levels: 0 });
  });
});
