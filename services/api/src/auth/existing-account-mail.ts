import { composeMail } from '../mail/compose-mail';
import type { MailMessage } from '../mail/mail.service';

/**
 * Sent instead of an error when someone signs up with an address that already has an account:
 * the sign-up answer stays the same, so it does not reveal which addresses are registered.
 */
export function existingAccountMail(args: {
  to: string;
  firstName: string;
  webUrl: string;
}): MailMessage {
  const signIn = new URL('/auth/login', args.webUrl);
  signIn.searchParams.set('email', args.to);
  return composeMail({
    to: args.to,
    subject: 'You already have an Ontoloom account',
    firstName: args.firstName,
    blocks: [
      {
        lead: 'Someone asked to create an Ontoloom account with this email address, which already has one. Nothing was changed. To sign in, open:',
        url: signIn.toString(),
        label: 'Sign in',
      },
      {
        lead: 'Forgot your password, or never confirmed this address? Choose a new password at:',
        url: new URL('/auth/forgot-password', args.webUrl).toString(),
        label: 'Choose a new password',
      },
      'If you did not try to sign up, ignore this message.',
    ],
  });
}
