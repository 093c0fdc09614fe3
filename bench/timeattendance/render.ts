/**
 * Browser benchmark of the weekly grids: 1,000 Active employees with a shift on every day of this
 * week and the next (and timesheet records), the built web app served by the real server, driven
 * by Playwright in Chromium. For the Shifts Schedule and the Timesheet it times a week switch
 * (Next / Previous, alternating): from the click to the frame where the grid's first row shows the
 * new week's loaded cells (request, parse and render; rows are virtualised). Prints one JSON line
 * with the median and p95. Target: under 500 ms. Build the web app first (npm run build -w apps/web).
 *   npx tsx bench/timeattendance/render.ts [--employees 1000] [--switches 10]
 */
import os from 'node:os';
import { chromium } from 'playwright';
import { loadConfig } from '../../apps/server/src/config.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { addDaysIso, manilaDateOf, weekStartOf } from '../../packages/shared/src/index.ts';
import { BENCH_PASSWORD, benchEnv, startServer } from '../lib/server.ts';
import { generate } from './data.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const EMPLOYEES = arg('employees', 1000);
const SWITCHES = arg('switches', 10);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  const round = (v: number) => Math.round(v * 10) / 10;
  return { median_ms: round(at(0.5)), p95_ms: round(at(0.95)), runs: sorted.length };
}

const monday = weekStartOf(manilaDateOf(new Date()));
const dates = Array.from({ length: 14 }, (_, i) => addDaysIso(monday, i));
const bench = benchEnv(arg('port', 5387), undefined);
const prepared = await prepare(loadConfig(bench.env), systemClock);
await generate(prepared.deps.db, EMPLOYEES, dates);
await prepared.database.close();
const server = await startServer(bench);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(`${server.base}/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/home|changelog/);
  const results: Record<string, unknown> = {};
  for (const [name, path] of [
    ['shiftsSchedule', '/timeattendance/shiftsSchedule'],
    ['timesheet', '/timeattendance/timesheet'],
  ] as const) {
    await page.goto(`${server.base}${path}`);
    await page.waitForSelector('[role=gridcell]');
    const samples: number[] = [];
    for (let i = 0; i < SWITCHES + 2; i++) {
      const forward = i % 2 === 0;
      const target = forward ? addDaysIso(monday, 7) : monday;
      // A string, not a function: tsx would wrap a function with helpers the page does not have.
      const ms = (await page.evaluate(`new Promise((resolve) => {
        const started = performance.now();
        [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === '${forward ? 'Next' : 'Previous'}').click();
        const check = () => {
          const label = document.querySelector('[role=gridcell]')?.getAttribute('aria-label') ?? '';
          const shown = label.split(': ')[1] ?? '';
          // Loaded: the first cell is the new week's Monday and shows its data, not an empty cell.
          if (label.includes('${target}') && shown !== '' && !shown.includes('No Shift Assigned') && !shown.includes('No record')) {
            resolve(performance.now() - started);
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      })`)) as number;
      if (i >= 2) samples.push(ms); // the first two switches warm the code paths and caches
    }
    results[name] = stats(samples);
  }
  const medians = Object.values(results).map((r) => (r as { median_ms: number }).median_ms);
  console.log(
    JSON.stringify({
      bench: 'timeattendance-render',
      employees: EMPLOYEES,
      target_ms: 500,
      cpus: os.cpus().length,
      ...results,
      target_met: medians.every((m) => m < 500),
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
process.exit(0);
