/**
 * Layout at a laptop (1440 x 900) and a phone (390 x 844), issue 15 §2 and issue 14 §5/§6: the
 * Employee List fits without a page-level sideways scroll and its first row's Actions are in view
 * and clickable; the phone's sidebar is a drawer behind a burger that navigates and closes; the
 * collapsed sidebar is remembered; unknown addresses say 'Page not found'; each role's menu.
 */
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, EMPLOYEE } from './env';
import { signIn } from './helpers';

const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** The first Employee List row's Edit is fully inside the window and opens the profile. */
async function firstRowEditWorks(page: Page) {
  await page.goto('/employees');
  const table = page.getByRole('table', { name: 'Employees' });
  const firstRow = table.getByRole('row').nth(1);
  const edit = firstRow.getByRole('button', { name: 'Edit', exact: true });
  await expect(edit).toBeInViewport({ ratio: 1 });
  await expect(firstRow.getByRole('button', { name: 'Delete', exact: true })).toBeInViewport({ ratio: 1 });
  expect(await pageScrollsSideways(page)).toBe(false);
  await edit.click();
  await expect(page).toHaveURL(/\/employees\/\d+$/);
}

test.describe('at 1440 x 900', () => {
  test.use({ viewport: LAPTOP });

  test('the Employee List fits and the first row Actions are visible and clickable', async ({ page }) => {
    await signIn(page, ADMIN);
    await firstRowEditWorks(page);
  });

  test('ten dense rows fit on the screen and the whole header cell sorts', async ({ page }) => {
    await signIn(page, ADMIN, '/employees');
    const table = page.getByRole('table', { name: 'Employees' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(11);
    await expect(rows.nth(10)).toBeInViewport();
    const heights = await rows.evaluateAll((all) =>
      all.slice(1).map((row) => row.getBoundingClientRect().height),
    );
    expect(Math.max(...heights)).toBeLessThan(45);

    const header = table.getByRole('columnheader', { name: 'Last Name' });
    const box = (await header.boundingBox())!;
    // Near the right edge of the cell, away from the label.
    await page.mouse.click(box.x + box.width - 6, box.y + box.height / 2);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  test("the notification bell covers none of a screen's buttons, sidebar open or collapsed", async ({
    page,
  }) => {
    await signIn(page, ADMIN, '/timeattendance/timesheet');
    await expect(page.getByRole('button', { name: 'Upload Biometrics' })).toBeVisible();
    /** The buttons of the screen (in main) whose box meets the bell's. */
    const covered = () =>
      page.evaluate(() => {
        const bell = [...document.querySelectorAll('button')].find((b) =>
          (b.getAttribute('aria-label') ?? '').startsWith('Notifications'),
        );
        if (!bell) return ['no bell'];
        const r = bell.getBoundingClientRect();
        return [...document.querySelectorAll('main button')]
          .filter((b) => b !== bell && !bell.contains(b))
          .filter((b) => {
            const o = b.getBoundingClientRect();
            return (
              o.width > 0 && o.left < r.right && r.left < o.right && o.top < r.bottom && r.top < o.bottom
            );
          })
          .map((b) => b.textContent ?? '');
      });
    expect(await covered()).toEqual([]);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    expect(await covered()).toEqual([]);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
  });

  test('the collapsed sidebar is remembered after a reload', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).not.toBeInViewport();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
  });

  test("an unknown address says 'Page not found', keeps the address and links home", async ({ page }) => {
    await page.goto('/no/such/screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/screen$/);
    await signIn(page, ADMIN, '/settings/removedScreen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/removedScreen$/);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("an employee's menu shows only what the role can view", async ({ page }) => {
    await signIn(page, EMPLOYEE);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Sign-in opens Home (issue 26); the Changelog stays in the sidebar's Settings.
    await nav.getByText('Settings').click();
    await expect(nav.getByRole('link', { name: 'Changelog' })).toBeVisible();
    await expect(nav.getByText('Employee Management')).toHaveCount(0);
    await expect(nav.getByText('Setup')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });
});

test.describe('at 390 x 844', () => {
  test.use({ viewport: PHONE });

  test('the sidebar is a drawer: closed at first, opens from the burger, navigates and closes', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger).toBeVisible();
    await expect(nav).not.toBeInViewport();
    await expect(page.getByRole('main')).toBeInViewport();

    await burger.click();
    await expect(nav).toBeInViewport();
    await nav.getByText('Employee Management').click();
    await nav.getByRole('link', { name: 'Employee List' }).click();
    await expect(page).toHaveURL(/\/employees$/);
    await expect(nav).not.toBeInViewport();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'Employee List' })).toBeInViewport();
  });

  test('the Employee List scrolls inside its card, the first row Actions stay visible and clickable', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await firstRowEditWorks(page);
    expect(await pageScrollsSideways(page)).toBe(false);
  });
});
