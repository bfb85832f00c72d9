import { oauthUrlsQuerySchema, providerParamsSchema } from '@ontoloom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../errors';
import type { ContractRouter } from '../../http/contract-route';
import { BINDING_COOKIE, type OidcService } from './oidc.service';

const apiBaseOf = (request: { protocol: string; host: string }) =>
  `${request.protocol}://${request.host}`;

export function registerOidcRoutes(app: FastifyInstance, route: ContractRouter, oidc: OidcService) {
  route('getOauthUrls', async ({ query, request }) =>
    oidc.oauthUrls(query.redirect, apiBaseOf(request)),
  );
  route('providerToken', ({ params, body, request }) =>
    oidc.exchange(params.provider, body, request.headers.cookie),
  );

  // Not a contract call: the browser navigates here (top level) from an oauth-urls link, so
  // the API can set its binding cookie before sending the browser on to the provider.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/:provider/authorize',
    {
      schema: {
        summary: 'Start a sign-in at an identity provider (browser navigation)',
        tags: ['auth'],
        params: providerParamsSchema,
        querystring: oauthUrlsQuerySchema,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      let started: Awaited<ReturnType<OidcService['authorize']>>;
      try {
        started = await oidc.authorize(provider, request.query.redirect, request.headers.cookie);
      } catch (error) {
        if (error instanceof DomainError) throw error;
        // The provider is unreachable: the browser is on a navigation, so it goes back to the
        // web app's callback page with an OAuth-style error rather than to a JSON body.
        request.log.error({ err: error, provider }, 'identity provider unavailable');
        return reply.redirect(oidc.callbackUrl(provider, 'temporarily_unavailable'), 303);
      }
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${BINDING_COOKIE}=${started.binding}; Path=/api/auth; HttpOnly; SameSite=Lax; Max-Age=${started.maxAgeSeconds}${secure}`,
      );
      return reply.redirect(started.location, 303);
    },
  );
}
