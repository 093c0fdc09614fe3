/**
 * My Sahod Home on a phone after sign-in (issue 24 §3): Lighthouse's mobile preset (simulated slow
 * 4G, 4x CPU slowdown) on /me of the demo's employee, three runs, median reported. Chromium runs
 * with a remote debugging port; the employee's token is put in localStorage from a page that loads
 * nothing else (/api/ping), so each run is a cold load of the signed-in Home (the HTTP cache,
 * service worker and cache storage are cleared before each run). Prints one JSON line.
 *   npm run build -w apps/web && npx tsx bench/me-home/run.ts [--runs 3] [--port 5295] [--scripts] [--keep DIR]
 * Home, the dashboard (issue 26 §2: the first card within 1 s of sign-in on the desktop preset):
 *   npx tsx bench/me-home/run.ts --path /home --user payroll.officer --desktop
 * Needs Chromium (CHROME_PATH, default /usr/bin/chromium) and fetches lighthouse@12 through npx.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { benchEnv, waitFor } from '../lib/server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 3);
const PORT = arg('port', 5295);
const DEBUG_PORT = PORT + 1;
// --keep DIR: keeps each run's Lighthouse report (report-N.json) there.
const KEEP = process.argv.includes('--keep') ? process.argv[process.argv.indexOf('--keep') + 1] : undefined;
if (KEEP) fs.mkdirSync(KEEP, { recursive: true });
const option = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const PAGE = option('path', '/me');
const USER = option('user', 'employee');
const DESKTOP = process.argv.includes('--desktop');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = 'lighthouse@12.8.2';
const DEMO_PASSWORD = 'Sahod#2026demo';
const run = promisify(execFile);

interface NetworkItem {
  url: string;
  resourceType?: string;
  resourceSize?: number;
  transferSize?: number;
  networkEndTime?: number;
}
interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: (NetworkItem & Record<string, unknown>)[] };
    }
  >;
}

/** What Lighthouse reports of a run that does not follow the machine's load: bytes, requests, the LCP element. */
function loadFigures(report: Report) {
  const audit = (id: string) => report.audits[id];
  const requests = (audit('network-requests')?.details?.items ?? []) as NetworkItem[];
  const metrics = (audit('metrics')?.details?.items?.[0] ?? {}) as Record<string, number>;
  // Observed (unthrottled) times of this machine; network-requests' times share their origin.
  const lcpAt = metrics.observedLargestContentfulPaint ?? 0;
  const before = (type: string) =>
    requests.filter((r) => r.resourceType === type && (r.networkEndTime ?? 0) <= lcpAt);
  const sum = (items: NetworkItem[], key: 'resourceSize' | 'transferSize') =>
    items.reduce((total, item) => total + (item[key] ?? 0), 0);
  const lcpItem = audit('largest-contentful-paint-element')?.details?.items?.[0] as
    | { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }
    | undefined;
  const node = lcpItem?.items?.[0]?.node;
  return {
    requests: requests.length,
    scriptsBeforeLcp: before('Script').length,
    scriptBytesBeforeLcp: sum(before('Script'), 'resourceSize'),
    scriptTransferBeforeLcp: sum(before('Script'), 'transferSize'),
    cssBytesBeforeLcp: sum(before('Stylesheet'), 'resourceSize'),
    cssTransferBeforeLcp: sum(before('Stylesheet'), 'transferSize'),
    // Lighthouse's diagnostics, already multiplied by the simulated 4x CPU slowdown.
    scriptEvaluationMs: Math.round(audit('bootup-time')?.numericValue ?? 0),
    mainThreadMs: Math.round(audit('mainthread-work-breakdown')?.numericValue ?? 0),
    longTasks: (audit('long-tasks')?.details?.items ?? []).length,
    cls: Math.round((audit('cumulative-layout-shift')?.numericValue ?? 0) * 1000) / 1000,
    lcpElement: node?.snippet ?? node?.nodeLabel ?? '',
    // Home's own mark (features/dashboard/DashboardPage.tsx): its cards painted, from the navigation's
    // start, as observed (Lighthouse does not simulate user timings); -1 when the page set none.
    firstCardMs: Math.round(
      ((audit('user-timings')?.details?.items ?? []) as { name?: string; startTime?: number }[]).find(
        (t) => t.name === 'home:first-card',
      )?.startTime ?? -1,
    ),
  };
}

