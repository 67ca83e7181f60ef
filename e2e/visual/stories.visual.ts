/**
 * Every story of the static Storybook build: light at 1280 px and 360 px, dark at 1280 px and
 * 360 px, each compared with its baseline PNG; axe-core must find zero violations in light and dark.
 * Nothing may overflow horizontally at 360 px. Stories tagged `no-visual` are only checked by axe. Every docs page (autodocs + the
 * introduction) must render without errors; the introduction also has a baseline.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, DOCS_BASELINES, FIXED_NOW, horizontalOverflow, NARROW, prepare, resize, setColorScheme, settle, storyBaselineName, WIDE } from './support';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

function readEntries(): IndexEntry[] {
  const file = 'storybook-static/index.json';
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build-storybook before the visual suite`);
  const index = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).sort((a, b) => a.id.localeCompare(b.id));
}

async function openStory(page: Page, id: string): Promise<void> {
  const base = process.env.VISUAL_STORYBOOK_URL;
  if (!base) throw new Error('VISUAL_STORYBOOK_URL is not set: run through playwright.visual.config.ts');
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`);
  // Wait until Storybook has rendered the story and run its play function and afterEach hooks.
  // (The a11y addon's own automatic axe run is switched off by the `a11y.manual` global: this suite runs axe itself.)
  const phase = await page
    .waitForFunction(
      (storyId) => {
        type Render = { id: string; phase?: string };
        const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: Render[] } }).__STORYBOOK_PREVIEW__;
        const render = preview?.storyRenders?.find((r) => r.id === storyId);
        if (document.body.classList.contains('sb-show-errordisplay')) return 'errored';
        return render && ['finished', 'errored', 'aborted'].includes(render.phase ?? '') ? render.phase : false;
      },
      id,
      { timeout: 20_000 },
    )
    .then((handle) => handle.jsonValue());
  if (phase === 'errored' || phase === 'aborted') {
    const message = await page.locator('#error-message, #error-stack').allInnerTexts();
    throw new Error(`story ${id} failed to render (${phase}): ${message.join('\n')}`);
  }
}

const entries = readEntries();
const stories = entries.filter((e) => e.type === 'story');
const docs = entries.filter((e) => e.type === 'docs');

/**
 * One page per worker, navigated afresh for every story: a full navigation isolates the stories
 * (new document, new JS realm) while the shared context's HTTP and code caches keep it fast.
 */
const storyTest = test.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: WIDE, deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC' });
      const page = await context.newPage();
      await prepare(page, 'light');
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

storyTest.describe('stories', () => {
  for (const story of stories) {
    storyTest(`${story.title} › ${story.name}`, async ({ storyPage: page }) => {
      const errors: string[] = [];
      const onError = (error: Error) => errors.push(error.message);
      page.on('pageerror', onError);
      try {
        const visual = !story.tags?.includes('no-visual');
        await page.clock.setSystemTime(FIXED_NOW);
        await setColorScheme(page, 'light');
        await page.setViewportSize(WIDE);
        await openStory(page, story.id);
        await settle(page);

        expect.soft(await axeViolations(page), 'axe-core violations (light)').toEqual([]);
        if (visual) {
          await expect.soft(page).toHaveScreenshot(storyBaselineName(story.id, 'light-wide'), { fullPage: true });
          await resize(page, NARROW);
          expect.soft(await horizontalOverflow(page), 'horizontal overflow at 360 px (px)').toBe(0);
          await expect.soft(page).toHaveScreenshot(storyBaselineName(story.id, 'light-narrow'), { fullPage: true });
        }

        await setColorScheme(page, 'dark');
        if (visual) {
          await expect.soft(page).toHaveScreenshot(storyBaselineName(story.id, 'dark-narrow'), { fullPage: true });
          await resize(page, WIDE);
          await expect.soft(page).toHaveScreenshot(storyBaselineName(story.id, 'dark-wide'), { fullPage: true });
        } else {
          await resize(page, WIDE);
        }
        expect.soft(await axeViolations(page), 'axe-core violations (dark)').toEqual([]);
        expect(errors, 'uncaught errors in the story').toEqual([]);
      } finally {
        page.off('pageerror', onError);
      }
    });
  }
});

test.describe('docs pages', () => {
  test('every docs page renders, and the introduction matches its baseline', async ({ page }) => {
    test.setTimeout(30_000 + docs.length * 10_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await prepare(page, 'light');
    await page.setViewportSize(WIDE);
    for (const entry of docs) {
      await page.goto(`${process.env.VISUAL_STORYBOOK_URL}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=docs&globals=a11y.manual:!true`);
      await expect(page.locator('#storybook-docs .sbdocs-content').first(), `docs page ${entry.id}`).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('body.sb-show-errordisplay'), `docs page ${entry.id} shows an error`).toHaveCount(0);
      expect(errors, `uncaught errors on docs page ${entry.id}`).toEqual([]);
      if (entry.id === 'introduction--docs') {
        await settle(page);
        expect.soft(await axeViolations(page), 'axe-core violations (introduction)').toEqual([]);
        await expect.soft(page).toHaveScreenshot(DOCS_BASELINES[0], { fullPage: true });
      }
    }
  });
});
