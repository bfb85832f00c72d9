import { webJestConfig } from '@ontoloom/platform/jest-config';

// scripts/: the stack launcher's helpers (e.g. the web tier's security headers).
export default webJestConfig('host', { roots: ['<rootDir>/src', '<rootDir>/scripts'] });
