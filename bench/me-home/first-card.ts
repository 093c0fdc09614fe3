/**
 * Home, the dashboard (issue 26 §2): when the first card shows its figures, measured from the
 * sign-in. The demo server (its own process) and Chromium (CHROME_PATH, default /usr/bin/chromium)
 * with the network of Lighthouse's desktop preset made real: its simulated 40 ms round trip and
 * 10 Mbit/s, turned into DevTools throttling by Lighthouse's own factors (latency x 3.75 = 150 ms a
 * request, throughput x 0.9), no CPU slowdown. Per run, in a fresh browser context (empty cache):
 *   - signIn: the login page is loaded, the demo user's name and password typed; from the Login
 *     click to the first card painted with its figures (the login request, the signed-in frame's
 *     and Home's code and styles, the cards' requests);
 *   - coldHome: a signed-in user opens /home (the token in localStorage, cold cache); from the
 *     navigation's start to the first card painted.
 * "Painted with its figures" is seen by the page itself, independent of the app's code: an observer
 * (installed before any script) waits for a card (`.mantine-Card-root`) whose content has arrived
 * (more than its header, no loader or skeleton in it), then takes the time after the next frame
 * (requestAnimationFrame, then a task: the frame holding it has been painted). Also reads the
 * layout shifts of the page (the CLS of the load), the server's CPU time (/proc) over the run and
 * the load average. Medians of --runs (default 3).
 *   npm run build -w apps/web && npx tsx bench/me-home/first-card.ts [--runs 3] [--port 5297] [--user payroll.officer] [--latency 150] [--kbps 9216]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { type BrowserContext, chromium } from '@playwright/test';
import { benchEnv, waitFor } from '../lib/server.ts';

const option = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const RUNS = Number(option('runs', '3'));
const PORT = Number(option('port', '5297'));
const USER = option('user', 'payroll.officer');
const LATENCY_MS = Number(option('latency', '150'));
const KBPS = Number(option('kbps', '9216'));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEMO_PASSWORD = 'Sahod#2026demo';
const TICKS_PER_S = 100;

/** The page's own observer: the first card with its content, painted; and the layout shifts. */
const OBSERVER = `(() => {
  const w = window;
  w.__firstCard = null;
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) w.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('submit', () => { w.__signInAt = performance.now(); }, true);
  const loaded = (card) =>
    card.children.length >= 2 && !card.querySelector('.mantine-Loader-root, .mantine-Skeleton-root');
  const check = () => {
    if (w.__firstCard !== null || w.__pending) return;
    if (![...document.querySelectorAll('.mantine-Card-root')].some(loaded)) return;
    w.__pending = true;
    requestAnimationFrame(() => setTimeout(() => { w.__firstCard = performance.now(); }, 0));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

function serverCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime: fields 14 and 15 of stat, 12 and 13 after the command's closing parenthesis.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

const round = (n: number) => Math.round(n);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

const { env, dataDir } = benchEnv(PORT, undefined);
const server: ChildProcess = spawn(
  process.execPath,
  ['--import', 'tsx', 'apps/server/src/main.ts', '--demo'],
  {
    env,
    stdio: 'ignore',
  },
);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
try {
  const base = `http://localhost:${PORT}`;
  await waitFor(`${base}/api/ping`, 300_000);
  const throttle = async (context: BrowserContext) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: (KBPS * 1024) / 8,
      uploadThroughput: (KBPS * 1024) / 8,
    });
    await context.addInitScript(OBSERVER);
    return page;
  };
  const firstCard = async (page: Awaited<ReturnType<typeof throttle>>) => {
    await page.waitForFunction(
      () => (window as unknown as { __firstCard: number | null }).__firstCard !== null,
      {
        timeout: 60_000,
        polling: 50,
      },
    );
    // The cards that arrive after the first one, and any shift they cause, within 3 s.
    await page.waitForTimeout(3000);
    return page.evaluate(() => {
      const w = window as unknown as { __firstCard: number; __signInAt?: number; __cls: number };
      // When the sign-in answered (the password checked, the user signed in).
      const login = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('/api/auth/login')) as PerformanceResourceTiming | undefined;
      return {
        firstCard: w.__firstCard,
        signInAt: w.__signInAt ?? 0,
        signedInAt: login?.responseEnd ?? 0,
        cls: w.__cls,
      };
    });
  };
  // A warm-up of the server (its first requests compile statements and load modules), not timed.
  {
    const context = await browser.newContext();
    const page = await throttle(context);
    await page.goto(`${base}/`);
    await page.locator('input[autocomplete="username"]').fill(USER);
    await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await firstCard(page);
    await context.close();
  }
  const loadAverageBefore = loadAverage();
  const runs: {
    signInMs: number;
    signedInMs: number;
    coldHomeMs: number;
    signInCls: number;
    coldHomeCls: number;
    serverCpuMs: number;
  }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cpuBefore = serverCpuMs(server.pid as number);
    // Signing in on the login page.
    const signIn = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    const page = await throttle(signIn);
    await page.goto(`${base}/`);
    await page.locator('input[autocomplete="username"]').fill(USER);
    await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    const a = await firstCard(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await signIn.close();
    // Opening /home signed in, with an empty cache.
    const cold = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    const home = await throttle(cold);
    await home.goto(`${base}/api/ping`);
    await home.evaluate((t) => localStorage.setItem('token', t ?? ''), token);
    await home.goto(`${base}/home`);
    const b = await firstCard(home);
    await cold.close();
    runs.push({
      signInMs: round(a.firstCard - a.signInAt),
      signedInMs: round(a.firstCard - a.signedInAt),
      coldHomeMs: round(b.firstCard),
      signInCls: Math.round(a.cls * 1000) / 1000,
      coldHomeCls: Math.round(b.cls * 1000) / 1000,
      serverCpuMs: round(serverCpuMs(server.pid as number) - cpuBefore),
    });
  }
  console.log(
    JSON.stringify({
      bench: 'home first card',
      preset: `desktop network (${LATENCY_MS} ms latency a request, ${KBPS} kbit/s), no CPU slowdown, 1350x940, signed in as the demo's ${USER}`,
      runs: RUNS,
      signInToFirstCardMs: median(runs.map((r) => r.signInMs)),
      signedInToFirstCardMs: median(runs.map((r) => r.signedInMs)),
      coldHomeFirstCardMs: median(runs.map((r) => r.coldHomeMs)),
      cls: Math.max(...runs.map((r) => Math.max(r.signInCls, r.coldHomeCls))),
      serverCpuMsPerRun: median(runs.map((r) => r.serverCpuMs)),
      each: runs,
      loadAverageBefore,
      loadAverage: loadAverage(),
    }),
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
