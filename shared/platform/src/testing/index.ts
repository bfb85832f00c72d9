/**
 * Test helpers for the remotes' component tests (`@ontoloom/platform/testing`): routes mounted
 * the way the host mounts them, and a stub of `fetch` at the browser edge. Never imported by
 * application code.
 */
export * from './fetch-stub';
export * from './render-routes';
export * from './current-user';
export * from './translations';
