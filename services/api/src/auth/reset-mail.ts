import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mail.service';

/** The link opens the web app's forgot-password page with the token, where a new password is set. */
export function resetMail(args: {
  to: string;
  firstName: string;
  webUrl: string;
  token: string;
  validMinutes: number;
}): MailMessage {
  const link = new URL('/auth/forgot-password', args.webUrl);
  link.searchParams.set('token', args.token);
  const url = link.toString();
  return {
    to: args.to,
    subject: 'Reset your Ontoloom password',
    text: [
      `Hello ${args.firstName},`,
      '',
      'Someone asked to reset the password of your Ontoloom account. To choose a new one, open:',
      url,
      '',
      `The link works once and expires in ${args.validMinutes} minutes. Setting a new password signs you out everywhere and revokes your API key.`,
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(args.firstName)},</p>`,
      '<p>Someone asked to reset the password of your Ontoloom account.</p>',
      `<p><a href="${escapeHtml(url)}">Choose a new password</a></p>`,
      `<p>The link works once and expires in ${args.validMinutes} minutes. Setting a new password signs you out everywhere and revokes your API key.</p>`,
      '<p>If you did not ask for this, ignore this message: your password stays as it is.</p>',
    ].join('\n'),
  };
}
