/**
 * Where the alphalist's time goes, in process (issue 28 §4): seeds N employees' year once into
 * HRIS_DATA_DIR (or DATABASE_URL) unless it holds them already, then times each step of the
 * alphalist (the year's load, the entries, the DAT file, the JSON answer) and the whole calls.
 *   HRIS_DATA_DIR=/tmp/x npx tsx bench/yearend/alphalistSteps.ts [--employees 20000] [--runs 2]
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../apps/server/src/config.ts';
import { loadYear } from '../../apps/server/src/modules/compliance/bir2316/figures.ts';
import { alphalist } from '../../apps/server/src/modules/compliance/bir2316/service.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { seedYearOfPayslips } from './seed.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const EMPLOYEES = arg('employees', 20_000);
const RUNS = arg('runs', 2);
const YEAR = 2026;

const prepared = await prepare(loadConfig(process.env), systemClock);
const db = prepared.deps.db;
let company = await db
  .selectFrom('company_employer')
  .select('company_id')
  .where('registered_name', '=', 'BENCH YEAR-END CORPORATION')
  .executeTakeFirst();
if (!company) {
  const t0 = performance.now();
  const seeded = await seedYearOfPayslips(db, {
    employees: EMPLOYEES,
    year: YEAR,
    employer: true,
    thirteenth: true,
  });
  console.log(`seeded ${EMPLOYEES} in ${Math.round(performance.now() - t0)} ms`);
  company = { company_id: seeded.companyId };
}
const companyId = company.company_id;
const actor = { userId: 1, username: 'admin' } as never;
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
async function timed<T>(label: string, f: () => Promise<T>): Promise<T> {
  const w = performance.now();
  const c = cpu();
  const out = await f();
  console.log(`${label}: ${Math.round(performance.now() - w)} ms wall, ${Math.round(cpu() - c)} ms cpu`);
  return out;
}
for (let r = 0; r < RUNS; r++) {
  await timed('loadYear', () => loadYear(prepared.deps, companyId, YEAR));
  const q = { company_id: String(companyId), period: String(YEAR) };
  await timed('alphalist json', () => alphalist(prepared.deps, actor, q));
  await timed('alphalist file', () => alphalist(prepared.deps, actor, { ...q, format: 'file' }));
}
await prepared.database.close();
