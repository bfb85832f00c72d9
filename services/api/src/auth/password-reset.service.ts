import type { MessageResponse } from '@ontoloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ValidationError } from '../errors';
import type { Mailer } from '../mail/mail.service';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { UsersRepo } from '../users/users.repo';
import type { AuthRepo } from './auth.repo';
import { normalizeEmail } from './auth.service';
import { resetMail } from './reset-mail';
import { hashPassword, newOpaqueToken, sha256 } from './secrets';

const MINUTE_MS = 60_000;
const TOO_MANY = 'Too many password reset requests; try again later';
const REQUESTED: MessageResponse = {
  message: 'If an account exists for this email, a link to reset the password has been sent.',
};

export function createPasswordResetService(deps: {
  usersRepo: UsersRepo;
  authRepo: AuthRepo;
  mailer: Mailer;
  limiter: RateLimiter;
  limits: { perAccount: number; perAddress: number };
  webUrl: string;
  tokenMinutes: number;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { usersRepo, authRepo, limiter, now } = deps;

  return {
    /** Same answer whether or not the address has an account, so it cannot be probed. */
    async request(rawEmail: string, address: string): Promise<MessageResponse> {
      const email = normalizeEmail(rawEmail);
      const accountKey = `reset:account:${email}`;
      const addressKey = `reset:address:${address}`;
      await limiter.check(addressKey, deps.limits.perAddress, TOO_MANY);
      await limiter.check(accountKey, deps.limits.perAccount, TOO_MANY);
      await Promise.all([limiter.hit(addressKey), limiter.hit(accountKey)]);

      const user = await usersRepo.findByEmail(email);
      if (!user) return REQUESTED;
      const token = newOpaqueToken('olr_');
      await authRepo.insertResetToken({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(now().getTime() + deps.tokenMinutes * MINUTE_MS),
      });
      const message = resetMail({
        to: user.email,
        firstName: user.firstName,
        webUrl: deps.webUrl,
        token,
        validMinutes: deps.tokenMinutes,
      });
      try {
        await deps.mailer.send(message);
      } catch (error) {
        // Not reported to the caller: that would reveal the account exists.
        deps.log.error({ err: error, to: user.email }, 'password reset mail could not be sent');
      }
      return REQUESTED;
    },

    async confirm(token: string, password: string): Promise<MessageResponse> {
      const stored = await authRepo.findResetToken(sha256(token));
      if (!stored)
        throw new ValidationError('reset_link_invalid', 'This password reset link is invalid');
      if (stored.usedAt)
        throw new ValidationError(
          'reset_link_used',
          'This password reset link has already been used',
        );
      const at = now();
      if (stored.expiresAt <= at) {
        throw new ValidationError(
          'reset_link_expired',
          'This password reset link has expired; ask for a new one',
        );
      }
      if (!(await authRepo.consumeResetToken(stored.id, await hashPassword(password), at))) {
        throw new ValidationError(
          'reset_link_used',
          'This password reset link has already been used',
        );
      }
      return {
        message:
          'Your password has been changed and your API key revoked. Sign in with the new password.',
      };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
