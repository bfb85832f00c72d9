import { config } from 'zod';

// zod compiles object parsers with `new Function` unless jitless; the CSP allows no eval, and zod's
// probe for it would report a violation. Set before any schema runs (the setting is global).
config({ jitless: true });

// Async boundary: lets the federation runtime set up shared singletons before app code runs.
void import('./bootstrap');
