import type { UIMatch } from 'react-router';

/** What a route may put in `handle`; the breadcrumb label is computed from the match. */
export type RouteHandle = {
  breadcrumb?: (match: UIMatch<unknown, RouteHandle>) => string;
};
