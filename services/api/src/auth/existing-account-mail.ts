import type { MailMessage } from '../mail/mail.service';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
  const reset = new URL('/auth/forgot-password', args.webUrl);
  const [signInUrl, resetUrl] = [signIn.toString(), reset.toString()];
  return {
    to: args.to,
    subject: 'You already have an Ontoloom account',
    text: [
      `Hello ${args.firstName},`,
      '',
      'Someone asked to create an Ontoloom account with this email address, which already has one.',
      'Nothing was changed. To sign in, open:',
      signInUrl,
      '',
      'Forgot your password, or never confirmed this address? Choose a new password at:',
      resetUrl,
      '',
      'If you did not try to sign up, ignore this message.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(args.firstName)},</p>`,
      '<p>Someone asked to create an Ontoloom account with this email address, which already has one. Nothing was changed.</p>',
      `<p><a href="${escapeHtml(signInUrl)}">Sign in</a>, or if you forgot your password or never confirmed this address, <a href="${escapeHtml(resetUrl)}">choose a new password</a>.</p>`,
      '<p>If you did not try to sign up, ignore this message.</p>',
    ].join('\n'),
  };
}
