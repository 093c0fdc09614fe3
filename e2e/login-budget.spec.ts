/**
 * The login screen's JavaScript budget (issue 15 §3): the login page loads only the shell, the form
 * and the theme: no screen chunk, no signed-in frame, and at most LOGIN_JS_BUDGET bytes of script
 * (uncompressed, so the figure does not depend on the server's compression).
 * Measured 2026-11-24: 500 KB (591 KB before zod and the permission guard left the login page,
 * 886 KB before route-level splitting of the frame).
 */
import { expect, test } from '@playwright/test';

const LOGIN_JS_BUDGET = 512 * 1024;

test('the login page stays within its JavaScript budget and loads no screen chunk nor zod', async ({
  page,
}) => {
  const scripts: { url: string; bytes: number; zod: boolean }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    // zod's error class keeps its name through minification.
    scripts.push({ url: response.url(), bytes: body.length, zod: body.includes('ZodError') });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  const names = scripts.map((script) => new URL(script.url).pathname);
  expect(names.filter((name) => /AppLayout|Page-|AdminPanel|xlsx/.test(name))).toEqual([]);
  // zod (about 90 KB) loads with the first sign-in, not with the login page.
  expect(scripts.filter((script) => script.zod).map((script) => script.url)).toEqual([]);
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  console.log(`login page JavaScript: ${total} bytes in ${scripts.length} files`);
  expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
});
