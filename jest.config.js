// One jest run for the whole workspace; each package keeps its own jest.config.js so it also tests alone.
export default {
  // Every core: most tests wait on PostgreSQL, PGlite or a child process, not on the CPU
  // (1,248 tests: 522 s with jest's default of one worker on 2 cores, 267 s with two).
  maxWorkers: '100%',
  projects: [
    '<rootDir>/shared/*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/host/jest.config.js',
    '<rootDir>/remote-*/jest.config.js',
  ],
};
