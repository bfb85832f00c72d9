import { useCallback } from 'react';
import { signOut } from '@ontoloom/platform';
import { useNavigate } from 'react-router';

/** Ends the session on the server and in this browser, then shows the sign-in screen. */
export const useSignOut = () => {
  const navigate = useNavigate();
  return useCallback(
    () => void signOut().then(() => navigate('/auth/login', { replace: true })),
    [navigate],
  );
};
