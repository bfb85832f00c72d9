import type {
  ArchivableListQuery,
  KbEntitiesQuery,
  KbEntityDetail,
  KbEntityPage,
  KbSearchQuery,
  KbSearchResult,
  KnowledgeBase,
  KnowledgeBaseCreateBody,
  OntologyDocument,
} from '@ontoloom/contract';
import type { ExtractionRunRow, KnowledgeBaseRow } from '../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { ProjectScope } from '../projects/project-access';
import { hasFinalResults } from '../runs/run-context';
import type { RunResultsRepo } from '../runs/run-results.repo';
import type { RunResultsService } from '../runs/run-results.service';
import type { RunsRepo } from '../runs/runs.repo';
import type { DashboardsRepo } from './dashboards.repo';
import type { KbGraphRepo } from './kb-graph.repo';
import { identifyingProperties, planMerge } from './kb-merge';
import type { KnowledgeBasesRepo, Session } from './knowledge-bases.repo';
import { overviewDashboard } from './overview-dashboard';
import type { IssueLanguage } from '@ontoloom/contract/ontology-yaml';

const iso = (date: Date) => date.toISOString();

/** Knowledge bases: built from committed runs, grown run by run, archived and browsed. */
export function createKnowledgeBasesService(deps: {
  repo: KnowledgeBasesRepo;
  graph: KbGraphRepo;
  dashboards: DashboardsRepo;
  runs: RunsRepo;
  results: RunResultsRepo;
  finals: RunResultsService;
  now: () => Date;
}) {
  const { repo, graph, dashboards, runs, results, finals, now } = deps;

  async function shape(rows: KnowledgeBaseRow[]): Promise<KnowledgeBase[]> {
    const ids = rows.map((row) => row.id);
    const [counts, sources] = await Promise.all([repo.counts(ids), repo.sourceRuns(ids)]);
    return rows.map((row) => ({
      id: row.id,
      project_id: row.projectId,
      name: row.name,
      description: row.description,
      ontology_version_id: row.ontologyVersionId,
      origin: row.origin,
      entity_count: counts.get(row.id)?.entities ?? 0,
      relation_count: counts.get(row.id)?.relations ?? 0,
      source_runs: sources
        .filter((source) => source.knowledgeBaseId === row.id)
        .map((source) => ({
          extraction_run_id: source.runId,
          name: source.name,
          documents_collection_id: source.collectionId,
          added_at: iso(source.addedAt),
        })),
      archived_at: row.archivedAt ? iso(row.archivedAt) : null,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    }));
  }

  const one = async (row: KnowledgeBaseRow) => (await shape([row]))[0]!;

  async function owned({ project }: ProjectScope, id: string, session?: Session) {
    const row = await repo.find(project.id, id, session);
    if (!row) throw new NotFoundError('knowledge_base_not_found', 'Knowledge base');
    return row;
  }

  /** Writes need an active knowledge base. */
  function writable(row: KnowledgeBaseRow) {
    if (row.archivedAt) {
      throw new ConflictError(
        'knowledge_base_archived',
        'Knowledge base is archived: restore it first',
      );
    }
  }

  /** The run named in a body: in the project, else 422. */
  async function bodyRun({ project }: ProjectScope, runId: string, field: string) {
    const run = await runs.find(project.id, runId);
    if (!run) {
      throw new ValidationError(
        'run_not_found',
        `${field}: no such extraction run in this project`,
      );
    }
    return run;
  }

  function committed(run: ExtractionRunRow) {
    if (!run.committedAt || !hasFinalResults(run)) {
      throw new ConflictError(
        'run_not_committed',
        'Only a committed run goes into a knowledge base: commit it first (or create with commit: true)',
      );
    }
  }

  /** Merges the run's final results into the knowledge base (inside the caller's transaction). */
  async function mergeRun(
    kb: KnowledgeBaseRow,
    run: ExtractionRunRow,
    ontology: OntologyDocument,
    session: Session,
  ) {
    // One statement at a time: PGlite has one connection, a transaction holds it.
    const entities = await results.finalEntities(run.id, session);
    const relations = await results.finalRelations(run.id, session);
    const classes = [...new Set(entities.map((row) => row.className))];
    const plan = planMerge({
      existing: await repo.mergeCandidates(kb.id, classes, session),
      entities: entities.map(({ data }) => ({
        id: data.id,
        className: data.class_name,
        label: data.label,
        properties: data.properties,
        provenance: data.provenance,
      })),
      relations: relations.map(({ data }) => ({
        relationName: data.relation_name,
        sourceId: data.source_id,
        targetId: data.target_id,
        provenance: data.provenance,
      })),
      identifying: identifyingProperties(ontology, run.steps.dnf_build.rules ?? []),
      nextPosition: await repo.nextPosition(kb.id, session),
    });
    await repo.applyMerge(kb.id, plan, session);
    await repo.addRun(kb.id, run.id, now(), session);
  }

  async function setArchived(scope: ProjectScope, id: string, archived: boolean) {
    const row = await owned(scope, id);
    if ((row.archivedAt !== null) === archived) {
      throw new ConflictError(
        archived ? 'knowledge_base_already_archived' : 'knowledge_base_not_archived',
        archived ? 'Knowledge base is already archived' : 'Knowledge base is not archived',
      );
    }
    const at = now();
    const archivedAt = archived ? at : null;
    await repo.update(row.id, { archivedAt, updatedAt: at });
    return one({ ...row, archivedAt, updatedAt: at });
  }

  return {
    owned,
    writable,

    async list({ project }: ProjectScope, query: ArchivableListQuery): Promise<KnowledgeBase[]> {
      const rows = await repo.list(project.id, {
        search: query.search,
        archived: query.archived ?? false,
      });
      return shape(rows);
    },

    async get(scope: ProjectScope, id: string) {
      return one(await owned(scope, id));
    },

    /** R4.05: from a committed run, or one committed first when `commit` is set. */
    /** `language`: the overview dashboard's words (the request's Accept-Language). */
    async create(
      scope: ProjectScope,
      body: KnowledgeBaseCreateBody,
      language: IssueLanguage = 'en',
    ): Promise<KnowledgeBase> {
      const field = 'body.origin.extraction_run_id';
      let run = await bodyRun(scope, body.origin.extraction_run_id, field);
      if (!run.committedAt && body.origin.commit) {
        await finals.commit(scope, run.id);
        run = await bodyRun(scope, run.id, field);
      }
      committed(run);
      const ontology = await runs.ontologyOf(run.ontologyVersionId);
      const at = now();
      const row = await repo.db.transaction(async (tx) => {
        const kb = await repo.insert(
          {
            projectId: scope.project.id,
            name: body.name,
            description: body.description,
            ontologyVersionId: run.ontologyVersionId,
            origin: body.origin,
            createdAt: at,
            updatedAt: at,
          },
          tx,
        );
        await mergeRun(kb, run, ontology, tx);
        await dashboards.insert(
          { knowledgeBaseId: kb.id, ...overviewDashboard(language), createdAt: at, updatedAt: at },
          tx,
        );
        return kb;
      });
      return one(row);
    },

    archive: (scope: ProjectScope, id: string) => setArchived(scope, id, true),
    restore: (scope: ProjectScope, id: string) => setArchived(scope, id, false),

    /** Another committed run of the same ontology version, merged in. */
    async addRun(scope: ProjectScope, id: string, runId: string): Promise<KnowledgeBase> {
      const kb = await owned(scope, id);
      writable(kb);
      const run = await bodyRun(scope, runId, 'body.extraction_run_id');
      if (run.ontologyVersionId !== kb.ontologyVersionId) {
        throw new ConflictError(
          'knowledge_base_run_mismatch',
          "The run used another ontology version than the knowledge base's",
        );
      }
      committed(run);
      const ontology = await runs.ontologyOf(run.ontologyVersionId);
      const row = await repo.db.transaction(async (tx) => {
        await repo.lock(kb.id, tx);
        const locked = await owned(scope, id, tx);
        writable(locked);
        if (await repo.hasRun(kb.id, run.id, tx)) {
          throw new ConflictError(
            'knowledge_base_run_already_added',
            'The run is already in the knowledge base',
          );
        }
        await mergeRun(locked, run, ontology, tx);
        const at = now();
        await repo.update(kb.id, { updatedAt: at }, tx);
        return { ...locked, updatedAt: at };
      });
      return one(row);
    },

    async entities(scope: ProjectScope, id: string, query: KbEntitiesQuery): Promise<KbEntityPage> {
      const kb = await owned(scope, id);
      return graph.page(kb.id, query);
    },

    async search(scope: ProjectScope, id: string, query: KbSearchQuery): Promise<KbSearchResult> {
      const kb = await owned(scope, id);
      return graph.search(kb.id, query);
    },

    async entity(scope: ProjectScope, id: string, entityId: string): Promise<KbEntityDetail> {
      const kb = await owned(scope, id);
      const detail = await graph.detail(kb.id, entityId);
      if (!detail) throw new NotFoundError('entity_not_found', 'Entity');
      return detail;
    },
  };
}

export type KnowledgeBasesService = ReturnType<typeof createKnowledgeBasesService>;
