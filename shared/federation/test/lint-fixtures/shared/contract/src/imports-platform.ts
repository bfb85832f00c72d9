import { platform } from '../../platform/src/index';

export const x = platform;
