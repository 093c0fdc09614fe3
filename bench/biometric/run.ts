/**
 * Biometric import benchmark: parse + group (readBiometricFile) of synthetic ZKTeco attlogs,
 * 100,000 punches (500 employees x 50 working days x 4, i.e. two months) and ~10 MB (2,000
 * employees x 32 days x 4). Times the first (cold) run and the median of the following runs in
 * Node (heap collected before each run, so the generator's garbage is not billed to the parser),
 * then the same in headless Chromium inside a Web Worker that receives the file's bytes as the
 * page would hand them over (esbuild bundle of the package), when /usr/bin/chromium (or
 * CHROMIUM_PATH) exists, and the JS heap of a tab that read the 10 MB file. Prints one JSON line.
 * Target: 100k punches under 2 s in Chromium.
 *
 *   npx tsx bench/biometric/run.ts [--runs 5] [--no-browser]
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { chromium, type Page } from '@playwright/test';
import { readBiometricFile } from '@sahod/biometric';
import { build } from 'esbuild';
import { generateAttlog } from './attlog.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 5);
const CASES = [
  { name: 'punches_100k', employees: 500, days: 50 },
  { name: 'file_10mb', employees: 2_000, days: 32 },
] as const;
const FILES = new Map<string, Uint8Array>(
  CASES.map((c) => [c.name, new TextEncoder().encode(generateAttlog(c.employees, c.days).text)]),
);

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const round = (n: number) => Math.round(n * 10) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

function summarize(punches: number, bytes: number, records: number, times: number[]) {
  return {
    punches,
    mb: round(bytes / 1_048_576),
    records,
    cold_ms: round(times[0]!),
    median_ms: round(median(times.slice(1))),
  };
}

/** CPU time of the process (user + system), steadier than wall time on a shared machine. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

function nodeCase(bytes: Uint8Array) {
  const times: number[] = [];
  const cpu: number[] = [];
  let punches = 0;
  let records = 0;
  let peakHeap = 0;
  for (let i = 0; i <= RUNS; i++) {
    collectGarbage();
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const result = readBiometricFile('1_attlog.txt', bytes);
    cpu.push(cpuMs(cpuStarted));
    times.push(performance.now() - started);
    punches = result.file.punches.length;
    records = result.records.length;
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }
  return {
    ...summarize(punches, bytes.length, records, times),
    cold_cpu_ms: round(cpu[0]!),
    median_cpu_ms: round(median(cpu.slice(1))),
    heap_used_mb: round(peakHeap / 1_048_576),
  };
}

const ORIGIN = 'http://bench.sahod.test';

/** Serves the bench page, the bundle and the files to the browser from memory. */
async function serve(page: Page, code: string) {
  await page.route(`${ORIGIN}/**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (name === 'bench.js') return route.fulfill({ body: code, contentType: 'text/javascript' });
    const file = FILES.get(name);
    if (file) return route.fulfill({ body: Buffer.from(file), contentType: 'text/plain' });
    return route.fulfill({ body: '<!doctype html><title>bench</title>', contentType: 'text/html' });
  });
  await page.goto(`${ORIGIN}/`);
}

/**
 * Memory of a tab that read the ~10 MB file on its main thread and still holds the bytes and the
 * result: the JS heap's size after the run (about its peak, the heap rarely shrinks at once) and
 * what is used after a garbage collection.
 */
async function pageMemory(page: Page) {
  await page.addScriptTag({ url: `${ORIGIN}/bench.js` });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.evaluate(
    (url) =>
      (globalThis as unknown as { biometricBench: (r: object) => Promise<unknown> }).biometricBench({
        url,
        runs: 1,
      }),
    `${ORIGIN}/file_10mb`,
  );
  const metric = async (name: string) => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return round((metrics.find((m) => m.name === name)?.value ?? Number.NaN) / 1_048_576);
  };
  const heapTotalMb = await metric('JSHeapTotalSize');
  await cdp.send('HeapProfiler.collectGarbage');
  return { heap_total_mb: heapTotalMb, heap_used_after_gc_mb: await metric('JSHeapUsedSize') };
}

async function browserCases() {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (process.argv.includes('--no-browser') || !fs.existsSync(executablePath)) return null;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundle = await build({
    entryPoints: [path.join(here, 'browser-entry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
  });
  const code = bundle.outputFiles[0]!.text;
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await serve(page, code);
    const result: Record<string, unknown> = { bundle_kb: round(code.length / 1024) };
    for (const c of CASES) {
      const out = await page.evaluate(
        ({ script, url, runs }) =>
          new Promise<{ punches: number; bytes: number; records: number; times: number[] }>(
            (resolve, reject) => {
              const worker = new Worker(script);
              worker.onmessage = (event) => {
                resolve(event.data);
                worker.terminate();
              };
              worker.onerror = (event) => reject(new Error(event.message));
              worker.postMessage({ url, runs });
            },
          ),
        { script: `${ORIGIN}/bench.js`, url: `${ORIGIN}/${c.name}`, runs: RUNS + 1 },
      );
      result[c.name] = summarize(out.punches, out.bytes, out.records, out.times);
    }
    result.file_10mb_page_memory = await pageMemory(page);
    return result;
  } finally {
    await browser.close();
  }
}

const node: Record<string, unknown> = {};
for (const c of CASES) node[c.name] = nodeCase(FILES.get(c.name)!);
const browser = await browserCases();
const chromiumFirst = (browser?.punches_100k as { cold_ms: number } | undefined)?.cold_ms;
console.log(
  JSON.stringify({
    node,
    chromium_worker: browser ?? 'not measured (no Chromium)',
    target_met:
      chromiumFirst !== undefined
        ? chromiumFirst < 2000
        : (node.punches_100k as { cold_ms: number }).cold_ms < 2000,
  }),
);
