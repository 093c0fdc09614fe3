import { chromium } from '@playwright/test';
const base = 'http://localhost:5401';
const [user, width, height, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(base + '/');
await page.getByLabel('Username').fill(user);
await page.getByLabel('Password').fill(user === 'admin' ? process.env.ADMIN_PW : 'Sahod#2026demo');
await page.getByRole('button', { name: 'Login' }).click();
await page.waitForURL(/changelog/);
for (const p of paths) {
  const [path, name, click] = p.split('|');
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  if (click) { await page.getByRole('button', { name: new RegExp(click) }).first().click(); await page.waitForTimeout(800); }
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
}
await browser.close();
