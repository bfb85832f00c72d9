import type { Project } from '@ontoloom/contract';
import { ConfirmDialog, toaster, errorMessage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useDeleteProject } from '../api/use-delete-project';

export type DeleteProjectDialogProps = { project: Project | null; onClose: () => void };

export function DeleteProjectDialog({ project, onClose }: DeleteProjectDialogProps) {
  const { t } = useTranslation('projects');
  const remove = useDeleteProject();
  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('delete.title')}
      body={t('delete.body', { name: project?.name ?? '' })}
      confirmLabel={t('delete.confirm')}
      destructive
      pending={remove.isPending}
      onConfirm={() => {
        if (!project) return;
        remove.mutate(project.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('toast.deleted', { name: project.name }) });
            onClose();
          },
          onError: (error) =>
            toaster.create({
              type: 'error',
              title: t('toast.deleteFailed'),
              description: errorMessage(t, error),
            }),
        });
      }}
    />
  );
}
