// Standalone dev shell (development only, see rspack.config.ts). Async boundary: lets the
// federation runtime set up the shared singletons before the shell and the routes run.
void import('./bootstrap');
