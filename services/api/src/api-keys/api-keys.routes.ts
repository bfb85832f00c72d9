import type { ContractRouter } from '../http/contract-route';
import type { ApiKeysService } from './api-keys.service';

export function registerApiKeyRoutes(route: ContractRouter, apiKeys: ApiKeysService) {
  route('createOrRotateApiKey', ({ user }) => apiKeys.createOrRotate(user));
}
