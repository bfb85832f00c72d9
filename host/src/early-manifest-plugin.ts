import { earlyManifestPlugin } from './early-requests';

// Module Federation's `runtimePlugins` option imports the default export and calls it.
export default earlyManifestPlugin;
