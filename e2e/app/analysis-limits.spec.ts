import { expect, test } from '../support/fixtures';
import { loginViaUi, registerAccount, useFingerprint } from '../support/app-helpers';
import { startProductionServer, type ProductionServer } from '../support/production-server';
import type { Browser, Page, APIRequestContext } from '@playwright/test';

const DREAM = 'An owl read me a letter from my brother by the light of a green candle in an empty station.';
const LONG_DREAM = Array.from({ length: 95 }, () => DREAM).join(' ');
const TIMEOUT_DETAIL = 'The analysis took too long. Please try again with a shorter dream.';

type Playwright = { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } };

/**
 * Runs `body` in a fresh browser context and API client aimed at `server`, signed in as a new
 * user when `signIn` is set, and closes both whatever happens.
 */
async function onServer(
  server: ProductionServer,
  browser: Browser,
  playwright: Playwright,
  signIn: boolean,
  body: (page: Page, api: APIRequestContext, fingerprint: string) => Promise<void>,
) {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    const fingerprint = await useFingerprint(page);
    if (signIn) await loginViaUi(page, await registerAccount(api));
    await body(page, api, fingerprint);
  } finally {
    await context.close();
    await api.dispose();
  }
}

test.describe('the hourly analysis limit', () => {
  // The suite's server runs without rate limits; this one counts, and allows one analysis an hour.
  let limited: ProductionServer;
  test.beforeAll(async () => {
    limited = await startProductionServer({ RATE_LIMITS: 'on', ANALYSES_PER_HOUR: '1' });
  });
  test.afterAll(async () => {
    await limited?.stop();
  });

  test("shows the server's explanation once a user made too many analyses", async ({ browser, playwright }) => {
    test.setTimeout(90_000);
    await onServer(limited, browser, playwright, true, async (page) => {
      const text = page.getByRole('textbox', { name: 'Your dream' });
      await text.fill(DREAM);
      await page.getByRole('button', { name: 'Analyze Dream' }).click();
      await expect(page.getByRole('region', { name: 'Analysis Results' }).getByRole('heading', { name: 'Interpretation' })).toBeVisible({ timeout: 30_000 });

      const refused = page.waitForResponse((res) => /\/api\/dreams\/\d+\/analyze$/.test(res.url()));
      await text.fill(`${DREAM} The station was flooded.`);
      await page.getByRole('button', { name: 'Analyze Dream' }).click();
      const res = await refused;
      expect(res.status()).toBe(429);
      expect(res.headers()['retry-after']).toMatch(/^\d+$/);
      const body = (await res.json()) as { detail: string; code: string };
      expect(body.code).toBe('rate_limited');
      await expect(page.getByRole('alert').filter({ hasText: body.detail })).toBeVisible();
      await expect(page.getByText('Failed to analyze dream')).toHaveCount(0);
      // The dream stays in the form for a later try.
      await expect(text).toHaveValue(`${DREAM} The station was flooded.`);
    });
  });
});

test.describe('the analysis deadline', () => {
  // A deadline of 2 ms on this server, and a dream of nearly 9,000 characters that takes the
  // engine about 15 ms: the analysis misses its deadline as a hostile dream would.
  let strict: ProductionServer;
  test.beforeAll(async () => {
    strict = await startProductionServer({ INTERPRETER_TIMEOUT_MS: '2' });
  });
  test.afterAll(async () => {
    await strict?.stop();
  });

  test('a signed-in analysis past its deadline says so instead of a generic failure', async ({ browser, playwright }) => {
    await onServer(strict, browser, playwright, true, async (page) => {
      await page.getByRole('textbox', { name: 'Your dream' }).fill(LONG_DREAM);
      const answer = page.waitForResponse((res) => /\/api\/dreams\/\d+\/analyze$/.test(res.url()));
      await page.getByRole('button', { name: 'Analyze Dream' }).click();
      const res = await answer;
      expect(res.status()).toBe(503);
      expect(await res.json()).toEqual({ detail: TIMEOUT_DETAIL, code: 'analysis_timeout' });
      await expect(page.getByRole('alert').filter({ hasText: TIMEOUT_DETAIL })).toBeVisible();
      await expect(page.getByText('Failed to analyze dream')).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Your dream' })).toHaveValue(LONG_DREAM);
    });
  });

  test("a guest's analysis past its deadline says so, and does not spend the allowance", async ({ browser, playwright }) => {
    await onServer(strict, browser, playwright, false, async (page, api, fingerprint) => {
      await page.goto('/');
      await expect(page.getByText('Welcome, Guest!')).toBeVisible();
      await page.getByRole('textbox', { name: 'Your dream' }).fill(LONG_DREAM);
      await page.getByRole('button', { name: 'Analyze Dream' }).click();
      await expect(page.getByRole('alert').filter({ hasText: TIMEOUT_DETAIL })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Analyze Dream' })).toBeEnabled();
      // The server agrees: this device may still ask for its free analysis.
      const again = await api.post('/api/auth/guest-access', { data: { fingerprint } });
      expect(again.status()).toBe(200);
    });
  });
});
