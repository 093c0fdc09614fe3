import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './env';
import { signIn } from './helpers';

// Issue 25 §1 and §6: back up the running e2e server's database (the demo, with a year of processed
// payroll), restore the archive into an empty data directory, start a second server on it, sign in
// there and see the same payroll as on the original.
const OFFICER = { username: 'payroll.officer', password: DEMO_PASSWORD };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let restored: ChildProcess | undefined;
let restoredUrl = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function payrollCostTable(page: Page): Promise<string> {
  await page.goto('/home');
  await page.getByText('Payroll cost by month (table)', { exact: true }).first().click();
  const table = page.getByRole('table', { name: 'Payroll cost by month (table)' });
  await expect(table).toBeVisible();
  return ((await table.textContent()) ?? '').trim();
}

test.afterAll(() => {
  restored?.kill('SIGTERM');
});

test('a backup of the running server restores into an empty directory and serves the same payroll', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const dataDir = process.env.E2E_DATA_DIR as string;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-e2e-backup-'));
  const env = { ...process.env, HRIS_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

  // The backup is made while the e2e server keeps running.
  const out = execFileSync('node', ['scripts/backup.mjs', '--demo', '--dir', work], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  expect(out).toContain('Backup written:');
  const archive = fs.readdirSync(work).find((f) => /^sahod-backup-.*\.tar\.gz$/.test(f));
  expect(archive).toBeDefined();

  // Restored into an empty data directory, as the installation's own (non-demo) database.
  const target = path.join(work, 'restored');
  fs.mkdirSync(target);
  const restoreOut = execFileSync('node', ['scripts/restore.mjs', path.join(work, archive as string)], {
    cwd: root,
    env: { ...env, HRIS_DATA_DIR: target },
    encoding: 'utf8',
  });
  expect(restoreOut).not.toMatch(/error|refus/i);

  const port = await freePort();
  restoredUrl = `http://localhost:${port}`;
  restored = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    // A scripted copy: the payroll officer's role requires two-factor sign-in, not this test's subject.
    env: {
      ...env,
      HRIS_DATA_DIR: target,
      PORT: String(port),
      HRIS_BACKUP_CRON: 'off',
      HRIS_REQUIRE_TWO_FACTOR: 'false',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${restoredUrl}/api/ping`)).ok;
        } catch {
          return false;
        }
      },
      { timeout: 90_000 },
    )
    .toBe(true);

  // The same payroll on both: the payroll officer's payroll cost by month, from the stored payslips.
  await signIn(page, OFFICER);
  const original = await payrollCostTable(page);
  expect(original).toMatch(/₱[\d,]+\.\d\d/);

  const context = await browser.newContext({ baseURL: restoredUrl });
  const copy = await context.newPage();
  await signIn(copy, OFFICER);
  expect(await payrollCostTable(copy)).toBe(original);
  await context.close();
});
