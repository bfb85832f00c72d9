import type { ContractRouter } from '../http/contract-route';
import type { AuthService } from './auth.service';

export function registerAuthRoutes(route: ContractRouter, auth: AuthService) {
  route('register', ({ body }) => auth.register(body));
  route('verifyEmail', ({ body }) => auth.verifyEmail(body.token));
  route('resendVerificationEmail', ({ body }) => auth.resendVerification(body.email));
  route('token', ({ body }) => auth.issueToken(body.email, body.password));
}
