import { useEffect, useRef, useState } from 'react';

/** Pending view timings (R2.31): appear after 200 ms, then stay at least 350 ms. */
export const PENDING_DELAY_MS = 200;
export const PENDING_MIN_DURATION_MS = 350;

export type DelayedPendingOptions = { delay?: number; minDuration?: number };

/**
 * Turns a raw pending flag into "show the pending view": fast transitions never flash it,
 * and once shown it does not blink away before minDuration.
 */
export const useDelayedPending = (
  isPending: boolean,
  { delay = PENDING_DELAY_MS, minDuration = PENDING_MIN_DURATION_MS }: DelayedPendingOptions = {},
): boolean => {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const clear = () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
    clear();
    if (isPending) {
      // Still visible from a previous transition: keep it up, nothing to schedule.
      if (shownAt.current !== null) return clear;
      timer.current = setTimeout(() => {
        shownAt.current = Date.now();
        setVisible(true);
      }, delay);
      return clear;
    }
    if (shownAt.current === null) return clear;
    const remaining = minDuration - (Date.now() - shownAt.current);
    const hide = () => {
      shownAt.current = null;
      setVisible(false);
    };
    if (remaining <= 0) hide();
    else timer.current = setTimeout(hide, remaining);
    return clear;
  }, [isPending, delay, minDuration]);

  return visible;
};
