import type { ContractRouter } from '../http/contract-route';
import { routerOf, type DomainPlugin } from '../http/domain-plugin';
import { createCreditsRepo } from './credits.repo';
import { createCreditsService, type CreditsService } from './credits.service';

export function registerCreditsRoutes(route: ContractRouter, credits: CreditsService) {
  route('getCreditsUsage', ({ user }) => credits.usage(user));
  route('getUsageHistory', ({ user, query }) => credits.history(user, query));
  // The chat service charges a reply that already ran, as the user: billed even past the quota
  // (it checked the quota before replying), as run steps are.
  route('chargeChatUsage', ({ user, body }) =>
    credits.charge(
      user,
      {
        amount: body.credits,
        reason: 'chat',
        reference: { step: 'chat', project_id: body.project_id, ...body.reference },
      },
      { allowOverQuota: true },
    ),
  );
}

export const creditsPlugin: DomainPlugin = async (app, { core }) => {
  const credits = createCreditsService({
    creditsRepo: createCreditsRepo(core.db),
    defaultQuota: core.config.creditsDefaultQuota,
    now: core.now,
  });
  registerCreditsRoutes(routerOf(app, core), credits);
};
