import { schema } from '../../../shared/contract/src/index';

export const api = schema;
