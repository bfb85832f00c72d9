/**
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1 for the accounts
 * journeys: authorization code + PKCE, its built-in login and consent pages, and a cancel link
 * that comes back with `error=access_denied`. Any login name signs in; a name that is an
 * email address becomes the account's verified email.
 *
 * Run: tsx oidc-provider-server.ts <port> <redirect_uri> [<redirect_uri>…]
 */
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { id: 'ontoloom-e2e', secret: 'ontoloom-e2e-secret' };

const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function startOidcProvider(port: number, redirectUris: string[]) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    // Claims in the ID token: the API reads them there, without a userinfo call.
    conformIdTokenClaims: false,
    async findAccount(_ctx: unknown, id: string) {
      const local = id.includes('@') ? (id.split('@')[0] ?? id) : id;
      const [given = local, family = 'Tester'] = local.split(/[._-]/).map(titleCase);
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            ...(id.includes('@') ? { email: id.toLowerCase(), email_verified: true } : {}),
            given_name: given,
            family_name: family,
            name: `${given} ${family}`,
          };
        },
      };
    },
    // The test runs on plain http; nothing here is a secret worth protecting.
    cookies: { keys: ['e2e-only-cookie-key'] },
  });
  // Failures inside the provider are otherwise only a generic 500 page.
  provider.on('server_error', (_ctx, error) => console.error('OIDC provider error', error));
  return new Promise<{ issuer: string; close: () => void }>((resolve) => {
    const server = provider.listen(port, '127.0.0.1', () =>
      resolve({ issuer, close: () => server.close() }),
    );
  });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const [portArg, ...uris] = process.argv.slice(2);
  const { issuer } = await startOidcProvider(Number(portArg ?? 3995), uris);
  console.log(`OIDC provider listening at ${issuer}`);
}
