import type { CurrentUserPatch } from '@ontoloom/contract';
import { apiRequest, userKeys } from '@ontoloom/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CurrentUserPatch) => apiRequest('updateCurrentUser', { body }),
    onSuccess: async (me) => {
      queryClient.setQueryData(userKeys.me(), me);
      // R7.07: the admin's views of this user show the names too.
      await queryClient.invalidateQueries({ queryKey: userKeys.detail(me.id) });
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
};
