import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { useFingerprint } from '../support/app-helpers';
import { axeViolations, expect, test } from '../support/fixtures';
import { usePartnerSite } from '../support/partner-site';

const DREAM = 'I stood on a bridge over a dark river while an old man handed me a lantern, and I was not afraid.';
const partner = usePartnerSite();

/** Collect the widget's events on the page, as a partner's script would. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const log: { name: string; keys: string[] }[] = [];
    (window as unknown as { __widgetEvents: typeof log }).__widgetEvents = log;
    for (const name of ['ready', 'analyzed', 'error', 'limit-reached']) {
      document.addEventListener(`dream-analyzer:${name}`, (e) => {
        const detail = (e as CustomEvent).detail as Record<string, unknown> | null;
        log.push({ name, keys: detail ? Object.keys(detail) : [] });
      });
    }
  });
  return () => page.evaluate(() => (window as unknown as { __widgetEvents: { name: string; keys: string[] }[] }).__widgetEvents);
}

const widget = (page: Page, n = 1) => page.locator(`#widget-${n}`);

test('a partner page on another origin analyzes once, gets the event, and is then blocked for good', async ({ page }) => {
  const fingerprint = await useFingerprint(page, randomUUID());
  const events = await recordEvents(page);
  await page.goto(`${partner.url}/?css=blank`);
  await expect.poll(async () => (await events()).map((e) => e.name)).toContain('ready');

  await widget(page).getByRole('textbox', { name: 'Your dream' }).fill(DREAM);
  await widget(page).getByRole('button', { name: 'Analyze Dream' }).click();
  await expect(widget(page).getByRole('heading', { name: 'Analysis Results' })).toBeVisible();
  await expect(widget(page).getByText('C. G. Jung')).toBeVisible();
  await expect(widget(page).getByRole('button', { name: 'Please login to get more.' })).toBeDisabled();
  const analyzed = (await events()).find((e) => e.name === 'analyzed');
  expect(analyzed?.keys).toEqual(expect.arrayContaining(['interpretation', 'keywords', 'sentiment']));
  expect((await events()).map((e) => e.name)).toContain('limit-reached');

  // The register and login links open the product in a new tab.
  const register = widget(page).getByRole('link', { name: 'Register' });
  await expect(register).toHaveAttribute('href', `${process.env.E2E_BASE_URL}/register`);
  await expect(register).toHaveAttribute('target', '_blank');

  // Cleared storage and a reload: the server still knows this device.
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.reload();
  await expect(widget(page).getByRole('button', { name: 'Please login to get more.' })).toBeDisabled();
  expect(fingerprint).toBeTruthy();
});

test('two widgets on one page share the one allowance', async ({ page }) => {
  await useFingerprint(page, randomUUID());
  await page.goto(`${partner.url}/?widgets=2`);
  await widget(page, 1).getByRole('textbox', { name: 'Your dream' }).fill(DREAM);
  await widget(page, 1).getByRole('button', { name: 'Analyze Dream' }).click();
  await expect(widget(page, 1).getByRole('heading', { name: 'Analysis Results' })).toBeVisible();
  await expect(widget(page, 2).getByRole('button', { name: 'Please login to get more.' })).toBeDisabled();
});

test('a widget removed and added again restores its state', async ({ page }) => {
  await useFingerprint(page, randomUUID());
  await page.goto(`${partner.url}/`);
  await widget(page).getByRole('textbox', { name: 'Your dream' }).fill(DREAM);
  await widget(page).getByRole('button', { name: 'Analyze Dream' }).click();
  await expect(widget(page).getByRole('heading', { name: 'Analysis Results' })).toBeVisible();
  await page.evaluate(() => {
    const el = document.getElementById('widget-1');
    const slot = el?.parentElement;
    el?.remove();
    if (el) slot?.append(el);
  });
  await expect(widget(page).getByRole('heading', { name: 'Analysis Results' })).toBeVisible();
  await expect(widget(page).getByRole('button', { name: 'Please login to get more.' })).toBeDisabled();
});

test('a guest session refused with a 401 takes the typed dream with it; the next session starts clean', async ({ page }) => {
  await useFingerprint(page, randomUUID());
  const events = await recordEvents(page);
  await page.goto(`${partner.url}/`);
  await expect.poll(async () => (await events()).map((e) => e.name)).toContain('ready');
  // The guest token has expired by the time the dream is sent: the server refuses it.
  await page.route(
    '**/api/dreams/guest/analyze',
    (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': partner.url },
        body: JSON.stringify({ detail: 'Token expired' }),
      }),
    { times: 1 },
  );
  const text = widget(page).getByRole('textbox', { name: 'Your dream' });
  await text.fill(DREAM);
  await widget(page).getByRole('button', { name: 'Analyze Dream' }).click();
  await expect(widget(page).getByText('Failed to analyze dream')).toBeVisible();
  await expect(text).toHaveValue('');
  await expect(widget(page).getByRole('heading', { name: 'Interpretation' })).toHaveCount(0);

  // A new guest session on the same device still has its one analysis.
  await text.fill(DREAM);
  await widget(page).getByRole('button', { name: 'Analyze Dream' }).click();
  await expect(widget(page).getByRole('heading', { name: 'Interpretation' })).toBeVisible();
  await expect(text).toHaveValue(DREAM);
});

