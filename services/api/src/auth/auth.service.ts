import {
  isOrganizationalEmail,
  type AuthToken,
  type MessageResponse,
  type RegisterBody,
} from '@ontoloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../db/schema/index';
import {
  ConflictError,
  ForbiddenError,
  isUniqueViolation,
  UnauthorizedError,
  ValidationError,
} from '../errors';
import type { Mailer } from '../mail/mail.service';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { UsersRepo } from '../users/users.repo';
import type { AuthRepo } from './auth.repo';
import { hashPassword, newOpaqueToken, sha256, verifyPassword } from './secrets';
import { verificationMail } from './verification-mail';

export const ACCESS_TOKEN_PREFIX = 'olt_';
export const VERIFICATION_TOKEN_HOURS = 48;
const HOUR_MS = 3_600_000;
const TOO_MANY_LOGINS = 'Too many failed sign-in attempts; try again later';
/** The login screen recognises this prefix (spec section 8). */
export const PERSONAL_EMAIL_REFUSED =
  'Login with personal email addresses is not allowed; use your organization email';

/** 409 of `POST /api/auth/verify-email` once the address is confirmed (the page offers sign-in). */
export const EMAIL_ALREADY_VERIFIED = 'This email address is already confirmed; sign in';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function createAuthService(deps: {
  usersRepo: UsersRepo;
  authRepo: AuthRepo;
  mailer: Mailer;
  webUrl: string;
  tokenTtlHours: number;
  limiter: RateLimiter;
  loginLimits: { perAccount: number; perAddress: number };
  refusePersonalEmailLogin: boolean;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { usersRepo, authRepo, mailer, limiter, now, log } = deps;
  // Unknown emails still pay for one hash check, so response time does not reveal accounts.
  let decoyHash: Promise<string> | undefined;

  async function sendVerification(user: UserRow): Promise<void> {
    const token = newOpaqueToken('olv_');
    await authRepo.insertVerificationToken({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now().getTime() + VERIFICATION_TOKEN_HOURS * HOUR_MS),
    });
    const message = verificationMail({
      to: user.email,
      firstName: user.firstName,
      webUrl: deps.webUrl,
      token,
      validHours: VERIFICATION_TOKEN_HOURS,
    });
    try {
      await mailer.send(message);
    } catch (error) {
      // The account exists either way; the user can ask for the mail again.
      log.error({ err: error, to: user.email }, 'verification mail could not be sent');
    }
  }

  /** A new access token for a user who proved who they are (password or identity provider). */
  async function startSession(user: UserRow): Promise<AuthToken> {
    const at = now();
    const accessToken = newOpaqueToken(ACCESS_TOKEN_PREFIX);
    await authRepo.deleteExpiredAccessTokens(user.id, at);
    await authRepo.insertAccessToken({
      userId: user.id,
      tokenHash: sha256(accessToken),
      expiresAt: new Date(at.getTime() + deps.tokenTtlHours * HOUR_MS),
    });
    return { token_type: 'bearer', access_token: accessToken, next_authorize_url: null };
  }

  return {
    async register(body: RegisterBody): Promise<MessageResponse> {
      const email = normalizeEmail(body.email);
      if (await usersRepo.findByEmail(email)) {
        throw new ConflictError('An account with this email already exists');
      }
      let user: UserRow;
      try {
        user = await usersRepo.insert({
          email,
          passwordHash: await hashPassword(body.password),
          firstName: body.first_name,
          lastName: body.last_name,
          organizationName: body.organization_name,
          isOrganizationalEmail: isOrganizationalEmail(email),
          status: 'pending_onboarding_info',
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ConflictError('An account with this email already exists');
        throw error;
      }
      await sendVerification(user);
      return { message: 'Account created. Check your inbox to verify your email address.' };
    },

    async verifyEmail(token: string): Promise<MessageResponse> {
      const stored = await authRepo.findVerificationToken(sha256(token));
      if (!stored) throw new ValidationError('This verification link is invalid');
      // A link opened again (or an older one) after the address was confirmed: 409, not an error
      // about the link, so the page can say "already confirmed, sign in".
      const alreadyVerified = new ConflictError(EMAIL_ALREADY_VERIFIED);
      if ((await usersRepo.findById(stored.userId))?.emailVerifiedAt) throw alreadyVerified;
      if (stored.usedAt) throw new ValidationError('This verification link has already been used');
      const at = now();
      if (stored.expiresAt <= at) {
        throw new ValidationError('This verification link has expired; ask for a new one');
      }
      // Only a concurrent request with the same link can have consumed it meanwhile.
      if (!(await authRepo.consumeVerificationToken(stored.id, at))) throw alreadyVerified;
      return { message: 'Email address verified. You can now sign in.' };
    },

    /** Same answer whether or not the address has an account, so it cannot be probed. */
    async resendVerification(rawEmail: string): Promise<MessageResponse> {
      const user = await usersRepo.findByEmail(normalizeEmail(rawEmail));
      if (user && !user.emailVerifiedAt) await sendVerification(user);
      return {
        message: 'If an account with this email needs verification, a new link has been sent.',
      };
    },

    /**
     * Failed attempts count per account and per client address; once either reached its limit
     * every attempt gets 429 until the window ends, before any password is checked.
     */
    async issueToken(rawEmail: string, password: string, address: string): Promise<AuthToken> {
      const email = normalizeEmail(rawEmail);
      const accountKey = `login:account:${email}`;
      const addressKey = `login:address:${address}`;
      await limiter.check(addressKey, deps.loginLimits.perAddress, TOO_MANY_LOGINS);
      await limiter.check(accountKey, deps.loginLimits.perAccount, TOO_MANY_LOGINS);
      const fail = async (): Promise<never> => {
        await Promise.all([limiter.hit(accountKey), limiter.hit(addressKey)]);
        throw new UnauthorizedError('Invalid email or password');
      };

      const user = await usersRepo.findByEmail(email);
      if (!user) {
        decoyHash ??= hashPassword(newOpaqueToken(''));
        await verifyPassword(await decoyHash, password);
        return fail();
      }
      if (!(await verifyPassword(user.passwordHash, password))) return fail();
      await limiter.reset(accountKey);
      if (deps.refusePersonalEmailLogin && !user.isOrganizationalEmail && !user.isSuperAdmin) {
        throw new UnauthorizedError(PERSONAL_EMAIL_REFUSED);
      }
      if (!user.emailVerifiedAt) throw new ForbiddenError('Email address not verified');
      return startSession(user);
    },

    startSession,

    /** The user behind a bearer token, or undefined when it is unknown or expired. */
    async authenticate(accessToken: string): Promise<UserRow | undefined> {
      if (!accessToken.startsWith(ACCESS_TOKEN_PREFIX)) return undefined;
      return authRepo.findUserByAccessToken(sha256(accessToken), now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
