import { Link, NavLink } from 'react-router-dom';
import type { NavLinkComponent } from '../lib/ui/navigation-bar';

/** The router's link in the shape lib/ui components accept; marks the current page for the nav. */
export const RouterNavLink: NavLinkComponent = ({ to, className, children }) => (
  <NavLink to={to} end className={className}>
    {children}
  </NavLink>
);

/** A plain router link (no current-page marking) for links inside page content. */
export const RouterLink: NavLinkComponent = ({ to, className, children }) => (
  <Link to={to} className={className}>
    {children}
  </Link>
);
