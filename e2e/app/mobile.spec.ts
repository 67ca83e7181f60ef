/**
 * The details people notice on a phone at dawn, and with the keyboard: each checked on a 375 px
 * phone and on a 1280 px desktop. The header in one row with its Menu on phones, toasts that never
 * cover it, the empty dream box, the emptied box after a saved dream, the draft, where the focus
 * goes, the theme choice, and the smaller fixes.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/global-setup';
import { axeViolations, expect, test } from '../support/fixtures';
import { apiToken, loginViaUi, newAccount, putSetting, registerAccount, submitLogin, useFingerprint, type TestAccount } from '../support/app-helpers';

const SIZES = [
  { name: 'phone', viewport: { width: 375, height: 740 }, phone: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
] as const;

const DRAFT_PREFIX = 'dream-analyzer:draft:';
const THEME_KEY = 'dream-analyzer:theme';

/** Opens the phone menu when there is one; on the desktop everything is already in the header. */
async function openMenu(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Menu' });
  if (!(await button.isVisible())) return;
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** A link or button of the header's navigation (named `nav`), reached as a person would at this size. */
async function inNav(page: Page, nav: 'Main' | 'User menu'): Promise<Locator> {
  await openMenu(page);
  return page.getByRole('navigation', { name: nav });
}

function dreamBox(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Your dream' });
}

/** The toasts on screen, not counting one on its way out. */
function visibleToasts(page: Page): Locator {
  return page.locator('.Toastify__toast:not([class*="bounce-exit"])');
}

/** Stops the toasts' 5 s countdown (their progress bar), so what replaces what does not race the clock. */
async function holdToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '.Toastify__progress-bar--animated { animation-play-state: paused !important; }';
      document.head.append(style);
    });
  });
}

/** Chooses a theme as a person does: clicking the option (its icon and name). */
async function pick(group: Locator, name: 'Light' | 'Dark' | 'System'): Promise<void> {
  await group.locator('label').filter({ has: group.page().getByRole('radio', { name }) }).click();
}

async function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)), DRAFT_PREFIX);
}

