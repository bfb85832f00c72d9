import { domain } from '../../../shared/contract/src/domain';

export const x = domain;
