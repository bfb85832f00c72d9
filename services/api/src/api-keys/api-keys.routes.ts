import type { ContractRouter } from '../http/contract-route';
import { routerOf, type DomainPlugin } from '../http/domain-plugin';
import type { ApiKeysService } from './api-keys.service';

export function registerApiKeyRoutes(route: ContractRouter, apiKeys: ApiKeysService) {
  route('createOrRotateApiKey', ({ user }) => apiKeys.createOrRotate(user));
}

/** The service itself is built in app.ts: every bearer check uses it. */
export const apiKeysPlugin: DomainPlugin = async (app, { core }) => {
  registerApiKeyRoutes(routerOf(app, core), core.apiKeys);
};
