/**
 * The payroll fetch's reads one by one, in process, on a database bench/payroll/run.ts seeded with
 * --data-dir (SQLite) or BENCH_DATABASE_URL + --reuse: each read's wall time for every employee of the
 * bench company, 2,000 ids a batch as Calculate reads them (issue 28 §4, helper fetchcpu).
 *   npx tsx bench/payroll/reads.ts --data-dir /tmp/payroll-data [--runs 3]
 */
import path from 'node:path';
import { daysReadFrom } from '@sahod/payroll';
import { loadConfig } from '../../apps/server/src/config.ts';
import {
  earningsGroups,
  payInputsForPeriod,
} from '../../apps/server/src/modules/earningsdeductions/payrollInputs.ts';
import { dayRecords } from '../../apps/server/src/modules/payroll/days.ts';
import {
  gatherInputs,
  orderedPayrollEmployeeIds,
  payrollEmployees,
} from '../../apps/server/src/modules/payroll/inputs.ts';
import { allShifts } from '../../apps/server/src/modules/shiftsmanagement/repository.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { arg } from '../lib/seed.ts';
import { benchEnv } from '../lib/server.ts';

const RUNS = arg('runs', 3);
const i = process.argv.indexOf('--data-dir');
const env = benchEnv(5599, process.env.BENCH_DATABASE_URL).env;
if (i > 0) env.HRIS_DATA_DIR = path.resolve(process.argv[i + 1] as string);
const prepared = await prepare(loadConfig(env), systemClock);
const db = prepared.deps.db;
const filter = { pay_period: 'Semi-monthly' as const };
const ids = await orderedPayrollEmployeeIds(db, filter);
const [START, END] = ['2026-11-01', '2026-11-15'];
const FROM = daysReadFrom(START, END); // what gatherInputs reads
const shifts = await allShifts(db);
const earnings = await earningsGroups(db, START, END);
const times: Record<string, number[]> = {};
async function timed(name: string, run: (batch: number[]) => Promise<unknown>) {
  const started = performance.now();
  for (let b = 0; b < ids.length; b += 2000) await run(ids.slice(b, b + 2000));
  times[name] = [...(times[name] ?? []), Math.round(performance.now() - started)];
}
for (let r = 0; r < RUNS; r++) {
  await timed('employees', (batch) => payrollEmployees(db, { ...filter, ids: batch }));
  await timed('days', (batch) => dayRecords(db, batch, FROM, END, shifts));
  await timed('pay', (batch) => payInputsForPeriod(db, batch, START, END, earnings));
  await timed('gatherInputs', (batch) =>
    gatherInputs(db, batch, START, END, undefined, { shifts, earnings }),
  );
}
console.log(JSON.stringify({ employees: ids.length, ms: times }));
await prepared.database.close();
