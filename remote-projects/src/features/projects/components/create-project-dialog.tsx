import { toaster, errorMessage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useCreateProject } from '../api/use-create-project';
import { ProjectFormDialog } from './project-form-dialog';

export type CreateProjectDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function CreateProjectDialog({ open, onOpenChange }: CreateProjectDialogProps) {
  const { t } = useTranslation('projects');
  const create = useCreateProject();
  return (
    <ProjectFormDialog
      open={open}
      onOpenChange={onOpenChange}
      mode="create"
      pending={create.isPending}
      onSubmit={(values) =>
        create.mutate(values, {
          onSuccess: (project) => {
            toaster.create({ type: 'success', title: t('toast.created', { name: project.name }) });
            onOpenChange(false);
          },
          onError: (error) =>
            toaster.create({
              type: 'error',
              title: t('toast.createFailed'),
              description: errorMessage(t, error),
            }),
        })
      }
    />
  );
}
