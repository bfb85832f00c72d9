import { api } from '../../services/api/src/index';

export const x = api;
