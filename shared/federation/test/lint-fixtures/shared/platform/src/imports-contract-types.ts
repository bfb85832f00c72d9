import type { Endpoints } from '@ontoloom/contract';

export type All = Endpoints;
