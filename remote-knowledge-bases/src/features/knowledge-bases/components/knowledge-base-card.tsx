import { Badge, HStack, Text } from '@chakra-ui/react';
import type { KnowledgeBase } from '@ontoloom/contract';
import { EntityCard, formatDate } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../api/format-number';

export type KnowledgeBaseCardAction = 'archive' | 'restore';

export type KnowledgeBaseCardProps = {
  kb: KnowledgeBase;
  version: { ontology: string; number: number } | undefined;
  onAction: (action: KnowledgeBaseCardAction) => void;
};

export function KnowledgeBaseCard({ kb, version, onAction }: KnowledgeBaseCardProps) {
  const { t, i18n } = useTranslation('knowledgeBases');
  const archived = kb.archived_at !== null;
  const locale = i18n.language;
  return (
    <EntityCard<KnowledgeBaseCardAction>
      testId="knowledge-base-card"
      // Relative to the sub-list: `../<id>` is the knowledge base's page.
      to={`../${kb.id}`}
      title={kb.name}
      description={kb.description}
      noDescription={t('list.noDescription')}
      actionsLabel={t('list.actions', { name: kb.name })}
      actions={
        archived
          ? [{ value: 'restore', label: t('list.restore') }]
          : [{ value: 'archive', label: t('list.archive') }]
      }
      onAction={onAction}
      footer={
        <HStack gap="2" wrap="wrap" textStyle="xs" color="fg.muted">
          <Text>
            {t('counts.entities', {
              count: kb.entity_count,
              formatted: formatNumber(kb.entity_count, locale),
            })}
          </Text>
          <Text>
            {t('counts.relations', {
              count: kb.relation_count,
              formatted: formatNumber(kb.relation_count, locale),
            })}
          </Text>
          {version ? (
            <Text>
              <bdi>
                {t('version.short', {
                  ontology: version.ontology,
                  number: formatNumber(version.number, locale),
                })}
              </bdi>
            </Text>
          ) : null}
          <Text>{t('list.created', { date: formatDate(kb.created_at, locale, 'list') })}</Text>
          {archived ? <Badge size="sm">{t('list.archivedBadge')}</Badge> : null}
        </HStack>
      }
    />
  );
}
