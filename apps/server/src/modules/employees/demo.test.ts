import {
  manilaToday,
  validateEmployerDetails,
  validateEmploymentDetails,
  validatePersonalInfo,
} from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/demo.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { bankOptions } from './repository.ts';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness({ psgc: true });
  await seedDemo(h.deps.db, h.clock);
  await seedDemo(h.deps.db, h.clock); // idempotent
  admin = await h.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => h.close());

describe('demo employees', () => {
  it('has 50 employees, each complete and valid by the rules the forms use', async () => {
    const list = (
      await h.app.inject({ method: 'GET', url: '/api/employee_list/fetch', headers: auth(admin) })
    ).json();
    expect(list).toHaveLength(50);
    const today = manilaToday(h.clock.now());
    const banks = await bankOptions(h.deps.db);
    for (const { employee_id: id } of list) {
      const [personal] = (
        await h.app.inject({
          method: 'GET',
          url: `/api/employee_management/fetchEPI?UID=${id}`,
          headers: auth(admin),
        })
      ).json();
      const [employment] = (
        await h.app.inject({
          method: 'GET',
          url: `/api/employee_management/fetchED?UID=${id}`,
          headers: auth(admin),
        })
      ).json();
      const p = validatePersonalInfo(personal, today);
      expect(p.ok, `${personal.employee_code} ${JSON.stringify(p)}`).toBe(true);
      const e = validateEmploymentDetails(employment, banks);
      expect(e.ok, `${personal.employee_code} ${JSON.stringify(e)}`).toBe(true);
      for (const field of [
        'date_of_birth',
        'gender',
        'civil_status',
        'region',
        'province',
        'city',
        'barangay',
        'email',
        'mobile_number',
      ]) {
        expect(personal[field], `${personal.employee_code} ${field}`).not.toBeNull();
      }
      for (const field of [
        'company',
        'department',
        'designation',
        'salary_group',
        'w_tax_group',
        'benefits_group',
        'tin',
        'sss',
        'pagibig',
        'philhealth',
        'day_rate',
        'status_descr',
        'pay_period',
      ]) {
        expect(employment[field], `${personal.employee_code} ${field}`).not.toBeNull();
      }
    }
  });

  it('gives six employees accounts, three of them approvers, besides the foundation users', async () => {
    const accounts = await h.deps.db
      .selectFrom('users as u')
      .innerJoin('employees as e', 'e.id', 'u.employee_id')
      .select(['u.username', 'e.employee_code', 'e.is_approver', 'u.approval_status'])
      .execute();
    expect(accounts.map((a) => a.username)).toEqual(
      expect.arrayContaining(['hr.manager', 'payroll.officer', 'employee', 'LVillanueva', 'RTorres', 'TGo']),
    );
    expect(accounts).toHaveLength(9);
    const approvers = accounts.filter((a) => a.is_approver === 1).map((a) => a.employee_code);
    expect(approvers).toEqual(expect.arrayContaining(['00001', '00005', '00008', '00031']));
  });
});

describe('demo employee records', () => {
  it('gives every demo employee a school, an emergency contact and downloadable documents, once', async () => {
    const list = (
      await h.app.inject({ method: 'GET', url: '/api/employee_list/fetch', headers: auth(admin) })
    ).json() as { employee_id: number }[];
    for (const { employee_id: id } of list) {
      const get = async (path: string) =>
        (
          await h.app.inject({
            method: 'GET',
            url: `/api/employee_management/${path}?UID=${id}`,
            headers: auth(admin),
          })
        ).json();
      expect(await get('fetchEB')).toHaveLength(1);
      expect(await get('fetchEC')).toHaveLength(1);
      const documents = (await get('fetchFD')) as { document_type: string; filepath: string }[];
      expect(documents.map((d) => d.document_type).sort()).toEqual(['Employment Contract', 'TIN ID']);
    }
    const first = list[0]!.employee_id;
    const [doc] = (
      await h.app.inject({
        method: 'GET',
        url: `/api/employee_management/fetchFD?UID=${first}`,
        headers: auth(admin),
      })
    ).json() as { filepath: string }[];
    const download = await h.app.inject({
      method: 'GET',
      url: `/api/employee_management/downloadFD?path=${encodeURIComponent(doc!.filepath)}`,
      headers: auth(admin),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('demo payroll accounts and employer details (issue 16)', () => {
  it('pays most employees by bank with an account of the bank length, the rest in cash or by cheque', async () => {
    const rows = await h.deps.db
      .selectFrom('employees')
      .select(['pay_method', 'bank', 'account_no'])
      .where('employee_code', 'is not', null)
      .execute();
    const methods = new Set(rows.map((r) => r.pay_method));
    expect([...methods].sort()).toEqual(['Bank', 'Cash', 'Cheque']);
    const banked = rows.filter((r) => r.pay_method === 'Bank');
    expect(banked.length).toBeGreaterThan(30);
    expect(banked.some((r) => r.account_no?.startsWith('0'))).toBe(true);
    for (const r of banked) expect(r.account_no).toMatch(r.bank === 'bpi' ? /^\d{10}$/ : /^\d{12}$/);
  });

  it('gives both demo companies employer details the employer form accepts', async () => {
    const rows = await h.deps.db.selectFrom('company_employer').selectAll().execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const result = validateEmployerDetails(row);
      expect(result.ok, JSON.stringify(result)).toBe(true);
      if (result.ok) expect(result.values.tin).toBe(row.tin);
    }
  });
});
