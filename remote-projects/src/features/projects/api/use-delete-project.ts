import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ontoloom/platform';
import { projectKeys } from '../../../api/project-keys';

export const useDeleteProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      apiRequest('deleteProject', { params: { project_id: projectId } }),
    onSuccess: async (_nothing, projectId) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) });
      await queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
};
