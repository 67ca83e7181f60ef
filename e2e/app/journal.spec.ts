/**
 * The journal at scale in the browser: the history a page at a time (on scroll and with "Load
 * more"), search and filters kept in the URL, a dream read in full when its card opens; the
 * admin's user list paged and searchable.
 */
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../support/global-setup';
import { expect, test } from '../support/fixtures';
import { apiToken, loginViaUi, newAccount, putSetting, registerAccount, useFingerprint } from '../support/app-helpers';

test.skip(!process.env.E2E_HAS_ADMIN, 'scripts/create-admin.ts is not available (the tests raise the daily dream cap)');

const DAY = 86_400_000;
const PLACES = ['river', 'forest', 'tower', 'garden', 'station'];

/** `count` dreams for the user, one per day back from today; the daily cap is raised meanwhile and put back. */
async function seedJournal(request: APIRequestContext, token: string, count: number) {
  const admin = await apiToken(request, E2E_ADMIN);
  await putSetting(request, admin, 'max_dreams_per_day', 100);
  try {
    const headers = { authorization: `Bearer ${token}` };
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const text = `Dream ${i}: I wandered by a ${PLACES[i % PLACES.length]}${i === 7 ? ' and climbed an old lighthouse' : ''} until morning came.`;
      const res = await request.post('/api/dreams', { headers, data: { dream_text: text, date: new Date(Date.now() - i * DAY).toISOString(), mood: 'neutral' } });
      expect(res.status(), await res.text()).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }
    return ids;
  } finally {
    await putSetting(request, admin, 'max_dreams_per_day', 10);
  }
}

test('the history loads more on scroll and with "Load more", keeps search and filters in the URL, and opens a dream in full', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await registerAccount(request);
  const token = await apiToken(request, user);
  const ids = await seedJournal(request, token, 25);
  const analyzed = await request.post(`/api/dreams/${ids[7]}/analyze`, { headers: { authorization: `Bearer ${token}` } });
  expect(analyzed.status()).toBe(200);
  const tone = ((await analyzed.json()) as { sentiment: string }).sentiment;

  await useFingerprint(page);
  await loginViaUi(page, user);
  await page.goto('/dream-history');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(20);
  await expect(page.getByText('Showing 20 of 25 dreams', { exact: true })).toBeVisible();
  await expect(cards.first()).toContainText('Dream 0:');

  // "Load more" by hand: the rest arrives, the focus moves to the first new dream, and the button goes.
  const more = page.getByRole('button', { name: 'Load more' });
  await more.click();
  await expect(cards).toHaveCount(25);
  await expect(page.getByText('Showing 25 of 25 dreams', { exact: true })).toBeVisible();
  await expect(more).toHaveCount(0);
  await expect(cards.nth(20).getByRole('button').first()).toBeFocused();
  await expect(cards.nth(24)).toContainText('Dream 24:');

  // Scrolling down loads the next page by itself.
  await page.reload();
  await expect(cards).toHaveCount(20);
  await cards.nth(19).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect(cards).toHaveCount(25);

  // Search: the words go into the URL, survive a reload, and Back returns to the whole journal.
  await page.getByLabel('Search', { exact: true }).fill('lighthouse');
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dream-history\?q=lighthouse$/);
  await expect(cards).toHaveCount(1);
  await expect(page.getByText('Showing 1 of 1 dream', { exact: true })).toBeVisible();
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('lighthouse');

  // The card opens with the full text and the reading, loaded from the server.
  await cards.first().getByRole('button').first().click();
  await expect(cards.first().getByRole('heading', { name: 'Analysis' })).toBeVisible();
  await expect(cards.first().getByText('Dream 7: I wandered by a tower and climbed an old lighthouse until morning came.', { exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/dream-history$/);
  await expect(cards).toHaveCount(20);

  // Sentiment and dates apply at once and join the URL; a link with them opens the same view.
  await page.getByLabel('Sentiment').selectOption(tone);
  await expect(page).toHaveURL(new RegExp(`[?&]sentiment=${tone}`));
  await expect(cards).toHaveCount(1);
  const day = (daysAgo: number) => {
    const d = new Date(Date.now() - daysAgo * DAY);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/dream-history$/);
  await page.getByLabel('From').fill(day(12));
  await page.getByLabel('To').fill(day(10));
  await expect(page).toHaveURL(new RegExp(`from=${day(12)}&to=${day(10)}`));
  await expect(cards).toHaveCount(3);
  await expect(page.getByText('Showing 3 of 3 dreams', { exact: true })).toBeVisible();
  await page.goto(`/dream-history?q=garden&from=${day(12)}&to=${day(10)}`);
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('No dreams match these filters.')).toBeVisible();
  await page.goto(`/dream-history?q=tower`);
  await expect(cards).toHaveCount(5);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('tower');
});

test('the admin pages through the users and searches them by username or email', async ({ page, request }) => {
  test.setTimeout(90_000);
  const tag = `pg${Date.now().toString(36)}`;
  for (let i = 0; i < 22; i++) await registerAccount(request, newAccount(`${tag}n${String(i).padStart(2, '0')}x`));

  await useFingerprint(page);
  await loginViaUi(page, E2E_ADMIN);
  await page.goto('/admin');
  const table = page.getByRole('table', { name: 'Registered users' });
  const rows = table.getByRole('rowheader');
  await expect(rows).toHaveCount(20);
  const total = Number((await page.getByText(/^Showing 20 of \d+ users$/).textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(23);
  await page.getByRole('button', { name: 'Load more users' }).click();
  await expect(rows).toHaveCount(Math.min(40, total));

  // The search goes into the URL; it matches any part of a username or an email, in any case.
  await page.getByLabel('Search users').fill(tag.toUpperCase());
  await page.getByLabel('Search users').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin\\?q=${tag.toUpperCase()}$`));
  await expect(rows).toHaveCount(20);
  await expect(page.getByText('Showing 20 of 22 users', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Load more users' }).click();
  await expect(rows).toHaveCount(22);
  await expect(page.getByRole('button', { name: 'Load more users' })).toHaveCount(0);
  // Newest first: the last to sign up leads.
  await expect(rows.first()).toContainText(`${tag}n21x`);

  await page.getByLabel('Search users').fill(`${tag}zzz`);
  await page.getByLabel('Search users').press('Enter');
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('No users match this search.')).toBeVisible();

  await page.getByLabel('Search users').fill(`${tag}n03x`);
  await page.getByLabel('Search users').press('Enter');
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(page.getByLabel('Search users')).toHaveValue(`${tag}n03x`);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(rows).toHaveCount(20);
});
