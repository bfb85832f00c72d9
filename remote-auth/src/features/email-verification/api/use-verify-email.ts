import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@ontoloom/platform';

export const useVerifyEmail = () =>
  useMutation({
    mutationFn: (token: string) => apiRequest('verifyEmail', { body: { token } }),
  });
