import { act, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';
import { createLazyToaster } from './toaster';

type LiveModule = typeof import('./toaster-live');

/** A toaster whose code the test hands over by hand, counting the loads. */
const controlledToaster = () => {
  let handOver: (module: LiveModule) => void = () => {};
  const load = jest.fn(() => new Promise<LiveModule>((resolve) => (handOver = resolve)));
  const lazy = createLazyToaster(load);
  render(
    <ChakraProvider value={system}>
      <lazy.Toaster />
    </ChakraProvider>,
  );
  const loaded = async () => act(async () => handOver(await import('./toaster-live')));
  return { ...lazy, load, loaded };
};

afterEach(async () => {
  (await import('./toaster-live')).toaster.remove();
});

test('the toasts region renders nothing and loads nothing until the first toast, which then shows', async () => {
  const { toaster, load, loaded } = controlledToaster();
  toaster.dismiss();
  expect(load).not.toHaveBeenCalled();
  expect(document.querySelector('[data-scope="toast"]')).toBeNull();

  const id = toaster.create({ title: 'Saved', type: 'success' });
  expect(id).toMatch(/^toast-/);
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  await loaded();
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  toaster.create({ title: 'Saved again', type: 'success' });
  expect(await screen.findByText('Saved again')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a removal asked for while the toasts load applies after the toasts asked for before it', async () => {
  const { toaster, loaded } = controlledToaster();
  toaster.create({ id: 'first', title: 'Wrong password', type: 'error' });
  toaster.remove('first');
  toaster.create({ id: 'second', title: 'Try again', type: 'info' });
  await loaded();
  expect(await screen.findByText('Try again')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Wrong password')).not.toBeInTheDocument());
});
