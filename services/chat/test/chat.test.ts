import { buildChatApp, loadChatConfig, startChat } from '../src/index';

describe('chat service', () => {
  test('R1.07 GET / names the three agents', async () => {
    const app = await buildChatApp(loadChatConfig({}));
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.json()).toEqual({
      name: 'ontoloom-chat',
      agents: ['ontology_assistant', 'kb_chat', 'kb_dashboard_builder'],
    });
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/nope' })).json()).toEqual({
      detail: 'Route GET /nope not found',
    });
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
