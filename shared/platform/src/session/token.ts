/** Fixed local-storage key of the bearer token (R9.08): shared by every remote and the e2e tests. */
export const TOKEN_STORAGE_KEY = 'ontoloom.access_token';

// localStorage throws in some privacy modes; a missing token is the safe reading then.
export const getToken = (): string | null => {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
};

export const setToken = (token: string): void => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
};

export const clearToken = (): void => {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
};
