/** One external identity provider, from `OIDC_<NAME>_*` variables (see loadOidcProviders). */
export type OidcProviderConfig = {
  /** URL segment and id: `/auth/<name>/callback`. */
  name: string;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
};

/**
 * `OIDC_PROVIDERS=google,corp` lists the providers; each needs `OIDC_<NAME>_ISSUER`,
 * `OIDC_<NAME>_CLIENT_ID` and `OIDC_<NAME>_CLIENT_SECRET`, and may set `OIDC_<NAME>_DISPLAY_NAME`.
 * Problems come back as lines for the start-up error, not as an exception.
 */
export function loadOidcProviders(env: Record<string, string | undefined>): {
  providers: OidcProviderConfig[];
  problems: string[];
} {
  const names = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const providers: OidcProviderConfig[] = [];
  const problems: string[] = [];
  for (const name of new Set(names)) {
    if (!/^[a-z0-9_-]{1,64}$/.test(name)) {
      problems.push(`OIDC_PROVIDERS: "${name}" must be 1-64 of a-z, 0-9, _ and -`);
      continue;
    }
    const key = `OIDC_${name.toUpperCase().replace(/-/g, '_')}`;
    const value = (suffix: string) => env[`${key}_${suffix}`]?.trim() || undefined;
    const issuer = value('ISSUER');
    const clientId = value('CLIENT_ID');
    const clientSecret = value('CLIENT_SECRET');
    if (!issuer || !URL.canParse(issuer)) problems.push(`${key}_ISSUER: Required, a URL`);
    if (!clientId) problems.push(`${key}_CLIENT_ID: Required`);
    if (!clientSecret) problems.push(`${key}_CLIENT_SECRET: Required`);
    if (issuer && URL.canParse(issuer) && clientId && clientSecret) {
      providers.push({
        name,
        displayName: value('DISPLAY_NAME') ?? name.charAt(0).toUpperCase() + name.slice(1),
        issuer,
        clientId,
        clientSecret,
      });
    }
  }
  return { providers, problems };
}
