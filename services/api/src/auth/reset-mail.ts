import { composeMail } from '../mail/compose-mail';
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
  return composeMail({
    to: args.to,
    subject: 'Reset your Ontoloom password',
    firstName: args.firstName,
    blocks: [
      {
        lead: 'Someone asked to reset the password of your Ontoloom account. To choose a new one, open:',
        url: link.toString(),
        label: 'Choose a new password',
      },
      `The link works once and expires in ${args.validMinutes} minutes. Setting a new password signs you out everywhere and revokes your API key.`,
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
  });
}
