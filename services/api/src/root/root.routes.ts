import { API_VERSION, PRODUCT_VERSION } from '@ontoloom/contract';
import type { ContractRouter } from '../http/contract-route';

export function registerRootRoutes(route: ContractRouter) {
  route('getRoot', async () => ({
    name: 'ontoloom' as const,
    version: PRODUCT_VERSION,
    api_version: API_VERSION,
  }));
}
