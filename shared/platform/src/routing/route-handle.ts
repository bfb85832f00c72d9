import type { UIMatch } from 'react-router';

/** What a route may put in `handle`; the breadcrumb label is computed from the match. */
export type RouteHandle = {
  breadcrumb?: (match: UIMatch<unknown, RouteHandle>) => string;
  /**
   * The page's name in the browser tab ("Sign in" → "Sign in — Ontoloom"), for pages whose
   * breadcrumbs do not name them; otherwise the title comes from the breadcrumbs (page-title.tsx).
   */
  title?: (match: UIMatch<unknown, RouteHandle>) => string;
};
