import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { printTable } from './api-process';
import { fixed, heading } from './timing';

// The first screen as a user's browser gets it (issue 15): `pnpm start`'s stack (after
// `pnpm build`) on ports apart from the default, then 5 cold loads of /auth/login in headless
// Debian Chromium (a fresh context each: no cache), and 5 sign-ins to the projects list.
// Prints the medians: requests, JS + CSS bytes on the wire and decoded, first contentful paint,
// time from "Sign in" to the projects list, and the largest remote's own JS on the wire.
// `pnpm --filter @ontoloom/bench bench:first-screen`

const LOADS = 5;
const repoRoot = join(import.meta.dirname, '../..');
const ports = { web: 3700, api: 3790, chat: 3791 };
const remotePorts = [3701, 3702, 3703, 3704, 3705, 3706];
const admin = { email: 'bench-admin@ontoloom.test', password: 'bench-Password-1' };
const webUrl = `http://localhost:${ports.web}`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function startStack(dataDir: string) {
  const remoteEnv = Object.fromEntries(
    [
      'REMOTE_AUTH_PORT',
      'REMOTE_PROJECTS_PORT',
      'REMOTE_SETTINGS_PORT',
      'REMOTE_ONTOLOGIES_PORT',
      'REMOTE_RUNS_PORT',
      'REMOTE_KNOWLEDGE_BASES_PORT',
    ].map((key, index) => [key, String(remotePorts[index])]),
  );
  const child = spawn('pnpm', ['--filter', '@ontoloom/host', 'stack', '--fresh'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...remoteEnv,
      DATA_DIR: dataDir,
      WEB_PORT: String(ports.web),
      API_PORT: String(ports.api),
      CHAT_PORT: String(ports.chat),
      DATABASE_URL: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      if (output.includes('Ontoloom is running')) resolve();
    });
    child.stderr.on('data', (data: Buffer) => {
      output += data.toString();
    });
    child.once('exit', (code) => reject(new Error(`the stack exited (${code}): ${output}`)));
  });
  return async () => {
    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
}

type Load = {
  requests: number;
  wire: number;
  decoded: number;
  fcp: number;
  /** From navigation start to the sign-in form on screen. */
  form: number;
  remoteJs: number;
};

/** One cold load of the login page: what crossed the wire and when the first paint came. */
async function coldLogin(browser: Browser): Promise<Load> {
  const context = await browser.newContext();
  // Recorded as it happens (buffered), whatever the app does to the history afterwards.
  await context.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint')
          (window as unknown as { fcp?: number }).fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  let requests = 0;
  let wire = 0;
  let decoded = 0;
  const perRemoteJs = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type);
    urls.set(event.requestId, event.response.url);
  });
  cdp.on('Network.requestWillBeSent', () => {
    requests += 1;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId);
    if (type !== 'Script' && type !== 'Stylesheet') return;
    wire += event.encodedDataLength;
    const url = new URL(urls.get(event.requestId) ?? webUrl);
    if (url.port !== String(ports.web))
      perRemoteJs.set(url.port, (perRemoteJs.get(url.port) ?? 0) + event.encodedDataLength);
  });
  cdp.on('Network.dataReceived', (event) => {
    const type = types.get(event.requestId);
    if (type === 'Script' || type === 'Stylesheet') decoded += event.dataLength;
  });
  await page.goto(`${webUrl}/auth/login`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: /sign in/i }).waitFor();
  const form = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const fcp = (await (
    await page.waitForFunction(() => (window as unknown as { fcp?: number }).fcp)
  ).jsonValue()) as number;
  await context.close();
  return {
    requests,
    wire,
    decoded,
    fcp,
    form,
    remoteJs: Math.max(0, ...perRemoteJs.values()),
  };
}

/** From the click on "Sign in" to the projects list's heading, cold. */
async function signInToProjects(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${webUrl}/auth/login`, { waitUntil: 'networkidle' });
  await page.getByLabel(/email/i).fill(admin.email);
  await page.getByLabel(/password/i).fill(admin.password);
  const started = Date.now();
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
  const ms = Date.now() - started;
  await context.close();
  return ms;
}

export async function runFirstScreenBench(): Promise<void> {
  heading(`First screen: ${LOADS} cold loads of /auth/login and sign-ins, headless Chromium`);
  const dataDir = mkdtempSync(join(tmpdir(), 'ontoloom-first-screen-'));
  const stop = await startStack(dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await coldLogin(browser); // warm the servers' file caches, not the browser's
    const loads: Load[] = [];
    for (let n = 0; n < LOADS; n += 1) loads.push(await coldLogin(browser));
    const signIns: number[] = [];
    for (let n = 0; n < LOADS; n += 1) signIns.push(await signInToProjects(browser));
    const kib = (bytes: number) => fixed(bytes / 1024, 0);
    printTable([
      ['login, median of 5', 'measured', 'goal'],
      ['requests', String(median(loads.map((load) => load.requests))), ''],
      ['JS + CSS on the wire, KiB', kib(median(loads.map((load) => load.wire))), '≤ 300'],
      ['JS + CSS decoded, KiB', kib(median(loads.map((load) => load.decoded))), ''],
      ['first contentful paint, ms', fixed(median(loads.map((load) => load.fcp)), 0), '≤ 400'],
      ['sign-in form on screen, ms', fixed(median(loads.map((load) => load.form)), 0), ''],
      ['largest remote JS on the wire, KiB', kib(median(loads.map((l) => l.remoteJs))), '≤ 60'],
      ['"Sign in" → projects list, ms', fixed(median(signIns), 0), '≤ 1000'],
    ]);
  } finally {
    await browser.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runFirstScreenBench();
