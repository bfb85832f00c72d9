import { HStack, Link } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { NavLink, useHref } from 'react-router';
import { preloadRoute } from './preload';

export type LinkTab = { key: string; to: string; label: string };

/**
 * A row of tabs that are links, one route each (a project's sections, a run's steps): keyboard
 * and history work, `aria-current` marks the open one, and hover or focus preloads a tab's route.
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: LinkTab[] }) {
  return (
    <nav aria-label={label}>
      <HStack
        as="ul"
        listStyleType="none"
        gap="1"
        borderBottomWidth="1px"
        overflowX="auto"
        whiteSpace="nowrap"
      >
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              asChild
              display="inline-block"
              px="3"
              py="2"
              mb="-1px"
              borderBottomWidth="2px"
              borderColor="transparent"
              textStyle="sm"
              fontWeight="medium"
              _currentPage={{ borderColor: 'brand.solid', color: 'fg' }}
            >
              <TabLink to={tab.to}>{tab.label}</TabLink>
            </Link>
          </li>
        ))}
      </HStack>
    </nav>
  );
}

/** A NavLink that preloads; it passes on what `Link asChild` gives it (class, style, ref). */
function TabLink({ to, children, ...rest }: ComponentProps<typeof NavLink> & { to: string }) {
  const href = useHref(to);
  const preload = () => preloadRoute(href);
  return (
    <NavLink {...rest} to={to} onMouseEnter={preload} onFocus={preload} onTouchStart={preload}>
      {children}
    </NavLink>
  );
}
