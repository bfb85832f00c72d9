import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ontoloom/platform';
import { projectKeys } from './project-keys';

export type UpdateProjectInput = { projectId: string; name?: string; description?: string };

export const useUpdateProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, ...body }: UpdateProjectInput) =>
      apiRequest('updateProject', { params: { project_id: projectId }, body }),
    onSuccess: async (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      // R7.07: lists show the name too.
      await queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
};
