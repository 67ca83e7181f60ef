/** Helpers for the app's browser tests: guest fingerprints, accounts, the mail outbox, sign-in. */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const STORAGE_PREFIX = 'dream-analyzer:';
export const PASSWORD = 'Night-Sky-42!';

/**
 * The server allows one guest analysis per fingerprint. Rewriting the fingerprint a page sends
 * gives each test its own device, independent of which tests ran before.
 */
export async function useFingerprint(page: Page, fingerprint: string = randomUUID()): Promise<string> {
  await page.route('**/api/auth/guest-access', async (route) => {
    await route.continue({ postData: JSON.stringify({ fingerprint }), headers: { ...route.request().headers(), 'content-type': 'application/json' } });
  });
  return fingerprint;
}

export interface TestAccount {
  username: string;
  email: string;
  password: string;
}

/** A fresh, unique account (not yet registered). */
export function newAccount(prefix = 'user'): TestAccount {
  const id = randomUUID().slice(0, 8);
  return { username: `${prefix}${id}`, email: `${prefix}-${id}@example.com`, password: PASSWORD };
}

/** Registers through the API (for tests whose subject is not registration). */
export async function registerAccount(request: APIRequestContext, account: TestAccount = newAccount()): Promise<TestAccount> {
  const res = await request.post('/api/auth/register', { data: { username: account.username, email: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return account;
}

/** Signs in through the login form and waits for the home page. */
export async function loginViaUi(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account);
}

/** Fills and sends the login form already on screen; the app greets and goes home. */
export async function submitLogin(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // The greeting of this sign-in: one of an earlier sign-in may still be on its way out, no longer an alert.
  await expect(page.getByRole('alert').filter({ hasText: 'Login successful!' })).toBeVisible();
}

/** The link in the newest outbox email sent to `to` whose link contains `pathPart`, rebased on the test server. */
export async function latestEmailLink(to: string, pathPart: string, baseURL: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        if (!fs.existsSync(outbox)) return undefined;
        const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort().reverse();
        for (const file of files) {
          const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
          const recipients = [mail.to].flat().flatMap((a) => a?.value ?? []).map((v) => v.address?.toLowerCase());
          if (!recipients.includes(to.toLowerCase())) continue;
          const found = mail.text?.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
          if (found) {
            link = found;
            return found;
          }
        }
        return undefined;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  const url = new URL(link ?? '');
  // PUBLIC_URL may name another port than the test server's: keep only the path and query.
  return new URL(url.pathname + url.search, baseURL).toString();
}

/** The access token the app holds in sessionStorage. */
export function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => sessionStorage.getItem(key), `${STORAGE_PREFIX}access_token`);
}

/** Signs in through the API and returns a bearer token (for setting up or restoring state). */
export async function apiToken(request: APIRequestContext, account: Pick<TestAccount, 'email' | 'password'>): Promise<string> {
  const res = await request.post('/api/auth/login', { form: { username: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** PUT /admin/settings with one key, as the admin. */
export async function putSetting(request: APIRequestContext, token: string, key: string, value: boolean | number): Promise<void> {
  const res = await request.put('/api/admin/settings', { data: { [key]: value }, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBeLessThan(300);
}
