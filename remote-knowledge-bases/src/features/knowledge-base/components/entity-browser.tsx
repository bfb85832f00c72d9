import { Heading, Stack } from '@chakra-ui/react';
import type { KnowledgeBase } from '@ontoloom/contract';
import { SearchBox } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useBrowserSearch } from '../use-browser-search';
import { EntityPanel } from './entity-panel';
import { EntityTable } from './entity-table';

/**
 * The knowledge base's entities: a class filter and search text (both in the URL), a paged table,
 * and the open entity (`?entity=`) in a side panel.
 */
export function EntityBrowser({ kb }: { kb: KnowledgeBase }) {
  const { t } = useTranslation('knowledgeBases');
  const [search, setSearch] = useBrowserSearch();
  const open = (entityId: string) => setSearch({ entity: entityId }, { push: true });
  return (
    <Stack as="section" gap="3" aria-labelledby="kb-entities">
      <Heading as="h3" size="md" id="kb-entities">
        {t('entities.title')}
      </Heading>
      <SearchBox
        value={search.search}
        label={t('entities.searchLabel')}
        placeholder={t('entities.searchPlaceholder')}
      />
      {/* A new filter starts again at the first page. */}
      <EntityTable
        key={`${search.search}\u0000${search.class}`}
        kb={kb}
        search={search.search}
        className={search.class}
        onClassChange={(className) => setSearch({ class: className })}
        onOpen={open}
      />
      <EntityPanel
        kb={kb}
        entityId={search.entity}
        onOpen={open}
        onClose={() => setSearch({ entity: '' })}
      />
    </Stack>
  );
}
