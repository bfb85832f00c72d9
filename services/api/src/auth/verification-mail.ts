import { composeMail } from '../mail/compose-mail';
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
  return composeMail({
    to: args.to,
    subject: 'Verify your Ontoloom email address',
    firstName: args.firstName,
    blocks: [
      {
        lead: 'Confirm your email address to finish creating your Ontoloom account:',
        url: link.toString(),
        label: 'Verify my email address',
      },
      `The link works once and expires in ${args.validHours} hours.`,
      'If you did not sign up, ignore this message.',
    ],
  });
}
