// `npm test`: lint, types, unit + integration (server on SQLite, and again on PostgreSQL when
// TEST_DATABASE_URL is set), component tests, then end-to-end tests in headless Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureWebBuilt } from './web-build.mjs';

const TSCONFIGS = [
  'packages/shared/tsconfig.json',
  'packages/payroll/tsconfig.json',
  'packages/biometric/tsconfig.json',
  'packages/compliance/tsconfig.json',
  'apps/server/tsconfig.json',
  'apps/web/tsconfig.json',
  'apps/web/src/sw/tsconfig.json',
  'tsconfig.tools.json',
];

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `--- ${title}: ${r.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run('lint and format (Biome)', 'npx', ['biome', 'check', '.']);
for (const c of TSCONFIGS) run(`types: ${c}`, 'npx', ['tsc', '-p', c]);
run('API document lint (Redocly, recommended rules)', 'node', ['scripts/lint-openapi.mjs']);
run('install pdftotext (poppler-utils) for the PDF tests', 'bash', ['scripts/ensure-poppler.sh']);
run('unit, integration (SQLite) and component tests', 'npx', ['vitest', 'run'], {
  SAHOD_TEST_DIALECT: 'sqlite',
});
if (process.env.TEST_DATABASE_URL) {
  run(
    'server integration tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'server', '--project', 'server-isolated'],
    { SAHOD_TEST_DIALECT: 'postgres' },
  );
} else {
  console.log(
    '\n(TEST_DATABASE_URL is not set: the server suite ran on SQLite only; .ci/run runs it on PostgreSQL too.)',
  );
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  run('install Chromium for end-to-end tests', 'bash', ['scripts/ensure-chromium.sh']);
}
await ensureWebBuilt();
run('end-to-end tests (Playwright, headless Chromium)', 'npx', ['playwright', 'test']);
console.log('\nAll tests passed.');
