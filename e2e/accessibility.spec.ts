/**
 * axe-core on every built screen (WCAG 2.1 A and AA), at a laptop and a phone size: no serious or
 * critical violation. Dialogs are scanned open too (the shared form modal, a confirmation).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from './env';
import { signIn } from './helpers';

const SCREENS = [
  '/changelog',
  '/employees',
  '/approvers',
  '/setup/dropdown',
  '/setup/groupdetails',
  '/settings/useraccounts',
  '/settings/userroles',
  '/settings/pageSetup',
  '/bugreport',
  '/admin',
  '/no/such/page',
];

const SIZES = [
  { name: 'laptop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/** The serious and critical WCAG 2.1 A/AA violations on the page as it is now, readable in a failure. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits until the open dialog has finished its opening transition: while it fades in, its text is
 * drawn semi-transparent and axe measures a contrast the user never sees once it is open.
 */
async function dialogOpened(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog.evaluate(
        (el) => getComputedStyle(el).opacity === '1' && el.getAnimations({ subtree: true }).length === 0,
      ),
    )
    .toBe(true);
}

/** Waits until the screen has drawn past its 'Loading...' state. */
async function settled(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByRole('heading').first()).toBeVisible();
}

for (const size of SIZES) {
  test.describe(`at ${size.width} x ${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the login screen has no serious or critical violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('every built screen has no serious or critical violations', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, ADMIN);
      const found: string[] = [];
      for (const path of SCREENS) {
        await page.goto(path);
        await settled(page);
        found.push(...(await violations(page)).map((v) => `${path}: ${v}`));
      }
      // The employee profile, reached from the list like a user would.
      await page.goto('/employees');
      await page
        .getByRole('table', { name: 'Employees' })
        .getByRole('button', { name: 'Edit', exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(/\/employees\/\d+$/);
      // Closed sections of the profile keep their 'Loading...' until opened: wait for the heading.
      await expect(page.getByTestId('employee-heading')).toBeVisible();
      found.push(...(await violations(page)).map((v) => `profile: ${v}`));
      expect(found).toEqual([]);
    });

    test('open dialogs have no serious or critical violations', async ({ page }) => {
      await signIn(page, ADMIN, '/bugreport');
      await settled(page);
      await page.getByRole('button', { name: 'Create New' }).click();
      await dialogOpened(page);
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      if (size.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Log Out' }).click();
      await dialogOpened(page);
      expect(await violations(page)).toEqual([]);
    });
  });
}

// Issue 22 section 4: the sidebar's 'Show details' button is named by its visible text (axe's
// experimental label-content-name-mismatch is not in the WCAG tag run above) and the login page
// has a main landmark.
test('the Show details button is named by its visible text; the login page has a main landmark', async ({
  page,
}) => {
  const rules = (names: string[]) => new AxeBuilder({ page }).withRules(names).analyze();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect((await rules(['landmark-one-main'])).violations.map((v) => v.id)).toEqual([]);
  await signIn(page, ADMIN);
  for (const path of ['/changelog', '/employees', '/admin']) {
    await page.goto(path);
    await settled(page);
    expect((await rules(['label-content-name-mismatch'])).violations.map((v) => v.id)).toEqual([]);
  }
});
