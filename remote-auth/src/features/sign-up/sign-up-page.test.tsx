import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { callsTo, stubFetch, type StubReply } from '@ontoloom/platform/testing';
import { renderRoutes, resetPlatform } from '@ontoloom/platform/testing';

beforeEach(() => resetPlatform());

const fillAndSubmit = async (reply: StubReply) => {
  const stub = stubFetch(({ url }) => (url.pathname === '/api/auth/register' ? reply : undefined));
  const view = renderRoutes('auth', routes, '/auth/sign-up?email=ada%40example.org');
  // Pasted rather than typed key by key: the same input events, far fewer renders on a busy machine.
  const fill = async (field: HTMLElement, text: string) => {
    await userEvent.click(field);
    await userEvent.paste(text);
  };
  await fill(await screen.findByRole('textbox', { name: /First name/ }), 'Ada');
  await fill(screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
  await fill(screen.getByRole('textbox', { name: /Organization/ }), 'Analytical');
  await fill(screen.getByLabelText(/^Password/), 'difference-engine');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  return { ...stub, ...view };
};

test('R2.03 the email param prefills; success registers and shows the verification notice', async () => {
  const { calls, router } = await fillAndSubmit({
    status: 201,
    body: { message: 'Check your inbox' },
  });

  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/email-verification'));
  expect(router.state.location.search).toBe('?email=ada%40example.org');
  expect(callsTo(calls, 'POST', '/api/auth/register')[0]?.body).toEqual({
    email: 'ada@example.org',
    password: 'difference-engine',
    first_name: 'Ada',
    last_name: 'Lovelace',
    organization_name: 'Analytical',
  });
});

test('R2.03 a taken address gets the same answer: the notice says the mail tells its owner how to sign in', async () => {
  stubFetch(() => undefined);
  renderRoutes('auth', routes, '/auth/email-verification?email=ada%40example.org');
  expect(
    await screen.findByText(
      'If this address already has an account, the email tells you how to sign in instead.',
    ),
  ).toBeInTheDocument();
});

test('R2.03 the password rules are shown and checked before anything is sent', async () => {
  const { calls } = stubFetch(() => undefined);
  renderRoutes('auth', routes, '/auth/sign-up');
  const password = await screen.findByLabelText(/^Password/);
  const rules = within(password.closest('[data-scope="field"][data-part="root"]') as HTMLElement);
  expect(rules.getByText(/At least 8 characters/)).toHaveTextContent('(not met yet)');
  // An empty field meets no rule: no "✓ At most 128 characters" before anything is typed.
  expect(rules.getByText(/At most 128 characters/)).toHaveTextContent('(not met yet)');
  expect(rules.getByText(/At most 128 characters/)).not.toHaveTextContent('✓');

  await userEvent.type(password, 'short');
  expect(rules.getByText(/At most 128 characters/)).toHaveTextContent('(met)');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

  expect(password).toHaveAccessibleErrorMessage('Use at least 8 characters.');
  expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAccessibleErrorMessage(
    'This field is required.',
  );
  expect(calls).toHaveLength(0);
});

test('R3.01 a personal address (gmail.com, yahoo.fr…) gets a warning under Work email, not an error', async () => {
  const warning =
    'This looks like a personal address. Use your work email so your account is linked to your organization.';
  stubFetch(() => undefined);
  renderRoutes('auth', routes, '/auth/sign-up?email=Ada.Lovelace%40GMail.com');
  const email = await screen.findByRole('textbox', { name: /Work email/ });
  expect(email).toHaveAccessibleDescription(warning);
  expect(email).not.toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(email);
  await userEvent.paste('ada@acme-corp.com');
  expect(screen.queryByText(warning)).not.toBeInTheDocument();
  await userEvent.clear(email);
  await userEvent.paste('ada@yahoo.fr');
  expect(email).toHaveAccessibleDescription(warning);
});
