import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@ontoloom/platform';

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) => apiRequest('resetPassword', { body: { email } }),
  });

export type ConfirmResetInput = { token: string; password: string };

export const useConfirmPasswordReset = () =>
  useMutation({
    mutationFn: (body: ConfirmResetInput) => apiRequest('confirmResetPassword', { body }),
  });
