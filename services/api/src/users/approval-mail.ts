import { composeMail } from '../mail/compose-mail';
import type { MailMessage } from '../mail/mail.service';

/** Sent when a super admin approves an account: the pending screen told the user to wait for it. */
export function approvalMail(args: { to: string; firstName: string; webUrl: string }): MailMessage {
  const link = new URL('/auth/login', args.webUrl);
  link.searchParams.set('email', args.to);
  return composeMail({
    to: args.to,
    subject: 'Your Ontoloom account is approved',
    firstName: args.firstName,
    blocks: [
      {
        lead: 'Your Ontoloom account has been approved. You can now sign in:',
        url: link.toString(),
        label: 'Sign in to Ontoloom',
      },
    ],
  });
}
