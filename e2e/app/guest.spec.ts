import { expect, test } from '../support/fixtures';
import { useFingerprint } from '../support/app-helpers';

const DREAM = 'I was swimming in a dark ocean at night, following a silver fish towards an old lighthouse on the shore.';

test('a guest analyzes one dream, then the button locks and the banner offers Register and Login', async ({ page }) => {
  const fingerprint = await useFingerprint(page);
  await page.goto('/');
  await expect(page.getByText('Welcome, Guest!')).toBeVisible();
  const guestBanner = page.getByRole('complementary', { name: 'You are exploring as a guest' });
  await expect(guestBanner).toBeVisible();

  await page.getByPlaceholder('Describe your dream here...').fill(DREAM);
  await page.getByRole('button', { name: 'Analyze Dream' }).click();

  const results = page.getByRole('region', { name: 'Analysis Results' });
  await expect(results.getByRole('heading', { name: 'Interpretation' })).toBeVisible({ timeout: 30_000 });
  await expect(results.getByRole('heading', { name: 'Keywords' })).toBeVisible();
  await expect(results.getByRole('heading', { name: 'Emotional tone' })).toBeVisible();
  await expect(results.getByText('C. G. Jung')).toBeVisible();

  const locked = page.getByRole('button', { name: 'Please login to get more.' });
  await expect(locked).toBeDisabled();
  const usedBanner = page.getByRole('complementary', { name: 'Your guest session has been used' });
  await expect(usedBanner.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(usedBanner.getByRole('link', { name: 'Login' })).toBeVisible();

  // A reload keeps the flag; cleared storage asks the server again, which remembers this device.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Please login to get more.' })).toBeDisabled();
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(page.getByRole('button', { name: 'Please login to get more.' })).toBeDisabled();
  await expect(page.getByRole('complementary', { name: 'Your guest session has been used' })).toBeVisible();

  // The same device in a brand-new browser context is refused too, as soon as the guest turns to
  // the form (a new browser works out its fingerprint only then).
  const other = await page.context().browser()!.newContext();
  const again = await other.newPage();
  await useFingerprint(again, fingerprint);
  await again.goto(page.url());
  await expect(again.getByRole('button', { name: 'Analyze Dream' })).toBeVisible();
  expect(await again.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/api/auth/guest-access')))).toBe(false);
  await again.getByPlaceholder('Describe your dream here...').focus();
  await expect(again.getByRole('button', { name: 'Please login to get more.' })).toBeDisabled();
  await other.close();
});
