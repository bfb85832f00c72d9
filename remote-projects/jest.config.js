import { webJestConfig } from '@ontoloom/platform/jest-config';

export default webJestConfig('remote-projects', {
  // marked ships ESM only: compiled like our sources so jest's CommonJS runtime can load it.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?marked/)'],
});
