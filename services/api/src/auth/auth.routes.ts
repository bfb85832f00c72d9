import { bearerOf, type ContractRouter } from '../http/contract-route';
import type { AuthService } from './auth.service';
import type { PasswordResetService } from './password-reset.service';

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
