import { issueLanguageOf } from '@ontoloom/contract/ontology-yaml';
import { withStatementTimeout } from '../db/client';
import { FileDownload } from '../http/contract-route';
import type { DomainPlugin } from '../http/domain-plugin';
import { routerOf } from '../http/domain-plugin';
import { createRunContext } from '../runs/run-context';
import { createRunResultsRepo } from '../runs/run-results.repo';
import { createRunResultsService } from '../runs/run-results.service';
import { createRunsRepo } from '../runs/runs.repo';
import { createDashboardsRepo } from './dashboards.repo';
import { createDashboardsService } from './dashboards.service';
import { createKbGraphRepo } from './kb-graph.repo';
import { EXPORT_TYPES, exportStream, kbFileName, namespaceOf } from './kb-export';
import { createKnowledgeBasesRepo } from './knowledge-bases.repo';
import { createKnowledgeBasesService } from './knowledge-bases.service';

/** Knowledge bases (issue 13): built from committed runs, browsed, exported, and their dashboards. */
export const knowledgeBasesPlugin: DomainPlugin = async (app, { core }) => {
  const { db, now } = core;
  const runs = createRunsRepo(db);
  const results = createRunResultsRepo(db);
  // The runs' own commit (R4.05 commits the run first when asked).
  const finals = createRunResultsService({
    repo: runs,
    results,
    context: createRunContext(runs),
    now,
  });
  const graph = createKbGraphRepo(db);
  const dashboardsRepo = createDashboardsRepo(db);
  const service = createKnowledgeBasesService({
    repo: createKnowledgeBasesRepo(db),
    graph,
    dashboards: dashboardsRepo,
    runs,
    results,
    finals,
    now,
  });
  // Widget queries on PostgreSQL go through their own pool whose sessions stop a statement past
  // the limit; PGlite has no second connection and no limit.
  const limited = withStatementTimeout(db, core.config.dashboardWidgetTimeoutMs);
  if (limited) app.addHook('onClose', () => limited.close());
  const dashboards = createDashboardsService({
    db: limited?.db ?? db,
    repo: dashboardsRepo,
    knowledgeBases: service,
    runs,
    widgetTimeoutMs: limited ? core.config.dashboardWidgetTimeoutMs : null,
    now,
  });

  const route = routerOf(app, core);
  route('listKnowledgeBases', ({ project, query }) => service.list(project, query));
  route('getKnowledgeBase', ({ project, params }) =>
    service.get(project, params.knowledge_base_id),
  );
  route('createKnowledgeBase', ({ project, body, request }) =>
    service.create(project, body, issueLanguageOf(request.headers['accept-language'])),
  );
  route('archiveKnowledgeBase', ({ project, params }) =>
    service.archive(project, params.knowledge_base_id),
  );
  route('restoreKnowledgeBase', ({ project, params }) =>
    service.restore(project, params.knowledge_base_id),
  );
  route('addKnowledgeBaseRun', ({ project, params, body }) =>
    service.addRun(project, params.knowledge_base_id, body.extraction_run_id),
  );
  route('listKnowledgeBaseEntities', ({ project, params, query }) =>
    service.entities(project, params.knowledge_base_id, query),
  );
  route('searchKnowledgeBase', ({ project, params, query }) =>
    service.search(project, params.knowledge_base_id, query),
  );
  route('getKnowledgeBaseEntity', ({ project, params }) =>
    service.entity(project, params.knowledge_base_id, params.entity_id),
  );
  route('exportKnowledgeBase', async ({ project, params }) => {
    const kb = await service.owned(project, params.knowledge_base_id);
    const namespace = namespaceOf(core.config.webUrl, kb.projectId, kb.id);
    return new FileDownload(
      exportStream(graph, { id: kb.id, namespace }, params.format),
      EXPORT_TYPES[params.format].contentType,
      kbFileName(kb.name, params.format),
    );
  });
  route('listDashboards', ({ project, params }) =>
    dashboards.list(project, params.knowledge_base_id),
  );
  route('getDashboardConfig', ({ project, params }) =>
    dashboards.get(project, params.knowledge_base_id, params.dashboard_id),
  );
  route('createDashboard', ({ project, params, body }) =>
    dashboards.create(project, params.knowledge_base_id, body),
  );
  route('updateDashboard', ({ project, params, body }) =>
    dashboards.update(project, params.knowledge_base_id, params.dashboard_id, body),
  );
  route('deleteDashboard', async ({ project, params }) => {
    await dashboards.delete(project, params.knowledge_base_id, params.dashboard_id);
    return null;
  });
  route('previewDashboard', ({ project, params, body }) =>
    dashboards.preview(project, params.knowledge_base_id, body),
  );
  route('getDashboardData', ({ project, params, body }) =>
    dashboards.data(project, params.knowledge_base_id, params.dashboard_id, body),
  );
};
