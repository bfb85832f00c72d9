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
import { existingAccountMail } from './existing-account-mail';
import { hashPassword, newOpaqueToken, sha256, verifyPassword } from './secrets';
import { verificationMail } from './verification-mail';

export const ACCESS_TOKEN_PREFIX = 'olt_';
export const VERIFICATION_TOKEN_HOURS = 48;
const HOUR_MS = 3_600_000;
const SIGN_UP_ANSWER: MessageResponse = {
  message: 'Check your inbox: we sent a message to this address to continue.',
};
const EXISTING_ACCOUNT_MAILS_PER_WINDOW = 3;
const TOO_MANY_LOGINS = 'Too many failed sign-in attempts; try again later';
/** The login screen recognises this prefix (spec section 8). */
export const PERSONAL_EMAIL_REFUSED =
  'Login with personal email addresses is not allowed; use your organization email';

/** 409 of `POST /api/auth/verify-email` once the address is confirmed (the page offers sign-in). */
export const EMAIL_ALREADY_VERIFIED = 'This email address is already confirmed; sign in';

/** How long failures on one account count towards its growing delay (a success clears them). */
const ACCOUNT_FAILURE_MEMORY_MS = 24 * HOUR_MS;
/** The first delay once an account passed its free failures; each further failure doubles it. */
const FIRST_ACCOUNT_DELAY_MS = 1000;

export type LoginLimits = {
  perAccountAddress: number;
  perAddress: number;
  accountDelayAfterFailures: number;
  accountMaxDelaySeconds: number;
};

/** Rate-limiter keys of one sign-in attempt (a space separates parts: no email or IP has one). */
const loginKeys = (email: string, address: string) => ({
  address: `login:address:${address}`,
  accountAddress: `login:account-address:${email} ${address}`,
  account: `login:account:${email}`,
  accountWait: `login:account-wait:${email}`,
});

