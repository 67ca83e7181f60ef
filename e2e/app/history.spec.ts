import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiToken, loginViaUi, registerAccount, useFingerprint } from '../support/app-helpers';

const DAY = 86_400_000;

async function addDream(request: APIRequestContext, token: string, text: string, daysAgo: number) {
  const headers = { authorization: `Bearer ${token}` };
  const date = new Date(Date.now() - daysAgo * DAY).toISOString();
  const created = await request.post('/api/dreams', { headers, data: { dream_text: text, date, mood: 'neutral' } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { id } = (await created.json()) as { id: number };
  const analyzed = await request.post(`/api/dreams/${id}/analyze`, { headers });
  expect(analyzed.status(), await analyzed.text()).toBe(200);
  return (await analyzed.json()) as { keywords: string[] };
}

test('history searches and filters by date and exports JSON and CSV; the profile counts week, month and streak', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await registerAccount(request);
  const token = await apiToken(request, user);
  const a = await addDream(request, token, 'A black horse galloped along the beach under a full moon.', 0);
  await addDream(request, token, 'I searched an old house for a lost key while the clock kept striking thirteen.', 1);
  await addDream(request, token, 'My teeth crumbled while I was giving a speech to a silent audience.', 2);
  await addDream(request, token, 'A snake coiled around a tree in a garden full of golden apples.', 20);

  await useFingerprint(page);
  await loginViaUi(page, user);
  await page.goto('/dream-history');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(4);

  await expect(page.getByText('Showing 4 of 4 dreams', { exact: true })).toBeVisible();

  // A keyword of the reading finds its dream (the search covers the text and the keywords).
  const keyword = a.keywords[0]!.toLowerCase();
  await page.getByLabel('Search', { exact: true }).fill(keyword);
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(keyword)}`));
  await expect(cards.first()).toContainText('black horse');
  await expect(page.getByText(/^Showing ([1-3]) of \1 dreams?$/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(4);
  await expect(page.getByText('Showing 4 of 4 dreams', { exact: true })).toBeVisible();

  const day = (daysAgo: number) => {
    const d = new Date(Date.now() - daysAgo * DAY);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  await page.getByLabel('From').fill(day(25));
  await page.getByLabel('To').fill(day(10));
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('snake');
  await page.getByRole('button', { name: 'Clear filters' }).click();

  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
  const exported = JSON.parse(fs.readFileSync((await json.path())!, 'utf8')) as { dreams: { dream_text: string; interpretation: string; keywords: string[] }[] };
  expect(exported.dreams).toHaveLength(4);
  expect(exported.dreams.every((d) => d.interpretation && d.keywords.length > 0)).toBe(true);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const lines = fs.readFileSync((await csv.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('id,date,dream_text,interpretation,keywords,sentiment,apprehension,happiness,anger,confusion,sadness,symbols,archetypes');
  expect(lines.length).toBeGreaterThanOrEqual(5);

  await page.goto('/profile');
  const stat = (label: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(stat('Total dreams')).toHaveText('4');
  await expect(stat('This week')).toHaveText('3');
  await expect(stat('This month')).toHaveText('4');
  await expect(page.getByText('3days in a row')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Common Keywords' })).toBeVisible();
  const common = page.getByRole('region', { name: 'Common Keywords' }).getByRole('listitem');
  expect(await common.count()).toBeGreaterThan(0);
  expect(await common.count()).toBeLessThanOrEqual(7);
});
