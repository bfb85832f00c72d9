import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfigError } from '../config/config-error';
import { ConfigErrorView } from '../config/config-error-view';
import { CardsSkeleton } from './cards-skeleton';
import { ConfirmDialog } from './confirm-dialog';
import { PlatformProvider } from './platform-provider';

test('R2.13 the card skeleton shows 6 cards by default', () => {
  render(
    <PlatformProvider>
      <CardsSkeleton />
    </PlatformProvider>,
  );
  expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
});

test('the confirm dialog confirms and cancels', async () => {
  const onConfirm = jest.fn();
  const Harness = () => {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete project?"
        body="This cannot be undone."
        confirmLabel="Delete"
        onConfirm={onConfirm}
        destructive
      />
    );
  };
  render(
    <PlatformProvider>
      <Harness />
    </PlatformProvider>,
  );
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('This cannot be undone.');
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  // jsdom never ends the exit animation, so the closed dialog stays mounted.
  expect(screen.getByRole('alertdialog', { hidden: true })).toHaveAttribute('data-state', 'closed');
});

test('a closing dialog keeps the words it showed while it fades out, though its caller cleared them', async () => {
  const Harness = () => {
    const [user, setUser] = useState<string | null>('Ada Lovelace');
    return (
      <ConfirmDialog
        open={user !== null}
        onOpenChange={(open) => {
          if (!open) setUser(null);
        }}
        title={user ? `Refuse ${user}?` : ''}
        body={user ? `${user} will see the refusal.` : ''}
        confirmLabel={user ? 'Refuse' : ''}
        onConfirm={() => setUser(null)}
        destructive
      />
    );
  };
  render(
    <PlatformProvider>
      <Harness />
    </PlatformProvider>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
  const closing = screen.getByRole('alertdialog', { hidden: true });
  expect(closing).toHaveAttribute('data-state', 'closed');
  expect(closing).toHaveTextContent('Refuse Ada Lovelace?');
  expect(closing).toHaveTextContent('Ada Lovelace will see the refusal.');
  expect(screen.getByRole('button', { name: 'Refuse', hidden: true })).toBeInTheDocument();
});

test('R5.02 the start-up error screen lists each failing variable under the exact heading', () => {
  const error = new ConfigError([
    { variable: 'API_URL', messages: ['Must be a valid URL'] },
    { variable: 'ENVIRONMENT_NAME', messages: ['Required'] },
  ]);
  render(
    <PlatformProvider>
      <ConfigErrorView error={error} />
    </PlatformProvider>,
  );
  expect(
    screen.getByRole('heading', { name: 'Invalid/Missing environment variables' }),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'API_URL: Must be a valid URL',
    'ENVIRONMENT_NAME: Required',
  ]);
});
