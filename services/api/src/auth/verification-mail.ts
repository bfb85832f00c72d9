import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mail.service';

/** The link opens the web app's email-verified page, which posts the token to the API. */
export function verificationMail(args: {
  to: string;
  firstName: string;
  webUrl: string;
  token: string;
  validHours: number;
}): MailMessage {
  const link = new URL('/auth/email-verified', args.webUrl);
  link.searchParams.set('email', args.to);
  link.searchParams.set('token', args.token);
  const url = link.toString();
  return {
    to: args.to,
    subject: 'Verify your Ontoloom email address',
    text: [
      `Hello ${args.firstName},`,
      '',
      'Confirm your email address to finish creating your Ontoloom account:',
      url,
      '',
      `The link works once and expires in ${args.validHours} hours.`,
      'If you did not sign up, ignore this message.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(args.firstName)},</p>`,
      '<p>Confirm your email address to finish creating your Ontoloom account:</p>',
      `<p><a href="${escapeHtml(url)}">Verify my email address</a></p>`,
      `<p>The link works once and expires in ${args.validHours} hours.</p>`,
      '<p>If you did not sign up, ignore this message.</p>',
    ].join('\n'),
  };
}
