/**
 * The public pages paint before their script has arrived: the build wrote a guest's first view
 * into the page, which the app's own render replaces once its route is ready. Here the app's
 * scripts never arrive, so what shows is the first view alone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loginViaUi, registerAccount, newAccount } from '../support/app-helpers';

/** Keeps every script of the app away (the inline theme script in the page still runs). */
async function withoutAppScripts(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

test('home, login and register show their page before any script of the app has run', async ({ page }) => {
  await withoutAppScripts(page);
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Your dream' })).toBeVisible();
  await expect(page.getByText('Welcome, Guest!')).toBeVisible();
  // The quotation depends on the visitor's date, which the build cannot know: its place is kept empty.
  await expect(page.locator('figure')).toBeHidden();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/register/i);
  // Dream History's first view is a signed-in person's: a guest's tab never shows it.
  await page.goto('/dream-history');
  await expect(page.locator('#root')).toHaveAttribute('data-first-view', '/dream-history');
  await expect(page.getByRole('heading', { name: 'Dream History', level: 1 })).toBeHidden();
  // Other pages for signed-in people are not built ahead: they start from the app's own loading state.
  await page.goto('/profile');
  await expect(page.locator('#root')).toBeEmpty();
});

test("nothing in the first view takes typing or presses that the app's render would lose", async ({ page }) => {
  await withoutAppScripts(page);
  await page.goto('/login');
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
  // A press on the form's button neither posts the empty form as plain HTML nor is kept for the
  // app, whose render would find its fields unfilled.
  await page.getByRole('button', { name: 'Login', exact: true }).click({ force: true });
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  expect(page.url()).toMatch(/\/login$/);
  expect(await page.evaluate(() => (window as unknown as { __firstViewPresses: unknown[] }).__firstViewPresses.length)).toBe(0);
});

test('the app takes over the first view: the quotation shows and the form works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-view');
  await expect(page.locator('figure')).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Your dream' });
  await box.fill('I was walking along a beach at night.');
  await expect(page.getByRole('button', { name: 'Analyze Dream' })).toBeEnabled();
  expect(errors).toEqual([]);
});

test("a tab signed in to an account never shows the guest's first view", async ({ page, request }) => {
  const account = await registerAccount(request, newAccount('firstview'));
  await loginViaUi(page, account);
  await withoutAppScripts(page);
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-first-view', '/');
  await expect(page.getByText('Welcome, Guest!')).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Your dream' })).toBeHidden();
});

test('a signed-in tab paints Dream History before any script of the app has run, without the name', async ({ page, request }) => {
  const account = await registerAccount(request, newAccount('firstview'));
  await loginViaUi(page, account);
  await withoutAppScripts(page);
  await page.goto('/dream-history');
  await expect(page.getByRole('heading', { name: 'Dream History', level: 1 })).toBeVisible();
  await expect(page.getByText('Every dream you have recorded, newest first.')).toBeVisible();
  await expect(page.getByText('Loading your dreams…')).toBeVisible();
  // The greeting's name is the build's placeholder, kept hidden; the person's own comes with the app.
  await expect(page.locator('[data-user-name]')).toBeHidden();
  await expect(page.getByText(account.username)).toHaveCount(0);
});

test('the app takes over the signed-in first view of Dream History with the journal and the name', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const account = await registerAccount(request, newAccount('firstview'));
  await loginViaUi(page, account);
  await page.goto('/dream-history');
  await expect(page.getByText('Dream history is empty')).toBeVisible();
  await expect(page.locator('[data-user-name]').first()).toHaveText(account.username);
  await expect(page.locator('[data-user-name]').first()).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-view', /.*/);
  expect(errors).toEqual([]);
});

test('a signed-in start prepares date formatting in a worker that the page allows', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const account = await registerAccount(request, newAccount('firstview'));
  await loginViaUi(page, account);
  await page.goto('/dream-history');
  await expect(page.getByText('Dream history is empty')).toBeVisible();
  await expect.poll(() => workers.filter((url) => /\/assets\/intl-worker-[\w-]+\.js$/.test(url))).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('focus given to the first view stays on the same field when the app takes over', async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await expect(page.locator('#root')).toHaveAttribute('data-first-view', '/login');
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-view', { timeout: 15_000 });
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('someone@example.com');
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
});

test('a button pressed in the first view before the app took over is pressed again once it can act', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  // The Menu is not announced as unavailable while the page waits for its script.
  await expect(menu).toBeEnabled();
  await menu.focus();
  await page.keyboard.press('Enter');
  // The press landed on the painted button, before any handler of the app existed...
  await expect(page.locator('#root')).toHaveAttribute('data-first-view', '/');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // ...and the app acts on it when it takes over: the menu opens, once.
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-view', { timeout: 15_000 });
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await menu.getAttribute('aria-controls')}`).getByRole('link', { name: 'Login' })).toBeVisible();
});

/** When the page's first contentful paint and its first app script and font requests happened. */
async function loadOrder(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const first = (pattern: RegExp) => Math.min(...resources.filter((r) => pattern.test(r.name)).map((r) => r.startTime));
    return { paint, script: first(/\/assets\/.*\.js$/), font: first(/\.woff2$/) };
  });
}

test('a first visit paints the first view before it fetches the app or the web font', async ({ page }) => {
  await page.goto('/login');
  // The app has taken over: its form works.
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await expect.poll(async () => (await loadOrder(page)).font).toBeLessThan(Infinity);
  const order = await loadOrder(page);
  expect(order.paint).toBeLessThan(Infinity);
  expect(order.script).toBeGreaterThanOrEqual(order.paint);
  expect(order.font).toBeGreaterThanOrEqual(order.paint);
  await expect.poll(() => page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
});

test("a page loaded on demand comes with the app's preloads, each chunk once", async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  const preloads = await page.evaluate(() => {
    const template = document.getElementById('app-scripts') as HTMLTemplateElement | null;
    const listed = [...(template?.content.querySelectorAll('link[rel="modulepreload"]') ?? [])].map((link) => link.getAttribute('href'));
    const inHead = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname);
    return { listed, inHead };
  });
  // The build listed the login page's own chunk beside the app's...
  expect(preloads.listed.some((href) => /^\/assets\/login-page-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
  // ...the start wrote them all into the page, and the router's first navigation, finding them
  // there, asked for no chunk a second time.
  expect(preloads.inHead).toEqual(expect.arrayContaining(preloads.listed));
  expect(new Set(preloads.inHead).size).toBe(preloads.inHead.length);
});

test('a device that has loaded the web font asks for it before the first paint', async ({ page }) => {
  await page.goto('/login');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('dream-analyzer:web-font'))).toBe('1');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-web-font'))).toBe(true);
  const order = await loadOrder(page);
  // From the browser's cache, requested while the page was first laid out.
  expect(order.font).toBeLessThan(order.paint);
});

test('the app takes over the first view in place: the painted elements stay, only their inert marks go', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstHeading: Element | null }).firstHeading = document.querySelector('#root h1');
    });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { firstHeading: Element | null }).firstHeading?.isConnected)).toBe(true);
  await expect(page.locator('#root [readonly], #root [aria-disabled]')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toBeEditable();
});
