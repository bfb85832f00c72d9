import { act, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@ontoloom/platform';
import { renderRoutes, resetPlatform, stubFetch } from '@ontoloom/platform/testing';
import { routes } from './routes';

beforeEach(() => {
  resetPlatform();
  stubFetch(() => undefined);
});
afterEach(() => act(() => setLanguage('en')));

test('R1.08 every auth page has its own tab title, translated', async () => {
  const { router } = renderRoutes('auth', routes, '/auth/login');
  await screen.findByRole('heading', { name: 'Sign in' });
  expect(document.title).toBe('Sign in — Ontoloom');

  for (const [path, title] of [
    ['/auth/sign-up', 'Sign up — Ontoloom'],
    ['/auth/forgot-password', 'Reset password — Ontoloom'],
    ['/auth/email-verification?email=ada%40example.org', 'Verify your email — Ontoloom'],
  ] as const) {
    await act(() => router.navigate(path));
    await waitFor(() => expect(document.title).toBe(title));
  }

  await act(() => setLanguage('fr'));
  await waitFor(() => expect(document.title).toBe('Vérifiez votre e-mail — Ontoloom'));
});

test('R2.01 /auth redirects to /auth/login (this remote’s index route)', async () => {
  const { router } = renderRoutes('auth', routes, '/auth');
  await screen.findByRole('heading', { name: 'Sign in' });
  expect(router.state.location.pathname).toBe('/auth/login');
});
