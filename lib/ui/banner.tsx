import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { MESSAGES } from '../core/messages';
import { Button, buttonVariants } from './button';
import { cx } from './class-names';
import type { NavLinkComponent } from './navigation-bar';

const bannerVariants = cva('flex flex-col gap-3 rounded-2xl border px-5 py-4 sm:flex-row sm:items-center sm:justify-between', {
  variants: {
    tone: {
      info: 'border-night-300 bg-night-100/80 text-night-950 dark:border-night-700 dark:bg-night-900 dark:text-night-50',
      warning: 'border-moon-500 bg-moon-100 text-slate-900 dark:border-moon-500 dark:bg-moon-700/30 dark:text-moon-100',
      danger: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-50',
    },
  },
  defaultVariants: { tone: 'info' },
});

export interface BannerProps extends Omit<ComponentProps<'aside'>, 'title'>, VariantProps<typeof bannerVariants> {
  title: ReactNode;
  /** Buttons or links on the right (below on phones). */
  actions?: ReactNode;
}

/** A page-wide notice; a landmark with a name, so screen-reader users can jump to it. */
export function Banner({ tone, title, actions, children, className, ...rest }: BannerProps) {
  return (
    <aside aria-label={typeof title === 'string' ? title : undefined} className={cx(bannerVariants({ tone }), className)} {...rest}>
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        {children ? <div className="mt-1 text-sm">{children}</div> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </aside>
  );
}

export interface GuestBannerProps extends Omit<BannerProps, 'title' | 'actions'> {
  /** The device's one free analysis has been used. */
  used: boolean;
  linkComponent: NavLinkComponent;
}

/** The guest banner; once the free analysis is spent it says so and offers Register or Login. */
export function GuestBanner({ used, linkComponent: Link, ...rest }: GuestBannerProps) {
  return (
    <Banner
      tone={used ? 'warning' : 'info'}
      title={used ? 'Your guest session has been used' : 'You are exploring as a guest'}
      actions={
        <>
          <Link to="/register" className={buttonVariants({ size: 'sm' })}>
            Register
          </Link>
          <Link to="/login" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            Login
          </Link>
        </>
      }
      {...rest}
    >
      {used
        ? 'Guests get one free dream analysis per device. Register or log in to analyze more dreams and keep a journal.'
        : 'Guests get one free dream analysis per device. Register to keep a dream journal with unlimited analyses.'}
    </Banner>
  );
}

export interface VerificationBannerProps extends Omit<BannerProps, 'title' | 'actions'> {
  email: string;
  onResend: () => void;
  resending?: boolean;
}

/** Shown to a registered user whose email is not verified yet; everything still works meanwhile. */
export function VerificationBanner({ email, onResend, resending = false, ...rest }: VerificationBannerProps) {
  return (
    <Banner
      tone="warning"
      title="Please verify your email address"
      actions={
        <Button size="sm" variant="secondary" busy={resending} onClick={onResend}>
          Resend verification email
        </Button>
      }
      {...rest}
    >
      We sent a verification link to <strong className="[overflow-wrap:anywhere]">{email}</strong>. You can keep using Dream Analyzer meanwhile.
    </Banner>
  );
}

export interface MaintenanceBannerProps extends Omit<BannerProps, 'title'> {
  /** The server's own words, when it sent any. */
  message?: string | null;
}

/** The service is in maintenance mode: analyses and sign-ups pause. */
export function MaintenanceBanner({ message, ...rest }: MaintenanceBannerProps) {
  return (
    <Banner tone="danger" title="Maintenance in progress" role="status" {...rest}>
      {message ?? MESSAGES.maintenance}
    </Banner>
  );
}
