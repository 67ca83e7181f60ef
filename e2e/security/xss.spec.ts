/**
 * XSS: dream texts, moods and names holding script, event-handler and markup payloads
 * render as text in the app (home, history, profile, admin) and in the widget on a partner site.
 * In Chromium: no payload runs (window.__xss stays unset, no dialog), no element is injected,
 * and the payload is shown literally. Usernames cannot carry markup at all: the API only accepts
 * letters, digits, dots, dashes and underscores, which this spec also checks.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/global-setup';
import { apiToken, loginViaUi, newAccount, registerAccount, useFingerprint } from '../support/app-helpers';
import { expect, test } from '../support/fixtures';
import { usePartnerSite } from '../support/partner-site';

/** Each at most 50 characters, so dream cards show them whole (no preview ellipsis). */
const PAYLOADS = [
  '<img src=x onerror=window.__xss=1>',
  '<script>window.__xss=1</script>',
  '"><svg onload=window.__xss=1>',
  '<a href="javascript:window.__xss=1">link</a>',
  'javascript:window.__xss=1',
  '<iframe srcdoc="<script>parent.__xss=1</script>">',
  "{{constructor.constructor('window.__xss=1')()}}",
  '<img src=x onerror=alert(document.domain)>',
];
/** Moods are free text of at most 32 characters. */
const MOOD_PAYLOAD = '<img src=x onerror=alert(1)>';
const FIRST_NAME = '<img src=x onerror=window.__xss=1>';
const LAST_NAME = '"><svg onload=alert(1)>';

const partner = usePartnerSite();

/** Fail on any dialog (alert/confirm/prompt) a payload might open. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** Nothing from the payloads ran or became an element (CSS locators pierce open shadow roots). */
async function expectNothingInjected(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), 'a payload ran').toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('svg[onload], [onerror], [onload]')).toHaveCount(0);
  await expect(page.locator('iframe[srcdoc]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  const scripts = await page.locator('script').evaluateAll((els) => els.filter((e) => (e.textContent ?? '').includes('__xss')).length);
  expect(scripts, 'a payload became a <script>').toBe(0);
  expect(dialogs, 'a payload opened a dialog').toEqual([]);
}

async function createPayloadUser(request: APIRequestContext) {
  const account = await registerAccount(request, newAccount('xss'));
  const token = await apiToken(request, account);
  const headers = { authorization: `Bearer ${token}` };
  const patched = await request.patch('/api/auth/me', { data: { first_name: FIRST_NAME, last_name: LAST_NAME }, headers });
  expect(patched.status(), await patched.text()).toBe(200);
  // The cap is 10 dreams a day by default: the payloads fit.
  for (const [i, text] of PAYLOADS.entries()) {
    const res = await request.post('/api/dreams', { data: { dream_text: text, date: new Date(Date.now() - i * 60_000).toISOString(), mood: MOOD_PAYLOAD }, headers });
    expect(res.status(), await res.text()).toBe(201);
    if (i === 0) {
      const analyzed = await request.post(`/api/dreams/${((await res.json()) as { id: number }).id}/analyze`, { headers });
      expect(analyzed.status(), await analyzed.text()).toBe(200);
    }
  }
  return account;
}

test('usernames with markup are refused by the API', async ({ request }) => {
  for (const username of ['<script>x</script>', '"><svg onload=1>', 'a<b']) {
    const res = await request.post('/api/auth/register', { data: { username, email: `xss-${randomUUID().slice(0, 8)}@example.com`, password: 'Night-Sky-42!' } });
    expect(res.status(), await res.text()).toBe(422);
  }
});

test('payload dreams, moods and names render as text on home, history and profile', async ({ page, request }) => {
  const account = await createPayloadUser(request);
  const dialogs = watchDialogs(page);
  await useFingerprint(page);
  await loginViaUi(page, account);

  // Home: Recent Dreams shows the newest ones.
  await expect(page.getByText(PAYLOADS[0]!, { exact: true }).first()).toBeVisible();
  await expectNothingInjected(page, dialogs);

  await page.goto('/dream-history');
  for (const payload of PAYLOADS) await expect(page.getByText(payload, { exact: true }).first()).toBeVisible();
  // The mood is stored but not shown by the app; it still must not turn into markup anywhere.
  await expectNothingInjected(page, dialogs);

  await page.goto('/profile');
  await expect(page.getByText(FIRST_NAME, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(LAST_NAME, { exact: true }).first()).toBeVisible();
  await expectNothingInjected(page, dialogs);
});

test('payload names render as text in the admin users table', async ({ page, request }) => {
  test.skip(!process.env.E2E_HAS_ADMIN, 'scripts/create-admin.ts is not available');
  const account = await createPayloadUser(request);
  const dialogs = watchDialogs(page);
  await useFingerprint(page);
  await loginViaUi(page, E2E_ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(account.username).first()).toBeVisible();
  await expectNothingInjected(page, dialogs);
});

test('a payload dream analyzed in the widget on a partner site renders as text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await useFingerprint(page, randomUUID());
  await page.goto(`${partner.url}/?css=blank`);
  const widget = page.locator('#widget-1');
  const dream = `${PAYLOADS.join(' ')} I dreamt of a <b>bold</b> snake in a dark forest.`;
  await widget.getByRole('textbox', { name: 'Your dream' }).fill(dream);
  await widget.getByRole('button', { name: 'Analyze Dream' }).click();
  await expect(widget.getByRole('heading', { name: 'Analysis Results' })).toBeVisible();
  await expect(widget.locator('b')).toHaveCount(0);
  await expectNothingInjected(page, dialogs);
});
