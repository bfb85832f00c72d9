import type { EndpointDef } from '../define-endpoint';
import { collectionEndpoints } from './collections';
import { knowledgeBaseEndpoints } from './knowledge-bases';
import { ontologyEndpoints } from './ontologies';
import { creditsEndpoints, projectEndpoints } from './projects';
import { runEndpoints, usageEndpoints } from './runs';
import { userAdminEndpoints } from './users-admin';
import { usersAuthEndpoints } from './users-auth';

/** Every call of spec section 7, keyed by operation id. */
export const endpoints = {
  ...usersAuthEndpoints,
  ...userAdminEndpoints,
  ...projectEndpoints,
  ...creditsEndpoints,
  ...usageEndpoints,
  ...collectionEndpoints,
  ...runEndpoints,
  ...ontologyEndpoints,
  ...knowledgeBaseEndpoints,
} satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
