// `pnpm test:unit`, first half: the component tests (jsdom).
import config, { browserProjects } from './jest.config.js';

export default { ...config, projects: browserProjects };
