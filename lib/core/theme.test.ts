import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './session/storage';
import { applyThemeChoice, createThemePreference, parseThemeChoice, type ThemeChoice } from './theme';
import { APP_STORAGE_PREFIX } from './session/core';
import { STORAGE_KEYS } from './session/storage';
import { SIGNED_IN_STORAGE_KEY, THEME_BOOT_SCRIPT, THEME_STORAGE_KEY, WEB_FONT_STORAGE_KEY } from './theme-script';

/** Just enough of an element for the class and colour-scheme the theme sets. */
function fakeRoot() {
  const classes = new Set<string>();
  return {
    classList: {
      add: (c: string) => void classes.add(c),
      toggle: (c: string, on: boolean) => void (on ? classes.add(c) : classes.delete(c)),
      contains: (c: string) => classes.has(c),
    },
    style: { colorScheme: '' },
    classes,
  };
}

function fakeMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  return {
    matches,
    addEventListener: (_: string, l: () => void) => void listeners.add(l),
    removeEventListener: (_: string, l: () => void) => void listeners.delete(l),
    set(next: boolean) {
      this.matches = next;
      listeners.forEach((l) => l());
    },
    get listening() {
      return listeners.size;
    },
  };
}

/** Runs the inline <head> script against a stored value, as the browser would before painting. */
function runBootScript(stored: string | null, { throwing = false } = {}) {
  const root = fakeRoot();
  const localStorage = {
    getItem: (key: string) => {
      if (throwing) throw new Error('SecurityError');
      return key === THEME_STORAGE_KEY ? stored : null;
    },
  };
  new Function('localStorage', 'document', THEME_BOOT_SCRIPT)(localStorage, { documentElement: root });
  return root;
}

describe('theme choice', () => {
  it('reads only light and dark as forced themes; anything else follows the system', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    for (const other of ['system', 'DARK', '', null, undefined, 42]) expect(parseThemeChoice(other)).toBe('system');
  });

  it('marks the root with exactly one forced theme, or none for the system', () => {
    const root = fakeRoot();
    applyThemeChoice(root as unknown as HTMLElement, 'dark');
    expect([...root.classes]).toEqual(['dark']);
    expect(root.style.colorScheme).toBe('dark');
    applyThemeChoice(root as unknown as HTMLElement, 'light');
    expect([...root.classes]).toEqual(['light']);
    applyThemeChoice(root as unknown as HTMLElement, 'system');
    expect([...root.classes]).toEqual([]);
    expect(root.style.colorScheme).toBe('');
  });

  it('starts from the stored choice, remembers a new one, and forgets it for system', () => {
    const storage = createMemoryStorage();
    storage.setItem(THEME_STORAGE_KEY, 'dark');
    const root = fakeRoot();
    const theme = createThemePreference({ storage, root: root as unknown as HTMLElement, systemDark: fakeMedia(false) });
    expect(theme.choice.value).toBe('dark');
    expect(theme.resolved.value).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);

    theme.choose('light');
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(theme.resolved.value).toBe('light');
    theme.choose('system');
    expect(storage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(root.classes.size).toBe(0);
  });

  it("follows the system's scheme live while the choice is system", () => {
    const media = fakeMedia(false);
    const theme = createThemePreference({ storage: createMemoryStorage(), root: fakeRoot() as unknown as HTMLElement, systemDark: media });
    expect(theme.resolved.value).toBe('light');
    media.set(true);
    expect(theme.resolved.value).toBe('dark');
    theme.choose('light');
    expect(theme.resolved.value).toBe('light');
    theme.dispose();
    expect(media.listening).toBe(0);
  });

  it('still applies a choice when storage refuses it', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => {} };
    const root = fakeRoot();
    const theme = createThemePreference({ storage: refusing, root: root as unknown as HTMLElement, systemDark: null });
    theme.choose('dark');
    expect(theme.choice.value).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
  });

  it('takes a choice made in another tab', () => {
    const listeners: ((e: StorageEvent) => void)[] = [];
    const events = { addEventListener: (_: string, l: (e: StorageEvent) => void) => void listeners.push(l), removeEventListener: () => {} };
    const root = fakeRoot();
    const theme = createThemePreference({ storage: createMemoryStorage(), root: root as unknown as HTMLElement, systemDark: null, events });
    listeners.forEach((l) => l({ key: 'something-else', newValue: 'light' } as StorageEvent));
    expect(theme.choice.value).toBe('system');
    listeners.forEach((l) => l({ key: THEME_STORAGE_KEY, newValue: 'dark' } as StorageEvent));
    expect(theme.choice.value).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
  });
});

describe('the boot script in the page head', () => {
  it.each<[string | null, ThemeChoice]>([
    ['dark', 'dark'],
    ['light', 'light'],
    [null, 'system'],
    ['sepia', 'system'],
  ])('applies a stored %s as %s, like applyThemeChoice', (stored, expected) => {
    const booted = runBootScript(stored);
    const applied = fakeRoot();
    applyThemeChoice(applied as unknown as HTMLElement, expected);
    expect([...booted.classes]).toEqual([...applied.classes]);
    expect(booted.style.colorScheme).toBe(applied.style.colorScheme);
  });

  it('leaves the page alone when storage cannot be read', () => {
    expect(runBootScript('dark', { throwing: true }).classes.size).toBe(0);
  });

  it("marks a tab signed in to an account, so the page's guest first view stays hidden there", () => {
    const run = (items: Record<string, string>) => {
      const attributes = new Map<string, string>();
      const root = { ...fakeRoot(), setAttribute: (name: string, value: string) => void attributes.set(name, value) };
      const sessionStorage = { getItem: (key: string) => items[key] ?? null };
      new Function('localStorage', 'sessionStorage', 'document', THEME_BOOT_SCRIPT)({ getItem: () => null }, sessionStorage, { documentElement: root });
      return attributes.has('data-signed-in');
    };
    expect(SIGNED_IN_STORAGE_KEY).toBe(`${APP_STORAGE_PREFIX}${STORAGE_KEYS.refreshToken}`);
    expect(run({ [SIGNED_IN_STORAGE_KEY]: 'a-refresh-token' })).toBe(true);
    // A guest's session has no refresh token; the widget's keys are not the app's.
    expect(run({ 'dream-analyzer:access_token': 'a-guest-token', 'dream-analyzer:is_guest': 'true' })).toBe(false);
    expect(run({})).toBe(false);
  });

  it('asks for the web font before the first paint only on a device that has loaded it before', () => {
    const run = (items: Record<string, string>) => {
      const attributes = new Map<string, string>();
      const root = { ...fakeRoot(), setAttribute: (name: string, value: string) => void attributes.set(name, value) };
      const localStorage = { getItem: (key: string) => items[key] ?? null };
      new Function('localStorage', 'sessionStorage', 'document', THEME_BOOT_SCRIPT)(localStorage, { getItem: () => null }, { documentElement: root });
      return attributes.has('data-web-font');
    };
    expect(run({ [WEB_FONT_STORAGE_KEY]: '1' })).toBe(true);
    expect(run({})).toBe(false);
  });

  it('declares no globals', () => {
    expect(THEME_BOOT_SCRIPT).toMatch(/^\(function\(\)\{.*\}\)\(\);$/);
  });
});
