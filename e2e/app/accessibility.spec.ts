import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/global-setup';
import { axeViolations, expect, test } from '../support/fixtures';
import { loginViaUi, registerAccount, useFingerprint } from '../support/app-helpers';

const SIGNED_OUT: [string, string][] = [
  ['/', 'Dream Analyzer'],
  ['/login', 'Login'],
  ['/register', 'Register'],
  ['/reset-password', 'Reset Password'],
  ['/new-password', 'Invalid Link'],
  ['/new-password?token=abc', 'Set a New Password'],
  ['/verify-email', 'Email Verification'],
  ['/no-such-page', 'Page not found'],
];

async function expectNoViolations(page: Page, path: string) {
  expect(await axeViolations(page), `axe violations on ${path}`).toEqual([]);
}

async function visit(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Let lazy sections and toasts settle before scanning.
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

/** Every scan runs on a phone and on a desktop, in both themes. */
const SIZES = [
  { name: '375 px', viewport: { width: 375, height: 740 } },
  { name: '1280 px', viewport: { width: 1280, height: 800 } },
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const size of SIZES) {
    test.describe(`${scheme}, ${size.name}`, () => {
      test.use({ viewport: size.viewport });

      test(`every signed-out route passes axe (${scheme})`, async ({ page }) => {
        // Nine scans of whole pages: slower than one page's test.
        test.setTimeout(90_000);
        await page.emulateMedia({ colorScheme: scheme });
        await useFingerprint(page);
        for (const [path, heading] of SIGNED_OUT) {
          await visit(page, path, heading);
          await expectNoViolations(page, path);
        }
        // The register checklist once touched and invalid.
        await page.goto('/register');
        await page.getByLabel('Password', { exact: true }).fill('abc');
        await expect(page.getByText('Password does not meet requirements.')).toBeVisible();
        await expectNoViolations(page, '/register (invalid password)');
      });

      test(`every signed-in route passes axe, with results, expanded dreams and modals (${scheme})`, async ({ page, request }) => {
        test.setTimeout(90_000);
        await page.emulateMedia({ colorScheme: scheme });
        const user = await registerAccount(request);
        await useFingerprint(page);
        await loginViaUi(page, user);
        await page.getByPlaceholder('Describe your dream here...').fill('I flew over a city of towers while a storm gathered and my father called from a boat below.');
        await page.getByRole('button', { name: 'Analyze Dream' }).click();
        await expect(page.getByRole('region', { name: 'Analysis Results' }).getByRole('heading', { name: 'Interpretation' })).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('region', { name: 'Recent Dreams' }).getByRole('listitem').filter({ has: page.locator('time') })).toHaveCount(1);
        await expectNoViolations(page, '/ (signed in, with results)');

        await visit(page, '/dream-history', 'Dream History');
        await page.getByRole('button', { name: /I flew over a city/ }).click();
        await expect(page.getByRole('heading', { name: 'Analysis', exact: true })).toBeVisible();
        await expectNoViolations(page, '/dream-history (expanded)');

        await visit(page, '/profile', 'Your Profile');
        await expect(page.getByText('Total dreams')).toBeVisible();
        await expectNoViolations(page, '/profile');
        await page.getByRole('button', { name: 'Edit Profile' }).click();
        await page.getByRole('button', { name: 'Change Password' }).click();
        await expectNoViolations(page, '/profile (editing)');
        // A new email asks for the current password; a wrong one is refused beside the field.
        await page.getByLabel('Email').fill(`other-${user.email}`);
        const info = page.getByRole('region', { name: 'Basic Information' });
        await info.getByLabel('Current password', { exact: true }).fill('Not-My-Passw0rd!');
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await expect(info.getByText('Current password is incorrect.')).toBeVisible();
        await expectNoViolations(page, '/profile (editing the email, password refused)');
        await page.getByRole('button', { name: 'Delete Account' }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
        await expect(dialog).toBeVisible();
        await expectNoViolations(page, '/profile (delete modal)');
        await dialog.getByLabel(/to confirm/).fill(`Delete ${user.username}`);
        await dialog.getByLabel('Current password', { exact: true }).fill('Not-My-Passw0rd!');
        await dialog.getByRole('button', { name: 'Delete Account' }).click();
        await expect(dialog.getByText('Current password is incorrect.')).toBeVisible();
        await expectNoViolations(page, '/profile (delete modal, password refused)');
      });
    });
  }
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('the admin dashboard and its settings modal pass axe, in both themes', async ({ page }) => {
      test.skip(!process.env.E2E_HAS_ADMIN, 'scripts/create-admin.ts is not available');
      test.setTimeout(90_000);
      await useFingerprint(page);
      await loginViaUi(page, E2E_ADMIN);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await visit(page, '/admin', 'Admin Dashboard');
        await expect(page.getByRole('table', { name: 'Registered users' })).toBeVisible();
        await expectNoViolations(page, `/admin (${scheme})`);
        await page.getByRole('button', { name: 'Settings' }).click();
        await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
        await expectNoViolations(page, `/admin (settings, ${scheme})`);
      }
    });
  });
}

test('the main flows work by keyboard alone', async ({ page, request }) => {
  // It waits for a real analysis, as the signed-in scans do.
  test.setTimeout(90_000);
  const user = await registerAccount(request);
  await useFingerprint(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  // The built first view is painted before the app runs; its fields take typing once the app has taken over.
  await expect(page.getByLabel('Email')).toBeEditable();
  await page.getByLabel('Email').focus();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Login successful!')).toBeVisible();
  await page.getByPlaceholder('Describe your dream here...').focus();
  await page.keyboard.type('A door in the sea opened onto a library where every book was blank.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Analyze Dream' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Analysis Results' }).getByRole('heading', { name: 'Interpretation' })).toBeVisible({ timeout: 30_000 });
  // Expand a dream and close a modal with the keyboard.
  await page.goto('/dream-history');
  const card = page.getByRole('button', { name: /A door in the sea/ });
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete Account' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete Account' })).toBeFocused();
});
