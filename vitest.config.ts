import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Three tiers in one run: pure packages, the server (integration through app.inject against a
// fresh database per file) and the web components (happy-dom). `TEST_DATABASE_URL` switches the
// server project to PostgreSQL; scripts/test.mjs runs it once per dialect.
const SERVER_ISOLATED = ['apps/server/src/modules/employees/employees.test.ts'];

// Web files that replace a module (vi.mock), or run script text against the page's globals (the
// shared window's may be an earlier file's): a fresh registry and window each (project web-isolated).
const WEB_ISOLATED = [
  'apps/web/src/api/client.test.ts',
  'apps/web/src/api/early.test.ts',
  'apps/web/src/build/earlyChunks.test.ts',
  'apps/web/src/features/employees/EmployeeProfilePage.test.tsx',
];
const WEB: { environment: 'happy-dom'; setupFiles: string[]; testTimeout: number } = {
  environment: 'happy-dom',
  setupFiles: ['apps/web/src/test/setup.ts'],
  testTimeout: 15_000,
};

// PostgreSQL: one database per worker process (apps/server/src/test/workerDatabase.ts).
const SERVER_DATABASES = {
  setupFiles: ['apps/server/src/test/workerDatabase.setup.ts'],
  globalSetup: ['apps/server/src/test/workerDatabase.global.ts'],
};

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, which is one worker on a 2-core machine.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: SERVER_ISOLATED,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database, so the files of one worker process share the loaded
          // modules (isolate: false): importing the server for every file was over a third of the
          // suite's time.
          pool: 'forks',
          isolate: false,
          ...SERVER_DATABASES,
        },
      },
      {
        test: {
          // Files that replace a module (vi.mock) get a fresh module registry of their own.
          name: 'server-isolated',
          include: SERVER_ISOLATED,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          ...SERVER_DATABASES,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: WEB_ISOLATED,
          ...WEB,
          // As the server's: the files of one worker share the loaded modules (React, Mantine),
          // which were over half of the components' time; setup.ts resets what a file leaves.
          isolate: false,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: { name: 'web-isolated', include: WEB_ISOLATED, ...WEB },
      },
    ],
  },
});
