import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { lazyPart } from './lazy-part';

type GreetingProps = { name: string };
const Greeting = ({ name }: GreetingProps) => <p>Hello {name}</p>;

/** A loader the test resolves or rejects by hand, counting its calls. */
const controlledLoader = () => {
  const calls: { resolve: (c: typeof Greeting) => void; reject: (e: Error) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
};

test('a lazy part shows its fallback, loads once on first render, then renders the component', async () => {
  const { load, calls } = controlledLoader();
  const Part = lazyPart(load, { fallback: <span>loading greeting</span> });
  const { unmount } = render(<Part name="Ada" />);
  expect(screen.getByText('loading greeting')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);

  await act(async () => calls[0]!.resolve(Greeting));
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  unmount();

  // Loaded: a new mount renders at once, with no fallback and no second load.
  render(<Part name="Grace" />);
  expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  expect(screen.queryByText('loading greeting')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('preload fetches a part before any page renders it', async () => {
  const { load, calls } = controlledLoader();
  const Part = lazyPart(load);
  const preloaded = Part.preload();
  expect(load).toHaveBeenCalledTimes(1);
  calls[0]!.resolve(Greeting);
  await preloaded;
  render(<Part name="Lin" />);
  expect(screen.getByText('Hello Lin')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a part whose code cannot be fetched renders its failed view, and a later render tries again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { load, calls } = controlledLoader();
  const Failed = ({ name }: GreetingProps) => <p>Could not load the greeting for {name}</p>;
  const Part = lazyPart(load, { failed: Failed });
  const { unmount } = render(<Part name="Ada" />);
  await act(async () => calls[0]!.reject(new Error('Loading chunk 7 failed.')));
  expect(await screen.findByText('Could not load the greeting for Ada')).toBeInTheDocument();
  unmount();

  const retried = Part.preload();
  expect(load).toHaveBeenCalledTimes(2);
  calls[1]!.resolve(Greeting);
  await retried;
  render(<Part name="Ada" />);
  expect(screen.getByText('Hello Ada')).toBeInTheDocument();
});

test('without a failed view, a load failure reaches the error boundary and the next mount loads again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { load, calls } = controlledLoader();
  const Part = lazyPart(load);
  class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
    override state: { error?: Error } = {};
    static getDerivedStateFromError(error: Error) {
      return { error };
    }
    override render() {
      return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
    }
  }
  const { unmount } = render(
    <Boundary>
      <Part name="Ada" />
    </Boundary>,
  );
  await act(async () => calls[0]!.reject(new Error('Loading chunk 7 failed.')));
  expect(await screen.findByText('Failed: Loading chunk 7 failed.')).toBeInTheDocument();
  unmount();

  render(<Part name="Ada" />);
  expect(load).toHaveBeenCalledTimes(2);
  await act(async () => calls[1]!.resolve(Greeting));
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
});
