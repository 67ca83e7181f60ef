/**
 * Full-page baselines of the <dream-analyzer> widget on the demo partner page (/embed/demo.html),
 * served by the production server, with a fixed clock: light at 1280 px and 360 px, dark at
 * 1280 px, then after a guest analysis. axe-core checks the widget (not the partner's page).
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, NARROW, prepare, resize, setColorScheme, settle, WIDE } from './support';

const HEADING = 'What did you dream last night?';
const DREAM = 'I was flying over a silver ocean at night, and the moon spoke to me in my grandmother’s voice. I felt calm and free.';

async function openDemo(page: Page): Promise<void> {
  const url = process.env.VISUAL_APP_URL;
  if (!url) throw new Error('VISUAL_APP_URL is not set: build the app first (node scripts/build.mjs app embed server)');
  await page.goto(`${url}/embed/demo.html`);
  const widget = page.locator('dream-analyzer');
  await expect(widget.getByRole('heading', { name: HEADING })).toBeVisible();
  await expect(page.locator('#events')).toContainText('dream-analyzer:ready');
  await page.waitForLoadState('networkidle');
}

test.describe('widget on the demo partner page', () => {
  test('ready', async ({ page }) => {
    await prepare(page, 'light');
    await page.setViewportSize(WIDE);
    await openDemo(page);
    await settle(page);
    expect.soft(await axeViolations(page, 'dream-analyzer'), 'axe-core violations in the widget (light)').toEqual([]);
    await expect.soft(page).toHaveScreenshot('demo-ready-light-wide.png', { fullPage: true });
    await resize(page, NARROW);
    await expect.soft(page).toHaveScreenshot('demo-ready-light-narrow.png', { fullPage: true });
    await setColorScheme(page, 'dark');
    await resize(page, WIDE);
    await expect.soft(page).toHaveScreenshot('demo-ready-dark-wide.png', { fullPage: true });
    expect(await axeViolations(page, 'dream-analyzer'), 'axe-core violations in the widget (dark)').toEqual([]);
  });

  test('analysed as a guest', async ({ page }) => {
    await prepare(page, 'light');
    await page.setViewportSize(WIDE);
    await openDemo(page);
    const widget = page.locator('dream-analyzer');
    await widget.getByRole('textbox').fill(DREAM);
    await widget.getByRole('button', { name: /analy[sz]e/i }).click();
    await expect(page.locator('#events')).toContainText('dream-analyzer:analyzed', { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await settle(page);
    expect.soft(await axeViolations(page, 'dream-analyzer'), 'axe-core violations in the widget').toEqual([]);
    await expect(page).toHaveScreenshot('demo-analysed-light-wide.png', { fullPage: true });
  });
});
