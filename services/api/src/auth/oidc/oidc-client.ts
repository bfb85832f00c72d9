import * as client from 'openid-client';
import type { OidcProviderConfig } from './oidc-config';

export type OidcClaims = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

/**
 * openid-client behind three calls. Discovery runs on first use and is kept only when it
 * succeeds, so a provider that starts after the API (or is down for a while) is picked up.
 */
export function createOidcClient(provider: OidcProviderConfig) {
  let discovered: Promise<client.Configuration> | undefined;
  // Plain http only for a local provider (development, tests); anything else must be https.
  const insecure = new URL(provider.issuer).protocol === 'http:';

  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    /** A fresh PKCE verifier, state and nonce, and the provider's authorize URL for them. */
    async startSignIn(redirectUri: string) {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.toString(), codeVerifier, state, nonce };
    },

    /** Exchanges the code; the ID token is verified (issuer, audience, nonce, signature). */
    async finishSignIn(args: {
      redirectUri: string;
      code: string;
      state: string;
      iss?: string;
      codeVerifier: string;
      nonce: string;
    }): Promise<OidcClaims> {
      const config = await configuration();
      const callback = new URL(args.redirectUri);
      callback.searchParams.set('code', args.code);
      callback.searchParams.set('state', args.state);
      // Providers that send `iss` (RFC 9207) are checked against it: no mix-up between providers.
      if (args.iss) callback.searchParams.set('iss', args.iss);
      const tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: args.codeVerifier,
        expectedState: args.state,
        expectedNonce: args.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token claims');
      return claims as OidcClaims;
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
