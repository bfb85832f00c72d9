import { resolve } from 'node:path';

/** Ports apart from `pnpm start`'s defaults so the suite runs beside a developer's stack. */
const ports = { web: 3900, auth: 3901, projects: 3902, settings: 3903, api: 3990, chat: 3991 };

export const admin = { email: 'admin@e2e.ontoloom.test', password: 'e2e-admin-Password-1' };

export const stack = {
  ports,
  webUrl: `http://localhost:${ports.web}`,
  apiUrl: `http://localhost:${ports.api}`,
  remoteUrl: (name: 'auth' | 'projects' | 'settings') => `http://localhost:${ports[name]}`,
  env: {
    DATA_DIR: resolve(import.meta.dirname, '.data'),
    WEB_PORT: String(ports.web),
    REMOTE_AUTH_PORT: String(ports.auth),
    REMOTE_PROJECTS_PORT: String(ports.projects),
    REMOTE_SETTINGS_PORT: String(ports.settings),
    API_PORT: String(ports.api),
    CHAT_PORT: String(ports.chat),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // The API suite, not the browser suite, covers PostgreSQL; the stack runs on its embedded default.
    DATABASE_URL: '',
    MAIL_DRIVER: 'outbox',
  } as Record<string, string>,
};
