import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, type UIMatch } from 'react-router';
import type { RouteHandle } from './route-handle';

type Named = { label: string; isTitle: boolean };

/**
 * The page's part of the tab title, from the matched routes' handles: the deepest `title`
 * names the page alone; otherwise the last two breadcrumbs below the mount's own one, deepest
 * first ("Supply chain · Acme"), so two tabs of one project tell their pages apart.
 */
export const pageNameFrom = (matches: UIMatch<unknown, unknown>[]): string | undefined => {
  const named = matches.flatMap((match): Named[] => {
    const handle = match.handle as RouteHandle | undefined;
    const typed = match as UIMatch<unknown, RouteHandle>;
    const title = handle?.title?.(typed);
    if (title) return [{ label: title, isTitle: true }];
    const crumb = handle?.breadcrumb?.(typed);
    return crumb ? [{ label: crumb, isTitle: false }] : [];
  });
  const last = named.at(-1);
  if (!last || last.isTitle) return last?.label;
  const crumbs = named.length > 1 ? named.slice(1) : named;
  return crumbs
    .slice(-2)
    .reverse()
    .map((crumb) => crumb.label)
    .join(' · ');
};

/**
 * Sets `document.title` for the current page (every route, every remote: the one mechanism).
 * Rendered once by the host's root and by the dev shells; pages name themselves through
 * their route's `handle` (`title`, or the breadcrumbs they already have).
 */
export const PageTitle = () => {
  const { t } = useTranslation('common');
  const page = pageNameFrom(useMatches());
  const title = page ? t('app.pageTitle', { page }) : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
};
