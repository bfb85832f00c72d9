import { Suspense, type ReactNode } from 'react';
import { Button, EmptyState, Flex, Heading, HStack, Link, Stack, VStack } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { LIST_STATUSES, type ListStatus } from '../routing/archivable-list';
import { CardsSkeleton } from './cards-skeleton';
import { SearchBox } from './search-box';

export type ArchivableListPageProps = {
  title: string;
  /** The create button; left out when the page has none. */
  create?: { label: string; onClick: () => void };
  /** Accessible name of the sub-list navigation. */
  navLabel: string;
  statusLabels: Record<ListStatus, string>;
  search: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The list; it may suspend while loading (the card skeleton holds its place). */
  children: ReactNode;
};

/** R2.15: a heading with its create button, the active/archived sub-lists, the search, the list. */
export function ArchivableListPage({
  title,
  create,
  navLabel,
  statusLabels,
  search,
  searchLabel,
  searchPlaceholder,
  children,
}: ArchivableListPageProps) {
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="xl">
          {title}
        </Heading>
        {create ? (
          <Button colorPalette="brand" onClick={create.onClick}>
            {create.label}
          </Button>
        ) : null}
      </Flex>
      <nav aria-label={navLabel}>
        <HStack as="ul" listStyleType="none" gap="2">
          {LIST_STATUSES.map((status) => (
            <li key={status}>
              <Link
                asChild
                px="3"
                py="1"
                borderRadius="full"
                textStyle="sm"
                _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
              >
                {/* The search text carries over between the sub-lists. */}
                <NavLink
                  to={`../${status}${search ? `?search=${encodeURIComponent(search)}` : ''}`}
                >
                  {statusLabels[status]}
                </NavLink>
              </Link>
            </li>
          ))}
        </HStack>
      </nav>
      <SearchBox value={search} label={searchLabel} placeholder={searchPlaceholder} />
      <Suspense fallback={<CardsSkeleton count={6} />}>{children}</Suspense>
    </Stack>
  );
}

export type ListEmptyStateProps = { title: string; description: string; children?: ReactNode };

/** What an empty list (or a search with no match) shows instead of cards. */
export function ListEmptyState({ title, description, children }: ListEmptyStateProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
