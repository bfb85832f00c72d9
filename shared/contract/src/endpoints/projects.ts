import { z } from 'zod';
import { noContentSchema, projectParamsSchema } from '../common';
import { creditsUsageSchema, chatChargeBodySchema } from '../credits';
import { defineEndpoint } from '../define-endpoint';
import {
  projectCreateBodySchema,
  projectListQuerySchema,
  projectPatchBodySchema,
  projectSchema,
} from '../projects';

const projectEndpoint = { auth: 'bearer', apiVersion: true, tag: 'projects' } as const;

export const projectEndpoints = {
  listProjects: defineEndpoint({
    ...projectEndpoint,
    method: 'GET',
    path: '/api/projects',
    query: projectListQuerySchema,
    response: z.array(projectSchema),
    status: 200,
    summary: "The signed-in user's projects, newest first",
  }),
  getProject: defineEndpoint({
    ...projectEndpoint,
    method: 'GET',
    path: '/api/projects/{project_id}',
    params: projectParamsSchema,
    response: projectSchema,
    status: 200,
    summary: 'One project',
  }),
  createProject: defineEndpoint({
    ...projectEndpoint,
    method: 'POST',
    path: '/api/projects',
    body: projectCreateBodySchema,
    response: projectSchema,
    status: 201,
    summary: 'Create a project',
  }),
  updateProject: defineEndpoint({
    ...projectEndpoint,
    method: 'PATCH',
    path: '/api/projects/{project_id}',
    params: projectParamsSchema,
    body: projectPatchBodySchema,
    response: projectSchema,
    status: 200,
    summary: 'Rename or describe a project',
  }),
  deleteProject: defineEndpoint({
    ...projectEndpoint,
    method: 'DELETE',
    path: '/api/projects/{project_id}',
    params: projectParamsSchema,
    response: noContentSchema,
    status: 204,
    summary: 'Delete a project',
  }),
};

export const creditsEndpoints = {
  getCreditsUsage: defineEndpoint({
    method: 'GET',
    path: '/api/llm-usage/credits-usage',
    response: creditsUsageSchema,
    status: 200,
    auth: 'bearer',
    apiVersion: true,
    summary: "The signed-in user's credits for the current billing period",
    tag: 'credits',
  }),
  chargeChatUsage: defineEndpoint({
    method: 'POST',
    path: '/api/llm-usage/charge',
    body: chatChargeBodySchema,
    response: creditsUsageSchema,
    status: 200,
    auth: 'bearer',
    apiVersion: true,
    summary: "Charge a chat reply to the signed-in user's credits (called by the chat service)",
    tag: 'credits',
  }),
};
