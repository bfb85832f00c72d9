import { useCallback } from 'react';
import { clearToken } from '@ontoloom/platform';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/** Forgets the token and every cached answer, then shows the sign-in screen. */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearToken();
    queryClient.clear();
    void navigate('/auth/login', { replace: true });
  }, [navigate, queryClient]);
};
