/**
 * Full-page baselines of every app route on the production server, with a fixed clock (so the
 * quotation of the day and every relative date are fixed) and the fixed data of seed.ts.
 * Each route: light and dark at 1280 px and on a 375 px phone; axe-core must find zero violations
 * in all four, and nothing may overflow horizontally at 360 px (the narrowest common phone).
 * The phone's header menu gets its own baselines, open, in both themes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/global-setup';
import { axeViolations, horizontalOverflow, NARROW, PHONE, prepare, resize, setColorScheme, settle, WIDE } from './support';
import { VISUAL_USER } from './seed';

interface Route {
  name: string;
  path: string;
  /** Text of the page's level-1 heading once it has rendered. */
  heading: RegExp;
  /** Who is signed in: the seeded user, or the administrator. */
  signedIn?: 'user' | 'admin';
  /** Parts whose content comes from the server's real clock (e.g. an account's creation date). */
  mask?: (page: Page) => Locator[];
  /** CSS for parts whose size depends on the run (masked in the pictures, sized the same for every run). */
  fixedSize?: string;
}

const memberSince = (page: Page) => page.locator(':is(dt, th, span, p, div):text-is("Member since") + *');

const ROUTES: Route[] = [
  { name: 'home', path: '/', heading: /./ },
  { name: 'login', path: '/login', heading: /login/i },
  { name: 'register', path: '/register', heading: /register/i },
  { name: 'reset-password', path: '/reset-password', heading: /reset/i },
  { name: 'new-password-invalid', path: '/new-password', heading: /invalid link/i },
  { name: 'new-password', path: '/new-password?token=visual-token', heading: /set a new password/i },
  { name: 'verify-email-missing-token', path: '/verify-email', heading: /email verification/i },
  { name: 'not-found', path: '/no-such-page', heading: /not found/i },
  { name: 'home-signed-in', path: '/', heading: /./, signedIn: 'user' },
  { name: 'dream-history', path: '/dream-history', heading: /history/i, signedIn: 'user' },
  { name: 'profile', path: '/profile', heading: /profile/i, signedIn: 'user', mask: (page) => [memberSince(page)] },
  {
    name: 'admin',
    path: '/admin',
    heading: /admin dashboard/i,
    signedIn: 'admin',
    // The live clock ticks, some figures depend on which other captures signed in first, and the
    // activity and join dates are the server's own timestamps.
    mask: (page) => [
      page.getByTestId('admin-clock'),
      page.getByRole('region', { name: 'Overview' }).locator('dd'),
      page.getByRole('region', { name: 'Recent activity' }).locator('ol, ul'),
      page.getByRole('table', { name: 'Registered users' }).locator('time'),
    ],
    // The activity list grows with every sign-in of the captures that ran before: a fixed box
    // (masked anyway) keeps the page's height the same whatever the order. The join dates are
    // today's, and their width (a 6 is narrower than a 7) moved every column of the users table by a
    // pixel from one day to the next: a fixed box for them too.
    fixedSize: 'section[aria-labelledby="activity-heading"] :is(ol, ul) { height: 30rem; overflow: hidden; } td > time { display: inline-block; width: 7rem; }',
  },
];

function appUrl(): string {
  const url = process.env.VISUAL_APP_URL;
  if (!url) throw new Error('VISUAL_APP_URL is not set: build the app first (node scripts/build.mjs app embed server)');
  return url;
}

async function signIn(page: Page, who: 'user' | 'admin'): Promise<void> {
  const account = who === 'admin' ? E2E_ADMIN : VISUAL_USER;
  await page.goto(`${appUrl()}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.waitForURL(`${appUrl()}/`);
}

/** Waits until the route has rendered and stopped loading (no spinner, no pending requests). */
async function waitForRoute(page: Page, route: Route): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(route.heading);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], [role="status"]:has-text("Loading")')).toHaveCount(0);
}

test.describe('app routes', () => {
  for (const route of ROUTES) {
    test(route.name, async ({ page }) => {
      test.skip(route.signedIn === 'admin' && !process.env.VISUAL_HAS_ADMIN, 'scripts/create-admin.ts is not available');
      // Four captures and four axe runs of a full page.
      test.setTimeout(120_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await prepare(page, 'light');
      await page.setViewportSize(WIDE);
      if (route.signedIn) await signIn(page, route.signedIn);
      await page.goto(`${appUrl()}${route.path}`);
      await waitForRoute(page, route);
      await settle(page);
      const mask = route.mask?.(page) ?? [];
      if (route.fixedSize) await page.addStyleTag({ content: route.fixedSize });
      const shot = { fullPage: true, mask };

      expect.soft(await axeViolations(page), 'axe-core violations (light, 1280 px)').toEqual([]);
      await expect.soft(page).toHaveScreenshot(`${route.name}-light-wide.png`, shot);
      await resize(page, NARROW);
      expect.soft(await horizontalOverflow(page), 'horizontal overflow at 360 px (px)').toBe(0);
      await resize(page, PHONE);
      expect.soft(await horizontalOverflow(page), 'horizontal overflow at 375 px (px)').toBe(0);
      expect.soft(await axeViolations(page), 'axe-core violations (light, 375 px)').toEqual([]);
      await expect.soft(page).toHaveScreenshot(`${route.name}-light-phone.png`, shot);
      await setColorScheme(page, 'dark');
      expect.soft(await axeViolations(page), 'axe-core violations (dark, 375 px)').toEqual([]);
      await expect.soft(page).toHaveScreenshot(`${route.name}-dark-phone.png`, shot);
      await resize(page, WIDE);
      await expect.soft(page).toHaveScreenshot(`${route.name}-dark-wide.png`, shot);
      expect.soft(await axeViolations(page), 'axe-core violations (dark, 1280 px)').toEqual([]);
      expect(errors, 'uncaught errors on the page').toEqual([]);
    });
  }

  test('the phone menu, open', async ({ page }) => {
    await prepare(page, 'light');
    await page.setViewportSize(PHONE);
    await signIn(page, 'user');
    // A fresh load, so the sign-in's toast is not in the picture.
    await page.goto(`${appUrl()}/`);
    await waitForRoute(page, ROUTES[0]!);
    await settle(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect.soft(await axeViolations(page), 'axe-core violations (light)').toEqual([]);
    await expect.soft(page).toHaveScreenshot('menu-open-light-phone.png');
    await setColorScheme(page, 'dark');
    expect.soft(await axeViolations(page), 'axe-core violations (dark)').toEqual([]);
    await expect.soft(page).toHaveScreenshot('menu-open-dark-phone.png');
  });
});
