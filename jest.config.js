// One jest run for the whole workspace; each package keeps its own jest.config.js so it also tests alone.
export default {
  projects: [
    '<rootDir>/shared/*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/host/jest.config.js',
    '<rootDir>/remote-*/jest.config.js',
  ],
};
