import { useEffect, useMemo, useRef } from 'react';

/** Calls the latest `callback` once calls stop for `delayMs`; pending calls are dropped on unmount. */
export const useDebouncedCallback = <A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
) => {
  const callbackRef = useRef(callback);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  return useMemo(() => {
    const debounced = (...args: A) => {
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => callbackRef.current(...args), delayMs);
    };
    const flush = (...args: A) => {
      clearTimeout(timerRef.current);
      callbackRef.current(...args);
    };
    return { debounced, flush };
  }, [delayMs]);
};
