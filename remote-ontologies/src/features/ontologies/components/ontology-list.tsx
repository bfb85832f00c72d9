import { Badge, Card, HStack, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IntentLink, ListEmptyState } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import type { OntologyListStatus } from '../../../api/ontology-keys';
import { ontologyListQueryOptions } from '../../../api/ontology-queries';

export type OntologyListProps = { projectId: string; status: OntologyListStatus; search: string };

export function OntologyList({ projectId, status, search }: OntologyListProps) {
  const { t } = useTranslation('ontologies');
  const { data: ontologies } = useSuspenseQuery(
    ontologyListQueryOptions(projectId, status, search),
  );
  if (ontologies.length === 0) {
    const key = search ? 'noMatch' : status;
    return (
      <ListEmptyState
        title={t(`list.empty.${key}Title`)}
        description={t(`list.empty.${key}Description`, { search })}
      />
    );
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
      {ontologies.map((ontology) => (
        <li key={ontology.id}>
          <Card.Root size="sm" height="full" variant="outline" data-testid="ontology-card">
            <Card.Header>
              <Card.Title minW="0" wordBreak="break-word">
                <Link asChild colorPalette="brand">
                  <IntentLink to={`../${ontology.id}`}>
                    <bdi>{ontology.name}</bdi>
                  </IntentLink>
                </Link>
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <Text lineClamp={3} color="fg.muted" textStyle="sm">
                {ontology.description || t('list.noDescription')}
              </Text>
            </Card.Body>
            <Card.Footer>
              <HStack gap="2">
                <Text textStyle="xs" color="fg.muted">
                  {ontology.latest_version_number === null
                    ? t('list.noVersion')
                    : t('list.latestVersion', { number: ontology.latest_version_number })}
                </Text>
                {ontology.archived_at ? <Badge size="sm">{t('list.archivedBadge')}</Badge> : null}
              </HStack>
            </Card.Footer>
          </Card.Root>
        </li>
      ))}
    </SimpleGrid>
  );
}