test('an analysis past its deadline says so in the widget, and the allowance is not spent', async ({ page }) => {
  await useFingerprint(page, randomUUID());
  const events = await recordEvents(page);
  await page.goto(`${partner.url}/`);
  await expect.poll(async () => (await events()).map((e) => e.name)).toContain('ready');
  const detail = 'The analysis took too long. Please try again with a shorter dream.';
  await page.route(
    '**/api/dreams/guest/analyze',
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': partner.url },
        body: JSON.stringify({ detail, code: 'analysis_timeout' }),
      }),
    { times: 1 },
  );
  await widget(page).getByRole('textbox', { name: 'Your dream' }).fill(DREAM);
  await widget(page).getByRole('button', { name: 'Analyze Dream' }).click();
  await expect(widget(page).getByRole('alert').filter({ hasText: detail })).toBeVisible();
  await expect(widget(page).getByText('Failed to analyze dream')).toHaveCount(0);
  await expect(widget(page).getByRole('textbox', { name: 'Your dream' })).toHaveValue(DREAM);
  await expect(widget(page).getByRole('button', { name: 'Analyze Dream' })).toBeEnabled();
});

test('the partner origin may not call authenticated endpoints', async ({ page }) => {
  await page.goto(`${partner.url}/?script=0`);
  const base = process.env.E2E_BASE_URL ?? '';
  const outcome = await page.evaluate(async (api) => {
    const tryFetch = async (path: string, init?: RequestInit) => {
      try {
        const res = await fetch(`${api}${path}`, init);
        return `status ${res.status}`;
      } catch {
        return 'blocked';
      }
    };
    return {
      me: await tryFetch('/api/auth/me', { headers: { Authorization: 'Bearer x' } }),
      dreams: await tryFetch('/api/dreams'),
      login: await tryFetch('/api/auth/login', { method: 'POST', body: new URLSearchParams({ username: 'a@b.c', password: 'x' }) }),
      guest: await tryFetch('/api/auth/guest-access', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fingerprint: 'partner-probe' }) }),
    };
  }, base);
  expect(outcome.me).toBe('blocked');
  expect(outcome.dreams).toBe('blocked');
  expect(outcome.login).toBe('blocked');
  expect(outcome.guest).toMatch(/^status /);
});

test('the widget adds nothing to the host page and leaves its elements alone', async ({ page }) => {
  await useFingerprint(page, randomUUID());
  await page.goto(`${partner.url}/?script=0&css=blank`);
  const snapshot = () =>
    page.evaluate(() => {
      const style = (id: string) => {
        const s = getComputedStyle(document.getElementById(id) as Element);
        return [s.color, s.fontFamily, s.fontSize, s.margin, s.display, s.boxSizing].join('|');
      };
      return {
        head: document.head.innerHTML,
        sheets: document.styleSheets.length,
        text: style('host-text'),
        button: style('host-button'),
        globals: Object.keys(window).sort(),
      };
    });
  const before = await snapshot();
  await page.evaluate((src) => {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    document.body.append(s);
  }, `${process.env.E2E_BASE_URL}/embed/dream-analyzer.js`);
  await expect(widget(page).getByRole('textbox', { name: 'Your dream' })).toBeVisible();
  const after = await snapshot();
  expect(after.head).toBe(before.head);
  expect(after.sheets).toBe(before.sheets);
  expect(after.text).toBe(before.text);
  expect(after.button).toBe(before.button);
  expect(after.globals.filter((g) => !before.globals.includes(g))).toEqual([]);
  expect(await widget(page).evaluate((el) => el.shadowRoot?.mode)).toBe('open');
});

for (const css of ['tailwind', 'root-62.5', 'hostile']) {
  test(`the widget looks the same on a page with ${css} styles as on a blank page`, async ({ page }) => {
    await useFingerprint(page, randomUUID());
    const shoot = async (name: string) => {
      const events = await recordEvents(page);
      await page.goto(`${partner.url}/?css=${name}`);
      await expect.poll(async () => (await events()).map((e) => e.name)).toContain('ready');
      await expect(widget(page).getByRole('button', { name: 'Analyze Dream' })).toBeVisible();
      return widget(page).screenshot({ animations: 'disabled', caret: 'hide' });
    };
    const blank = await shoot('blank');
    const styled = await shoot(css);
    if (!blank.equals(styled)) {
      fs.writeFileSync(test.info().outputPath('blank.png'), blank);
      fs.writeFileSync(test.info().outputPath(`${css}.png`), styled);
    }
    expect(styled.equals(blank), `widget on the ${css} page differs from the blank page (both screenshots are in the test's output folder)`).toBe(true);
  });
}

