import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@ontoloom/platform';

export type LoginInput = { email: string; password: string };

export const useLogin = () =>
  useMutation({
    mutationFn: (body: LoginInput) => apiRequest('token', { body }),
  });
