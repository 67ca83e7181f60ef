/**
 * Nothing on screen moves while a page loads: the cumulative layout shift of a first load stays
 * at most 0.01 on a 375 × 740 phone, for the public pages and, signed in, home and Dream History.
 *
 * A fast local server would hide late arrivals, so the test makes them late on purpose: the
 * page's own code (every script the HTML does not load), the API's answers (the guest session,
 * the lists) and the font each arrive a good while after the first paint. Whatever would be
 * pushed around by them (the guest banner, the footer, a font swap) then shows up in the score.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loginViaUi, registerAccount, apiToken, useFingerprint } from '../support/app-helpers';

const MAX_CLS = 0.01;
const LATE_MS = { script: 700, api: 900, font: 1200 };

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Records every layout shift not caused by input, with what moved, from the page's first moment. */
function recordShifts() {
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map(({ node, previousRect: a, currentRect: b }) => {
        const name = node instanceof Element ? `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">` : (node?.textContent ?? '?').slice(0, 40);
        return `${name} y ${a.y}→${b.y}, h ${a.height}→${b.height}`;
      });
      window.__layoutShifts?.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Holds back the page's lazy scripts, the API and the font, so each arrives after the first paint. */
async function makeLate(page: Page, initialAssets: ReadonlySet<string>): Promise<void> {
  const hold = (ms: number) => async (route: Route) => {
    await delay(ms);
    await route.fallback();
  };
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !initialAssets.has(url.pathname),
    hold(LATE_MS.script),
  );
  await page.route('**/api/**', hold(LATE_MS.api));
  await page.route('**/*.woff2', hold(LATE_MS.font));
}

/** The scripts and stylesheets index.html loads itself (the rest is loaded on demand). */
async function initialAssets(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  return new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? ''));
}

/** Loads `path` afresh, waits until it has settled (its content, the footer, the font) and returns the shifts. */
async function loadAndMeasure(page: Page, path: string, settled: () => Promise<void>): Promise<Shift[]> {
  await page.goto(path);
  await settled();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  // A moment for anything still on its way (a list, a late banner) to land and be counted.
  await delay(LATE_MS.api + 500);
  return page.evaluate(() => window.__layoutShifts ?? []);
}

function expectStable(shifts: Shift[], path: string): void {
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  const detail = shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join(' | ')}`).join('\n');
  expect(total, `cumulative layout shift of ${path}:\n${detail}`).toBeLessThanOrEqual(MAX_CLS);
}

test.describe('layout shift on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the public pages keep still while they load: home as a new guest, login, register', async ({ page }) => {
    test.setTimeout(60_000);
    await useFingerprint(page);
    await makeLate(page, await initialAssets(page));
    await page.addInitScript(recordShifts);

    // A new guest: the guest session starts when they turn to the dream form, and its banner must not push the page.
    const guestSession = page.waitForResponse((res) => res.url().endsWith('/api/auth/guest-access') && res.ok());
    expectStable(
      await loadAndMeasure(page, '/', async () => {
        await page.getByRole('textbox', { name: 'Your dream' }).focus();
        await guestSession;
        await expect(page.getByRole('complementary', { name: 'You are exploring as a guest' })).toBeVisible();
      }),
      '/',
    );
    expectStable(await loadAndMeasure(page, '/login', () => expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible()), '/login');
    expectStable(await loadAndMeasure(page, '/register', () => expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible()), '/register');
  });

  test('signed in, home and Dream History keep still while their lists load', async ({ page, request }) => {
    test.setTimeout(60_000);
    const account = await registerAccount(request);
    const headers = { authorization: `Bearer ${await apiToken(request, account)}` };
    for (const text of ['I was flying over a dark sea towards a lighthouse.', 'A snake slept under the stairs of my childhood house.']) {
      const res = await request.post('/api/dreams', { headers, data: { dream_text: text, mood: 'neutral' } });
      expect(res.status(), await res.text()).toBeLessThan(300);
    }
    await loginViaUi(page, account);
    const assets = await initialAssets(page);
    await makeLate(page, assets);
    await page.addInitScript(recordShifts);

    expectStable(await loadAndMeasure(page, '/', () => expect(page.getByText('A snake slept under the stairs', { exact: false })).toBeVisible()), '/ (signed in)');
    expectStable(
      await loadAndMeasure(page, '/dream-history', () => expect(page.getByText('I was flying over a dark sea', { exact: false }).first()).toBeVisible()),
      '/dream-history',
    );
  });
});
