import { bearerOf, type ContractRouter } from '../http/contract-route';
import { routerOf, type DomainPlugin } from '../http/domain-plugin';
import type { AuthService } from './auth.service';
import { createOidcRepo } from './oidc/oidc.repo';
import { registerOidcRoutes } from './oidc/oidc.routes';
import { createOidcService } from './oidc/oidc.service';
import { createPasswordResetService, type PasswordResetService } from './password-reset.service';

export function registerAuthRoutes(
  route: ContractRouter,
  auth: AuthService,
  passwordReset: PasswordResetService,
) {
  route('register', ({ body }) => auth.register(body));
  route('verifyEmail', ({ body }) => auth.verifyEmail(body.token));
  route('resendVerificationEmail', ({ body }) => auth.resendVerification(body.email));
  route('token', ({ body, request }) => auth.issueToken(body.email, body.password, request.ip));
  route('resetPassword', ({ body, request }) => passwordReset.request(body.email, request.ip));
  route('confirmResetPassword', ({ body }) => passwordReset.confirm(body.token, body.password));
  // The bearer hook already proved the credential; logout ends that one.
  route('logout', async ({ request }) => {
    await auth.logout(bearerOf(request) ?? '');
    return null;
  });
  route('logoutAll', async ({ user }) => {
    await auth.logoutAll(user);
    return null;
  });
}

/** Sign-up, sign-in (password and identity providers), reset; the auth service is in core. */
export const authPlugin: DomainPlugin = async (app, { core }) => {
  const { config, now, auth } = core;
  const { rateLimits } = config;
  const passwordReset = createPasswordResetService({
    usersRepo: core.usersRepo,
    authRepo: core.authRepo,
    mailer: core.mailer,
    limiter: core.limiter,
    limits: {
      perAccount: rateLimits.resetRequestsPerAccount,
      perAddress: rateLimits.resetRequestsPerAddress,
    },
    webUrl: config.webUrl,
    tokenMinutes: config.passwordResetTokenMinutes,
    now,
    log: app.log,
  });
  const route = routerOf(app, core);
  registerAuthRoutes(route, auth, passwordReset);
  registerOidcRoutes(
    app,
    route,
    createOidcService({
      providers: config.oidcProviders,
      oidcRepo: createOidcRepo(core.db),
      usersRepo: core.usersRepo,
      startSession: auth.startSession,
      webUrl: config.webUrl,
      refusePersonalEmailLogin: config.refusePersonalEmailLogin,
      now,
      log: app.log,
    }),
  );
};
