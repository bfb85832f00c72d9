import type { UserStatus } from '@ontoloom/contract';
import { apiRequest, userKeys } from '@ontoloom/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type UpdateUserStatusInput = { userId: string; status: UserStatus };

/** R4.01: the new status travels as the `status` query param. */
export const useUpdateUserStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, status }: UpdateUserStatusInput) =>
      apiRequest('updateUserStatus', { params: { user_id: userId }, query: { status } }),
    onSuccess: async (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      // R7.07: every list (whatever its filters) shows the status too.
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
};
