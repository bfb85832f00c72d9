import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ontoloom/platform';
import { projectKeys } from '../../../api/project-keys';

export type CreateProjectInput = { name: string; description: string };

export const useCreateProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectInput) => apiRequest('createProject', { body }),
    onSuccess: async (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      // R7.07: every list (whatever its search) may now include the new project.
      await queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
};
