/**
 * The one place that reloads the document. Kept in its own module so tests can replace it
 * (jsdom cannot reload) and so the 401 handler and the reload dialog behave the same.
 */
export const reloadPage = (): void => {
  window.location.reload();
};
