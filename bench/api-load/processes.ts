/**
 * Throughput of the authenticated read with HRIS_PROCESSES=2 against one process (issue 28 §4), on
 * PostgreSQL, in the same run: both servers run on the same scratch database (its public schema is
 * dropped), and each round drives one then the other with the same autocannon clients. The load
 * generator shares the machine's cores with the servers, so the ratio is a floor of what two
 * processes give on a machine of their own.
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/api-load/processes.ts [--connections 20]
 *     [--seconds 10] [--rounds 3] [--port 5622]
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { loadConfig } from '../../apps/server/src/config.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { generate } from '../lib/employees.ts';
import { arg } from '../lib/seed.ts';
import { benchEnv, resetPostgres, startServer } from '../lib/server.ts';

const CONNECTIONS = arg('connections', 20);
const SECONDS = arg('seconds', 10);
const ROUNDS = arg('rounds', 3);
const PORT = arg('port', 5622);
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL must name a scratch PostgreSQL database');

async function rps(
  target: string,
  token: string,
  seconds: number,
): Promise<{ rps: number; p99: number; non2xx: number }> {
  const result = await autocannon({
    url: target,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

await resetPostgres(url);
const one = benchEnv(PORT, url);
const prepared = await prepare(loadConfig(one.env), systemClock);
await generate(prepared.deps.db, 1_000);
await prepared.database.close();
const two = benchEnv(PORT + 1, url);
const single = await startServer(one);
const cluster = await startServer({ ...two, env: { ...two.env, HRIS_PROCESSES: '2' } });
// The second process of the cluster starts once the first listens: give it time to come up.
await new Promise((r) => setTimeout(r, 15_000));
const read = (base: string) => `${base}/api/auth/permissions?module=payroll`;
try {
  await rps(read(single.base), single.token, 2);
  await rps(read(cluster.base), cluster.token, 2);
  const rounds = {
    one: [] as number[],
    two: [] as number[],
    p99: { one: [] as number[], two: [] as number[] },
  };
  let non2xx = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const a = await rps(read(single.base), single.token, SECONDS);
    const b = await rps(read(cluster.base), cluster.token, SECONDS);
    rounds.one.push(a.rps);
    rounds.two.push(b.rps);
    rounds.p99.one.push(a.p99);
    rounds.p99.two.push(b.p99);
    non2xx += a.non2xx + b.non2xx;
  }
  console.log(
    JSON.stringify({
      bench: 'api-load/processes',
      endpoint: 'GET /api/auth/permissions?module=payroll',
      connections: CONNECTIONS,
      seconds: SECONDS,
      one_process_rps: median(rounds.one),
      two_processes_rps: median(rounds.two),
      ratio: Math.round((median(rounds.two) / median(rounds.one)) * 100) / 100,
      p99_ms: { one: median(rounds.p99.one), two: median(rounds.p99.two) },
      rounds_rps: rounds,
      non2xx,
      cpus: os.cpus().length,
      load_average: os.loadavg().map((l) => Math.round(l * 10) / 10),
    }),
  );
} finally {
  await cluster.stop();
  await single.stop();
}
process.exit(0);
