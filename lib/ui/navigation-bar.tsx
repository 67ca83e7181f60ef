import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { cx } from './class-names';

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
}

const linkClass =
  'rounded-lg px-3 py-2 text-sm font-medium text-night-900 hover:bg-night-100 aria-[current=page]:bg-night-100 aria-[current=page]:text-night-700 dark:text-night-100 dark:hover:bg-night-800 dark:aria-[current=page]:bg-night-800 dark:aria-[current=page]:text-white';

/** The navigation: Home always; Profile and Dream History for real (non-guest) users; Admin for ADMIN. */
export function NavigationBar({
  username,
  isRealUser,
  isAdmin,
  onLogout,
  linkComponent: Link,
  loggingOut = false,
  className,
  ...rest
}: NavigationBarProps) {
  return (
    <header
      className={cx('border-b border-night-200/70 bg-white/80 backdrop-blur dark:border-night-800 dark:bg-night-950/80', className)}
      {...rest}
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link to="/" className="mr-2 flex items-center gap-2 font-serif text-xl font-semibold text-night-800 dark:text-night-100">
          <svg aria-hidden="true" viewBox="0 0 32 32" className="h-6 w-6 fill-night-500">
            <path d="M20 4a12 12 0 1 0 8 20A10 10 0 0 1 20 4z" />
          </svg>
          Dream Analyzer
        </Link>
        <nav aria-label="Main" className="flex flex-wrap items-center gap-1">
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
        <div className="ml-auto flex min-w-0 flex-wrap items-center gap-2">
          <span className="min-w-0 text-sm [overflow-wrap:anywhere] text-slate-700 dark:text-night-200">Welcome, {username ?? 'Guest'}!</span>
          <nav aria-label="User menu" className="flex items-center gap-1">
            {isRealUser ? (
              <>
                <Link to="/profile" className={linkClass}>
                  Your Profile
                </Link>
                <button type="button" onClick={onLogout} disabled={loggingOut} className={cx(linkClass, 'disabled:opacity-60')}>
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
        </div>
      </div>
    </header>
  );
}
