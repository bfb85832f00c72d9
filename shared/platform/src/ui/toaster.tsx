import { useSyncExternalStore, type ComponentType } from 'react';
import type { CreateToasterReturn } from '@chakra-ui/react';
import { registerPreload } from './lazy-part';

type LiveToaster = CreateToasterReturn;
type ToastOptions = Parameters<LiveToaster['create']>[0];
type LiveModule = { toaster: LiveToaster; Toaster: ComponentType };

/**
 * A toaster whose code (Chakra's toast machine, dismissable layer and presence: 20 KiB gzip)
 * loads with the first toast: the login screen shows none. Until then a dismissal has nothing
 * to dismiss; a toast, dismissal or removal asked for while it loads applies once it has, in
 * the order asked.
 */
export const createLazyToaster = (load: () => Promise<LiveModule>) => {
  let live: LiveModule | undefined;
  let loading: Promise<LiveToaster> | undefined;
  const listeners = new Set<() => void>();
  const preload = (): Promise<LiveToaster> =>
    (loading ??= load().then(
      (module) => {
        live = module;
        for (const listener of listeners) listener();
        return module.toaster;
      },
      (error: unknown) => {
        loading = undefined; // the next toast tries again
        throw error;
      },
    ));
  const withToaster = (action: (toaster: LiveToaster) => void, startLoad: boolean) => {
    if (live) return action(live.toaster);
    (startLoad ? preload() : loading)
      ?.then(action)
      .catch((error: unknown) => console.error('Toasts failed to load', error));
  };
  let count = 0;
  const toaster = {
    create(options: ToastOptions): string {
      const id = options.id ?? `toast-${(count += 1)}`;
      withToaster((live) => live.create({ ...options, id }), true);
      return id;
    },
    dismiss(id?: string) {
      withToaster((live) => live.dismiss(id), false);
    },
    remove(id?: string) {
      withToaster((live) => live.remove(id), false);
    },
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  /** The toasts' region, rendered once the toaster has loaded. */
  const Toaster = () => {
    const Live = useSyncExternalStore(subscribe, () => live?.Toaster);
    return Live ? <Live /> : null;
  };
  return { toaster, Toaster, preload };
};

const lazyToaster = createLazyToaster(() => import('./toaster-live'));
registerPreload(lazyToaster.preload);

/** The app's one toaster: `toaster.create({ title, type })` from anywhere. */
export const { toaster, Toaster } = lazyToaster;
