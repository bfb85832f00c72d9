import type { FastifyRequest } from 'fastify';
import type { ContractRouter } from '../http/contract-route';
import type { UploadsService } from './uploads.service';

/** The API origin as the browser reached it, unless configured (behind a proxy). */
export const publicBaseUrl = (request: FastifyRequest, configured: string | undefined): string =>
  configured ?? `${request.protocol}://${request.host}`;

export function registerUploadRoutes(
  route: ContractRouter,
  uploads: UploadsService,
  publicApiUrl: string | undefined,
) {
  route('createUploadFolder', ({ user }) => uploads.createFolder(user));
  route('createUploadUrl', ({ user, params, body, request }) =>
    uploads.createUploadUrl(
      user,
      params.upload_folder_id,
      body,
      publicBaseUrl(request, publicApiUrl),
    ),
  );
}
