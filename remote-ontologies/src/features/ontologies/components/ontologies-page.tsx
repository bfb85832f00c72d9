import { Suspense, useState } from 'react';
import { Button, Flex, Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { CardsSkeleton } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { OntologyListStatus } from '../api/ontology-keys';
import { CreateOntologyDialog } from './create-ontology-dialog';
import { OntologyList } from './ontology-list';
import { SearchBox } from '@ontoloom/platform';

export type OntologiesPageProps = { projectId: string; status: OntologyListStatus; search: string };

const STATUSES: OntologyListStatus[] = ['active', 'archived'];

/** R2.15: active and archived sub-lists, each with the search text param. */
export function OntologiesPage({ projectId, status, search }: OntologiesPageProps) {
  const { t } = useTranslation('ontologies');
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Stack gap="5">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="xl">
            {t('list.title')}
          </Heading>
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            {t('list.new')}
          </Button>
        </Flex>
        <nav aria-label={t('list.subListsLabel')}>
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
                  <NavLink
                    to={`../${item}${search ? `?search=${encodeURIComponent(search)}` : ''}`}
                  >
                    {t(`list.status.${item}`)}
                  </NavLink>
                </Link>
              </li>
            ))}
          </HStack>
        </nav>
        <SearchBox
          value={search}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
        />
        <Suspense fallback={<CardsSkeleton count={6} />}>
          <OntologyList projectId={projectId} status={status} search={search} />
        </Suspense>
      </Stack>
      <CreateOntologyDialog projectId={projectId} open={creating} onOpenChange={setCreating} />
    </>
  );
}
