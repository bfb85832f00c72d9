import { host } from '../../host/src/index';

export const x = host;
