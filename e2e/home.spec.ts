import { QUOTES, quoteOfTheDay } from '../lib/core/quotes';
import { axeViolations, expect, test } from './support/fixtures';

test('home shows the quotation of the day and the dream form', async ({ page }) => {
  await page.goto('/');
  const expected = quoteOfTheDay(new Date());
  const figure = page.locator('figure').filter({ hasText: expected.author });
  await expect(figure).toContainText(expected.quote);
  await expect(figure).toContainText(expected.work);
  const textarea = page.getByPlaceholder('Describe your dream here...');
  await expect(textarea).toBeVisible();
  await expect(textarea).toHaveAttribute('rows', '6');
  await expect(textarea).toHaveAttribute('required', '');
  await expect(page.getByRole('button', { name: 'Analyze Dream' })).toBeVisible();
  expect(QUOTES.length).toBeGreaterThanOrEqual(30);
});

test('every route renders its page frame', async ({ page }) => {
  const routes: [string, RegExp][] = [
    ['/login', /login/i],
    ['/register', /register/i],
    ['/reset-password', /reset/i],
    ['/no-such-page', /not found/i],
  ];
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('the home page has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByPlaceholder('Describe your dream here...')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
