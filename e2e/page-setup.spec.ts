import { expect, test } from '@playwright/test';
import { ADMIN } from './env';
import { signIn } from './helpers';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('upload a PNG login background, see it on the login screen, then delete it', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN, '/settings/pageSetup');
  await expect(page.getByRole('heading', { name: 'Login Background' })).toBeVisible();
  const input = page.locator('input[type="file"]');

  // A text file renamed to .png passes the browser's type check but not the server's content check.
  await input.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByTestId('background-problem')).toHaveText('Only JPG and PNG are allowed.');

  await input.setInputFiles({ name: 'background.png', mimeType: 'image/png', buffer: PNG });
  const image = page.getByRole('img', { name: 'Login background' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/api\/pageSetup\/background\/\d+\?t=\d+$/);

  // The login screen (a fresh browser, no sign-in) shows it with a cache-busting url.
  const visitor = await browser.newContext();
  try {
    const login = await visitor.newPage();
    await login.goto('/');
    const screen = login.getByTestId('login-screen');
    await expect(screen).toHaveAttribute(
      'style',
      /background-image: url\("?\/api\/pageSetup\/background\/\d+\?t=\d+"?\)/,
    );
    const style = (await screen.getAttribute('style')) ?? '';
    const url = /url\("?([^")]+)"?\)/.exec(style)?.[1] ?? '';
    const served = await login.request.get(url);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');

    // Delete, after the confirmation.
    await page.getByRole('button', { name: 'Delete Image' }).click();
    await expect(page.getByText('Delete background image?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('No background image uploaded.')).toBeVisible();

    await login.reload();
    await expect(login.getByLabel('Username')).toBeVisible();
    await expect(screen).not.toHaveAttribute('style', /background-image/);
  } finally {
    await visitor.close();
  }
});
