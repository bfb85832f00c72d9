import { endpoints } from '@ontoloom/contract';

export const all = endpoints;
