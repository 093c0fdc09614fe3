/**
 * My Sahod Home's first paint on a phone (issue 24 §3): what a signed-in employee's phone loads
 * before Home shows the take-home pay. No staff table chunk (DataTable, TanStack Table), no
 * spreadsheet code, not all of Mantine's styles (Home brings its own components' styles), the
 * sidebar and the bell's panel only when opened, the confirmations' modals provider (ModalsHost: Mantine's
 * Modal, its focus trap) only on the first confirmation, and at most ME_HOME_JS_BUDGET bytes of script
 * (uncompressed, so the figure does not depend on the server's compression) in at most
 * ME_HOME_SCRIPT_FILES files (each a round trip on a slow connection).
 * Measured 2026-11-28: 815 KB in 36 files, 91 KB of styles (before: 866 KB in 50 files, 344 KB); then
 * 740,836 bytes in 2 files (the entry and the me-home chunk: vite.config.ts, src/build/meHomeChunk.ts).
 */
import { expect, test } from '@playwright/test';
import { EMPLOYEE } from './env';
import { apiToken } from './helpers';

const ME_HOME_JS_BUDGET = 735 * 1024;
const ME_HOME_SCRIPT_FILES = 3;
const ME_HOME_CSS_BUDGET = 120 * 1024;

test.use({ viewport: { width: 390, height: 844 } });

test("My Sahod Home's first paint on a phone stays within its budget", async ({ page, request }) => {
  const token = await apiToken(request, EMPLOYEE);
  // Signed in before the first load (the installed app opening Home), from a page that loads nothing.
  await page.goto('/api/ping');
  await page.evaluate((t) => localStorage.setItem('token', t), token);

  const loaded: { path: string; type: string; bytes: number; zod: boolean }[] = [];
  let shown = false;
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (shown || (type !== 'script' && type !== 'stylesheet')) return;
    const body = await response.body();
    // zod's error class keeps its name through minification.
    loaded.push({
      path: new URL(response.url()).pathname,
      type,
      bytes: body.length,
      zod: body.includes('ZodError'),
    });
  });
  await page.goto('/me');
  await expect(page.getByTestId('latest-take-home')).toBeVisible();
  shown = true;

  const scripts = loaded.filter((file) => file.type === 'script');
  const styles = loaded.filter((file) => file.type === 'stylesheet');
  const names = loaded.map((file) => file.path);
  expect(
    names.filter((name) =>
      /components-|Table-|xlsx|mantineStyles|Sidebar-|BellPopover-|ModalsHost-/.test(name),
    ),
  ).toEqual([]);
  const scriptBytes = scripts.reduce((sum, file) => sum + file.bytes, 0);
  const styleBytes = styles.reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `My Sahod Home before its content: ${scriptBytes} bytes of script in ${scripts.length} files (zod: ${scripts.some((file) => file.zod)}), ${styleBytes} bytes of styles in ${styles.length} files`,
  );
  expect(scriptBytes).toBeLessThanOrEqual(ME_HOME_JS_BUDGET);
  expect(scripts.length).toBeLessThanOrEqual(ME_HOME_SCRIPT_FILES);
  expect(styleBytes).toBeLessThanOrEqual(ME_HOME_CSS_BUDGET);

  // The sidebar (the drawer) and the bell's panel still open, loaded on demand.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('sidebar-name')).toBeVisible();
});
