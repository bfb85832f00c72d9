import { resolve } from 'node:path';
import { HOST_APP, REMOTES, remotePortEnvKey, type RemoteName } from '@ontoloom/federation/remotes';

/**
 * Ports apart from `pnpm start`'s defaults so the suite runs beside a developer's stack: the web
 * tier's are the registry's dev ports moved by this offset (3000 → 3900, 3004 → 3904).
 */
const WEB_PORT_OFFSET = 900;
const remotePorts = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, remote.devPort + WEB_PORT_OFFSET]),
) as Record<RemoteName, number>;

const ports = {
  web: HOST_APP.devPort + WEB_PORT_OFFSET,
  api: 3990,
  chat: 3991,
  oidc: 3995,
  llm: 3996,
};

/** The local OpenID Connect provider the accounts journeys sign in through (support/oidc-provider-server.ts). */
export const oidc = {
  issuer: `http://127.0.0.1:${ports.oidc}`,
  clientId: 'ontoloom-e2e',
  clientSecret: 'ontoloom-e2e-secret',
  redirectUri: `http://localhost:${ports.web}/auth/local/callback`,
};

/** The local OpenAI-compatible server the runs journeys use as their LLM (support/llm-server.ts). */
export const llm = {
  url: `http://127.0.0.1:${ports.llm}`,
  baseUrl: `http://127.0.0.1:${ports.llm}/v1`,
};

/**
 * A stack this suite did not start (the docker-compose deployment: playwright.compose.config.ts)
 * is named by E2E_WEB_URL, E2E_API_URL and its admin's E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD.
 */
const external = process.env.E2E_WEB_URL
  ? { webUrl: process.env.E2E_WEB_URL, apiUrl: process.env.E2E_API_URL ?? '' }
  : null;

export const admin = external
  ? { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' }
  : { email: 'admin@e2e.ontoloom.test', password: 'e2e-admin-Password-1' };

export const stack = {
  ports,
  webUrl: external?.webUrl ?? `http://localhost:${ports.web}`,
  apiUrl: external?.apiUrl ?? `http://localhost:${ports.api}`,
  /** Origin of a registered remote in this stack. */
  remoteUrl: (name: RemoteName) => `http://localhost:${remotePorts[name]}`,
  /** Every registered remote's origin, in registry order (the order of remotes.json). */
  remoteUrls: () => REMOTES.map((remote) => `http://localhost:${remotePorts[remote.name]}`),
  env: {
    DATA_DIR: resolve(import.meta.dirname, '.data'),
    WEB_PORT: String(ports.web),
    ...Object.fromEntries(
      REMOTES.map((remote) => [remotePortEnvKey(remote), String(remotePorts[remote.name])]),
    ),
    API_PORT: String(ports.api),
    CHAT_PORT: String(ports.chat),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // The API suite, not the browser suite, covers PostgreSQL; the stack runs on its embedded default.
    DATABASE_URL: '',
    MAIL_DRIVER: 'outbox',
    // Accounts journeys: personal addresses are refused at sign-in; the per-address sign-in
    // limit is raised because every browser and API call here comes from 127.0.0.1.
    REFUSE_PERSONAL_EMAIL_LOGIN: 'true',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '200',
    OIDC_PROVIDERS: 'local',
    OIDC_LOCAL_ISSUER: oidc.issuer,
    OIDC_LOCAL_CLIENT_ID: oidc.clientId,
    OIDC_LOCAL_CLIENT_SECRET: oidc.clientSecret,
    OIDC_LOCAL_DISPLAY_NAME: 'Local ID',
    // The LLM engine talks to a local stand-in; a failing chunk fails at once (no retries).
    LLM_BASE_URL: `http://127.0.0.1:${ports.llm}/v1`,
    LLM_MODEL: 'e2e-model',
    LLM_API_KEY: 'e2e-key',
    LLM_MAX_RETRIES: '0',
    // The chat journeys use the offline assistant (its deterministic grammar), not the stand-in.
    CHAT_LLM_PROVIDER: 'offline',
  } as Record<string, string>,
};
