import { useState } from 'react';

/**
 * State of a dialog's form that starts again from `initial()` each time the dialog opens (set
 * during render, as React recommends for state that follows a prop, so no stale frame shows).
 */
export function useDialogState<T>(open: boolean, initial: () => T) {
  const [state, setState] = useState(initial);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setState(initial());
  }
  return [state, setState] as const;
}
