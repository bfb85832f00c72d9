// The platform's components that the first screen never shows, each loaded when a page renders
// it (see lazy-part.tsx). index.ts and the platform's own modules import them from here.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { reloadWithGuard } from '../session/reload-guard';
import type { ComponentType } from 'react';
import type { EntityCard as EntityCardComponent, EntityCardProps } from './entity-card';
import { lazyPart, type LazyPart } from './lazy-part';

/** When even the reload dialog's code cannot be fetched (offline): the same words, inline. */
const ReloadNotice = () => {
  const { t } = useTranslation('common');
  return (
    <Stack role="alert" gap="4" alignItems="flex-start" paddingBlock="8">
      <Heading as="h1" size="lg">
        {t('reload.title')}
      </Heading>
      <Text color="fg.muted">{t('reload.body')}</Text>
      <Button colorPalette="brand" onClick={reloadWithGuard}>
        {t('reload.action')}
      </Button>
    </Stack>
  );
};

export const ReloadDialog = lazyPart(
  () => import('./reload-dialog').then((module) => module.ReloadDialog),
  { failed: ReloadNotice },
);
export const ConfirmDialog = lazyPart(() =>
  import('./confirm-dialog').then((module) => module.ConfirmDialog),
);
export const FormDialog = lazyPart(() =>
  import('./form-dialog').then((module) => module.FormDialog),
);
// Generic in its actions: the lazy part keeps the component's own signature.
export const EntityCard = lazyPart(() =>
  import('./entity-card').then(
    (module) => module.EntityCard as ComponentType<EntityCardProps<string>>,
  ),
) as LazyPart<EntityCardProps<string>> & typeof EntityCardComponent;
export const ArchivableListPage = lazyPart(() =>
  import('./archivable-list-page').then((module) => module.ArchivableListPage),
);
export const Breadcrumbs = lazyPart(() =>
  import('../routing/breadcrumbs').then((module) => module.Breadcrumbs),
);
export const ChatPanel = lazyPart(() =>
  import('../chat/chat-panel').then((module) => module.ChatPanel),
);
export const ListEmptyState = lazyPart(() =>
  import('./archivable-list-page').then((module) => module.ListEmptyState),
);
export const ProvenanceList = lazyPart(() =>
  import('./provenance-list').then((module) => module.ProvenanceList),
);
