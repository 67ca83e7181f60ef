import { useEffect, useState } from 'react';
import { toast } from '../toasts';
import { toastFailure } from '../failure-toast';
import { session } from '../session';

/**
 * The verification status is re-read from the server on mount and whenever the window
 * regains focus (the person may have just clicked the link in another tab).
 */
export function useVerificationStatus(enabled: boolean) {
  const [resending, setResending] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void session.actions.refreshUser().catch(() => {});
    refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [enabled]);

  const resend = async (email: string) => {
    setResending(true);
    try {
      await session.api.resendVerification(email);
      toast.success('Verification email sent! Please check your inbox.', { kind: 'verification' });
    } catch (error) {
      toastFailure(error, 'Failed to send verification email. Please try again later.', { kind: 'verification' });
    } finally {
      setResending(false);
    }
  };
  return { resending, resend };
}
