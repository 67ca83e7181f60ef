/**
 * What the widget downloads and when: the text box needs only the loader and the entry chunk;
 * the reading and the toasts arrive in chunks of their own, and still look and behave as before.
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { useFingerprint } from '../support/app-helpers';
import { expect, test } from '../support/fixtures';
import { usePartnerSite } from '../support/partner-site';

const DREAM = 'I walked through a house with endless rooms, and in the last one my mother was painting the sea.';
const partner = usePartnerSite();
const widget = (page: Page, n = 1) => page.locator(`#widget-${n}`);

/** The widget's scripts this page has requested so far, as paths under /embed/. */
function recordEmbedScripts(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/embed/') && pathname.endsWith('.js')) seen.push(pathname.slice('/embed/'.length));
  });
  return () => [...seen];
}

/** The first-paint files the build measured (dist/sizes.json), as paths under /embed/. */
function firstPaintFiles(): string[] {
  const sizes = JSON.parse(fs.readFileSync('dist/sizes.json', 'utf8')) as { widget: { first_paint: { files: string[] } } };
  return sizes.widget.first_paint.files.map((f) => f.replace(/^embed\//, ''));
}

test('the text box shows with the loader and the entry chunk only; the reading comes when the form is used', async ({ page }) => {
  await useFingerprint(page, randomUUID());
  const scripts = recordEmbedScripts(page);
  await page.goto(`${partner.url}/?css=blank`);
  const text = widget(page).getByRole('textbox', { name: 'Your dream' });
  await expect(text).toBeVisible();
  await page.waitForLoadState('networkidle');

  const firstPaint = firstPaintFiles();
  expect(firstPaint).toContain('dream-analyzer.js');
  // A new device also fetches the fingerprint library, for its guest session; nothing else yet.
  expect(scripts().filter((s) => !/\/fp\.esm-[^/]+\.js$/.test(s)).sort()).toEqual([...firstPaint].sort());
  expect(scripts().some((s) => s.includes('analysis-result'))).toBe(false);
  expect(scripts().some((s) => s.includes('widget-toasts'))).toBe(false);

  // Putting the cursor in the form fetches the reading's chunk, before the dream is sent.
  await text.focus();
  await expect.poll(() => scripts().some((s) => s.includes('analysis-result'))).toBe(true);
  await text.fill(DREAM);
  await widget(page).getByRole('button', { name: 'Analyze Dream' }).click();
  await expect(widget(page).getByRole('heading', { name: 'Interpretation' })).toBeVisible();
  await expect(widget(page).getByRole('button', { name: 'Please login to get more.' })).toBeDisabled();
  // Nothing went wrong, so the toasts were never needed.
  expect(scripts().some((s) => s.includes('widget-toasts'))).toBe(false);
});

test('toasts loaded on demand appear, styled, in the widget that raised them and never in its neighbour', async ({ page }) => {
  await useFingerprint(page, randomUUID());
  await page.goto(`${partner.url}/?css=blank&widgets=2`);
  await expect(widget(page, 2).getByRole('textbox', { name: 'Your dream' })).toBeVisible();
  // Each refusal says something different, so no toast replaces another.
  let refusals = 0;
  await page.route('**/api/dreams/guest/analyze', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': partner.url },
      body: JSON.stringify({ detail: `Refusal number ${++refusals}.`, code: 'analysis_timeout' }),
    }),
  );
  const refuse = async (n: number, expected: string) => {
    await widget(page, n).getByRole('textbox', { name: 'Your dream' }).fill(DREAM);
    await widget(page, n).getByRole('button', { name: 'Analyze Dream' }).click();
    await expect(widget(page, n).getByRole('alert').filter({ hasText: expected })).toBeVisible();
  };
  // Both widgets get a toast container, then the first speaks again.
  await refuse(1, 'Refusal number 1.');
  await refuse(2, 'Refusal number 2.');
  await refuse(1, 'Refusal number 3.');
  await expect(widget(page, 2).getByRole('alert').filter({ hasText: 'Refusal number 3.' })).toHaveCount(0);
  await expect(widget(page, 1).getByRole('alert').filter({ hasText: 'Refusal number 2.' })).toHaveCount(0);

  const looks = await widget(page, 1).evaluate((el) => {
    const root = el.shadowRoot as ShadowRoot;
    const container = root.querySelector('.Toastify__toast-container') as HTMLElement;
    const item = root.querySelector('.Toastify__toast') as HTMLElement;
    return { position: getComputedStyle(container).position, minHeight: getComputedStyle(item).minHeight, display: getComputedStyle(item).display };
  });
  // react-toastify's own stylesheet applies, and the widget's rule keeps the toasts inside its card.
  expect(looks).toEqual({ position: 'absolute', minHeight: '64px', display: 'flex' });
});

test('a reading whose chunk cannot be loaded says so in the widget, and the page still gets the event', async ({ page }) => {
  await useFingerprint(page, randomUUID());
  await page.addInitScript(() => {
    document.addEventListener('dream-analyzer:analyzed', () => {
      (window as unknown as { __analyzed: boolean }).__analyzed = true;
    });
  });
  // As after a deploy that removed the chunk the page's entry still names.
  await page.route('**/embed/assets/analysis-result-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(`${partner.url}/?css=blank`);
  await widget(page).getByRole('textbox', { name: 'Your dream' }).fill(DREAM);
  await widget(page).getByRole('button', { name: 'Analyze Dream' }).click();
  await expect(widget(page).getByRole('alert').filter({ hasText: 'The reading could not be shown. Please reload the page.' })).toBeVisible();
  await expect(widget(page).getByRole('button', { name: 'Please login to get more.' })).toBeDisabled();
  expect(await page.evaluate(() => (window as unknown as { __analyzed?: boolean }).__analyzed)).toBe(true);
});
