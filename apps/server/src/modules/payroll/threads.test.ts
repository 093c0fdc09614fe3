/**
 * Issue 28 §2: the payroll engine on worker threads gives the same rows and the same payslips as
 * the request's own thread. The demo company's current period (Pending, with schedules, timesheets,
 * applications, earnings, deductions and loans) is fetched with the pool off and with the pool
 * forced on (threshold 1, chunks of 2 so every worker gets several), then processed on the pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureEnginePool } from '../../platform/engine/pool.ts';
import { demoHarness } from '../../test/demoHarness.ts';
import { auth, type Harness } from '../../test/harness.ts';
import { demoPeriods } from './demo.ts';

let h: Harness;
let admin: string;
let companyId: number;
const { current } = demoPeriods('2026-11-21'); // the harness clock's date
const start = current;
const end = '2026-11-30';

beforeAll(async () => {
  ({ h, admin, companyId } = await demoHarness());
});
afterAll(async () => {
  await configureEnginePool({});
  await h.close();
});

type Row = { employee_id: number; status: string; net_pay: number; gross_pay: number; error: string | null };

const fetchRows = async () => {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/payroll/fetch?company_id=${companyId}&pay_period=Semi-monthly&start_date=${start}&end_date=${end}`,
    headers: auth(admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Row[];
};

describe('payroll engine on worker threads', () => {
  it('fetch answers the same rows on two worker threads as in-thread', async () => {
    await configureEnginePool({ threads: 0 });
    const inThread = await fetchRows();
    const pending = inThread.filter((r) => r.status === 'Pending' && r.error === null);
    expect(pending.length).toBeGreaterThan(4);
    expect(pending.every((r) => r.gross_pay > 0)).toBe(true);
    await configureEnginePool({ threads: 2, threshold: 1, chunk: 2 });
    expect(await fetchRows()).toEqual(inThread);
  });

  it('process on the worker threads stores the payslips the in-thread fetch showed', async () => {
    await configureEnginePool({ threads: 0 });
    const shown = (await fetchRows()).filter((r) => r.status === 'Pending' && r.error === null);
    await configureEnginePool({ threads: 2, threshold: 1, chunk: 2 });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/payroll/create',
      headers: auth(admin),
      payload: { employee_ids: shown.map((r) => r.employee_id), start_date: start, end_date: end },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await fetchRows();
    for (const row of shown) {
      const stored = after.find((r) => r.employee_id === row.employee_id);
      expect(stored?.status).toBe('Processed');
      expect(stored?.net_pay).toBe(row.net_pay);
      expect(stored?.gross_pay).toBe(row.gross_pay);
    }
  });
});
