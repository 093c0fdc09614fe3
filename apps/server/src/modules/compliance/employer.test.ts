import { EMPLOYER_MSG, MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let admin: string;
let viewer: string;
let updater: string;
let noAccess: string;
let companyId: number;

beforeAll(async () => {
  h = await createHarness();
  const v = await h.createUser({ grants: [{ key: 'compliance', view: true }] });
  const u = await h.createUser({ grants: [{ key: 'compliance', update: true }] });
  const n = await h.createUser({ grants: [{ key: 'bugreport', view: true }] });
  admin = await h.login('admin', ADMIN_PASSWORD);
  viewer = await h.login(v.username);
  updater = await h.login(u.username);
  noAccess = await h.login(n.username);
  const c = await h.deps.db
    .insertInto('companies')
    .values({ name: 'Acme Trading', created_at: h.clock.now().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  companyId = c.id;
});
afterAll(async () => h.close());

const get = (query: string, token = admin) =>
  h.app.inject({ method: 'GET', url: `/api/compliance/employer${query}`, headers: token ? auth(token) : {} });
const put = (payload: object, token = admin) =>
  h.app.inject({
    method: 'PUT',
    url: '/api/compliance/employer',
    headers: token ? auth(token) : {},
    payload,
  });

const valid = () => ({
  company_id: companyId,
  registered_name: 'ACME TRADING CORPORATION',
  address: '12 Ayala Ave, Makati City',
  zip: '1226',
  tin: '123456789',
  branch_code: '0000',
  rdo_code: '50',
  sss_er_no: '0312345678',
  sss_branch: '',
  philhealth_pen: '012345678901',
  pagibig_er_id: '2012 3456 7890',
  contact_no: '+63 2 8123 4567',
  email: 'payroll@acme.ph',
  signatory_name: 'Maria Santos',
  signatory_position: 'HR Manager',
});

const stored = () =>
  h.deps.db.selectFrom('company_employer').selectAll().where('company_id', '=', companyId).executeTakeFirst();

describe('GET /compliance/employer', () => {
  it('gives the company with empty details before the first save, SSS branch 000', async () => {
    const res = await get(`?company_id=${companyId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      company_id: companyId,
      company: 'Acme Trading',
      registered_name: null,
      tin: null,
      sss_branch: '000',
      updated_at: null,
    });
  });

  it('answers 400 for a bad company_id and 404 for an unknown company', async () => {
    const bad = await get('?company_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(EMPLOYER_MSG.badCompanyId);
    expect((await get('')).statusCode).toBe(400);
    const missing = await get('?company_id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(EMPLOYER_MSG.companyNotFound);
  });

  it('needs compliance view (403) and a token (401)', async () => {
    expect((await get(`?company_id=${companyId}`, noAccess)).statusCode).toBe(403);
    expect((await get(`?company_id=${companyId}`, updater)).statusCode).toBe(403);
    expect((await get(`?company_id=${companyId}`, '')).statusCode).toBe(401);
    expect((await get(`?company_id=${companyId}`, viewer)).statusCode).toBe(200);
  });
});

describe('PUT /compliance/employer', () => {
  it('refuses without compliance update (403) or a token (401) and writes nothing', async () => {
    expect((await put(valid(), viewer)).statusCode).toBe(403);
    expect((await put(valid(), noAccess)).statusCode).toBe(403);
    expect((await put(valid(), '')).statusCode).toBe(401);
    expect(await stored()).toBeUndefined();
  });

  it.each([
    ['registered_name', '', EMPLOYER_MSG.required('Registered Name')],
    ['registered_name', 'x'.repeat(201), EMPLOYER_MSG.tooLong('Registered Name', 200)],
    ['zip', '12345', EMPLOYER_MSG.digits('ZIP Code', '4', '1226')],
    ['tin', '123-456-789-000', EMPLOYER_MSG.digits('TIN', '9', '123-456-789')],
    ['branch_code', '000', EMPLOYER_MSG.digits('Branch Code', '4 or 5', '0000')],
    ['rdo_code', 'ABCD', EMPLOYER_MSG.rdo],
    ['sss_er_no', '03123456', EMPLOYER_MSG.digits('SSS Employer Number', '10', '03-1234567-8')],
    ['sss_branch', '1', EMPLOYER_MSG.digits('SSS Branch', '3', '000')],
    ['philhealth_pen', '0123456789', EMPLOYER_MSG.digits('PhilHealth PEN', '12', '01-234567890-1')],
    ['pagibig_er_id', '121098765432', EMPLOYER_MSG.pagibigEmployer],
    ['pagibig_er_id', '2012', EMPLOYER_MSG.pagibigEmployer],
    ['email', 'payroll@', EMPLOYER_MSG.email],
    ['contact_no', 'call me', EMPLOYER_MSG.contact],
  ])('refuses %s %j with a message naming the field, writing nothing', async (field, value, message) => {
    const res = await put({ ...valid(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await stored()).toBeUndefined();
  });

  it('refuses a bad or unknown company_id without writing', async () => {
    const bad = await put({ ...valid(), company_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(EMPLOYER_MSG.badCompanyId);
    expect((await put({ ...valid(), company_id: 999999 })).statusCode).toBe(404);
    expect(await h.deps.db.selectFrom('company_employer').selectAll().execute()).toEqual([]);
  });

  it('saves the details with every number dashed, SSS branch 000 by default, and an audit entry', async () => {
    const res = await put(valid(), updater);
    expect(res.statusCode).toBe(200);
    const expected = {
      company_id: companyId,
      registered_name: 'ACME TRADING CORPORATION',
      zip: '1226',
      tin: '123-456-789',
      branch_code: '0000',
      rdo_code: '050',
      sss_er_no: '03-1234567-8',
      sss_branch: '000',
      philhealth_pen: '01-234567890-1',
      pagibig_er_id: '2012-3456-7890',
      email: 'payroll@acme.ph',
      signatory_position: 'HR Manager',
    };
    expect(res.json()).toMatchObject({ message: EMPLOYER_MSG.saved, data: expected });
    expect(await stored()).toMatchObject(expected);
    expect((await get(`?company_id=${companyId}`, viewer)).json()).toMatchObject(expected);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('entity', '=', 'company_employer')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}').new.tin).toBe('123-456-789');
  });

  it('updates the row in place: a 5-digit branch, a letter RDO, and no change answers No changes', async () => {
    const res = await put({ ...valid(), branch_code: '00001', rdo_code: '21a', sss_branch: '002' });
    expect(res.statusCode).toBe(200);
    expect(await stored()).toMatchObject({ branch_code: '00001', rdo_code: '021A', sss_branch: '002' });
    const again = await put({ ...valid(), branch_code: '00001', rdo_code: '21A', sss_branch: '002' });
    expect(again.json().message).toBe(MSG.noChanges);
    expect(await h.deps.db.selectFrom('company_employer').selectAll().execute()).toHaveLength(1);
  });

  it('keeps the saved details when a later save is refused', async () => {
    const before = await stored();
    expect((await put({ ...valid(), tin: '12' })).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });
});
