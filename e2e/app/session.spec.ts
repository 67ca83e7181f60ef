import { expect, test } from '../support/fixtures';
import { latestEmailLink, loginViaUi, registerAccount, STORAGE_PREFIX, storedAccessToken, useFingerprint } from '../support/app-helpers';

/** The stored token with its `exp` moved into the past (the signature no longer matches, as for any stale token). */
function expire(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number };
  claims.exp = Math.floor(Date.now() / 1000) - 60;
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

test('an expired access token is refreshed transparently', async ({ page, request }) => {
  const user = await registerAccount(request);
  await useFingerprint(page);
  await loginViaUi(page, user);
  const original = await storedAccessToken(page);
  const stale = expire(original!);
  await page.evaluate(
    ([prefix, token]) => {
      sessionStorage.setItem(`${prefix}access_token`, token);
      sessionStorage.setItem(`${prefix}token_expiry`, String(Date.now() - 60_000));
    },
    [STORAGE_PREFIX, stale] as const,
  );
  await page.goto('/dream-history');
  await expect(page.getByRole('heading', { name: 'Dream History', level: 1 })).toBeVisible();
  await expect(page.getByText('Dream history is empty')).toBeVisible();
  await expect(page.getByText('Session expired. Please log in again.')).toHaveCount(0);
  await expect(page.getByText(`Welcome, ${user.username}!`)).toBeVisible();
  const fresh = await storedAccessToken(page);
  expect(fresh).toBeTruthy();
  expect(fresh).not.toBe(stale);
});

test('a revoked session lands on /login with "Session expired. Please log in again."', async ({ page, request }) => {
  const user = await registerAccount(request);
  await useFingerprint(page);
  await loginViaUi(page, user);
  const token = await storedAccessToken(page);
  // Another device (or an admin) ends this session on the server.
  const res = await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBeLessThan(300);
  await page.goto('/dream-history');
  await expect(page.getByText('Session expired. Please log in again.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
});

test('login redirects a signed-in user home; logout returns to a guest session', async ({ page, request }) => {
  const user = await registerAccount(request);
  await useFingerprint(page);
  await loginViaUi(page, user);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('navigation', { name: 'User menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully.')).toBeVisible();
  await expect(page.getByText('Welcome, Guest!')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toHaveCount(0);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dream-history');
  await expect(page).toHaveURL(/\/login$/);
});

test('the verification banner re-checks the status when the window regains focus', async ({ page, request, baseURL }) => {
  const user = await registerAccount(request);
  await useFingerprint(page);
  await loginViaUi(page, user);
  const banner = page.getByRole('complementary', { name: 'Please verify your email address' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification email sent! Please check your inbox.')).toBeVisible();

  const link = await latestEmailLink(user.email, '/verify-email', baseURL!);
  const res = await request.post('/api/auth/verify-email', { data: { token: new URL(link).searchParams.get('token') } });
  expect(res.status()).toBe(200);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(banner).toHaveCount(0);
});

test('the email-change modal logs out and redirects after 10 s', async ({ page, request }) => {
  const user = await registerAccount(request);
  await page.clock.install();
  await useFingerprint(page);
  await loginViaUi(page, user);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Email').fill(`new-${user.email}`);
  await page.getByLabel('Current password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const modal = page.getByRole('dialog', { name: 'Email changed' });
  await expect(modal).toContainText('Redirecting to the login page in 10 seconds');
  await page.clock.runFor(5_000);
  await expect(modal).toContainText('Redirecting to the login page in 5 seconds');
  await page.clock.runFor(5_500);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Welcome, Guest!')).toBeVisible();
});
