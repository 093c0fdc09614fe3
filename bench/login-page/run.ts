/**
 * Login page speed on a phone: Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown)
 * against the built app served by the real server, three runs each, median reported. Runs twice:
 * as the server serves it, and through a small local proxy that compresses text responses
 * (brotli, as the hardening issue's precompression does), so the figure with compression is known
 * before that lands. Also sums the JavaScript the login page loads. Prints one JSON line.
 *   npm run build -w apps/web && npx tsx bench/login-page/run.ts [--runs 3]
 * Needs Chromium (CHROME_PATH, default /usr/bin/chromium) and fetches lighthouse@12 through npx.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { benchEnv, startServer } from '../lib/server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 3);
const PORT = arg('port', 5291);
const PROXY_PORT = PORT + 1;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = 'lighthouse@12.8.2';

/** A reverse proxy that brotli-compresses text answers the way a compressing server would. */
function compressingProxy(target: number): http.Server {
  return http.createServer((req, res) => {
    const upstream = http.request(
      { host: 'localhost', port: target, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const compressible = /javascript|css|html|json|markdown|svg|text/.test(type);
        const accepts = String(req.headers['accept-encoding'] ?? '').includes('br');
        if (!compressible || !accepts || answer.headers['content-encoding']) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const headers = { ...answer.headers, 'content-encoding': 'br', vary: 'Accept-Encoding' };
        delete headers['content-length'];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer
          .pipe(zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))
          .pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
}

interface RunFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  scriptBytes: number;
  scriptTransferBytes: number;
}

interface LighthouseReport {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: LighthouseRequest[] } }>;
}
interface LighthouseRequest {
  resourceType?: string;
  resourceSize?: number;
  transferSize?: number;
}

// Asynchronous: the compressing proxy lives in this process and must keep answering meanwhile.
const run = promisify(execFile);

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): try again. */
async function lighthouse(url: string, attempts = 3): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

async function lighthouseOnce(url: string): Promise<RunFigures> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-lh-')), 'report.json');
  await run(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseReport;
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    fcpMs: Math.round(report.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    scriptBytes: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
    scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

function median(runs: RunFigures[]): RunFigures & { performanceRuns: number[] } {
  const mid = (pick: (run: RunFigures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  return {
    performance: mid((r) => r.performance),
    accessibility: mid((r) => r.accessibility),
    fcpMs: mid((r) => r.fcpMs),
    lcpMs: mid((r) => r.lcpMs),
    tbtMs: mid((r) => r.tbtMs),
    scriptBytes: mid((r) => r.scriptBytes),
    scriptTransferBytes: mid((r) => r.scriptTransferBytes),
    performanceRuns: runs.map((r) => r.performance),
  };
}

const server = await startServer(benchEnv(PORT, undefined));
const proxy = compressingProxy(PORT);
await new Promise<void>((resolve) => proxy.listen(PROXY_PORT, resolve));
try {
  const asServed: RunFigures[] = [];
  for (let i = 0; i < RUNS; i++) asServed.push(await lighthouse(`http://localhost:${PORT}/`));
  const compressed: RunFigures[] = [];
  for (let i = 0; i < RUNS; i++) compressed.push(await lighthouse(`http://localhost:${PROXY_PORT}/`));
  console.log(
    JSON.stringify({
      bench: 'login-page',
      preset: 'lighthouse mobile (simulated slow 4G, 4x CPU)',
      runs: RUNS,
      asServed: median(asServed),
      withBrotli: median(compressed),
    }),
  );
} finally {
  proxy.close();
  await server.stop();
}