async function createDream(request: APIRequestContext, account: TestAccount, text: string): Promise<void> {
  const token = await apiToken(request, account);
  const res = await request.post('/api/dreams', { data: { dream_text: text, mood: 'neutral' }, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  expect((await request.post(`/api/dreams/${id}/analyze`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
}

for (const size of SIZES) {
  test.describe(`on a ${size.viewport.width} px ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('the header is one row, with a keyboard-friendly Menu on phones', async ({ page }) => {
      test.setTimeout(60_000);
      await useFingerprint(page);
      await page.goto('/');
      const header = page.getByRole('banner');
      const menu = page.getByRole('button', { name: 'Menu' });
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);

      if (!size.phone) {
        await expect(menu).toBeHidden();
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
        await expect(page.getByRole('group', { name: 'Theme' })).toBeVisible();
      } else {
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        // By keyboard: the Menu button is the first stop after the brand.
        await page.keyboard.press('Tab'); // Skip to content
        await page.keyboard.press('Tab'); // the brand
        await page.keyboard.press('Tab');
        await expect(menu).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        const panel = page.locator(`#${await menu.getAttribute('aria-controls')}`);
        await expect(panel.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
        await expect(panel.getByText('Welcome, Guest!')).toBeVisible();
        expect(await axeViolations(page), 'axe with the menu open').toEqual([]);
        // Escape closes it and gives the focus back to its button.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Escape');
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        await expect(menu).toBeFocused();
        await expect(panel).toBeHidden();
        // A navigation closes it.
        await menu.click();
        await panel.getByRole('link', { name: 'Login' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        // A click outside closes it too.
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        await page.mouse.click(size.viewport.width / 2, size.viewport.height - 20);
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
      }

      // The fullest header (an admin's, with a long name) stays one row as well.
      test.skip(!process.env.E2E_HAS_ADMIN, 'scripts/create-admin.ts is not available');
      await loginViaUi(page, E2E_ADMIN);
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
      const main = await inNav(page, 'Main');
      await expect(main.getByRole('link', { name: 'Admin' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Dream History' })).toBeVisible();
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
    });

    test('toasts keep clear of the header, replace their own kind and never pile up', async ({ page, request }) => {
      test.setTimeout(60_000);
      const user = await registerAccount(request);
      await useFingerprint(page);
      await holdToasts(page);
      await page.goto('/login');
      const header = page.getByRole('banner');
      const wrong = { email: user.email, password: 'Not-the-Passw0rd!' };
      for (let i = 0; i < 3; i++) {
        await page.getByLabel('Email').fill(wrong.email);
        await page.getByLabel('Password', { exact: true }).fill(wrong.password);
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await expect(visibleToasts(page).filter({ hasText: 'Incorrect email or password' })).toHaveCount(1);
      }
      // Three failures are one toast, not three queued for 15 s.
      await expect(visibleToasts(page)).toHaveCount(1);
      // Measured where it rests, once its entrance animation is over: the enter class can still be
      // about to arrive on the first frame, so wait for the box itself to come to rest.
      await expect(visibleToasts(page).first()).not.toHaveClass(/bounce-enter/);
      const headerBox = (await header.boundingBox())!;
      await expect
        .poll(async () => (await visibleToasts(page).first().boundingBox())?.y ?? -1, { message: 'the toast starts below the header' })
        .toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      const toastBox = (await visibleToasts(page).first().boundingBox())!;
      if (size.phone) expect(toastBox.y + toastBox.height, 'on a phone the toast sits at the bottom').toBeGreaterThan(size.viewport.height - 120);

      // The sign-in's own success replaces its failure: they are one matter.
      await submitLogin(page, user);
      await expect(visibleToasts(page)).toHaveCount(1);
      await expect(visibleToasts(page)).toHaveText(/Login successful!/);

      // Four different matters at once: the newest three stay.
      await (await inNav(page, 'Main')).getByRole('link', { name: 'Profile' }).click();
      await page.getByRole('button', { name: 'Change Password' }).click();
      const form = page.locator('#change-password-form');
      await form.getByLabel('Current password', { exact: true }).fill(user.password);
      await form.getByLabel('New password', { exact: true }).fill('Aa1!aaaa');
      await form.getByLabel('Confirm new password').fill('Different-1!');
      await form.getByRole('button', { name: 'Update Password' }).click();
      await expect(visibleToasts(page).filter({ hasText: 'New passwords do not match' })).toHaveCount(1);
      await expect(visibleToasts(page)).toHaveCount(2);
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByRole('region', { name: 'Basic Information' }).getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('Username').fill(`${user.username}x`);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(visibleToasts(page).filter({ hasText: 'Profile updated successfully!' })).toHaveCount(1);
      await expect(visibleToasts(page)).toHaveCount(3);
      // By keyboard: on a phone three held toasts cover the bottom of the page (they are closable).
      await page.getByRole('button', { name: 'Delete Account' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel(/to confirm/).fill(`Delete ${user.username}x`);
      await dialog.getByLabel('Current password', { exact: true }).fill(user.password);
      await dialog.getByRole('button', { name: 'Delete Account' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/login$/);
      await expect(visibleToasts(page)).toHaveCount(3);
      await expect(visibleToasts(page).filter({ hasText: 'Account deleted successfully.' })).toHaveCount(1);
      await expect(visibleToasts(page).filter({ hasText: 'Login successful!' })).toHaveCount(0);
    });

    test('maintenance shows its banner, lined up with the header, and no toast', async ({ request, browser }) => {
      test.skip(!process.env.E2E_HAS_ADMIN, 'scripts/create-admin.ts is not available');
      const token = await apiToken(request, E2E_ADMIN);
      await putSetting(request, token, 'maintenance_mode', true);
      const context = await browser.newContext({ viewport: size.viewport });
      try {
        const visitor = await context.newPage();
        await useFingerprint(visitor);
        await visitor.goto('/');
        const banner = visitor.getByRole('status', { name: 'Maintenance in progress' });
        await expect(banner).toContainText('The service is under maintenance. Please try again later.');
        await expect(visitor.getByRole('button', { name: 'Analyze Dream' })).toBeDisabled();
        // Give a would-be toast time to appear: there must be none.
        await visitor.waitForTimeout(1_000);
        await expect(visibleToasts(visitor)).toHaveCount(0);
        const brand = (await visitor.getByRole('banner').getByRole('link', { name: 'Dream Analyzer' }).boundingBox())!;
        const notice = (await banner.boundingBox())!;
        const heading = (await visitor.getByRole('heading', { level: 1 }).boundingBox())!;
        expect(Math.abs(notice.x - brand.x), 'the banner starts where the header does').toBeLessThanOrEqual(1);
        expect(Math.abs(notice.x - heading.x), 'and where the page does').toBeLessThanOrEqual(1);
        // A form refused for maintenance says nothing beside the banner either.
        await visitor.goto('/reset-password');
        await visitor.getByLabel('Email').fill('someone@example.com');
        await visitor.getByRole('button', { name: 'Send reset link' }).click();
        await expect(visitor.getByRole('status', { name: 'Maintenance in progress' })).toBeVisible();
        await visitor.waitForTimeout(1_000);
        await expect(visibleToasts(visitor)).toHaveCount(0);
      } finally {
        await putSetting(request, token, 'maintenance_mode', false);
        await context.close();
      }
    });

    test('a blank dream keeps the button disabled and says why', async ({ page }) => {
      await useFingerprint(page);
      await page.goto('/');
      const analyze = page.getByRole('button', { name: 'Analyze Dream' });
      const hint = page.getByText('Write your dream above to analyze it.');
      await expect(analyze).toBeDisabled();
      await expect(hint).toBeVisible();
      await expect(dreamBox(page)).toHaveAccessibleDescription('Write your dream above to analyze it.');
      await dreamBox(page).fill('   \n\t  ');
      await expect(analyze).toBeDisabled();
      await expect(hint).toBeVisible();
      await dreamBox(page).fill('  A fox asleep on the piano.  ');
      await expect(analyze).toBeEnabled();
      await expect(hint).toHaveCount(0);
    });

    test('a saved dream empties the box and stays with its reading; a failure keeps the text', async ({ page, request }) => {
      test.setTimeout(60_000);
      const user = await registerAccount(request);
      await useFingerprint(page);
      await loginViaUi(page, user);
      const dream = 'A lighthouse keeper handed me a key made of salt, and the sea went quiet.';
      await dreamBox(page).fill(dream);
      // The analysis fails once: the text stays for another try.
      await page.route('**/api/dreams/*/analyze', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ detail: 'The dream interpreter is unavailable right now. Please try again in a moment.', code: 'interpreter_unavailable' }) }),
      );
      await page.getByRole('button', { name: 'Analyze Dream' }).click();
      await expect(page.getByText('The dream interpreter is unavailable right now. Please try again in a moment.')).toBeVisible();
      await expect(dreamBox(page)).toHaveValue(dream);
      await page.unroute('**/api/dreams/*/analyze');

      await page.getByRole('button', { name: 'Analyze Dream' }).click();
      const results = page.getByRole('region', { name: 'Analysis Results' });
      await expect(results.getByRole('heading', { name: 'Interpretation' })).toBeVisible({ timeout: 30_000 });
      await expect(dreamBox(page)).toHaveValue('');
      await expect(results.getByRole('heading', { name: 'Your dream' })).toBeVisible();
      await expect(results.getByText(dream)).toBeVisible();
      // The retry read the dream saved the first time instead of saving it again.
      const token = await apiToken(request, user);
      const list = (await (await request.get('/api/dreams', { headers: { authorization: `Bearer ${token}` } })).json()) as unknown[];
      expect(list).toHaveLength(1);
      expect(await draftKeys(page)).toEqual([]);
    });

    test('the draft survives a reload and an ended session, and is gone after logout', async ({ page, request }) => {
      test.setTimeout(60_000);
      const first = await registerAccount(request, newAccount('drafter'));
      const second = await registerAccount(request, newAccount('nextone'));
      await useFingerprint(page);
      await loginViaUi(page, first);
      const draft = 'Half asleep: a staircase of birds, and my brother calling from below the';
      await dreamBox(page).fill(draft);
      await page.reload();
      await expect(dreamBox(page)).toHaveValue(draft);

      // The session ends (this tab's sign-in is gone): the box is a guest's, the draft waits.
      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      await expect(dreamBox(page)).toHaveValue('');
      await page.goto('/login');
      await submitLogin(page, first);
      await expect(dreamBox(page)).toHaveValue(draft);

      // Another person on this browser never sees it.
      await page.evaluate(() => sessionStorage.clear());
      await loginViaUi(page, second);
      await expect(dreamBox(page)).toHaveValue('');
      expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(second.username);

      // Logging out removes it.
      await page.evaluate(() => sessionStorage.clear());
      await loginViaUi(page, first);
      await expect(dreamBox(page)).toHaveValue(draft);
      await (await inNav(page, 'User menu')).getByRole('button', { name: 'Logout' }).click();
      await expect(page.getByText('Logged out successfully.')).toBeVisible();
      await expect(dreamBox(page)).toHaveValue('');
      expect(await draftKeys(page)).toEqual([]);
      expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('staircase of birds');
    });

    test('the focus goes into opened forms, back to their button, and to the heading of a new page', async ({ page, request }) => {
      test.setTimeout(60_000);
      const user = await registerAccount(request);
      await useFingerprint(page);
      await loginViaUi(page, user);
      await (await inNav(page, 'Main')).getByRole('link', { name: 'Profile' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeFocused();

      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(page.getByLabel('First name')).toBeFocused();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();

      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByLabel('Current password', { exact: true })).toBeFocused();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('button', { name: 'Change Password' })).toBeFocused();

      await (await inNav(page, 'Main')).getByRole('link', { name: 'Dream History' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dream History' })).toBeFocused();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeFocused();

      // The reset form's Try again puts the focus in the email field it opens again.
      await page.clock.install();
      await page.goto('/reset-password');
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('button', { name: 'Try again (60s)' })).toBeDisabled();
      await page.clock.runFor(61_000);
      await page.getByRole('button', { name: 'Try again', exact: true }).click();
      await expect(page.getByLabel('Email')).toBeFocused();
    });

    test('the theme is a choice in the menu, kept per device and painted first', async ({ page, context }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ colorScheme: 'light' });
      await useFingerprint(page);
      await page.goto('/');
      const html = page.locator('html');
      await expect(html).not.toHaveClass(/\bdark\b/);
      await openMenu(page);
      const theme = page.getByRole('group', { name: 'Theme' });
      await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
      await pick(theme, 'Dark');
      await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
      await expect(html).toHaveClass(/\bdark\b/);
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(30, 17, 69)');
      expect(await axeViolations(page), 'axe in the chosen dark theme').toEqual([]);

      // Another tab of this browser opens dark too; the class is there before the page's body exists,
      // i.e. set by the inline script before the first paint, and the CSP let it run.
      const other = await context.newPage();
      await other.emulateMedia({ colorScheme: 'light' });
      await other.addInitScript(() => {
        const seen = window as unknown as { __classAtBody?: string; __cspViolations?: string[] };
        seen.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => seen.__cspViolations?.push(e.violatedDirective));
        new MutationObserver((_, observer) => {
          if (!document.body) return;
          seen.__classAtBody = document.documentElement.className;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await other.goto('/login');
      await expect(other.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      const early = await other.evaluate(() => {
        const seen = window as unknown as { __classAtBody?: string; __cspViolations?: string[] };
        return { classAtBody: seen.__classAtBody ?? null, cspViolations: seen.__cspViolations ?? null };
      });
      expect(early.classAtBody).toMatch(/\bdark\b/);
      expect(early.cspViolations).toEqual([]);
      await other.close();

      // Back to the system's choice: the stored choice goes, and the system (light here) decides.
      await openMenu(page);
      await pick(theme, 'System');
      await expect(html).not.toHaveClass(/\b(dark|light)\b/);
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();
      await pick(theme, 'Light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await expect(html).toHaveClass(/\blight\b/);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(244, 243, 255)');
    });

    test('the smaller details: previews, chart dates, a taken username, the users table and /admin for guests', async ({ page, request }) => {
      test.setTimeout(60_000);
      const user = await registerAccount(request, newAccount('details'));
      const other = await registerAccount(request, newAccount('taken'));
      // Cut at 100 characters, this text ends on a full stop.
      const text = 'I walked along a frozen river under a violet sky and found a bell inside the ice, ringing so slowly. Then the river turned to glass.';
      expect(text.slice(0, 100).endsWith('.')).toBe(true);
      await createDream(request, user, text);
      await useFingerprint(page);
      await loginViaUi(page, user);
      await expect(page.getByText(`${text.slice(0, 99)}...`, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(`${text.slice(0, 100)}...`, { exact: true })).toHaveCount(0);

      await page.goto('/profile');
      const chart = page.getByRole('figure', { name: 'Emotional tone over time' });
      await expect(chart.locator('time').first()).toBeVisible();
      await expect(chart.locator('time').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/);

      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('Username').fill(other.username);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('This username is already taken. Please choose another.')).toBeVisible();
      await expect(page.getByText('Failed to update profile')).toHaveCount(0);

      // A guest who opens /admin in a new tab (no session there yet) goes home, like any other non-admin.
      const guest = await page.context().browser()!.newContext({ viewport: size.viewport });
      const guestPage = await guest.newPage();
      await useFingerprint(guestPage);
      await guestPage.goto('/admin');
      await expect(guestPage).toHaveURL(/\/$/);
      await expect(guestPage.getByRole('heading', { level: 1, name: 'Dream Analyzer' })).toBeVisible();
      await guestPage.goto('/admin');
      await expect(guestPage).toHaveURL(/\/$/);
      await guest.close();

      test.skip(!process.env.E2E_HAS_ADMIN, 'scripts/create-admin.ts is not available');
      const long = await registerAccount(request, { ...newAccount('x'), email: `a.very.long.mailbox.name.for.the.users.table.${Date.now()}@dreams.example.com` });
      await page.evaluate(() => sessionStorage.clear());
      await loginViaUi(page, E2E_ADMIN);
      await page.goto('/admin');
      const table = page.getByRole('table', { name: 'Registered users' });
      // Newest first: the long address registered last is on the first page.
      const cell = table.getByRole('cell', { name: long.email, exact: true });
      await expect(cell).toBeVisible();
      const lines = await cell.evaluate((td) => {
        const range = document.createRange();
        range.selectNodeContents(td);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, 'the email stays on one line').toBe(1);
      if (size.phone) {
        const region = table.locator('xpath=ancestor::*[@role="region"][1]');
        expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth), 'the table scrolls sideways instead').toBe(true);
      }
    });
  });
}
