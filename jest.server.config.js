// `pnpm test:unit`, second half: the services and node-only packages.
import config, { serverProjects } from './jest.config.js';

export default { ...config, projects: serverProjects };
