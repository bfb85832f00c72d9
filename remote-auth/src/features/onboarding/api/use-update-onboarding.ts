import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, userKeys } from '@ontoloom/platform';

export type OnboardingInput = { role_in_organization: string; goal: string };

export const useUpdateOnboarding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingInput) => apiRequest('updateOnboarding', { body }),
    onSuccess: async (user) => {
      // The answer is the updated current user: show the new status at once, then refresh (R7.07).
      queryClient.setQueryData(userKeys.me(), user);
      await queryClient.invalidateQueries({ queryKey: userKeys.me() });
    },
  });
};
