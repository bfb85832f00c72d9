import { defineConfig } from '@playwright/test';
import { llm, oidc, stack } from './support/stack';

/** E2E runs against the real started stack (API, chat, host, remotes) in Debian Chromium. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: './test-results',
  use: {
    baseURL: stack.webUrl,
    viewport: { width: 1280, height: 800 },
    // A failing test keeps its trace (actions, DOM snapshots, network) and a screenshot. The
    // trace's screencast is left out: filming every test took a third of the suite's time on
    // 2 cores (9 journeys: 97 s with it, 68 s without, 63 s with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      // A real OpenID Connect provider for the sign-in journeys (the API discovers it lazily).
      command: `tsx support/oidc-provider-server.ts ${stack.ports.oidc} ${oidc.redirectUri}`,
      url: `${oidc.issuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // The runs journeys' LLM endpoint: a local server speaking the chat-completions protocol.
      command: `tsx support/llm-server.ts ${stack.ports.llm}`,
      url: `${llm.url}/__control`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'pnpm --filter @ontoloom/host stack --fresh',
      url: `${stack.apiUrl}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: stack.env,
    },
  ],
});
