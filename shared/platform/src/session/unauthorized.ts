import { queryClient } from '../query/query-client';
import { reloadPage } from './reload-page';
import { clearToken } from './token';

/** A 401 on an authenticated call: forget the session and all cached data, then reload (R4.06). */
export const handleUnauthorized = (): void => {
  clearToken();
  queryClient.clear();
  reloadPage();
};
