/**
 * First screen, signed out then signed in, in headless Chromium on loopback (issue 15): the
 * median of 5 cold loads of /auth/login (JS + CSS bytes, requests, first contentful paint), the
 * time from "Sign in" to the projects list, a remote's own JS, and the same login screen built
 * as one plain rspack bundle (bench/first-screen-peer) served by the same kind of static server.
 *
 * Builds nothing of the app: run `pnpm build` first. The peer is built in each run.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { rspack } from '@rspack/core';
import { chromium, type Browser, type Page } from '@playwright/test';
import { REMOTES } from '@ontoloom/federation/remotes';
import { staticFiles } from '../../host/scripts/static-files';
import { benchStack, startWebStack, stopWebStack, WEB_PORT_OFFSET } from './web-stack';

const repoRoot = resolve(import.meta.dirname, '../..');
const LOADS = 5;
const ports = { ...benchStack.ports, peer: 5992 };
const { admin } = benchStack;
const KiB = 1024;

/**
 * `--rtt=<ms>`: each page behind an emulated network (Chromium's own throttling: that round trip
 * added to every request, 20 Mbit/s down, 5 up), as users have one; loopback has none, so a
 * request asked for earlier saves nothing there.
 */
const rtt = Number(
  /^--rtt=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--rtt=')) ?? '')?.[1] ?? 0,
);
const NETWORK = {
  offline: false,
  latency: rtt,
  downloadThroughput: 20_000_000 / 8,
  uploadThroughput: 5_000_000 / 8,
};

type Load = {
  /** Each JS or CSS file: its address and gzip-equivalent bytes. */
  files: { url: string; gzip: number }[];
  requests: number;
  jsCssRaw: number;
  jsCssGzip: number;
  jsCssTransferred: number;
  fcp: number;
  loginVisible: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const peerDir = join(repoRoot, 'bench/first-screen-peer/dist');

/** Built in every run, from the same sources as the app (a kept build measured stale code). */
async function buildPeer() {
  process.env.NODE_ENV = 'production';
  process.env.API_URL = `http://localhost:${ports.api}`;
  process.env.CHAT_URL = `http://localhost:${ports.chat}`;
  const { default: config } = await import('../first-screen-peer/rspack.config');
  await new Promise<void>((done, fail) =>
    rspack(config).run((error, stats) => {
      if (error || stats?.hasErrors()) fail(error ?? new Error(stats?.toString('errors-only')));
      else done();
    }),
  );
}

/** The peer on the server the stack serves the host with (Fastify + @fastify/static, same headers). */
async function servePeer() {
  const app = Fastify();
  await app.register(fastifyStatic, { ...staticFiles(peerDir), index: 'index.html' });
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  await app.listen({ port: ports.peer, host: '127.0.0.1' });
  return app;
}

/**
 * In the page, from its start: first contentful paint, and the frame in which each watched text
 * (`__seen`) is first on screen. Read from the page's own clock: Playwright's waits poll at up to
 * 500 ms intervals, which measured the poll, not the app (a 400 ms sign-in read as 900 ms).
 * A click is stamped too (`__clickAt`), so a sign-in is timed from the click the user makes.
 */
const PAGE_TIMERS = (watched: string[]) => {
  const w = window as unknown as {
    __fcp?: number;
    __seen: Record<string, number>;
    __clickAt?: number;
  };
  w.__seen = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') w.__fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true });
  // Inline callbacks: a named inner function would be wrapped in tsx's `__name`, absent here.
  new MutationObserver(() => {
    for (const text of watched) {
      if (w.__seen[text] !== undefined || !document.body?.innerText.includes(text)) continue;
      w.__seen[text] = -1;
      requestAnimationFrame(() => (w.__seen[text] = performance.now()));
    }
  }).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
};

const SIGN_IN = 'Sign in';
const EMPTY_LIST = 'No projects yet';

/** The page-clock time at which `text` was first on screen (see PAGE_TIMERS). */
const seenAt = (page: Page, text: string) =>
  page
    .waitForFunction(
      (t) => {
        const at = (window as unknown as { __seen: Record<string, number> }).__seen[t];
        return at !== undefined && at >= 0 ? at : null;
      },
      text,
      { polling: 'raf' },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);

const isJsOrCss = (url: string, type: string | undefined) =>
  /\.(m?js|css)(\?|$)/.test(url) || /javascript|css/.test(type ?? '');

/** One cold load (a fresh context: empty cache, no storage) of the login page. */
async function coldLoad(
  browser: Browser,
  origin: string,
  afterLoad?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (rtt > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
  }
  await page.addInitScript(PAGE_TIMERS, [SIGN_IN, EMPTY_LIST]);
  const done: Promise<void>[] = [];
  const load: Load = {
    files: [],
    requests: 0,
    jsCssRaw: 0,
    jsCssGzip: 0,
    jsCssTransferred: 0,
    fcp: 0,
    loginVisible: 0,
  };
  // Only what the login screen asks for: requests made after it (the sign-in) are not its bytes.
  let loginPhase = true;
  const ofLogin = new WeakSet<object>();
  page.on('request', (request) => {
    if (loginPhase) ofLogin.add(request);
  });
  page.on('requestfinished', (request) => {
    if (!ofLogin.has(request)) return;
    done.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        load.requests += 1;
        if (!isJsOrCss(request.url(), response.headers()['content-type'])) return;
        const body = await response.body();
        const sizes = await request.sizes();
        const gzip = gzipSync(body, { level: 6 }).length;
        load.jsCssRaw += body.length;
        load.jsCssGzip += gzip;
        load.files.push({ url: request.url(), gzip });
        load.jsCssTransferred += sizes.responseBodySize;
      })(),
    );
  });
  await page.goto(`${origin}/auth/login`);
  await page.getByRole('button', { name: SIGN_IN }).waitFor();
  load.loginVisible = await seenAt(page, SIGN_IN);
  await page.waitForLoadState('networkidle');
  load.fcp = await page.evaluate(() => (window as unknown as { __fcp?: number }).__fcp ?? NaN);
  loginPhase = false;
  await Promise.all(done);
  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({
      path: join(process.env.SCREENSHOT_DIR, `login-${new URL(origin).port}.png`),
    });
  }
  await afterLoad?.(page);
  await context.close();
  return load;
}

