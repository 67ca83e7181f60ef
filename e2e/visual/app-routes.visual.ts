/**
 * Full-page baselines of the main app routes on the production server, with a fixed clock (so the
 * quotation of the day and every relative date are fixed) and the fixed data of seed.ts.
 * Each route: light at 1280 px and 360 px, dark at 1280 px; axe-core must find zero violations
 * and nothing may overflow horizontally at 360 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, horizontalOverflow, NARROW, prepare, resize, setColorScheme, settle, WIDE } from './support';
import { VISUAL_USER } from './seed';

interface Route {
  name: string;
  path: string;
  /** Text of the page's level-1 heading once it has rendered. */
  heading: RegExp;
  signedIn?: boolean;
  /** Parts whose content comes from the server's real clock (e.g. an account's creation date). */
  mask?: (page: Page) => Locator[];
}

const ROUTES: Route[] = [
  { name: 'home', path: '/', heading: /./ },
  { name: 'login', path: '/login', heading: /login/i },
  { name: 'register', path: '/register', heading: /register/i },
  { name: 'reset-password', path: '/reset-password', heading: /reset/i },
  { name: 'new-password-invalid', path: '/new-password', heading: /invalid link/i },
  { name: 'not-found', path: '/no-such-page', heading: /not found/i },
  { name: 'dream-history', path: '/dream-history', heading: /history/i, signedIn: true },
  {
    name: 'profile',
    path: '/profile',
    heading: /profile/i,
    signedIn: true,
    mask: (page) => [page.locator(':is(dt, th, span, p, div):text-is("Member since") + *')],
  },
];

function appUrl(): string {
  const url = process.env.VISUAL_APP_URL;
  if (!url) throw new Error('VISUAL_APP_URL is not set: build the app first (node scripts/build.mjs app embed server)');
  return url;
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${appUrl()}/login`);
  await page.getByLabel('Email').fill(VISUAL_USER.email);
  await page.getByLabel('Password', { exact: true }).fill(VISUAL_USER.password);
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
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await prepare(page, 'light');
      await page.setViewportSize(WIDE);
      if (route.signedIn) await signIn(page);
      await page.goto(`${appUrl()}${route.path}`);
      await waitForRoute(page, route);
      await settle(page);
      const mask = route.mask?.(page) ?? [];

      expect.soft(await axeViolations(page), 'axe-core violations (light)').toEqual([]);
      await expect.soft(page).toHaveScreenshot(`${route.name}-light-wide.png`, { fullPage: true, mask });
      await resize(page, NARROW);
      expect.soft(await horizontalOverflow(page), 'horizontal overflow at 360 px (px)').toBe(0);
      await expect.soft(page).toHaveScreenshot(`${route.name}-light-narrow.png`, { fullPage: true, mask });
      await setColorScheme(page, 'dark');
      await resize(page, WIDE);
      await expect.soft(page).toHaveScreenshot(`${route.name}-dark-wide.png`, { fullPage: true, mask });
      expect.soft(await axeViolations(page), 'axe-core violations (dark)').toEqual([]);
      expect(errors, 'uncaught errors on the page').toEqual([]);
    });
  }
});
