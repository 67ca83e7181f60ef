/**
 * The texts people see when the service refuses or fails, said once for every client (the app and
 * the widget): the server's own `detail` wins where it sent one; these are the fallbacks.
 */
export const MESSAGES = {
  guestSessionFailed: 'Failed to initialize guest session',
  guestUsed: 'This guest session has already been used for dream analysis. Please register or login for more analyses.',
  analyzeFailed: 'Failed to analyze dream',
  analysisTimeout: 'The analysis took too long. Please try again with a shorter dream.',
  maintenance: 'The service is under maintenance. Please try again later.',
  sessionExpired: 'Session expired. Please log in again.',
} as const;
