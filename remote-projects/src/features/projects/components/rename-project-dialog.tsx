import type { Project } from '@ontoloom/contract';
import { toaster, errorMessage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useUpdateProject } from '../api/use-update-project';
import { ProjectFormDialog } from './project-form-dialog';

export type RenameProjectDialogProps = { project: Project | null; onClose: () => void };

export function RenameProjectDialog({ project, onClose }: RenameProjectDialogProps) {
  const { t } = useTranslation('projects');
  const update = useUpdateProject();
  return (
    <ProjectFormDialog
      open={project !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      mode="rename"
      initialValues={project ? { name: project.name, description: project.description } : undefined}
      pending={update.isPending}
      onSubmit={({ name }) => {
        if (!project) return;
        update.mutate(
          { projectId: project.id, name },
          {
            onSuccess: (renamed) => {
              toaster.create({
                type: 'success',
                title: t('toast.renamed', { name: renamed.name }),
              });
              onClose();
            },
            onError: (error) =>
              toaster.create({
                type: 'error',
                title: t('toast.renameFailed'),
                description: errorMessage(t, error),
              }),
          },
        );
      }}
    />
  );
}
