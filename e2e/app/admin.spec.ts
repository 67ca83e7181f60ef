import { E2E_ADMIN } from '../support/global-setup';
import { expect, test } from '../support/fixtures';
import { apiToken, loginViaUi, newAccount, putSetting, registerAccount, useFingerprint } from '../support/app-helpers';
import type { APIRequestContext, Browser, Page } from '@playwright/test';

test.skip(!process.env.E2E_HAS_ADMIN, 'scripts/create-admin.ts is not available');

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

type SettingKey = Parameters<typeof putSetting>[2];

/**
 * Signs the admin in on the dashboard and runs `body` with the settings dialog open; the
 * setting is put back afterwards whatever happens, so one failed test cannot leave the
 * service in maintenance or closed to sign-ups for the next.
 */
async function changingSetting(
  page: Page,
  request: APIRequestContext,
  key: SettingKey,
  restore: boolean | number,
  body: (dialog: Awaited<ReturnType<typeof openSettings>>) => Promise<void>,
) {
  await useFingerprint(page);
  await loginViaUi(page, E2E_ADMIN);
  await page.goto('/admin');
  const token = await apiToken(request, E2E_ADMIN);
  try {
    await body(await openSettings(page));
  } finally {
    await putSetting(request, token, key, restore);
  }
}

/** Another visitor, in a browser context of their own with a device fingerprint. */
async function otherVisitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useFingerprint(page);
  return { page, close: () => context.close() };
}

test('the Admin link and page are for ADMIN only', async ({ page, request }) => {
  const user = await registerAccount(request);
  await useFingerprint(page);
  await loginViaUi(page, user);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);

  // Signed out, as a guest, and without any session in this tab: home, like everyone who is not an admin.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully.')).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dream Analyzer', level: 1 })).toBeVisible();
});

test('the dashboard shows real figures, the users, a live clock and new this week', async ({ page, request }) => {
  const user = await registerAccount(request);
  await useFingerprint(page);
  await loginViaUi(page, E2E_ADMIN);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();

  const token = await apiToken(request, E2E_ADMIN);
  const stats = (await (await request.get('/api/admin/stats', { headers: { authorization: `Bearer ${token}` } })).json()) as { users_total: number };
  const value = (label: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(value('Total users')).toHaveText(String(stats.users_total));
  await expect(value('New this week')).toHaveText(/^\d+$/);
  expect(Number(await value('New this week').textContent())).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('table', { name: 'Registered users' }).getByRole('rowheader', { name: user.username })).toBeVisible();

  const clock = page.getByTestId('admin-clock');
  const first = await clock.getAttribute('datetime');
  await expect.poll(() => clock.getAttribute('datetime'), { timeout: 3_000 }).not.toBe(first);
});

test('turning registrations off blocks sign-ups with the server message', async ({ page, request, browser }) => {
  await changingSetting(page, request, 'allow_new_registrations', true, async (dialog) => {
    const toggle = dialog.getByRole('switch', { name: 'Allow new registrations' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    const { page: other, close } = await otherVisitor(browser);
    const account = newAccount('blocked');
    await other.goto('/register');
    await other.getByLabel('Username').fill(account.username);
    await other.getByLabel('Email').fill(account.email);
    await other.getByLabel('Password', { exact: true }).fill(account.password);
    await other.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(other.getByText('Registration is currently disabled')).toBeVisible();
    await close();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});

test('maintenance mode shows visitors the maintenance notice', async ({ page, request, browser }) => {
  await changingSetting(page, request, 'maintenance_mode', false, async (dialog) => {
    const toggle = dialog.getByRole('switch', { name: 'Maintenance mode' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    const { page: other, close } = await otherVisitor(browser);
    await other.goto('/');
    const notice = other.getByRole('status', { name: 'Maintenance in progress' });
    await expect(notice).toContainText('The service is under maintenance. Please try again later.');
    await expect(other.getByRole('button', { name: 'Analyze Dream' })).toBeDisabled();
    await close();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});

test('the daily dream cap stops analyses with the server message', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  await changingSetting(page, request, 'max_dreams_per_day', 10, async (dialog) => {
    const cap = dialog.getByLabel('Max dreams per day');
    await cap.fill('101');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await cap.fill('1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings updated.')).toBeVisible();

    const user = await registerAccount(request);
    const { page: other, close } = await otherVisitor(browser);
    await loginViaUi(other, user);
    const analyze = async (text: string) => {
      await other.getByPlaceholder('Describe your dream here...').fill(text);
      await other.getByRole('button', { name: 'Analyze Dream' }).click();
    };
    await analyze('A quiet garden with a fountain and a white bird that spoke my name.');
    await expect(other.getByRole('region', { name: 'Analysis Results' }).getByRole('heading', { name: 'Interpretation' })).toBeVisible({ timeout: 30_000 });
    await analyze('A train without a driver crossed a bridge made of glass above the clouds.');
    await expect(other.getByText('You have reached the limit of 1 dreams per day. Please come back tomorrow.')).toBeVisible();
    await close();
  });
});
