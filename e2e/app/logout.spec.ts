import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loginViaUi, newAccount, registerAccount, STORAGE_PREFIX, submitLogin, useFingerprint, type TestAccount } from '../support/app-helpers';

// A dream no other test writes, so any trace of it on the page is a leak.
const DREAM = 'A zebra made of violet glass carried my grandmother across a frozen harbour while bells rang under the ice.';
// Written after the analysis but never sent: it lives only in the form and its draft.
const UNSENT = 'Then a lantern floated up the stairwell and spelled my childhood address in smoke.';

/** Every text node of the document, hidden ones included (screen-reader text, closed sections). */
function documentText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.textContent ?? '');
}

/** What the app keeps in localStorage (the theme, dream drafts), keys and values joined. */
function storedOnDevice(page: Page): Promise<string> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .map((key) => `${key}=${localStorage.getItem(key)}`)
      .join('\n'),
  );
}

/** What the app keeps in sessionStorage, values joined. */
function storedSession(page: Page, prefix: string): Promise<string> {
  return page.evaluate(
    (p) =>
      Object.keys(sessionStorage)
        .filter((key) => key.startsWith(p))
        .map((key) => sessionStorage.getItem(key))
        .join('\n'),
    prefix,
  );
}

async function expectNoTraceOf(page: Page, account: TestAccount, reading: string) {
  const text = await documentText(page);
  expect(text).not.toContain(DREAM.slice(0, 40));
  expect(text).not.toContain(reading.slice(0, 60));
  expect(text).not.toContain(account.username);
  expect(text).not.toContain(UNSENT.slice(0, 40));
  await expect(page.getByRole('textbox', { name: 'Your dream' })).toHaveValue('');
  const device = await storedOnDevice(page);
  expect(device).not.toContain(UNSENT.slice(0, 40));
  expect(device).not.toContain('draft:user');
  await expect(page.getByRole('region', { name: 'Analysis Results' }).getByRole('heading', { name: 'Interpretation' })).toHaveCount(0);
  expect(await storedSession(page, STORAGE_PREFIX)).not.toContain(account.username);
}

test('logging out from home leaves nothing of the user on screen, and the next user sees none of it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const first = await registerAccount(request, newAccount('leaver'));
  const second = await registerAccount(request, newAccount('next'));
  await useFingerprint(page);
  await loginViaUi(page, first);

  await page.getByRole('textbox', { name: 'Your dream' }).fill(DREAM);
  await page.getByRole('button', { name: 'Analyze Dream' }).click();
  const results = page.getByRole('region', { name: 'Analysis Results' });
  await expect(results.getByRole('heading', { name: 'Interpretation' })).toBeVisible({ timeout: 30_000 });
  const reading = (await results.getByRole('blockquote').textContent())?.trim() ?? '';
  expect(reading.length).toBeGreaterThan(60);
  const recent = page.getByRole('region', { name: 'Recent Dreams' });
  await expect(recent.getByText(DREAM.slice(0, 40))).toBeVisible();
  // The saved dream leaves the form (the result shows it); what is written next is kept as a draft
  // on this device: that is what must not survive the logout.
  await expect(page.getByRole('textbox', { name: 'Your dream' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Your dream' }).fill(UNSENT);
  await expect.poll(() => storedOnDevice(page)).toContain(UNSENT.slice(0, 40));

  await page.getByRole('navigation', { name: 'User menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully.')).toBeVisible();
  await expect(page.getByText('Welcome, Guest!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectNoTraceOf(page, first, reading);

  // The next person signs in in the same tab, without a reload: client-side navigation only.
  await page.getByRole('navigation', { name: 'User menu' }).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await submitLogin(page, second);
  await expect(page.getByText(`Welcome, ${second.username}!`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Dreams' }).getByText('Dream history is empty')).toBeVisible();
  await expectNoTraceOf(page, first, reading);

  // Nor anywhere else the second user can go.
  for (const [link, path, heading] of [
    ['Dream History', /\/dream-history$/, 'Dream History'],
    ['Profile', /\/profile$/, 'Your Profile'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    const text = await documentText(page);
    expect(text).not.toContain(DREAM.slice(0, 40));
    expect(text).not.toContain(first.username);
  }
});
