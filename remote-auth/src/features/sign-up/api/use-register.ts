import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@ontoloom/platform';

export type RegisterInput = {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  organization_name: string;
};

export const useRegister = () =>
  useMutation({
    mutationFn: (body: RegisterInput) => apiRequest('register', { body }),
  });
