import type { ContractRouter } from '../http/contract-route';
import type { CreditsService } from './credits.service';

export function registerCreditsRoutes(route: ContractRouter, credits: CreditsService) {
  route('getCreditsUsage', ({ user }) => credits.usage(user));
}
