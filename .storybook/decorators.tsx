/**
 * Reusable decorators and fixtures for the catalogue (stories/**).
 *
 * - `withTheme` (global): the toolbar's theme switch (System, Light, Dark), applied as the app
 *   applies its theme choice: a `dark` / `light` class on <html> and `color-scheme`; 'system' (the
 *   default) leaves the choice to `prefers-color-scheme`, which is what the visual suite emulates.
 * - `withNarrow` / `withWide`: render the story in a 360 px or 1280 px wide frame.
 * - `withSession(kind)` + `useStorySession()`: a session as signals, built by the library's own
 *   session model (the state `createDreamSession()` exposes), never by calling a server.
 * - `FIXED_NOW` / `fixedDate()`: the catalogue's fixed clock for fixture dates.
 */
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { GUEST_USER_ID, type User } from '../lib/core/api/contract';
import { createSessionModel, type SessionState } from '../lib/core/session/model';
import { createMemoryStorage, createSessionStore } from '../lib/core/session/storage';
import { applyThemeChoice, type ThemeChoice } from '../lib/core/theme';
import { aUser } from '../lib/core/testing/fixtures';
import { fixedDate } from './fixed-clock';

export { FIXED_NOW, fixedDate } from './fixed-clock';

// ---------------------------------------------------------------------------------------------
// Theme

export type ThemeName = ThemeChoice;

export const THEME_GLOBAL = 'theme';

/** The app's own way of forcing a theme (lib/core/theme.ts), so a story looks as the app does. */
function applyTheme(theme: ThemeName): void {
  applyThemeChoice(document.documentElement, theme);
}

function ThemeRoot({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  // Set on <html> so portals (modals, toasts) and the body background follow the theme too;
  // a layout effect runs before the browser paints, and its cleanup before the next theme applies.
  useLayoutEffect(() => {
    applyTheme(theme);
    return () => applyTheme('system');
  }, [theme]);
  return <>{children}</>;
}

/** Global decorator: the toolbar's theme (System / Light / Dark). Stories may pin it with `globals: { theme: 'dark' }`. */
export const withTheme: Decorator = (Story, context) => {
  const value = context.globals[THEME_GLOBAL] as ThemeName | undefined;
  const theme: ThemeName = value === 'light' || value === 'dark' ? value : 'system';
  return (
    <ThemeRoot theme={theme}>
      <Story />
    </ThemeRoot>
  );
};

/** The `globalTypes` entry for the theme toolbar (icon names as literals: Storybook checks them against its icon set). */
export const themeGlobalType = {
  [THEME_GLOBAL]: {
    description: 'Colour theme (System follows prefers-color-scheme)',
    toolbar: {
      title: 'Theme',
      icon: 'mirror' as const,
      items: [
        { value: 'system', title: 'System', icon: 'browser' as const },
        { value: 'light', title: 'Light', icon: 'sun' as const },
        { value: 'dark', title: 'Dark', icon: 'moon' as const },
      ],
      dynamicTitle: true,
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Narrow / wide frames

export const NARROW_WIDTH = 360;
export const WIDE_WIDTH = 1280;

function frame(width: number): Decorator {
  const FrameDecorator: Decorator = (Story) => (
    <div data-story-frame={width} style={{ width: '100%', maxWidth: width, marginInline: 'auto' }}>
      <Story />
    </div>
  );
  return FrameDecorator;
}

/** Renders the story in a 360 px wide frame (a phone). */
export const withNarrow: Decorator = frame(NARROW_WIDTH);
/** Renders the story in a frame up to 1280 px wide (a desktop). */
export const withWide: Decorator = frame(WIDE_WIDTH);

/** Viewport presets for the toolbar (parameters.viewport.options) and the visual suite. */
export const catalogueViewports = {
  narrow: { name: 'Narrow (360 px)', styles: { width: `${NARROW_WIDTH}px`, height: '800px' }, type: 'mobile' as const },
  wide: { name: 'Wide (1280 px)', styles: { width: `${WIDE_WIDTH}px`, height: '800px' }, type: 'desktop' as const },
};

// ---------------------------------------------------------------------------------------------
// Session state as signals

export type StorySessionKind = 'none' | 'guest' | 'guest-submitted' | 'user' | 'admin';

/** A fixed, realistic user for stories (override any field). */
export function storyUser(overrides: Partial<User> = {}): User {
  return aUser({ id: 42, username: 'selene', email: 'selene@example.com', first_name: 'Selene', last_name: 'Moreau', created_at: fixedDate(120), ...overrides });
}

/** A 60-character username, for long-text states. */
export const LONG_USERNAME = 'somnambulist_of_the_collective_unconscious_and_lucid_reverie';

/**
 * The session state a story shows, built by the library's own session model (the same derivations
 * as `createDreamSession().state`) over an in-memory store, so the catalogue can never drift from it.
 */
export function createStorySessionState(kind: StorySessionKind, user?: Partial<User>): SessionState {
  const model = createSessionModel(createSessionStore(createMemoryStorage(), 'story:'));
  if (kind === 'none') return model.state;
  const guest = kind.startsWith('guest');
  model.replace({
    accessToken: guest ? null : 'story-token',
    refreshToken: null,
    tokenExpiry: null,
    user: guest
      ? storyUser({ id: GUEST_USER_ID, username: 'guest', email: '', first_name: null, last_name: null, ...user })
      : storyUser({ role: kind === 'admin' ? 'ADMIN' : 'USER', ...user }),
    isGuest: guest,
    guestHasSubmitted: kind === 'guest-submitted',
  });
  return model.state;
}

const StorySessionContext = createContext<SessionState>(createStorySessionState('none'));

/** The session state set by `withSession` (read `.value` of its signals in a story's render). */
export function useStorySession(): SessionState {
  return useContext(StorySessionContext);
}

/**
 * Decorator that provides a session state built from signals: `decorators: [withSession('guest')]`.
 * A story can also pick the state with `parameters: { session: 'admin' }` when the decorator is
 * applied without an argument.
 */
export function withSession(kind?: StorySessionKind, user?: Partial<User>): Decorator {
  const SessionDecorator: Decorator = (Story, context) => {
    const chosen = kind ?? (context.parameters.session as StorySessionKind | undefined) ?? 'none';
    const state = createStorySessionState(chosen, user);
    return (
      <StorySessionContext.Provider value={state}>
        <Story />
      </StorySessionContext.Provider>
    );
  };
  return SessionDecorator;
}

// ---------------------------------------------------------------------------------------------
// Long text fixtures

/** Exactly `length` characters of dream prose (default 10,000: the longest dream allowed). */
export function longDreamText(length = 10_000): string {
  const prose =
    'I was walking through a house I knew from childhood, but every door opened onto the sea. ' +
    'A silver fox followed me up a staircase that kept folding into itself, and my teeth were made of glass. ' +
    'Somewhere a clock without hands was striking thirteen, and my mother called my name from the attic. ';
  return prose.repeat(Math.ceil(length / prose.length)).slice(0, length).trimEnd().padEnd(length, '.');
}
