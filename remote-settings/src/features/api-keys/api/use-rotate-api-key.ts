import type { CurrentUser } from '@ontoloom/contract';
import { apiRequest, userKeys } from '@ontoloom/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /api/users/me/api-key: creates the key, or replaces it (the old one stops working). */
export const useRotateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('createOrRotateApiKey', {}),
    onSuccess: (key) => {
      // Only the masked form is cached: the clear key lives in this page's state, once.
      queryClient.setQueryData<CurrentUser>(userKeys.me(), (me) =>
        me
          ? {
              ...me,
              masked_api_key: key.masked_api_key,
              api_key_created_at: key.api_key_created_at,
            }
          : me,
      );
    },
  });
};
