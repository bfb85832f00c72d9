import { apiRequest } from '../api/api-client';
import { getToken } from './token';
import { forgetSession } from './unauthorized';

/**
 * Signs out: the server revokes the token, then this browser forgets it and every cached answer.
 * The local part happens even if the server cannot be reached, so sign-out never leaves the
 * user signed in here. The caller then shows the sign-in screen.
 */
export const signOut = async (): Promise<void> => {
  try {
    if (getToken()) await apiRequest('logout');
  } catch {
    // Already expired or revoked (401), or offline: nothing more to end on the server.
  } finally {
    forgetSession();
  }
};

/**
 * Signs out on every device: the server revokes all the user's tokens, then this browser forgets
 * the session. Throws (and stays signed in) when the server did not confirm.
 */
export const signOutEverywhere = async (): Promise<void> => {
  await apiRequest('logoutAll');
  forgetSession();
};
