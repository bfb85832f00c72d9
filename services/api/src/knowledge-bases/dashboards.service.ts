import type {
  DashboardConfig,
  DashboardData,
  DashboardDataBody,
  DashboardPreview,
  DashboardPreviewBody,
  DashboardSummary,
  DashboardWriteBody,
} from '@ontoloom/contract';
import type { Database } from '../db/client';
import type { DashboardRow } from '../db/schema/index';
import { DetailedValidationError, NotFoundError } from '../errors';
import type { ProjectScope } from '../projects/project-access';
import type { RunsRepo } from '../runs/runs.repo';
import { evaluateWidget } from './dashboard-evaluate';
import { checkQuery, resolveParameters } from './dashboard-query';
import type { DashboardsRepo } from './dashboards.repo';
import type { KnowledgeBasesService } from './knowledge-bases.service';

const summary = (row: DashboardRow): DashboardSummary => ({
  id: row.id,
  knowledge_base_id: row.knowledgeBaseId,
  title: row.title,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const config = (row: DashboardRow): DashboardConfig => ({
  ...summary(row),
  parameters: row.parameters,
  widgets: row.widgets,
});

/** A knowledge base's dashboards: their configs, and their widgets evaluated with parameters. */
export function createDashboardsService(deps: {
  db: Database;
  repo: DashboardsRepo;
  knowledgeBases: KnowledgeBasesService;
  runs: RunsRepo;
  /** Per widget, PostgreSQL only (null: no limit, PGlite). */
  widgetTimeoutMs: number | null;
  now: () => Date;
}) {
  const { db, repo, knowledgeBases, runs, widgetTimeoutMs, now } = deps;

  async function owned(scope: ProjectScope, kbId: string, id: string) {
    const kb = await knowledgeBases.owned(scope, kbId);
    const row = await repo.find(kb.id, id);
    if (!row) throw new NotFoundError('dashboard_not_found', 'Dashboard');
    return { kb, row };
  }

  /** Every widget's query against the knowledge base's ontology: 422 naming each problem. */
  async function validate(ontologyVersionId: string, body: DashboardWriteBody) {
    const ontology = await runs.ontologyOf(ontologyVersionId);
    const problems: { field: string; message: string }[] = [];
    const names = new Set<string>();
    body.parameters.forEach((parameter, index) => {
      if (names.has(parameter.name)) {
        problems.push({
          field: `body.parameters[${index}].name`,
          message: `parameter "${parameter.name}" is listed twice`,
        });
      }
      names.add(parameter.name);
    });
    const ids = new Set<string>();
    body.widgets.forEach((widget, index) => {
      if (ids.has(widget.id)) {
        problems.push({
          field: `body.widgets[${index}].id`,
          message: `widget id "${widget.id}" is used twice`,
        });
      }
      ids.add(widget.id);
      for (const problem of checkQuery(widget, ontology, body.parameters)) {
        problems.push({
          field: `body.widgets[${index}]`,
          message: `widget "${widget.id}": ${problem}`,
        });
      }
    });
    if (problems.length > 0) {
      throw new DetailedValidationError(
        'dashboard_query_invalid',
        problems.map((problem) => problem.message).join('; '),
        problems.map((problem) => ({ path: problem.field, message: problem.message })),
      );
    }
  }

  return {
    async list(scope: ProjectScope, kbId: string): Promise<DashboardSummary[]> {
      const kb = await knowledgeBases.owned(scope, kbId);
      return (await repo.list(kb.id)).map(summary);
    },

    async get(scope: ProjectScope, kbId: string, id: string): Promise<DashboardConfig> {
      return config((await owned(scope, kbId, id)).row);
    },

    async create(scope: ProjectScope, kbId: string, body: DashboardWriteBody) {
      const kb = await knowledgeBases.owned(scope, kbId);
      knowledgeBases.writable(kb);
      await validate(kb.ontologyVersionId, body);
      const at = now();
      return config(
        await repo.insert({ knowledgeBaseId: kb.id, ...body, createdAt: at, updatedAt: at }),
      );
    },

    async update(scope: ProjectScope, kbId: string, id: string, body: DashboardWriteBody) {
      const { kb, row } = await owned(scope, kbId, id);
      knowledgeBases.writable(kb);
      await validate(kb.ontologyVersionId, body);
      return config(await repo.update(row.id, { ...body, updatedAt: now() }));
    },

    async delete(scope: ProjectScope, kbId: string, id: string) {
      const { kb, row } = await owned(scope, kbId, id);
      knowledgeBases.writable(kb);
      await repo.delete(row.id);
    },

    /** A dashboard not saved yet (the builder's proposal): checked as a save, then evaluated. */
    async preview(
      scope: ProjectScope,
      kbId: string,
      body: DashboardPreviewBody,
    ): Promise<DashboardPreview> {
      const kb = await knowledgeBases.owned(scope, kbId);
      await validate(kb.ontologyVersionId, body.dashboard);
      const { parameters, widgets } = body.dashboard;
      const { values, problems } = resolveParameters(parameters, body.parameters);
      const context = { kbId: kb.id, parameters, values, problems };
      return {
        widgets: await Promise.all(
          widgets.map((widget) => evaluateWidget(db, widget, context, widgetTimeoutMs)),
        ),
      };
    },

    /** Each widget answers on its own: a bad query or a timeout is that widget's error. */
    async data(
      scope: ProjectScope,
      kbId: string,
      id: string,
      body: DashboardDataBody,
    ): Promise<DashboardData> {
      const { kb, row } = await owned(scope, kbId, id);
      const { values, problems } = resolveParameters(row.parameters, body);
      const context = { kbId: kb.id, parameters: row.parameters, values, problems };
      const widgets = await Promise.all(
        row.widgets.map((widget) => evaluateWidget(db, widget, context, widgetTimeoutMs)),
      );
      return { dashboard_id: row.id, widgets };
    },
  };
}

export type DashboardsService = ReturnType<typeof createDashboardsService>;
