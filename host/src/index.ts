import { config } from 'zod/mini';
import { preloadRemoteStart } from './early-requests';

// zod compiles object parsers with `new Function` unless jitless; the CSP allows no eval, and zod's
// probe for it would report a violation. Set before any schema runs (the setting is global).
config({ jitless: true });

// config.json, remotes.json and this address's remote (manifest, entry, exposed chunks), asked
// for now, while the shell's code loads (bootstrap and the federation runtime use the answers).
void preloadRemoteStart(window.location.pathname);

// Async boundary: lets the federation runtime set up shared singletons before app code runs.
void import('./bootstrap');
