import { API_VERSION, PRODUCT_VERSION } from '@ontoloom/contract';
import type { ContractRouter } from '../http/contract-route';
import { routerOf, type DomainPlugin } from '../http/domain-plugin';

export function registerRootRoutes(route: ContractRouter) {
  route('getRoot', async () => ({
    name: 'ontoloom' as const,
    version: PRODUCT_VERSION,
    api_version: API_VERSION,
  }));
}

export const rootPlugin: DomainPlugin = async (app, { core }) => {
  registerRootRoutes(routerOf(app, core));
};
