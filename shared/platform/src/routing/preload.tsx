import { forwardRef, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { Link, matchRoutes, useHref, type LinkProps, type RouteObject } from 'react-router';

export type RoutePreloader = (href: string) => Promise<void>;

let preloader: RoutePreloader | null = null;

/** The host registers how to preload a location (remote, route modules, loader queries). */
export const setRoutePreloader = (next: RoutePreloader | null): void => {
  preloader = next;
};

/** Preloads what a location needs; failures are ignored (navigation will surface them). */
export const preloadRoute = (href: string): void => {
  if (!preloader) return;
  preloader(href).catch(() => undefined);
};

/**
 * A router Link that preloads on intent (hover, focus, touch) (R2.32). React Router's own
 * `prefetch="intent"` only works in framework mode, so use this one instead.
 */
export const IntentLink = forwardRef<HTMLAnchorElement, LinkProps>(function IntentLink(
  { onMouseEnter, onFocus, onTouchStart, ...props },
  ref,
) {
  const href = useHref(props.to, { relative: props.relative });
  return (
    <Link
      ref={ref}
      {...props}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        preloadRoute(href);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        preloadRoute(href);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        preloadRoute(href);
      }}
    />
  );
});

/**
 * Loads the lazy route modules a path matches, so the next navigation there needs no fetch.
 * Only warms the module cache: the router still resolves them itself, so fire and forget.
 */
export async function warmRouteModules(routes: RouteObject[], href: string): Promise<void> {
  const pathname = new URL(href, 'http://preload.invalid').pathname;
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route: { lazy } }) => {
      if (typeof lazy === 'function') await lazy();
      else if (lazy && typeof lazy === 'object') {
        await Promise.all(
          Object.values(lazy as Record<string, unknown>).map((load) =>
            typeof load === 'function' ? (load as () => Promise<unknown>)() : undefined,
          ),
        );
      }
    }),
  );
}
