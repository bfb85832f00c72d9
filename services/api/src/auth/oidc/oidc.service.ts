import { randomBytes } from 'node:crypto';
import { isOrganizationalEmail, type AuthToken, type OauthUrlsResponse } from '@ontoloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/index';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../errors';
import type { UsersRepo } from '../../users/users.repo';
import { normalizeEmail, PERSONAL_EMAIL_REFUSED } from '../auth.service';
import { hashPassword, newOpaqueToken, sha256 } from '../secrets';
import { createOidcClient, type OidcClaims } from './oidc-client';
import type { OidcProviderConfig } from './oidc-config';
import type { OidcRepo } from './oidc.repo';

/** Binds a pending sign-in to the browser that started it (no login CSRF). */
export const BINDING_COOKIE = 'ontoloom_oidc';
const STATE_TTL_MS = 10 * 60_000;

/** Only same-site paths are carried through a sign-in. */
const safePath = (value: string | undefined | null): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : null;

export const readCookie = (header: string | undefined, name: string): string | undefined =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

export function createOidcService(deps: {
  providers: OidcProviderConfig[];
  oidcRepo: OidcRepo;
  usersRepo: UsersRepo;
  startSession: (user: UserRow) => Promise<AuthToken>;
  webUrl: string;
  refusePersonalEmailLogin: boolean;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { oidcRepo, usersRepo, now } = deps;
  const clients = new Map(
    deps.providers.map((provider) => [
      provider.name,
      { provider, client: createOidcClient(provider) },
    ]),
  );
  const redirectUri = (name: string) => `${deps.webUrl}/auth/${name}/callback`;

  const providerOrFail = (name: string) => {
    const found = clients.get(name);
    if (!found) throw new NotFoundError('identity_provider_not_found', 'Identity provider');
    return found;
  };

  async function accountFor(name: string, claims: OidcClaims): Promise<UserRow> {
    const linked = await oidcRepo.findUserByIdentity(name, claims.sub);
    if (linked) return linked;
    if (!claims.email || claims.email_verified !== true) {
      throw new UnauthorizedError(
        'identity_unverified',
        'Invalid identity: the provider did not share a verified email address',
      );
    }
    const email = normalizeEmail(claims.email);
    if (deps.refusePersonalEmailLogin && !isOrganizationalEmail(email)) {
      throw new UnauthorizedError('personal_email_refused', PERSONAL_EMAIL_REFUSED);
    }
    // The provider vouches for the address, so an existing account with it is the same person.
    let user = await usersRepo.findByEmail(email);
    if (!user) {
      const local = email.split('@')[0] ?? email;
      const [first = local, ...rest] = (claims.name ?? '').split(' ').filter(Boolean);
      user = await usersRepo.insert({
        email,
        // Nobody knows this password; "forgot password" can set a real one later.
        passwordHash: await hashPassword(newOpaqueToken('')),
        firstName: claims.given_name ?? first,
        lastName: claims.family_name ?? rest.join(' '),
        organizationName: '',
        isOrganizationalEmail: isOrganizationalEmail(email),
        status: 'pending_onboarding_info',
        emailVerifiedAt: now(),
      });
    }
    await oidcRepo.linkIdentity(user.id, name, claims.sub);
    return user;
  }

  return {
    /** The web app's callback page, with an error for sign-ins that could not start. */
    callbackUrl(name: string, error: string): string {
      const url = new URL(redirectUri(name));
      url.searchParams.set('error', error);
      return url.toString();
    },

    /** One URL per provider; it goes through the API, which sets the binding cookie first. */
    oauthUrls(redirect: string | undefined, apiBase: string): OauthUrlsResponse {
      return {
        providers: [...clients.values()].map(({ provider }) => {
          const url = new URL(`/api/auth/${provider.name}/authorize`, apiBase);
          const target = safePath(redirect);
          if (target) url.searchParams.set('redirect', target);
          return {
            provider: provider.name,
            display_name: provider.displayName,
            authorize_url: url.toString(),
          };
        }),
      };
    },

    /** Starts a sign-in: stores verifier, nonce and state, and answers where to send the browser. */
    async authorize(name: string, redirect: string | undefined, cookieHeader: string | undefined) {
      const { client } = providerOrFail(name);
      const binding = readCookie(cookieHeader, BINDING_COOKIE) ?? randomBytes(24).toString('hex');
      const start = await client.startSignIn(redirectUri(name));
      const at = now();
      await oidcRepo.insertState(
        {
          stateHash: sha256(start.state),
          bindingHash: sha256(binding),
          provider: name,
          codeVerifier: start.codeVerifier,
          nonce: start.nonce,
          redirect: safePath(redirect),
          expiresAt: new Date(at.getTime() + STATE_TTL_MS),
        },
        at,
      );
      return { location: start.url, binding, maxAgeSeconds: STATE_TTL_MS / 1000 };
    },

    /** `POST /api/auth/{provider}/token`: the callback page's code and state, for a session. */
    async exchange(
      name: string,
      body: { code: string; state: string; iss?: string },
      cookieHeader: string | undefined,
    ): Promise<AuthToken> {
      const { client } = providerOrFail(name);
      const pending = await oidcRepo.takeState(sha256(body.state));
      const binding = readCookie(cookieHeader, BINDING_COOKIE);
      if (
        !pending ||
        pending.provider !== name ||
        pending.expiresAt <= now() ||
        !binding ||
        sha256(binding) !== pending.bindingHash
      ) {
        throw new ValidationError(
          'sign_in_attempt_expired',
          'This sign-in attempt is unknown or has expired; start again',
        );
      }
      let claims: OidcClaims;
      try {
        claims = await client.finishSignIn({
          redirectUri: redirectUri(name),
          code: body.code,
          state: body.state,
          ...(body.iss ? { iss: body.iss } : {}),
          codeVerifier: pending.codeVerifier,
          nonce: pending.nonce,
        });
      } catch (error) {
        deps.log.warn({ err: error, provider: name }, 'identity provider code exchange failed');
        throw new UnauthorizedError('invalid_authorization_code', 'Invalid authorization code');
      }
      const user = await accountFor(name, claims);
      const token = await deps.startSession(user);
      return { ...token, next_authorize_url: pending.redirect };
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
