import { preloadRemoteStart } from './early-requests';

// The page's first script, a build of its own (defineEarlyConfig): config.json, remotes.json and
// this address's remote are asked for while the shell's bundle downloads; the shell's copy of
// early-requests takes the answers over.
void preloadRemoteStart(window.location.pathname);
