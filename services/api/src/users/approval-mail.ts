import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mail.service';

/** Sent when a super admin approves an account: the pending screen told the user to wait for it. */
export function approvalMail(args: { to: string; firstName: string; webUrl: string }): MailMessage {
  const link = new URL('/auth/login', args.webUrl);
  link.searchParams.set('email', args.to);
  const url = link.toString();
  return {
    to: args.to,
    subject: 'Your Ontoloom account is approved',
    text: [
      `Hello ${args.firstName},`,
      '',
      'Your Ontoloom account has been approved. You can now sign in:',
      url,
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(args.firstName)},</p>`,
      '<p>Your Ontoloom account has been approved.</p>',
      `<p><a href="${escapeHtml(url)}">Sign in to Ontoloom</a></p>`,
    ].join('\n'),
  };
}
