import { z } from 'zod';
import { archivableListQuerySchema, projectParamsSchema } from '../common';
import {
  dashboardConfigSchema,
  dashboardDataBodySchema,
  dashboardDataSchema,
  dashboardSummarySchema,
} from '../dashboards';
import { defineEndpoint } from '../define-endpoint';
import {
  dashboardParamsSchema,
  knowledgeBaseCreateBodySchema,
  knowledgeBaseParamsSchema,
  knowledgeBaseSchema,
} from '../knowledge-bases';

const base = { auth: 'bearer', apiVersion: true, tag: 'knowledge_bases' } as const;
const kbs = '/api/projects/{project_id}/knowledge_bases';
const dashboards = `${kbs}/{knowledge_base_id}/dashboards`;

export const knowledgeBaseEndpoints = {
  listKnowledgeBases: defineEndpoint({
    ...base,
    method: 'GET',
    path: kbs,
    params: projectParamsSchema,
    query: archivableListQuerySchema,
    response: z.array(knowledgeBaseSchema),
    status: 200,
    summary: "A project's knowledge bases (active, or archived with archived=true)",
  }),
  getKnowledgeBase: defineEndpoint({
    ...base,
    method: 'GET',
    path: `${kbs}/{knowledge_base_id}`,
    params: knowledgeBaseParamsSchema,
    response: knowledgeBaseSchema,
    status: 200,
    summary: 'One knowledge base',
  }),
  createKnowledgeBase: defineEndpoint({
    ...base,
    method: 'POST',
    path: kbs,
    params: projectParamsSchema,
    body: knowledgeBaseCreateBodySchema,
    response: knowledgeBaseSchema,
    status: 201,
    summary: 'Build a knowledge base from a run, committing the run first when asked',
  }),
  archiveKnowledgeBase: defineEndpoint({
    ...base,
    method: 'PATCH',
    path: `${kbs}/{knowledge_base_id}/archive`,
    params: knowledgeBaseParamsSchema,
    response: knowledgeBaseSchema,
    status: 200,
    summary: 'Archive a knowledge base',
  }),
  restoreKnowledgeBase: defineEndpoint({
    ...base,
    method: 'PATCH',
    path: `${kbs}/{knowledge_base_id}/restore`,
    params: knowledgeBaseParamsSchema,
    response: knowledgeBaseSchema,
    status: 200,
    summary: 'Restore an archived knowledge base',
  }),
  listDashboards: defineEndpoint({
    ...base,
    method: 'GET',
    path: dashboards,
    params: knowledgeBaseParamsSchema,
    response: z.array(dashboardSummarySchema),
    status: 200,
    summary: "A knowledge base's dashboards",
  }),
  getDashboardConfig: defineEndpoint({
    ...base,
    method: 'GET',
    path: `${dashboards}/{dashboard_id}`,
    params: dashboardParamsSchema,
    response: dashboardConfigSchema,
    status: 200,
    summary: 'A dashboard config: title, parameters, widgets',
  }),
  // POST because the parameters are a free dictionary; nothing is written.
  getDashboardData: defineEndpoint({
    ...base,
    method: 'POST',
    path: `${dashboards}/{dashboard_id}/data`,
    params: dashboardParamsSchema,
    body: dashboardDataBodySchema,
    response: dashboardDataSchema,
    status: 200,
    summary: "Evaluate a dashboard's widgets with the given parameters",
  }),
};
