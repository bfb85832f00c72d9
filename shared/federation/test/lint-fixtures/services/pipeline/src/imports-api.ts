import { api } from '../../api/src/index';

export const x = api;
