import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@ontoloom/platform';

export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: string) => apiRequest('resendVerificationEmail', { body: { email } }),
  });
