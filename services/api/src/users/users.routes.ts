import type { ContractRouter } from '../http/contract-route';
import { routerOf, type DomainPlugin } from '../http/domain-plugin';
import { createUsersService, type UsersService } from './users.service';

export function registerUserRoutes(route: ContractRouter, users: UsersService) {
  route('getCurrentUser', async ({ user }) => users.currentUser(user));
  route('updateCurrentUser', ({ user, body }) => users.updateProfile(user, body));
  route('updateOnboarding', ({ user, body }) => users.submitOnboarding(user, body));
  route('listUsers', ({ user, query }) => users.list(user, query));
  route('getUser', ({ user, params }) => users.get(user, params.user_id));
  route('updateUserStatus', ({ user, params, query }) =>
    users.changeStatus(user, params.user_id, query.status),
  );
}

export const usersPlugin: DomainPlugin = async (app, { core }) => {
  const users = createUsersService({
    usersRepo: core.usersRepo,
    mailer: core.mailer,
    webUrl: core.config.webUrl,
    now: core.now,
    log: app.log,
  });
  registerUserRoutes(routerOf(app, core), users);
};
