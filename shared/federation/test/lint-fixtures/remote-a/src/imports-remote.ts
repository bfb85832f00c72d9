import { b } from '../../remote-b/src/index';

export const x = b;
