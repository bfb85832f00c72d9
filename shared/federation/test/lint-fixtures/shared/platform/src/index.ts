import { schema } from '../../contract/src/index';

export const platform = schema;
