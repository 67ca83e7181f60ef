import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/support/chromium';

/**
 * Visual regression + accessibility suite (e2e/visual): every story of the static Storybook
 * build, the main app routes and the widget on the demo partner page, compared with the committed
 * baseline PNGs in e2e/visual/__screenshots__. Run with `npm run test:visual`; refresh the
 * baselines after an intended change with `npm run test:visual -- --update`.
 */
export default defineConfig({
  testDir: 'e2e/visual',
  // Spec files are *.visual.ts so the main suite (playwright.config.ts, testDir e2e) never runs them.
  testMatch: '**/*.visual.ts',
  outputDir: 'test-results/visual',
  globalSetup: './e2e/visual/global-setup.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  fullyParallel: true,
  workers: process.env.VISUAL_WORKERS ? Number(process.env.VISUAL_WORKERS) : 2,
  retries: 0,
  // Locally a new story's first screenshot becomes its baseline; CI never writes baselines.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report/visual', open: 'never' }]],
  expect: {
    timeout: 10_000,
    // Tight: any changed pixel beyond anti-aliasing noise fails (a colour change, a 1 px shift).
    toHaveScreenshot: { maxDiffPixels: 0, threshold: 0.02, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'off',
  },
});
