import { webJestConfig } from '@ontoloom/platform/jest-config';

// marked ships ESM only: compiled like our sources so jest's CommonJS runtime can load it.
export default webJestConfig('remote-projects', { esmPackages: ['marked'] });
