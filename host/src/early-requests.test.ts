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

test("the address's remote manifest is preloaded once remotes.json is in; the registry still reads it", async () => {
  const early = await load();
  early.preloadRemoteManifest('/auth/login');
  const link = await new Promise<HTMLLinkElement | null>((resolve) => {
    const look = () => {
      const found = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
      if (found) resolve(found);
      else setTimeout(look, 5);
    };
    look();
  });
  expect(link).toMatchObject({
    href: 'http://auth.test/1.0.0/mf-manifest.json',
    as: 'fetch',
    crossOrigin: 'anonymous',
  });
  const registry = await early.fetchRemotesJson('/remotes.json');
  expect(await registry.json()).toMatchObject({ remotes: [{ name: 'remote_auth' }] });
});

test('addresses map to the remote mounted at their first segment', async () => {
  const { remoteForPath } = await load();
  expect(remoteForPath('/auth/login')).toBe('remote_auth');
  expect(remoteForPath('/projects/42/runs')).toBe('remote_projects');
  expect(remoteForPath('/')).toBeUndefined();
  expect(remoteForPath('/nowhere')).toBeUndefined();
});
