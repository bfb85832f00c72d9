import { Text } from '@chakra-ui/react';
import type { Project } from '@ontoloom/contract';
import { EntityCard, formatDate } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';

export type ProjectCardProps = {
  project: Project;
  onRename: (project: Project) => void;
  onDelete: (project: Project) => void;
};

export function ProjectCard({ project, onRename, onDelete }: ProjectCardProps) {
  const { t, i18n } = useTranslation('projects');
  const updated = formatDate(project.updated_at, i18n.language);
  return (
    <EntityCard
      to={project.id}
      title={project.name}
      description={project.description}
      noDescription={t('card.noDescription')}
      actionsLabel={t('card.actions', { name: project.name })}
      actions={[
        { value: 'rename', label: t('card.rename') },
        { value: 'delete', label: t('card.delete'), danger: true },
      ]}
      onAction={(action) => (action === 'rename' ? onRename : onDelete)(project)}
      footer={
        <Text textStyle="xs" color="fg.muted">
          {t('card.updated', { date: updated })}
        </Text>
      }
    />
  );
}
