import { Suspense, useState } from 'react';
import { Button, Flex, Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { CardsSkeleton } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { CollectionListStatus } from '../api/collection-keys';
import { CollectionList } from './collection-list';
import { CreateCollectionDialog } from './create-collection-dialog';
import { SearchBox } from '@ontoloom/platform';

export type CollectionsPageProps = {
  projectId: string;
  status: CollectionListStatus;
  search: string;
};

const STATUSES: CollectionListStatus[] = ['active', 'archived'];

/** R2.15: active and archived sub-lists, each with the search text param. */
export function CollectionsPage({ projectId, status, search }: CollectionsPageProps) {
  const { t } = useTranslation('projects');
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Stack gap="5">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="xl">
            {t('collections.title')}
          </Heading>
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            {t('collections.new')}
          </Button>
        </Flex>
        <nav aria-label={t('collections.subListsLabel')}>
          <HStack as="ul" listStyleType="none" gap="2">
            {STATUSES.map((item) => (
              <li key={item}>
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
                    to={`../${item}${search ? `?search=${encodeURIComponent(search)}` : ''}`}
                  >
                    {t(`collections.status.${item}`)}
                  </NavLink>
                </Link>
              </li>
            ))}
          </HStack>
        </nav>
        <SearchBox
          value={search}
          label={t('collections.searchLabel')}
          placeholder={t('collections.searchPlaceholder')}
        />
        <Suspense fallback={<CardsSkeleton count={6} />}>
          <CollectionList projectId={projectId} status={status} search={search} />
        </Suspense>
      </Stack>
      <CreateCollectionDialog projectId={projectId} open={creating} onOpenChange={setCreating} />
    </>
  );
}
