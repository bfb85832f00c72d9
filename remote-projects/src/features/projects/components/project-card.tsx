import { Card, HStack, IconButton, Link, Menu, Portal, Text } from '@chakra-ui/react';
import type { Project } from '@ontoloom/contract';
import { IntentLink } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';

export type ProjectCardProps = {
  project: Project;
  onRename: (project: Project) => void;
  onDelete: (project: Project) => void;
};

export function ProjectCard({ project, onRename, onDelete }: ProjectCardProps) {
  const { t, i18n } = useTranslation('projects');
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(project.updated_at),
  );
  return (
    <Card.Root size="sm" height="full" variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2">
          <Card.Title minW="0" wordBreak="break-word">
            <Link asChild colorPalette="brand">
              {/* Hover or focus preloads the project page (R2.32). */}
              <IntentLink to={project.id}>{project.name}</IntentLink>
            </Link>
          </Card.Title>
          <Menu.Root
            positioning={{ placement: 'bottom-end' }}
            onSelect={(details) => (details.value === 'rename' ? onRename : onDelete)(project)}
          >
            <Menu.Trigger asChild>
              <IconButton
                variant="ghost"
                size="xs"
                aria-label={t('card.actions', { name: project.name })}
              >
                <Text as="span" aria-hidden="true" fontSize="lg" lineHeight="1">
                  ⋯
                </Text>
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="rename">{t('card.rename')}</Menu.Item>
                  <Menu.Item
                    value="delete"
                    color="fg.error"
                    _hover={{ bg: 'bg.error', color: 'fg.error' }}
                  >
                    {t('card.delete')}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
      </Card.Header>
      <Card.Body>
        {project.description ? (
          <Text lineClamp={3} color="fg.muted" textStyle="sm">
            {project.description}
          </Text>
        ) : (
          <Text color="fg.subtle" textStyle="sm" fontStyle="italic">
            {t('card.noDescription')}
          </Text>
        )}
      </Card.Body>
      <Card.Footer>
        <Text textStyle="xs" color="fg.muted">
          {t('card.updated', { date: updated })}
        </Text>
      </Card.Footer>
    </Card.Root>
  );
}
