import type { EndpointDef } from '../define-endpoint';
import { collectionEndpoints } from './collections';
import { knowledgeBaseEndpoints } from './knowledge-bases';
import { ontologyEndpoints } from './ontologies';
import { creditsEndpoints, projectEndpoints } from './projects';
import { runEndpoints, usageEndpoints } from './runs';
import { authEndpoints, rootEndpoints, sessionEndpoints, userEndpoints } from './users-auth';

/** Every call of spec section 7, keyed by operation id. */
export const endpoints = {
  ...rootEndpoints,
  ...authEndpoints,
  ...sessionEndpoints,
  ...userEndpoints,
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
