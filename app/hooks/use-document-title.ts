import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const TITLES: Record<string, string> = {
  '/': 'Analyze a dream',
  '/login': 'Login',
  '/register': 'Register',
  '/profile': 'Your Profile',
  '/dream-history': 'Dream History',
  '/verify-email': 'Email Verification',
  '/reset-password': 'Reset Password',
  '/new-password': 'Set a New Password',
  '/admin': 'Admin Dashboard',
};

/** A distinct tab title per route, so screen-reader users hear where a navigation landed. */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = TITLES[pathname] ?? 'Page not found';
    document.title = `${page} · Dream Analyzer`;
  }, [pathname]);
}
