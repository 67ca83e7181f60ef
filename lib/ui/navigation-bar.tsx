import { useId, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { cx } from './class-names';
import { useDisclosure } from './use-disclosure';

/** How the bar renders a link; the app passes its router's link, the catalogue a plain anchor. */
export type NavLinkComponent = ComponentType<{ to: string; className?: string; children: ReactNode }>;

export interface NavigationBarProps extends ComponentProps<'header'> {
  /** The signed-in user's name; null shows 'Guest'. */
  username: string | null;
  /** A registered, signed-in user (not a guest). */
  isRealUser: boolean;
  isAdmin: boolean;
  onLogout: () => void;
  linkComponent: NavLinkComponent;
  /** Logging out is in progress. */
  loggingOut?: boolean;
  /** Settings at the end of the menu, such as the theme choice. */
  settings?: ReactNode;
  /** Changes with every navigation (the router's location key): the phone menu then closes. */
  locationKey?: string;
  /** Start with the phone menu open (the catalogue shows it so). */
  defaultMenuOpen?: boolean;
}

const linkClass =
  'rounded-lg whitespace-nowrap px-3 py-2.5 text-base font-medium text-night-900 hover:bg-night-100 aria-[current=page]:bg-night-100 aria-[current=page]:text-night-700 xl:py-2 xl:text-sm dark:text-night-100 dark:hover:bg-night-800 dark:aria-[current=page]:bg-night-800 dark:aria-[current=page]:text-white';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 fill-none stroke-current" strokeWidth={2} strokeLinecap="round">
      {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5.5h14M3 10h14M3 14.5h14" />}
    </svg>
  );
}

/**
 * The header, one row at every width. From the `xl` breakpoint (1280 px) on it shows everything: Home
 * always; Profile and Dream History for real (non-guest) users; Admin for ADMIN; the greeting,
 * the user menu and the settings. Narrower, those sit behind a Menu button: a disclosure that
 * closes on navigation, on Escape (focus back on the button) and when focus or a click leaves it.
 */
export function NavigationBar({
  username,
  isRealUser,
  isAdmin,
  onLogout,
  linkComponent: Link,
  loggingOut = false,
  settings,
  locationKey,
  defaultMenuOpen = false,
  className,
  ...rest
}: NavigationBarProps) {
  const menu = useDisclosure<HTMLElement, HTMLButtonElement>({ resetKey: locationKey, defaultOpen: defaultMenuOpen });
  const menuId = useId();

  return (
    <header
      ref={menu.container}
      onBlur={menu.onBlur}
      className={cx('relative z-30 border-b border-night-200/70 bg-white/80 backdrop-blur dark:border-night-800 dark:bg-night-950/80', className)}
      {...rest}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-x-4 px-4 py-2 sm:px-6">
        <Link to="/" className="mr-auto flex min-h-11 shrink-0 items-center gap-2 font-serif text-xl font-semibold text-night-800 xl:mr-2 dark:text-night-100">
          <svg aria-hidden="true" viewBox="0 0 32 32" className="h-6 w-6 fill-night-500">
            <path d="M20 4a12 12 0 1 0 8 20A10 10 0 0 1 20 4z" />
          </svg>
          Dream Analyzer
        </Link>
        <button
          ref={menu.button}
          type="button"
          aria-expanded={menu.open}
          aria-controls={menuId}
          onClick={menu.toggle}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-night-200 bg-white px-3.5 text-sm font-semibold text-night-900 hover:bg-night-50 xl:hidden dark:border-night-700 dark:bg-night-900 dark:text-night-100 dark:hover:bg-night-800"
        >
          <MenuIcon open={menu.open} />
          Menu
        </button>
        <div
          id={menuId}
          className={cx(
            menu.open ? 'flex' : 'hidden',
            'absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] flex-col gap-4 overflow-y-auto border-b border-night-200 bg-white px-4 pt-3 pb-5 shadow-lg sm:px-6 dark:border-night-800 dark:bg-night-950',
            'xl:static xl:flex xl:max-h-none xl:flex-1 xl:flex-row xl:items-center xl:gap-4 xl:overflow-visible xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none xl:dark:bg-transparent',
          )}
        >
          <nav aria-label="Main" className="flex flex-col gap-1 xl:flex-row xl:items-center">
            <Link to="/" className={linkClass}>
              Home
            </Link>
            {isRealUser ? (
              <>
                <Link to="/profile" className={linkClass}>
                  Profile
                </Link>
                <Link to="/dream-history" className={linkClass}>
                  Dream History
                </Link>
              </>
            ) : null}
            {isRealUser && isAdmin ? (
              <Link to="/admin" className={linkClass}>
                Admin
              </Link>
            ) : null}
          </nav>
          <div className="flex min-w-0 flex-col gap-3 border-t border-night-100 pt-4 xl:ml-auto xl:flex-row xl:items-center xl:gap-3 xl:border-0 xl:pt-0 dark:border-night-800">
            <span className="min-w-0 px-3 text-sm [overflow-wrap:anywhere] text-slate-700 xl:max-w-56 xl:truncate xl:px-0 dark:text-night-200">
              Welcome, <span data-user-name="">{username ?? 'Guest'}</span>!
            </span>
            <nav aria-label="User menu" className="flex flex-col gap-1 xl:flex-row xl:items-center">
              {isRealUser ? (
                <>
                  <Link to="/profile" className={linkClass}>
                    Your Profile
                  </Link>
                  <button type="button" onClick={onLogout} disabled={loggingOut} className={cx(linkClass, 'text-left disabled:opacity-60')}>
                    Logout
                  </button>
                </>
              ) : (
                <>
                  <Link to="/login" className={linkClass}>
                    Login
                  </Link>
                  <Link to="/register" className={linkClass}>
                    Register
                  </Link>
                </>
              )}
            </nav>
            {settings ? <div className="px-3 xl:px-0">{settings}</div> : null}
          </div>
        </div>
      </div>
    </header>
  );
}
