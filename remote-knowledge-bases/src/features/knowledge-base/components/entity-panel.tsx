import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { KnowledgeBase } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { EntityDetails } from './entity-details';

export type EntityPanelProps = {
  kb: KnowledgeBase;
  /** The open entity (`?entity=`), or empty. */
  entityId: string;
  onOpen: (entityId: string) => void;
  onClose: () => void;
};

/** The open entity in a drawer at the end side (the left in right-to-left languages). */
export function EntityPanel({ kb, entityId, onOpen, onClose }: EntityPanelProps) {
  const { t } = useTranslation('knowledgeBases');
  return (
    <Drawer.Root
      open={entityId !== ''}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="entity-panel">
            {entityId ? <EntityDetails kb={kb} entityId={entityId} onOpen={onOpen} /> : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('entity.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
