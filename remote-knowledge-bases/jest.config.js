import { webJestConfig } from '@ontoloom/platform/jest-config';

export default webJestConfig('remote-knowledge-bases');
