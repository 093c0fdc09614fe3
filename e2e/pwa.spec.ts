/**
 * The installed app (issue 24 §3–4) in Chromium: the manifest and the service worker, the bell
 * showing a notice the server wrote, a push message delivered to the service worker (through the
 * DevTools protocol, as the push service would) shown as a notification, and the app opening
 * without a connection with 'You are offline' and the user still signed in.
 */
import { expect, test } from '@playwright/test';
import { EMPLOYEE, HR } from './env';
import { apiToken, signIn } from './helpers';

test('installable: manifest, icons and an active service worker', async ({ page, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Sahod', display: 'standalone', start_url: '/me' });
  for (const icon of manifest.icons as { src: string }[])
    expect((await request.get(icon.src)).ok()).toBe(true);
  await page.goto('/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
});

test('the approver hears of a filing in the bell, and a push becomes a phone notification', async ({
  page,
  request,
  context,
}) => {
  // The employee files an overtime for the HR Manager (an approver) through the API.
  const token = await apiToken(request, EMPLOYEE);
  const headers = { authorization: `Bearer ${token}` };
  const approvers = await (await request.get('/api/applications/fetchApprovers', { headers })).json();
  const approver = (approvers as { employee_id: number; name: string }[]).find((a) =>
    a.name.includes('Santos'),
  );
  const types = await (
    await request.get('/api/dropdown/dropdown_handler', { headers, params: { DD: 'application_type' } })
  ).json();
  const overtime = (types as { code: number | null; name: string }[]).find(
    (t) => t.name === 'Overtime',
  )?.code;
  // A day of December without an application of hers yet (other tests and the demo file some): the
  // first free one from a random start.
  const start = Math.floor(Math.random() * 15);
  let filed: Awaited<ReturnType<typeof request.post>> | undefined;
  for (let i = 0; i < 15; i++) {
    const day = `2026-12-${String(10 + ((start + i) % 15)).padStart(2, '0')}`;
    filed = await request.post('/api/applications/create', {
      headers,
      data: {
        application_type_id: overtime,
        effective_date: day,
        start_time: '18:00',
        end_time: '19:00',
        particulars: 'Inventory count',
        approver_employee_id: approver?.employee_id,
      },
    });
    if (filed.status() !== 409) break;
  }
  if (!filed) throw new Error('no day tried');
  expect(filed.ok(), await filed.text()).toBe(true);

  await context.grantPermissions(['notifications']);
  await signIn(page, HR);
  const bell = page.getByRole('button', { name: /^Notifications: \d+ unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(
    page.getByText(/Ana Cruz filed Overtime for .*: waiting for your approval\./).first(),
  ).toBeVisible();

  // A push message as the push service would deliver it.
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const origin = new URL(page.url()).origin;
  // The page's live registration (the event stream may also report replaced ones); delivered again
  // until the worker shows it, as a push service retries an undelivered message.
  await expect(async () => {
    const live = registrations.filter((r) => !r.isDeleted && r.scopeURL.startsWith(origin)).at(-1);
    expect(live).toBeDefined();
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: live?.registrationId as string,
      data: JSON.stringify({ kind: 'payslip_ready', title: 'Your payslip is ready.', link: '/me/pay' }),
    });
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.body),
          ),
        { timeout: 3_000 },
      )
      .toContain('Your payslip is ready.');
  }).toPass({ timeout: 20_000 });
});

test('opens without a connection, still signed in, saying so', async ({ page, context }) => {
  await signIn(page, EMPLOYEE);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
  await page.reload();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await context.setOffline(false);
});

test('the last payslip viewed opens without a connection; signing out forgets it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, EMPLOYEE);
  const list = (await (
    await request.get('/api/me/payslips', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { years: { payslips: { id: number }[] }[] };
  const latest = list.years[0]?.payslips[0];
  expect(latest, 'the demo gives the employee a payslip history').toBeDefined();

  await signIn(page, EMPLOYEE);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
  await page.goto(`/me/pay/${latest?.id}`);
  await expect(page.getByText('TAKE HOME PAY')).toBeVisible();

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(page.getByText('TAKE HOME PAY')).toBeVisible();
  await page.context().setOffline(false);

  // Signing out deletes the private cache: nothing of this employee stays for the next person.
  const cached = () => page.evaluate(async () => (await (await caches.open('sahod-private')).keys()).length);
  expect(await cached()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(cached).toBe(0);
});
