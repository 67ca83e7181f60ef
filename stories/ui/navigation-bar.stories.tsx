import preview from '../../.storybook/preview';
import { fn } from 'storybook/test';
import { NavigationBar } from '../../lib/ui/navigation-bar';
import { ThemeSwitch } from '../../lib/ui/theme-switch';
import { AnchorLink } from './sample-data';

const meta = preview.meta({
  title: 'UI/NavigationBar',
  component: NavigationBar,
  args: { username: null, isRealUser: false, isAdmin: false, onLogout: fn(), linkComponent: AnchorLink },
  parameters: { layout: 'fullscreen' },
});

export const Guest = meta.story();
export const SignedIn = meta.story({ args: { username: 'carl', isRealUser: true } });
export const Admin = meta.story({ args: { username: 'admin', isRealUser: true, isAdmin: true } });
export const LoggingOut = meta.story({ args: { username: 'carl', isRealUser: true, loggingOut: true } });
export const LongUsername = meta.story({ args: { username: 'a-dreamer-with-a-very-long-username', isRealUser: true } });
/** With the theme choice, as the app shows it: icons in the wide header, named in the phone menu. */
export const WithThemeSwitch = meta.story({
  args: { username: 'carl', isRealUser: true, settings: <ThemeSwitch value="system" onChange={fn()} display="wide-compact" /> },
});
/** Below 1280 px the links sit behind the Menu button; here it is open (at 1280 px nothing changes). */
export const MenuOpen = meta.story({
  args: { username: 'admin', isRealUser: true, isAdmin: true, defaultMenuOpen: true, settings: <ThemeSwitch value="dark" onChange={fn()} display="wide-compact" /> },
  decorators: [(Story) => <div className="min-h-[28rem]"><Story /></div>],
});
/** A guest's phone menu: Login and Register. */
export const GuestMenuOpen = meta.story({
  args: { defaultMenuOpen: true, settings: <ThemeSwitch value="system" onChange={fn()} display="wide-compact" /> },
  decorators: [(Story) => <div className="min-h-[24rem]"><Story /></div>],
});
