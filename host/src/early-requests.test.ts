const answers = new Map<string, Response>();
const fetchMock = jest.fn((input: RequestInfo | URL) =>
  Promise.resolve(answers.get(String(input)) ?? new Response('{}', { status: 404 })),
);

beforeAll(() => {
  answers.set('/config.json', new Response('{"API_URL":"http://api.test"}'));
  answers.set(
    '/remotes.json',
    new Response(
      JSON.stringify({
        remotes: [{ name: 'remote_auth', entry: 'http://auth.test/1.0.0/mf-manifest.json' }],
      }),
    ),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
});

const load = () => import('./early-requests');

test('config.json and remotes.json are asked for once, when the page starts, and handed over once', async () => {
  const early = await load();
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', '/remotes.json']);
  const config = await early.fetchConfigJson('/config.json');
  expect(await config.json()).toEqual({ API_URL: 'http://api.test' });
  // A second call (a retry) asks again.
  await early.fetchConfigJson('/config.json');
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

test("the address's remote manifest is asked for once remotes.json is in, handed to the federation runtime once, and its entry and exposed chunks preloaded", async () => {
  answers.set(
    'http://auth.test/1.0.0/mf-manifest.json',
    new Response(
      JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { assets: { js: { sync: ['__federation_expose_routes.1a2b.js'], async: ['9.js'] } } },
        ],
      }),
    ),
  );
  const early = await load();
  early.preloadRemoteStart('/auth/login');
  const links = await new Promise<HTMLLinkElement[]>((resolve) => {
    const look = () => {
      const found = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
      if (found.length > 0) resolve(found);
      else setTimeout(look, 5);
    };
    look();
  });
  expect(links.map((link) => [link.as, link.href])).toEqual([
    ['script', 'http://auth.test/1.0.0/remoteEntry.js'],
    ['script', 'http://auth.test/1.0.0/__federation_expose_routes.1a2b.js'],
  ]);
  const manifestUrl = 'http://auth.test/1.0.0/mf-manifest.json';
  expect(fetchMock.mock.calls.filter(([url]) => url === manifestUrl)).toHaveLength(1);
  // The runtime's fetch gets the early answer once; another address, or a retry, is its own.
  const plugin = early.earlyManifestPlugin();
  const fetchHook = plugin.fetch as (url: string) => Promise<Response> | undefined;
  expect(fetchHook('http://projects.test/mf-manifest.json')).toBeUndefined();
  const answer = await fetchHook(manifestUrl);
  expect(await answer!.json()).toMatchObject({ metaData: { publicPath: 'auto' } });
  expect(fetchHook(manifestUrl)).toBeUndefined();
  // The registry still reads remotes.json.
  const registry = await early.fetchRemotesJson('/remotes.json');
  expect(await registry.json()).toMatchObject({ remotes: [{ name: 'remote_auth' }] });
});

test('a remote published at a fixed public path has its start scripts there', async () => {
  const { remoteStartScripts } = await load();
  expect(
    remoteStartScripts('http://auth.test/1.0.0/mf-manifest.json', {
      metaData: {
        publicPath: 'https://cdn.test/auth/',
        remoteEntry: { name: 'remoteEntry.js', path: 'js' },
      },
      exposes: [{ assets: { js: { sync: ['a.js'] } } }, { assets: { js: { sync: ['b.js'] } } }],
    }),
  ).toEqual([
    'https://cdn.test/auth/js/remoteEntry.js',
    'https://cdn.test/auth/a.js',
    'https://cdn.test/auth/b.js',
  ]);
});

// The requests of one page load live on a global (the early script's and the shell's copies
// share them): a test of another page load starts from none.
const newPageLoad = () => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('ontoloom.earlyRequests')];
};

test('a remote built for a contract this host cannot serve is refused from its manifest: none of its code is preloaded', async () => {
  newPageLoad();
  await jest.isolateModulesAsync(async () => {
    const manifestUrl = 'http://projects.test/9.0.0/mf-manifest.json';
    answers.set('/config.json', new Response('{}'));
    answers.set(
      '/remotes.json',
      new Response(JSON.stringify({ remotes: [{ name: 'remote_projects', entry: manifestUrl }] })),
    );
    answers.set(
      manifestUrl,
      new Response(
        JSON.stringify({
          metaData: {
            publicPath: 'auto',
            remoteEntry: { name: 'remoteEntry.js', path: '' },
            ontoloomContractVersion: '3.0.0',
          },
          exposes: [{ assets: { js: { sync: ['__federation_expose_routes.9.js'] } } }],
        }),
      ),
    );
    const early = await import('./early-requests');
    await early.preloadRemoteStart('/projects');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(manifestUrl);
    expect(document.head.querySelectorAll('link[href^="http://projects.test/"]')).toHaveLength(0);
  });
});

test("the shell's copy takes over what the early script asked for: nothing is asked twice, each answer is handed over once", async () => {
  newPageLoad();
  const manifestUrl = 'http://auth.test/2.0.0/mf-manifest.json';
  answers.set('/config.json', new Response('{"API_URL":"http://api.test"}'));
  answers.set(
    '/remotes.json',
    new Response(JSON.stringify({ remotes: [{ name: 'remote_auth', entry: manifestUrl }] })),
  );
  answers.set(manifestUrl, new Response(JSON.stringify({ metaData: { publicPath: 'auto' } })));
  fetchMock.mockClear();
  let earlyScript!: typeof import('./early-requests');
  let shell!: typeof import('./early-requests');
  await jest.isolateModulesAsync(async () => {
    earlyScript = await import('./early-requests');
  });
  const started = earlyScript.preloadRemoteStart('/auth/login');
  await jest.isolateModulesAsync(async () => {
    shell = await import('./early-requests');
  });
  expect(shell).not.toBe(earlyScript);
  expect(shell.preloadRemoteStart('/auth/login')).toBe(started);
  await started;
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    '/config.json',
    '/remotes.json',
    manifestUrl,
  ]);
  const config = await shell.fetchConfigJson('/config.json');
  expect(await config.json()).toEqual({ API_URL: 'http://api.test' });
  const fetchHook = shell.earlyManifestPlugin().fetch as (url: string) => unknown;
  expect(fetchHook(manifestUrl)).toBeDefined();
  expect(fetchHook(manifestUrl)).toBeUndefined();
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

test('addresses map to the remote mounted at their first segment', async () => {
  const { remoteForPath } = await load();
  expect(remoteForPath('/auth/login')).toBe('remote_auth');
  expect(remoteForPath('/projects/42/runs')).toBe('remote_projects');
  expect(remoteForPath('/')).toBeUndefined();
  expect(remoteForPath('/nowhere')).toBeUndefined();
});
