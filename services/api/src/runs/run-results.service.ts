import type {
  ExportResponse,
  ExtractionRun,
  FinalResults,
  SerializationFormat,
} from '@ontoloom/contract';
import YAML from 'yaml';
import { ConflictError, NotFoundError } from '../errors';
import { FileDownload } from '../http/contract-route';
import type { ProjectScope } from '../projects/project-access';
import { toEntity, toRelation } from './result-rows';
import { hasFinalResults, notFrozen, type RunContext } from './run-context';
import type { RunResultsRepo } from './run-results.repo';
import { toRun } from './run-shape';
import type { RunsRepo } from './runs.repo';

const CONTENT_TYPES: Record<SerializationFormat, string> = {
  json: 'application/json; charset=utf-8',
  yaml: 'application/yaml; charset=utf-8',
};

/** A file name from the run's name: no path separators or control characters, never empty. */
export const exportFileName = (runName: string, format: SerializationFormat) => {
  const base = runName
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return `${base || 'extraction-run'}.${format}`;
};

/** The run's final results: read, exported, and committed (which freezes the run). */
export function createRunResultsService(deps: {
  repo: RunsRepo;
  results: RunResultsRepo;
  context: RunContext;
  now: () => Date;
}) {
  const { repo, results, context, now } = deps;

  async function finalOf(scope: ProjectScope, runId: string) {
    const row = await context.owned(scope, runId);
    if (!hasFinalResults(row)) {
      throw new ConflictError(
        'run_results_not_ready',
        'The run has no final results yet: execute or skip deduplication first',
      );
    }
    const [entities, relations, dropped] = await Promise.all([
      results.finalEntities(row.id),
      results.finalRelations(row.id),
      results.dropped(row.id),
    ]);
    const final: FinalResults = {
      extraction_run_id: row.id,
      ontology_version_id: row.ontologyVersionId,
      entities: entities.map((entity) => toEntity(entity.data)),
      relations: relations.map((relation) => toRelation(relation.data)),
      dropped,
    };
    return { row, final };
  }

  return {
    async finalResults(scope: ProjectScope, runId: string): Promise<FinalResults> {
      return (await finalOf(scope, runId)).final;
    },

    async export(
      scope: ProjectScope,
      runId: string,
      format: SerializationFormat,
      download: boolean,
    ): Promise<ExportResponse | FileDownload> {
      const { row, final } = await finalOf(scope, runId);
      const data =
        format === 'json' ? `${JSON.stringify(final, null, 2)}\n` : YAML.stringify(final);
      if (download) {
        return new FileDownload(data, CONTENT_TYPES[format], exportFileName(row.name, format));
      }
      return { data_serialized: data, serialization_format: format };
    },

    /** Freezes the run once it has final results: nothing changes it afterwards. */
    async commit(scope: ProjectScope, runId: string): Promise<ExtractionRun> {
      const row = await context.owned(scope, runId);
      const check = (run: typeof row) => {
        notFrozen(run);
        if (run.archivedAt) {
          throw new ConflictError('run_archived', 'Extraction run is archived: restore it first');
        }
        if (!hasFinalResults(run)) {
          throw new ConflictError(
            'run_results_not_ready',
            'Only a run with final results can be committed: execute or skip deduplication first',
          );
        }
      };
      check(row);
      return repo.db.transaction(async (tx) => {
        const run = await repo.lock(row.id, tx);
        if (!run) throw new NotFoundError('run_not_found', 'Extraction run');
        check(run);
        const at = now();
        await repo.updateRun(run.id, { committedAt: at, updatedAt: at }, tx);
        return toRun({ ...run, committedAt: at, updatedAt: at });
      });
    },
  };
}

export type RunResultsService = ReturnType<typeof createRunResultsService>;
