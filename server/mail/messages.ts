/** The emails the service sends. Links are built from PUBLIC_URL, never from a request's Host header. */
import type { MailMessage } from './mailer';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function message(to: string, subject: string, greeting: string, lines: string[], linkText: string, link: string): MailMessage {
  const text = [greeting, '', ...lines, '', link, '', 'If you did not ask for this, you can ignore this email.', '', 'Dream Analyzer'].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p><p>If you did not ask for this, you can ignore this email.</p><p>Dream Analyzer</p>`;
  return { to, subject, text, html, link };
}

export function verificationEmail(publicUrl: string, to: string, username: string, token: string): MailMessage {
  const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return message(to, 'Verify your email address', `Hello ${username},`, ['Please confirm your email address for Dream Analyzer by opening this link (valid for 24 hours):'], 'Verify my email', link);
}

export function passwordResetEmail(publicUrl: string, to: string, username: string, token: string): MailMessage {
  const link = `${publicUrl}/new-password?token=${encodeURIComponent(token)}`;
  return message(to, 'Reset your password', `Hello ${username},`, ['Someone asked to reset the password of your Dream Analyzer account. Open this link within one hour to choose a new one:'], 'Choose a new password', link);
}

/** Sent to the old address when the email changes, so a hijacked account does not change hands silently. */
export function emailChangedNotice(publicUrl: string, oldEmail: string, username: string, newEmail: string): MailMessage {
  const link = `${publicUrl}/reset-password`;
  return message(
    oldEmail,
    'Your email address was changed',
    `Hello ${username},`,
    [`The email address of your Dream Analyzer account was changed to ${newEmail}.`, 'If you did not do this, reset your password now and contact us:'],
    'Reset my password',
    link,
  );
}
