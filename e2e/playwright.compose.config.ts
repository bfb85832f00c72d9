import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The docker-compose deployment's journeys (deploy/compose-smoke.sh starts the stack and sets
 * E2E_WEB_URL, E2E_API_URL, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_COMPOSE_PROJECT): the same
 * browser settings as the main suite, no stack of its own.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './compose',
  timeout: 300_000,
  webServer: undefined,
  use: { ...baseConfig.use, baseURL: process.env.E2E_WEB_URL },
});
