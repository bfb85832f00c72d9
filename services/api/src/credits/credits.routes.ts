import type { ContractRouter } from '../http/contract-route';
import { routerOf, type DomainPlugin } from '../http/domain-plugin';
import { createCreditsRepo } from './credits.repo';
import { createCreditsService, type CreditsService } from './credits.service';

export function registerCreditsRoutes(route: ContractRouter, credits: CreditsService) {
  route('getCreditsUsage', ({ user }) => credits.usage(user));
  route('getUsageHistory', ({ user, query }) => credits.history(user, query));
}

export const creditsPlugin: DomainPlugin = async (app, { core }) => {
  const credits = createCreditsService({
    creditsRepo: createCreditsRepo(core.db),
    defaultQuota: core.config.creditsDefaultQuota,
    now: core.now,
  });
  registerCreditsRoutes(routerOf(app, core), credits);
};
