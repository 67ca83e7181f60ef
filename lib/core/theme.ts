/**
 * The colour theme people choose: light, dark, or whatever their system says. The choice is kept
 * per device (localStorage), so every tab and every later visit opens in it.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { deviceStorage } from './device-storage';
import type { KeyValueStorage } from './session/storage';
import { THEME_STORAGE_KEY } from './theme-script';

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ResolvedTheme = 'light' | 'dark';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** Anything stored that is not a forced theme means "follow the system". */
export function parseThemeChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/**
 * Marks the root element: `.light` or `.dark` overrides the system's scheme (the dark variant of
 * lib/ui/theme.css honours both), no class follows it. `color-scheme` keeps scrollbars and form
 * controls in step with the page.
 */
export function applyThemeChoice(root: HTMLElement, choice: ThemeChoice): void {
  root.classList.toggle('light', choice === 'light');
  root.classList.toggle('dark', choice === 'dark');
  root.style.colorScheme = choice === 'system' ? '' : choice;
}

/** What the theme needs of the system's dark-mode query (a MediaQueryList in the browser). */
export interface SchemeQuery {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

/** What the theme needs of the window: its `storage` events. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

export interface ThemePreferenceOptions {
  /** Where the choice is kept; null when the browser refuses storage (the choice then lasts the visit). */
  storage: KeyValueStorage | null;
  /** The element whose class sets the theme (the document's root element). */
  root: HTMLElement;
  /** The system's dark-mode query; null where there is none. */
  systemDark: SchemeQuery | null;
  /** Receives `storage` events, so a choice made in another tab applies here too. */
  events?: StorageEvents | null;
}

export interface ThemePreference {
  /** What the person chose. */
  choice: ReadonlySignal<ThemeChoice>;
  /** The theme on screen now: the choice, or the system's scheme for 'system'. */
  resolved: ReadonlySignal<ResolvedTheme>;
  choose(choice: ThemeChoice): void;
  /** Stops listening to the system and other tabs. */
  dispose(): void;
}

function readStored(storage: KeyValueStorage | null): ThemeChoice {
  try {
    return parseThemeChoice(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/** The device's theme choice as signals, applied to `root` and remembered in `storage`. */
export function createThemePreference({ storage, root, systemDark, events = null }: ThemePreferenceOptions): ThemePreference {
  const choice = signal<ThemeChoice>(readStored(storage));
  const systemIsDark = signal(systemDark?.matches ?? false);
  const resolved = computed<ResolvedTheme>(() => (choice.value === 'system' ? (systemIsDark.value ? 'dark' : 'light') : choice.value));
  applyThemeChoice(root, choice.value);

  const onSystemChange = () => {
    systemIsDark.value = systemDark?.matches ?? false;
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    choice.value = parseThemeChoice(event.newValue);
    applyThemeChoice(root, choice.value);
  };
  systemDark?.addEventListener('change', onSystemChange);
  events?.addEventListener('storage', onStorage);

  return {
    choice,
    resolved,
    choose(next) {
      choice.value = next;
      applyThemeChoice(root, next);
      try {
        if (next === 'system') storage?.removeItem(THEME_STORAGE_KEY);
        else storage?.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Storage full or refused: the theme still applies for this visit.
      }
    },
    dispose() {
      systemDark?.removeEventListener('change', onSystemChange);
      events?.removeEventListener('storage', onStorage);
    },
  };
}

/** The browser's own theme preference, wired to the page (the app's one instance). */
export function browserThemePreference(): ThemePreference {
  return createThemePreference({
    storage: deviceStorage(),
    root: document.documentElement,
    systemDark: typeof matchMedia === 'function' ? matchMedia(SYSTEM_DARK) : null,
    events: typeof window === 'undefined' ? null : window,
  });
}
