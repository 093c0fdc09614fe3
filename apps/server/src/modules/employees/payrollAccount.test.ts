import { EMPLOYEE_MSG, EMPLOYER_MSG, PAY_ACCOUNT_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let admin: string;
let viewer: string;

beforeAll(async () => {
  h = await createHarness();
  const v = await h.createUser({
    grants: [
      { key: 'employee_list', view: true },
      { key: 'employee_management', view: true },
    ],
  });
  admin = await h.login('admin', ADMIN_PASSWORD);
  viewer = await h.login(v.username);
});
afterAll(async () => h.close());

const get = (url: string, token = admin) =>
  h.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? auth(token) : {} });
const send = (method: 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
  h.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? auth(token) : {},
    ...(payload !== undefined ? { payload } : {}),
  });

async function createEmployee(): Promise<number> {
  const res = await send('POST', '/employee_list/create');
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

const account = (id: number, extra: Record<string, unknown> = {}) => ({
  employee_id: id,
  sss: '3412345678',
  pay_method: 'Bank',
  bank: 'bpi',
  account_no: '0012345678',
  account_name: 'MARIA L SANTOS',
  ...extra,
});

const row = (id: number) =>
  h.deps.db
    .selectFrom('employees')
    .select(['pay_method', 'bank', 'account_no', 'account_name', 'sss'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('DD=bank', () => {
  it('lists the Philippine banks with their account lengths and file layouts', async () => {
    const res = await get('/dropdown/dropdown_handler?DD=bank');
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<{ code: string | null; name: string; account_lengths?: string }>;
    expect(items[0]).toEqual({ code: null, name: '' });
    const names = items.slice(1).map((b) => b.name);
    for (const name of ['BPI', 'Metrobank', 'Security Bank', 'UCPB', 'BDO', 'Landbank', 'PNB', 'RCBC']) {
      expect(names).toContain(name);
    }
    for (const name of ['China Bank', 'UnionBank', 'EastWest', 'PSBank']) expect(names).toContain(name);
    expect(items.find((b) => b.code === 'bpi')).toMatchObject({ account_lengths: '10', file_layout: 'bpi' });
    expect(items.find((b) => b.code === 'bdo')).toMatchObject({
      account_lengths: '10,12',
      file_layout: 'bdo',
    });
    expect(items.find((b) => b.code === 'landbank')).toMatchObject({ file_layout: 'csv' });
  });
});

describe('PUT updateED with the payroll account', () => {
  it('saves the account beside the government numbers, leading zeros kept, and fetchED returns it', async () => {
    const id = await createEmployee();
    const res = await send(
      'PUT',
      '/employee_management/updateED',
      account(id, { account_no: '0012-345 678' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(EMPLOYEE_MSG.employmentSaved);
    expect(await row(id)).toEqual({
      pay_method: 'Bank',
      bank: 'bpi',
      account_no: '0012345678',
      account_name: 'MARIA L SANTOS',
      sss: '34-1234567-8',
    });
    const [record] = (await get(`/employee_management/fetchED?UID=${id}`, viewer)).json();
    expect(record).toMatchObject({
      pay_method: 'Bank',
      bank: 'bpi',
      bank_name: 'BPI',
      account_no: '0012345678',
      account_name: 'MARIA L SANTOS',
    });
  });

  it('records account changes in the profile history (form 2)', async () => {
    const id = await createEmployee();
    await send('PUT', '/employee_management/updateED', account(id));
    const res = await send(
      'PUT',
      '/employee_management/updateED',
      account(id, { bank: 'bdo', account_no: '000123456789' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().changed).toEqual(expect.arrayContaining(['bank', 'bank_name', 'account_no']));
    const [latest] = (await get(`/employee_management/fetchEmployeeHistory?UID=${id}`)).json();
    expect(latest).toMatchObject({
      form_id: 2,
      changes: {
        bank: { old: 'bpi', new: 'bdo' },
        bank_name: { old: 'BPI', new: 'BDO' },
        account_no: { old: '0012345678', new: '000123456789' },
      },
    });
  });

  it('clears the bank fields for Cash and Cheque', async () => {
    const id = await createEmployee();
    await send('PUT', '/employee_management/updateED', account(id));
    const res = await send('PUT', '/employee_management/updateED', account(id, { pay_method: 'cash' }));
    expect(res.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({
      pay_method: 'Cash',
      bank: null,
      account_no: null,
      account_name: null,
    });
  });

  it.each([
    [{ pay_method: 'Gcash' }, PAY_ACCOUNT_MSG.payMethod],
    [{ bank: '' }, EMPLOYER_MSG.required('Bank')],
    [{ bank: 'nobank' }, PAY_ACCOUNT_MSG.unknownBank],
    [{ account_no: '' }, EMPLOYER_MSG.required('Account Number')],
    [{ account_no: '123456789' }, PAY_ACCOUNT_MSG.accountDigits('BPI', '10')],
    [
      { bank: 'securitybank', account_no: '0012345678' },
      PAY_ACCOUNT_MSG.accountDigits('Security Bank', '13'),
    ],
    [{ bank: 'bdo', account_no: '12345678901' }, PAY_ACCOUNT_MSG.accountDigits('BDO', '10 or 12')],
    [{ account_no: '12345678AB' }, PAY_ACCOUNT_MSG.accountDigits('BPI', '10')],
    [{ account_name: ' ' }, EMPLOYER_MSG.required('Account Name')],
  ])('refuses %j with its message and changes nothing', async (extra, message) => {
    const id = await createEmployee();
    await send('PUT', '/employee_management/updateED', account(id));
    const before = await row(id);
    const history = await h.deps.db
      .selectFrom('employee_history')
      .select('id')
      .where('employee_id', '=', id)
      .execute();
    const res = await send('PUT', '/employee_management/updateED', account(id, { ...extra, sss: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await row(id)).toEqual(before);
    const after = await h.deps.db
      .selectFrom('employee_history')
      .select('id')
      .where('employee_id', '=', id)
      .execute();
    expect(after).toHaveLength(history.length);
  });

  it('needs employee_management update (403) and a token (401)', async () => {
    const id = await createEmployee();
    expect((await send('PUT', '/employee_management/updateED', account(id), viewer)).statusCode).toBe(403);
    expect((await send('PUT', '/employee_management/updateED', account(id), '')).statusCode).toBe(401);
    expect(await row(id)).toMatchObject({ pay_method: null, account_no: null });
  });
});
