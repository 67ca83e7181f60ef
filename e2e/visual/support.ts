/** Shared helpers of the visual-regression suite: deterministic rendering and axe-core. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { FIXED_NOW } from '../../.storybook/fixed-clock';

export { FIXED_NOW };

export const WIDE = { width: 1280, height: 800 } as const;
export const NARROW = { width: 360, height: 800 } as const;
/** The phone the app's routes are captured on (a common 375 px wide screen). */
export const PHONE = { width: 375, height: 740 } as const;

/** The four captures of every story: theme × viewport. */
export const STORY_VARIANTS = ['light-wide', 'light-narrow', 'dark-narrow', 'dark-wide'] as const;
export type StoryVariant = (typeof STORY_VARIANTS)[number];

/** Baseline file name of a story capture, e.g. `ui-button--primary-dark-narrow.png`. */
export function storyBaselineName(storyId: string, variant: StoryVariant): string {
  return `${storyId}-${variant}.png`;
}
/** Baselines of docs pages in the stories spec (not tied to a story id). */
export const DOCS_BASELINES = ['introduction-light-wide.png'] as const;

/** Freezes time, motion and caret so a page renders the same pixels every run. */
const STABLE_CSS = `
*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  animation-play-state: paused !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
`;

/**
 * Call before navigating: the browser's clock (Date, timers, requestAnimationFrame) is faked and
 * starts at FIXED_NOW, and motion is reduced.
 */
export async function prepare(page: Page, colorScheme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.clock.install({ time: FIXED_NOW });
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
}

/**
 * Call after the page rendered: stops animations, runs the fake clock 10 s ahead so timer-driven
 * states (progress steps, debounces) reach their end, and waits for fonts, images and two frames.
 */
export async function settle(page: Page): Promise<void> {
  await page.addStyleTag({ content: STABLE_CSS });
  await page.clock.runFor(10_000);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].filter((img) => !img.complete).map((img) => new Promise((resolve) => img.addEventListener('load', resolve, { once: true }))),
    );
    (document.activeElement as HTMLElement | null)?.blur?.();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Switches light/dark (media-based `dark:` variant) and waits for the repaint. */
export async function setColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA) on the page's document, or the part matched by `include`.
 * axe is injected once per page and run in place (much faster than AxeBuilder's per-frame
 * injection and separate reporting page; the stories and app pages have no iframes).
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, so the app's Content-Security-Policy does not block it.
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, context }) => {
      type AxeResult = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };
      const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: AxeResult[] }> } }).axe;
      const result = await axe.run(context ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.map(String).join(' ')) }));
    },
    { tags: AXE_TAGS, context: include ?? null },
  );
}

/** How far the page is wider than the viewport (0 when nothing overflows horizontally). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}
