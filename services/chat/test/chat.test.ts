import { buildChatApp, loadChatConfig, startChat } from '../src/index';

describe('chat service', () => {
  test('R1.07 GET / names the three agents, those that answer today, and the provider', async () => {
    const app = await buildChatApp(loadChatConfig({}));
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.json()).toEqual({
      name: 'ontoloom-chat',
      agents: ['ontology_assistant', 'kb_chat', 'kb_dashboard_builder'],
      available: ['ontology_assistant', 'kb_chat', 'kb_dashboard_builder'],
      provider: 'offline',
    });
    const withLlm = await buildChatApp(
      loadChatConfig({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'm' }),
    );
    expect((await withLlm.inject({ method: 'GET', url: '/' })).json()).toMatchObject({
      provider: 'openai',
    });
    const forcedOffline = await buildChatApp(
      loadChatConfig({
        LLM_BASE_URL: 'http://127.0.0.1:9/v1',
        LLM_MODEL: 'm',
        CHAT_LLM_PROVIDER: 'offline',
      }),
    );
    expect((await forcedOffline.inject({ method: 'GET', url: '/' })).json()).toMatchObject({
      provider: 'offline',
    });
    await withLlm.close();
    await forcedOffline.close();
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    await app.close();
  });

  test('R8.01 errors carry a code and the request id (issue 11)', async () => {
    const app = await buildChatApp(loadChatConfig({}));
    const missing = await app.inject({ method: 'GET', url: '/nope' });
    expect(missing.statusCode).toBe(404);
    const body = missing.json<{ request_id: string }>();
    expect(body).toEqual({
      detail: 'Route GET /nope not found',
      code: 'route_not_found',
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(missing.headers['x-request-id']).toBe(body.request_id);
    // A proxy's safe request id is kept; an unsafe one is replaced.
    const kept = await app.inject({
      method: 'GET',
      url: '/nope',
      headers: { 'x-request-id': 'lb-42' },
    });
    expect(kept.json()).toMatchObject({ request_id: 'lb-42' });
    const unsafe = await app.inject({
      method: 'GET',
      url: '/nope',
      headers: { 'x-request-id': 'a b\nforged-log-line' },
    });
    expect(unsafe.json<{ request_id: string }>().request_id).not.toContain('forged');
    await app.close();
  });

  test('CORS allows the web app origin only', async () => {
    const app = await buildChatApp(loadChatConfig({ WEB_URL: 'http://localhost:3900' }));
    const allowed = await app.inject({
      method: 'GET',
      url: '/',
      headers: { origin: 'http://localhost:3900' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3900');
    const foreign = await app.inject({
      method: 'GET',
      url: '/',
      headers: { origin: 'http://evil.test' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });

  test('startChat listens on the configured port and reports its URL', async () => {
    const chat = await startChat({ PORT: '0' });
    try {
      expect(chat.url).toMatch(/^http:\/\/localhost:\d+$/);
      const response = await fetch(`${chat.url}/health`);
      expect(await response.json()).toEqual({ status: 'ok' });
    } finally {
      await chat.close();
    }
  });

  test('invalid configuration stops start-up', () => {
    expect(() => loadChatConfig({ PORT: 'x' })).toThrow(
      /^Invalid\/Missing environment variables\nPORT: /,
    );
  });
});

describe('chat service start-up', () => {
  test('R1.07 a PGlite folder serves one chat process; a reply left streaming long ago is marked failed', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { openDatabase } = await import('../src/db/client');
    const { createThreadsRepo } = await import('../src/threads/threads.repo');
    const dataDir = mkdtempSync(join(tmpdir(), 'ontoloom-chat-test-'));
    try {
      const first = await openDatabase({ databaseUrl: undefined, dataDir });
      await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
        /in use by another Ontoloom chat process/,
      );
      await first.migrate();
      const repo = createThreadsRepo(first.db);
      const thread = await repo.create({
        userId: '00000000-0000-4000-8000-000000000001',
        agent: 'ontology_assistant',
        context: {
          project_id: '00000000-0000-4000-8000-000000000002',
          ontology_version_id: '00000000-0000-4000-8000-000000000003',
        },
        title: '',
      });
      const old = await repo.addMessage({
        threadId: thread.id,
        role: 'assistant',
        content: 'half',
        status: 'streaming',
        createdAt: new Date(Date.now() - 3_600_000),
      });
      const live = await repo.addMessage({
        threadId: thread.id,
        role: 'assistant',
        content: 'live',
        status: 'streaming',
      });
      await repo.failInterrupted(new Date(Date.now() - 600_000));
      const statuses = Object.fromEntries(
        (await repo.messages(thread.id)).map((message) => [message.id, message.status]),
      );
      expect(statuses).toEqual({ [old.id]: 'failed', [live.id]: 'streaming' });
      await first.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
