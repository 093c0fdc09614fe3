import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The real built app on a fresh SQLite database with the demo data (see e2e/README in e2e/env.ts).
const PORT = Number(process.env.E2E_PORT ?? 5179);
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

// Debian's chromium-headless-shell where installed (scripts/ensure-chromium.sh): the same Blink and
// V8 as the browser without its UI, measured at about two thirds of the time per test; else chromium.
// The installed app's specs (pwa.spec.ts) run in the browser itself: the shell shows no
// notifications, so a push never becomes one there.
const BROWSER = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SHELL = '/usr/bin/chromium-headless-shell';
const FAST = process.env.CHROMIUM_PATH || (fs.existsSync(SHELL) ? SHELL : BROWSER);
const BROWSER_ONLY = /pwa\.spec\.ts$/;

const launchOptions = (executablePath: string) => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: BROWSER_ONLY,
      use: { browserName: 'chromium', launchOptions: launchOptions(FAST) },
    },
    {
      name: 'chromium-browser',
      testMatch: BROWSER_ONLY,
      use: { browserName: 'chromium', launchOptions: launchOptions(BROWSER) },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs --demo',
    url: `http://localhost:${PORT}/api/ping`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HRIS_DATA_DIR: dataDir,
      HRIS_ADMIN_PASSWORD: 'Admin#12345',
      LOG_LEVEL: 'warn',
    },
  },
});