/** The wait before the next attempt on an account that failed `failures` times, 0 for none. */
function accountDelayMs(failures: number, limits: LoginLimits): number {
  const beyond = failures - limits.accountDelayAfterFailures;
  if (beyond < 0) return 0;
  // Capped before exponentiation overflows: 2^31 ms is already weeks.
  const delay = FIRST_ACCOUNT_DELAY_MS * 2 ** Math.min(beyond, 31);
  return Math.min(delay, limits.accountMaxDelaySeconds * 1000);
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function createAuthService(deps: {
  usersRepo: UsersRepo;
  authRepo: AuthRepo;
  mailer: Mailer;
  webUrl: string;
  tokenTtlHours: number;
  limiter: RateLimiter;
  loginLimits: LoginLimits;
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

  async function mailExistingAccount(user: UserRow): Promise<void> {
    // Quietly capped, so repeated sign-ups cannot flood the owner's mailbox.
    const sent = await limiter.hit(`signup:existing:${user.email}`);
    if (sent > EXISTING_ACCOUNT_MAILS_PER_WINDOW) return;
    try {
      await mailer.send(
        existingAccountMail({ to: user.email, firstName: user.firstName, webUrl: deps.webUrl }),
      );
    } catch (error) {
      // Not reported to the caller: that would reveal the account exists.
      log.error({ err: error, to: user.email }, 'existing-account mail could not be sent');
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
    /**
     * The same 201 whether or not the address has an account (no account enumeration): a new
     * address gets a verification link, an existing account a mail saying it exists, with links
     * to sign in or reset the password. Nothing of the account changes (even unverified: the
     * reset link, not the stranger's password, is how the owner gets in). The password is
     * hashed either way so the timing matches.
     */
    async register(body: RegisterBody): Promise<MessageResponse> {
      const email = normalizeEmail(body.email);
      const passwordHash = await hashPassword(body.password);
      const existing = await usersRepo.findByEmail(email);
      if (existing) {
        await mailExistingAccount(existing);
        return SIGN_UP_ANSWER;
      }
      let user: UserRow;
      try {
        user = await usersRepo.insert({
          email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          organizationName: body.organization_name,
          isOrganizationalEmail: isOrganizationalEmail(email),
          status: 'pending_onboarding_info',
        });
      } catch (error) {
        // A concurrent sign-up with the same address won: answer as for any existing account.
        if (!isUniqueViolation(error)) throw error;
        const winner = await usersRepo.findByEmail(email);
        if (winner) await mailExistingAccount(winner);
        return SIGN_UP_ANSWER;
      }
      await sendVerification(user);
      return SIGN_UP_ANSWER;
    },

    async verifyEmail(token: string): Promise<MessageResponse> {
      const stored = await authRepo.findVerificationToken(sha256(token));
      if (!stored)
        throw new ValidationError('verification_link_invalid', 'This verification link is invalid');
      // A link opened again (or an older one) after the address was confirmed: 409, not an error
      // about the link, so the page can say "already confirmed, sign in".
      const alreadyVerified = new ConflictError('email_already_verified', EMAIL_ALREADY_VERIFIED);
      if ((await usersRepo.findById(stored.userId))?.emailVerifiedAt) throw alreadyVerified;
      if (stored.usedAt)
        throw new ValidationError(
          'verification_link_used',
          'This verification link has already been used',
        );
      const at = now();
      if (stored.expiresAt <= at) {
        throw new ValidationError(
          'verification_link_expired',
          'This verification link has expired; ask for a new one',
        );
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
     * Sign-in throttling after the OWASP Authentication Cheat Sheet, checked before the password
     * so a blocked attempt learns nothing:
     * - one account from one client address: blocked for the window after a few failures;
     * - one client address across accounts: blocked after more failures (a shared proxy or NAT
     *   address only locks out its users after many failures);
     * - one account from any address: past a number of failures, each further attempt waits a
     *   delay that doubles with every failure, up to a cap. No hard lockout: once the delay has
     *   passed, the right password from an address without failures signs in.
     * Every 429 carries Retry-After. A success clears the account's counters.
     */
    async issueToken(rawEmail: string, password: string, address: string): Promise<AuthToken> {
      const email = normalizeEmail(rawEmail);
      const limits = deps.loginLimits;
      const keys = loginKeys(email, address);
      await limiter.check(keys.address, limits.perAddress, TOO_MANY_LOGINS);
      await limiter.check(keys.accountAddress, limits.perAccountAddress, TOO_MANY_LOGINS);
      await limiter.check(keys.accountWait, 1, TOO_MANY_LOGINS);
      const fail = async (): Promise<never> => {
        const [failures] = await Promise.all([
          limiter.hit(keys.account, ACCOUNT_FAILURE_MEMORY_MS),
          limiter.hit(keys.accountAddress),
          limiter.hit(keys.address),
        ]);
        const delayMs = accountDelayMs(failures, limits);
        if (delayMs > 0) await limiter.hold(keys.accountWait, delayMs);
        throw new UnauthorizedError('invalid_credentials', 'Invalid email or password');
      };

      const user = await usersRepo.findByEmail(email);
      if (!user) {
        decoyHash ??= hashPassword(newOpaqueToken(''));
        await verifyPassword(await decoyHash, password);
        return fail();
      }
      if (!(await verifyPassword(user.passwordHash, password))) return fail();
      await Promise.all(
        [keys.account, keys.accountAddress, keys.accountWait].map((key) => limiter.reset(key)),
      );
      if (deps.refusePersonalEmailLogin && !user.isOrganizationalEmail && !user.isSuperAdmin) {
        throw new UnauthorizedError('personal_email_refused', PERSONAL_EMAIL_REFUSED);
      }
      if (!user.emailVerifiedAt)
        throw new ForbiddenError('email_not_verified', 'Email address not verified');
      return startSession(user);
    },

    startSession,

    /** Signs out one session: its token stops working at once. API keys are not sessions. */
    async logout(bearer: string): Promise<void> {
      if (bearer.startsWith(ACCESS_TOKEN_PREFIX)) await authRepo.deleteAccessToken(sha256(bearer));
    },

    /** Signs out everywhere: every access token of the user stops working at once. */
    async logoutAll(user: UserRow): Promise<void> {
      await authRepo.deleteAccessTokens(user.id);
    },

    /** The user behind a bearer token and its expiry, or undefined when unknown or expired. */
    async authenticate(
      accessToken: string,
    ): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
      if (!accessToken.startsWith(ACCESS_TOKEN_PREFIX)) return undefined;
      return authRepo.findUserByAccessToken(sha256(accessToken), now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
