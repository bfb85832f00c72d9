// One jest run for the whole workspace (`npx jest`); each package keeps its own jest.config.js so
// it also tests alone. `pnpm test:unit` runs the two halves one after the other (see below).

/** Component tests in jsdom: CPU-bound, each a few hundred milliseconds of rendering. */
export const browserProjects = [
  '<rootDir>/shared/platform/jest.config.js',
  '<rootDir>/host/jest.config.js',
  '<rootDir>/remote-*/jest.config.js',
];

/**
 * The services and the node-only packages: mostly waiting on PostgreSQL, PGlite or a child
 * process. Run beside the component tests, their database work took most of the two cores and
 * a component test that needs 1 s of CPU took over 5 s; each half alone keeps both on time.
 */
export const serverProjects = [
  '<rootDir>/shared/contract/jest.config.js',
  '<rootDir>/shared/federation/jest.config.js',
  '<rootDir>/shared/server-kit/jest.config.js',
  '<rootDir>/services/*/jest.config.js',
];

export default {
  // Every core: most tests wait on PostgreSQL, PGlite or a child process, not on the CPU
  // (1,248 tests: 522 s with jest's default of one worker on 2 cores, 267 s with two).
  maxWorkers: '100%',
  projects: [...browserProjects, ...serverProjects],
};