type SignIn = { toList: number; remoteJs: Map<string, number> };

/** Signs in on a loaded login page; the time from the click to the projects list. */
async function signIn(page: Page): Promise<SignIn> {
  const remoteJs = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port === String(ports.web) || !url.pathname.endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => {
          remoteJs.set(url.port, (remoteJs.get(url.port) ?? 0) + gzipSync(body).length);
        },
        () => undefined,
      ),
    );
  });
  await page.getByRole('textbox', { name: /email/i }).fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: SIGN_IN }).click();
  await page.getByRole('heading', { name: EMPTY_LIST }).waitFor({ timeout: 30_000 });
  const listAt = await seenAt(page, EMPTY_LIST);
  const toList =
    listAt - (await page.evaluate(() => (window as { __clickAt?: number }).__clickAt!));
  await Promise.all(pending);
  return { toList, remoteJs };
}

const summary = (loads: Load[]) => ({
  requests: median(loads.map((l) => l.requests)),
  raw: median(loads.map((l) => l.jsCssRaw)) / KiB,
  gzip: median(loads.map((l) => l.jsCssGzip)) / KiB,
  transferred: median(loads.map((l) => l.jsCssTransferred)) / KiB,
  fcp: median(loads.map((l) => l.fcp)),
  loginVisible: median(loads.map((l) => l.loginVisible)),
});

async function main() {
  const loadBefore = loadavg()[0]!;
  if (!existsSync(join(repoRoot, 'host/dist/index.html'))) {
    throw new Error('The app is not built: run `pnpm build` first.');
  }
  await buildPeer();
  const dataDir = mkdtempSync(join(tmpdir(), 'first-screen-bench-'));
  const stack = await startWebStack(dataDir);
  const peer = await servePeer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const app: Load[] = [];
    const peerLoads: Load[] = [];
    const signIns: SignIn[] = [];
    const web = `http://localhost:${ports.web}`;
    // Interleaved so machine load falls on both alike.
    for (let i = 0; i < LOADS; i += 1) {
      app.push(await coldLoad(browser, web, async (page) => void signIns.push(await signIn(page))));
      peerLoads.push(await coldLoad(browser, `http://localhost:${ports.peer}`));
    }
    const a = summary(app);
    const p = summary(peerLoads);
    const toList = median(signIns.map((s) => s.toList));
    const remoteSizes = new Map<string, number[]>();
    for (const s of signIns)
      for (const [port, bytes] of s.remoteJs)
        remoteSizes.set(port, [...(remoteSizes.get(port) ?? []), bytes]);
    const remoteName = (port: string) =>
      REMOTES.find((r) => String(r.devPort + WEB_PORT_OFFSET) === port)?.name ?? port;
    const remotes = [...remoteSizes].map(
      ([port, sizes]) => [remoteName(port), median(sizes) / KiB] as const,
    );
    const largest = remotes.reduce((max, r) => (r[1] > max[1] ? r : max), ['-', 0] as readonly [
      string,
      number,
    ]);
    const f = (n: number, d = 0) => n.toFixed(d);
    const rows: [string, string, string, string][] = [
      ['login JS+CSS gzip-equiv (KiB)', f(a.gzip, 1), f(p.gzip, 1), '≤ 300'],
      ['login JS+CSS raw (KiB)', f(a.raw, 1), f(p.raw, 1), ''],
      ['login JS+CSS transferred (KiB)', f(a.transferred, 1), f(p.transferred, 1), ''],
      ['login requests', f(a.requests), f(p.requests), ''],
      ['first contentful paint (ms)', f(a.fcp), f(p.fcp), '≤ 400'],
      ['FCP ratio app / peer', f(a.fcp / p.fcp, 2), '1.00', '≤ 1.20'],
      ['login form visible (ms)', f(a.loginVisible), f(p.loginVisible), ''],
      ['"Sign in" → projects list (ms)', f(toList), '', '≤ 1000'],
      [`largest remote JS gzip (KiB, ${largest[0]})`, f(largest[1], 1), '', '≤ 60'],
    ];
    console.log(
      `\nFirst screen, median of ${LOADS} cold loads${rtt > 0 ? `, network: ${rtt} ms round trip, 20 Mbit/s` : ', loopback'} (load avg ${f(loadBefore, 2)} → ${f(loadavg()[0]!, 2)}, ${process.env.BENCH_NOTE ?? ''})`,
    );
    console.log('| figure | Ontoloom | plain bundle (peer) | goal |\n|---|---|---|---|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    console.log('\nremote JS gzip (KiB): ' + remotes.map(([n, s]) => `${n} ${f(s, 1)}`).join(', '));
    // What the first cold load fetched, largest first: where the login's bytes go.
    const files = [...app[0]!.files].sort((x, y) => y.gzip - x.gzip);
    console.log(`\nlogin JS + CSS files (first load, gzip-equivalent KiB):`);
    for (const file of files) console.log(`  ${f(file.gzip / KiB, 1).padStart(6)}  ${file.url}`);
  } finally {
    await browser.close();
    await peer.close();
    await stopWebStack(stack);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
