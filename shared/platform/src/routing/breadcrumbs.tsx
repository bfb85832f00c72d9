import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches, type UIMatch } from 'react-router';
import type { RouteHandle } from './route-handle';

type Crumb = { id: string; href: string; label: string };

export const crumbsFrom = (matches: UIMatch<unknown, unknown>[]): Crumb[] =>
  matches.flatMap((match) => {
    const handle = match.handle as RouteHandle | undefined;
    const label = handle?.breadcrumb?.(match as UIMatch<unknown, RouteHandle>);
    return label ? [{ id: match.id, href: match.pathname, label }] : [];
  });

/**
 * Breadcrumbs from the `handle.breadcrumb` of the matched routes (R2.27). Crumbs never break
 * inside a word: the trail wraps between crumbs, a long ancestor name is cut with an ellipsis
 * (its whole name in a tooltip) and the current page's name stays whole.
 */
export const Breadcrumbs = () => {
  const { t } = useTranslation('common');
  const crumbs = crumbsFrom(useMatches());
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb.Root aria-label={t('breadcrumbs.label')} size="sm">
      <Breadcrumb.List flexWrap="wrap" rowGap="1" wordBreak="normal">
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.id}>
            {/* The chevron points the way the crumbs read: mirrored right to left. */}
            {index > 0 && <Breadcrumb.Separator _rtl={{ transform: 'scaleX(-1)' }} />}
            <Breadcrumb.Item>
              {index === crumbs.length - 1 ? (
                <Breadcrumb.CurrentLink overflowWrap="anywhere">
                  <bdi>{crumb.label}</bdi>
                </Breadcrumb.CurrentLink>
              ) : (
                <Breadcrumb.Link
                  asChild
                  display="inline-block"
                  truncate
                  maxW={{ base: '9rem', md: '16rem' }}
                  title={crumb.label}
                >
                  {/* dir="auto": a name cut short keeps its start and ends in "…" in its own
                      direction (an English name inside Arabic is cut at its end, not its start). */}
                  <Link to={crumb.href} dir="auto">
                    {crumb.label}
                  </Link>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
};
