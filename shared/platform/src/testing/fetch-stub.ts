/** A stand-in for `fetch` at the browser edge: the platform's apiRequest is exercised for real. */
export type StubRequest = {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
};
export type StubReply = { status?: number; body?: unknown };
export type StubHandler = (
  request: StubRequest,
) => StubReply | undefined | Promise<StubReply | undefined>;

const NOT_STUBBED: StubReply = { status: 500, body: { detail: 'Not stubbed in this test' } };

export const stubFetch = (handler: StubHandler) => {
  const calls: StubRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: StubRequest = {
      method: init.method ?? 'GET',
      url: new URL(String(input)),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(request);
    const reply = (await handler(request)) ?? NOT_STUBBED;
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    // jsdom has no Response; apiRequest only reads these members.
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as Response;
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls, fetchMock };
};

/** A reply that never comes: holds the UI in its loading state. */
export const never = (): Promise<StubReply> => new Promise(() => undefined);

export const API_URL = 'http://api.test';

/** The calls made to one path (e.g. `/api/projects`), in order. */
export const callsTo = (calls: StubRequest[], method: string, pathname: string) =>
  calls.filter((call) => call.method === method && call.url.pathname === pathname);

/**
 * A reply after some network latency. Instant replies let React fold a whole revalidation
 * into one render, which real networks never do.
 */
export const afterLatency = (reply: StubReply, ms = 20): Promise<StubReply> =>
  new Promise((resolve) => setTimeout(() => resolve(reply), ms));
