import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, useRefreshData } from '@ontoloom/platform';
import { projectKeys } from '../../../api/project-keys';

export type UpdateProjectInput = { projectId: string; name?: string; description?: string };

export const useUpdateProject = () => {
  const queryClient = useQueryClient();
  const refreshData = useRefreshData();
  return useMutation({
    mutationFn: ({ projectId, ...body }: UpdateProjectInput) =>
      apiRequest('updateProject', { params: { project_id: projectId }, body }),
    onSuccess: async (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      // R7.07: lists and the breadcrumb show the name too.
      await refreshData(projectKeys.lists());
    },
  });
};
