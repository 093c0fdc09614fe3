// `npm test` step: lints the API's OpenAPI document (exactly what /api/docs/json serves) with
// Redocly's recommended rules (redocly.yaml); any error or warning fails. Offline: the document is
// built in-process on an in-memory database, and Redocly's telemetry and update check are off.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { register } = await import('tsx/esm/api');
register();
const { openApiDocument } = await import('../apps/server/src/platform/openapi-document.ts');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-openapi-'));
const file = path.join(dir, 'openapi.json');
try {
  const document = await openApiDocument();
  fs.writeFileSync(file, JSON.stringify(document, null, 2));
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
      'lint',
      `--config=${path.join(root, 'redocly.yaml')}`,
      '--max-problems=1000',
      '--format=json',
      file,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  let report;
  try {
    report = JSON.parse(r.stdout);
  } catch {
    console.error(r.stdout, r.stderr);
    throw new Error(`redocly lint gave no report (exit ${r.status})`);
  }
  for (const p of report.problems) {
    console.log(`${p.severity} ${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? ''}`);
  }
  const { errors, warnings } = report.totals;
  const operations = Object.values(document.paths ?? {}).reduce((n, ops) => n + Object.keys(ops).length, 0);
  console.log(
    `OpenAPI document: ${operations} operations; Redocly ${report.version}: ${errors} errors, ${warnings} warnings.`,
  );
  if (errors > 0 || warnings > 0) process.exitCode = 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
