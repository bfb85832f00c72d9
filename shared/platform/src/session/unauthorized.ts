import { queryClient } from '../query/query-client';
import { reloadPage } from './reload-page';
import { clearToken } from './token';

/** Forgets the session in this browser: the token and every cached answer of its user. */
export const forgetSession = (): void => {
  clearToken();
  queryClient.clear();
};

/** A 401 on an authenticated call: forget the session and all cached data, then reload (R4.06). */
export const handleUnauthorized = (): void => {
  forgetSession();
  reloadPage();
};
