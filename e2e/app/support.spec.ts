import { expect, test } from '../support/fixtures';
import { loginViaUi, registerAccount, useFingerprint } from '../support/app-helpers';

const DISTRESS = 'In the dream I wrote goodbye letters to everyone and walked to the bridge. Everyone would be better off without me.';
const CALM = 'I walked along a quiet beach at dawn and collected white shells for my grandmother.';

test('a signed-in dreamer in distress sees the support callout first, on the home page and in the history', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await registerAccount(request);
  await useFingerprint(page);
  await loginViaUi(page, user);

  await page.getByRole('textbox', { name: 'Your dream' }).fill(DISTRESS);
  await page.getByRole('button', { name: 'Analyze Dream' }).click();
  const result = page.getByRole('region', { name: 'Analysis Results' });
  const support = result.getByRole('region', { name: 'Support' });
  await expect(support).toBeVisible({ timeout: 30_000 });
  await expect(support).toContainText('local emergency number');
  // First: right under the result's own heading, before the dream it is about and the interpretation.
  expect((await result.getByRole('heading').allTextContents()).slice(0, 4).map((h) => h.trim())).toEqual(['Analysis Results', 'Support', 'Your dream', 'Interpretation']);
  // Said once: the interpretation does not repeat it.
  await expect(result.locator('blockquote')).not.toContainText('emergency number');

  // The stored dream keeps it.
  await page.goto('/dream-history');
  await page.getByRole('button', { name: /goodbye letters/ }).click();
  const card = page.getByRole('main').getByRole('article').filter({ hasText: 'goodbye letters' });
  await expect(card.getByRole('region', { name: 'Support' })).toBeVisible();
  await expect(card.getByRole('region', { name: 'Support' })).toContainText('crisis line');

  // A calm dream gets no callout.
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Your dream' }).fill(CALM);
  await page.getByRole('button', { name: 'Analyze Dream' }).click();
  await expect(result.getByRole('heading', { name: 'Interpretation' })).toBeVisible({ timeout: 30_000 });
  await expect(result.locator('blockquote')).toContainText(/shell|beach/i);
  await expect(result.getByRole('region', { name: 'Support' })).toHaveCount(0);
});
