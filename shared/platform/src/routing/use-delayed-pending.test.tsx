import { act, renderHook } from '@testing-library/react';
import {
  PENDING_DELAY_MS,
  PENDING_MIN_DURATION_MS,
  useDelayedPending,
} from './use-delayed-pending';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = () =>
  renderHook(({ pending }) => useDelayedPending(pending), { initialProps: { pending: false } });

test('R2.31 timings are 200 ms delay and 350 ms minimum', () => {
  expect(PENDING_DELAY_MS).toBe(200);
  expect(PENDING_MIN_DURATION_MS).toBe(350);
});

test('R2.31 a navigation shorter than 200 ms never shows the pending view', () => {
  const { result, rerender } = setup();
  rerender({ pending: true });
  act(() => jest.advanceTimersByTime(199));
  expect(result.current).toBe(false);
  rerender({ pending: false });
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current).toBe(false);
});

test('R2.31 the pending view appears after 200 ms and stays at least 350 ms', () => {
  const { result, rerender } = setup();
  rerender({ pending: true });
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe(true);
  act(() => jest.advanceTimersByTime(50));
  rerender({ pending: false });
  act(() => jest.advanceTimersByTime(299));
  expect(result.current).toBe(true);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe(false);
});

test('R2.31 a long navigation hides the view as soon as it ends', () => {
  const { result, rerender } = setup();
  rerender({ pending: true });
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current).toBe(true);
  rerender({ pending: false });
  expect(result.current).toBe(false);
});

test('R2.31 a new navigation during the minimum keeps the view up without flicker', () => {
  const { result, rerender } = setup();
  rerender({ pending: true });
  act(() => jest.advanceTimersByTime(250));
  rerender({ pending: false });
  act(() => jest.advanceTimersByTime(100));
  rerender({ pending: true });
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current).toBe(true);
});
