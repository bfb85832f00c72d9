import { signedInUser } from '../support/session';
import { stack } from '../support/stack';
import { expect, test } from '../support/test';

type Headers = Record<string, string>;

/** The directives of a CSP header, by name. */
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );

const remoteOrigins = stack.remoteUrls();

function expectStrictWebHeaders(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  const csp = directives(headers['content-security-policy'] ?? '');
  // Scripts: this origin and the remote origins of remotes.json, nothing inline, no eval.
  expect(csp.get('script-src')).toEqual(["'self'", ...remoteOrigins]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('connect-src')).toEqual(
    expect.arrayContaining(["'self'", stack.apiUrl, `http://localhost:${stack.ports.chat}`]),
  );
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
}

test('the host sends a strict CSP, no framing, nosniff and a referrer policy', async ({
  request,
}) => {
  for (const path of ['/', '/projects', '/remotes.json', '/config.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectStrictWebHeaders(response.headers());
  }
  // The shell's page has no inline script for the policy to block.
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<script[^>]+src=/);
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

test('every remote origin sends the same headers', async ({ request }) => {
  const { remotes } = (await (await request.get('/remotes.json')).json()) as {
    remotes: { name: string; entry: string }[];
  };
  expect(remotes).toHaveLength(remoteOrigins.length);
  for (const remote of remotes) {
    const response = await request.get(remote.entry);
    expect(response.status(), remote.entry).toBe(200);
    expectStrictWebHeaders(response.headers());
  }
});

test('an injected inline script does not run and is reported', async ({ page, cspViolations }) => {
  await signedInUser(page, 'csp');
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
  expect(cspViolations).toEqual([]);
  // What an XSS would try: an inline script written into the page.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script); // an allowed inline script would have run by now
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => cspViolations.map((violation) => violation.directive))
    .toEqual(['script-src-elem']);
  // Expected here, so it does not fail the test.
  cspViolations.length = 0;
});

test('the API explorer and the API send their own headers; the explorer loads without violations', async ({
  page,
  request,
}) => {
  const api = await request.get(`${stack.apiUrl}/`);
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'");
  expect(api.headers()['x-frame-options']).toBe('DENY');
  await page.goto(`${stack.apiUrl}/api/docs`);
  await expect(page.getByRole('heading', { name: /Ontoloom API/ })).toBeVisible();
});
