import { shared } from '../../components/shared';

export const one = shared;
