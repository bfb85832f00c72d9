import { databases } from './support/databases';
import { startTestApi, type TestApi } from './support/test-api';

const [pglite] = databases();

describe('security headers', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(pglite!);
  });
  afterAll(() => api?.close());

  const baseline = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };

  test.each([
    ['a public endpoint', '/'],
    ['a refused call (401)', '/api/users/me'],
    ['an unknown route (404)', '/nowhere'],
    ['the OpenAPI document', '/api/docs/json'],
  ])('on %s: nosniff, no framing, no referrer', async (_what, url) => {
    const response = await api.call('GET', url);
    expect(response.headers).toMatchObject(baseline);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  test('JSON answers carry a CSP that lets nothing load or run', async () => {
    const response = await api.call('GET', '/');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
  });

  test('the API explorer (/api/docs) may load its own scripts and styles, no inline script', async () => {
    const page = await api.call('GET', '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject(baseline);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The page itself has no inline script the policy would block.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
