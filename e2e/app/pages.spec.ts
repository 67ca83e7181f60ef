import { expect, test } from '../support/fixtures';
import { useFingerprint } from '../support/app-helpers';

test('verify-email without a token, and with a bad one', async ({ page }) => {
  await useFingerprint(page);
  await page.goto('/verify-email');
  await expect(page.getByText('No verification token provided')).toBeVisible();
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('alert').filter({ hasText: /invalid|expired|verification/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
});

test("new-password without a token shows 'Invalid Link' and 'Back to Login'", async ({ page }) => {
  await useFingerprint(page);
  await page.goto('/new-password');
  await expect(page.getByRole('heading', { name: 'Invalid Link', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('new-password keeps its button disabled until the rules pass', async ({ page }) => {
  await useFingerprint(page);
  await page.goto('/new-password?token=abc');
  const submit = page.getByRole('button', { name: 'Set new password' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await expect(page.getByText('Password does not meet requirements.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Long-enough-1');
  await page.getByLabel('Confirm new password').fill('Long-enough-1');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Invalid or expired reset link. Please request a new one.')).toBeVisible();
});

test("the reset request counts 'Try again (Ns)' down from 60 s, then clears the form", async ({ page }) => {
  await page.clock.install();
  await useFingerprint(page);
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset instructions have been sent to your email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again (60s)' })).toBeDisabled();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await page.clock.runFor(30_000);
  await expect(page.getByRole('button', { name: 'Try again (30s)' })).toBeDisabled();
  await page.clock.runFor(31_000);
  const again = page.getByRole('button', { name: 'Try again', exact: true });
  await expect(again).toBeEnabled();
  await again.click();
  await expect(page.getByLabel('Email')).toBeEnabled();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
});

test('a wrong login shows the server message; unknown routes show the 404 page', async ({ page }) => {
  await useFingerprint(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Wrong-passw0rd!');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await page.goto('/somewhere/else');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
