import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { userSchema } from '../users';
import {
  apiKeyResponseSchema,
  userListQuerySchema,
  userParamsSchema,
  userStatusQuerySchema,
} from '../users-admin';
import { userEndpoint } from './users-auth';

/** The API key and user administration (super admins): signed-in pages only. */
export const userAdminEndpoints = {
  createOrRotateApiKey: defineEndpoint({
    ...userEndpoint,
    method: 'PUT',
    path: '/api/users/me/api-key',
    response: apiKeyResponseSchema,
    status: 200,
    summary: 'Create or rotate the API key; the clear key is returned once',
  }),
  listUsers: defineEndpoint({
    ...userEndpoint,
    method: 'GET',
    path: '/api/users',
    query: userListQuerySchema,
    response: z.array(userSchema),
    status: 200,
    summary: 'List users (super admin)',
  }),
  getUser: defineEndpoint({
    ...userEndpoint,
    method: 'GET',
    path: '/api/users/{user_id}',
    params: userParamsSchema,
    response: userSchema,
    status: 200,
    summary: 'One user (super admin)',
  }),
  updateUserStatus: defineEndpoint({
    ...userEndpoint,
    method: 'PATCH',
    path: '/api/users/status/{user_id}',
    params: userParamsSchema,
    query: userStatusQuerySchema,
    response: userSchema,
    status: 200,
    summary: "Change a user's status (super admin)",
  }),
};