const { env, dataDir } = benchEnv(PORT, undefined);
const server: ChildProcess = spawn(
  process.execPath,
  ['--import', 'tsx', 'apps/server/src/main.ts', '--demo'],
  {
    env,
    stdio: 'ignore',
  },
);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-lh-profile-'));
let browser: ChildProcess | null = null;
try {
  const base = `http://localhost:${PORT}`;
  await waitFor(`${base}/api/ping`, 300_000);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USER, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };

  browser = spawn(
    CHROME_PATH,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://localhost:${DEBUG_PORT}/json/version`);
  const figures: ({
    performance: number;
    accessibility: number;
    fcpMs: number;
    lcpMs: number;
    tbtMs: number;
    scriptBytes: number;
    scriptTransferBytes: number;
  } & ReturnType<typeof loadFigures>)[] = [];
  let lastScripts: NetworkItem[] = [];
  const loadAverageBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);
  for (let i = 0; i < RUNS; i++) {
    // The token only: a page of the origin that loads no chunk and registers no service worker.
    const cdp = await chromium.connectOverCDP(`http://localhost:${DEBUG_PORT}`);
    const page = await (cdp.contexts()[0] ?? (await cdp.newContext())).newPage();
    await page.goto(`${base}/api/ping`);
    // A cold load each time: no HTTP cache, service worker or cache storage of an earlier run
    // (Lighthouse's --disable-storage-reset, needed to keep the token, would keep them all).
    const session = await page.context().newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', {
      origin: base,
      storageTypes: 'service_workers,cache_storage,indexeddb',
    });
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.close();
    await cdp.close();
    const out = path.join(profile, `report-${i}.json`);
    await run(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        `${base}${PAGE}`,
        ...(DESKTOP ? ['--preset=desktop'] : []),
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--port=${DEBUG_PORT}`,
        '--disable-storage-reset',
        '--only-categories=performance,accessibility',
      ],
      { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
    const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    );
    lastScripts = scripts;
    figures.push({
      performance: Math.round((report.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
      fcpMs: Math.round(report.audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
      scriptBytes: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
      scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      ...loadFigures(report),
    });
    if (KEEP) fs.copyFileSync(out, path.join(KEEP, `report-${i}.json`));
  }
  const mid = (pick: (f: (typeof figures)[number]) => number) =>
    figures.map(pick).sort((a, b) => a - b)[Math.floor(figures.length / 2)] ?? 0;
  console.log(
    JSON.stringify({
      bench: PAGE === '/me' ? 'me-home' : `lighthouse ${PAGE}`,
      preset: `lighthouse ${DESKTOP ? 'desktop' : 'mobile (simulated slow 4G, 4x CPU)'}, signed in as the demo's ${USER}, cold load of ${PAGE}`,
      runs: RUNS,
      performance: mid((f) => f.performance),
      accessibility: mid((f) => f.accessibility),
      fcpMs: mid((f) => f.fcpMs),
      lcpMs: mid((f) => f.lcpMs),
      tbtMs: mid((f) => f.tbtMs),
      scriptBytes: mid((f) => f.scriptBytes),
      scriptTransferBytes: mid((f) => f.scriptTransferBytes),
      requests: mid((f) => f.requests),
      scriptsBeforeLcp: mid((f) => f.scriptsBeforeLcp),
      scriptBytesBeforeLcp: mid((f) => f.scriptBytesBeforeLcp),
      scriptTransferBeforeLcp: mid((f) => f.scriptTransferBeforeLcp),
      cssBytesBeforeLcp: mid((f) => f.cssBytesBeforeLcp),
      cssTransferBeforeLcp: mid((f) => f.cssTransferBeforeLcp),
      scriptEvaluationMs: mid((f) => f.scriptEvaluationMs),
      mainThreadMs: mid((f) => f.mainThreadMs),
      longTasks: mid((f) => f.longTasks),
      cls: Math.max(...figures.map((f) => f.cls)),
      firstCardMs: mid((f) => f.firstCardMs),
      lcpElements: [...new Set(figures.map((f) => f.lcpElement))],
      loadAverageBefore,
      loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
      performanceRuns: figures.map((f) => f.performance),
      accessibilityRuns: figures.map((f) => f.accessibility),
    }),
  );
  if (process.argv.includes('--scripts')) {
    for (const item of lastScripts) {
      console.log(`${item.resourceSize ?? 0}\t${item.transferSize ?? 0}\t${new URL(item.url).pathname}`);
    }
  }
} finally {
  browser?.kill('SIGTERM');
  server.kill('SIGTERM');
  if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profile, { recursive: true, force: true });
}
