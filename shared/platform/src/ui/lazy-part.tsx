import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

/** A platform component whose code, and the Chakra groups it needs, load on first render. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts loading (once); resolves when the component renders without waiting. */
  preload: () => Promise<unknown>;
};

type LazyPartOptions<P extends object> = {
  /** Shown while the code loads (default: nothing, right for a dialog mounted closed). */
  fallback?: ReactNode;
  /** Rendered instead when the code cannot be fetched (offline, a deploy removed the chunk). */
  failed?: ComponentType<P>;
};

const preloads = new Set<() => Promise<unknown>>();

/** Another load `preloadLazyParts` starts (the toaster's, say). */
export const registerPreload = (preload: () => Promise<unknown>) => void preloads.add(preload);

/**
 * The login screen needs none of the platform's dialogs, menus, cards or chat: each of them is a
 * part of its own, so the first screen loads neither its code nor Chakra's overlays. A page
 * that renders one (a dialog mounted closed, say) starts its load on mount, so it is there by
 * the time the user opens it; once loaded, it renders at once, without a Suspense boundary.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = null, failed }: LazyPartOptions<P> = {},
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // the next render tries again
        throw error;
      },
    );
    return pending;
  };
  preloads.add(preload);
  // React caches a lazy component's failure: after one, the next mount gets a fresh one.
  const createLazy = () =>
    lazy(async () => {
      try {
        return { default: await preload() };
      } catch (error) {
        Lazy = createLazy();
        if (!failed) throw error;
        console.error(error);
        return { default: failed };
      }
    });
  let Lazy = createLazy();
  // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
  const Part = (props: P) => {
    const [shown] = useState(() =>
      loaded ? { Component: loaded, direct: true } : { Component: Lazy, direct: false },
    );
    if (shown.direct) return <shown.Component {...props} />;
    return (
      <Suspense fallback={fallback}>
        <shown.Component {...props} />
      </Suspense>
    );
  };
  return Object.assign(Part, { preload });
}

/** Loads every lazy part (tests render them at once, as a page does once they have loaded). */
export const preloadLazyParts = () => Promise.all([...preloads].map((preload) => preload()));