test('the widget has no accessibility violations inside its shadow root', async ({ page }) => {
  await useFingerprint(page, randomUUID());
  await page.goto(`${partner.url}/`);
  await expect(widget(page).getByRole('textbox', { name: 'Your dream' })).toBeVisible();
  const violations = (await axeViolations(page)).filter((v) => v.nodes.some((n) => n.includes('#widget-')));
  expect(violations).toEqual([]);
});

test('attributes, CSS custom properties and parts let partners restyle the widget', async ({ page }) => {
  await useFingerprint(page, randomUUID());
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${partner.url}/?script=0`);
  await page.evaluate((src) => {
    const el = document.getElementById('widget-1') as HTMLElement;
    el.setAttribute('theme', 'dark');
    el.setAttribute('heading', 'Tell us your dream');
    el.setAttribute('placeholder', 'Once upon a night...');
    el.style.setProperty('--dream-analyzer-accent', 'rgb(0, 128, 0)');
    el.style.setProperty('--dream-analyzer-radius', '3px');
    const s = document.createElement('script');
    s.src = src;
    document.body.append(s);
  }, `${process.env.E2E_BASE_URL}/embed/dream-analyzer.js`);
  await expect(widget(page).getByRole('heading', { name: 'Tell us your dream' })).toBeVisible();
  await expect(widget(page).getByRole('textbox', { name: 'Your dream' })).toHaveAttribute('placeholder', 'Once upon a night...');
  const styles = await widget(page).evaluate((el) => {
    const root = el.shadowRoot as ShadowRoot;
    const container = root.querySelector('[part~="container"]') as HTMLElement;
    const button = root.querySelector('button[type="submit"]') as HTMLElement;
    return {
      background: getComputedStyle(container).backgroundColor,
      radius: getComputedStyle(container).borderTopLeftRadius,
      button: getComputedStyle(button).backgroundColor,
      parts: [...root.querySelectorAll('[part]')].map((n) => n.getAttribute('part')),
    };
  });
  expect(styles.background).toBe('rgb(30, 17, 69)');
  expect(styles.radius).toBe('3px');
  expect(styles.button).toBe('rgb(0, 128, 0)');
  expect(styles.parts).toEqual(expect.arrayContaining(['container', 'heading', 'form', 'result']));

  // Switching the theme attribute back re-renders in light colours.
  await widget(page).evaluate((el) => el.setAttribute('theme', 'light'));
  await expect
    .poll(() => widget(page).evaluate((el) => getComputedStyle(el.shadowRoot?.querySelector('[part~="container"]') as Element).backgroundColor))
    .toBe('rgb(255, 255, 255)');
});

test('a dream in distress opens the widget\'s result with the support callout, and the event carries the flag', async ({ page }) => {
  await useFingerprint(page, randomUUID());
  await page.addInitScript(() => {
    document.addEventListener('dream-analyzer:analyzed', (e) => {
      (window as unknown as { __support: unknown }).__support = ((e as CustomEvent).detail as { support?: unknown }).support;
    });
  });
  await page.goto(`${partner.url}/?css=blank`);
  await widget(page).getByRole('textbox', { name: 'Your dream' }).fill('Quería morir en el sueño. I stood on the bridge, ready to jump, and I did not want to wake up.');
  await widget(page).getByRole('button', { name: 'Analyze Dream' }).click();
  const result = widget(page).getByRole('region', { name: 'Analysis Results' });
  const support = result.getByRole('region', { name: 'Support' });
  await expect(support).toBeVisible({ timeout: 30_000 });
  expect((await result.getByRole('heading').allTextContents()).slice(0, 3).map((h) => h.trim())).toEqual(['Analysis Results', 'Support', 'Interpretation']);
  // The English paragraph, then the same in the dream's other language.
  await expect(support.getByRole('paragraph')).toHaveCount(2);
  await expect(support.getByRole('paragraph').first()).toContainText('local emergency number');
  await expect(support.getByRole('paragraph').nth(1)).toContainText('número de emergencias');
  await expect(result.locator('blockquote')).not.toContainText('emergency number');
  expect(await page.evaluate(() => (window as unknown as { __support: unknown }).__support)).toBe(true);
  const violations = (await axeViolations(page)).filter((v) => v.nodes.some((n) => n.includes('#widget-')));
  expect(violations).toEqual([]);
});
