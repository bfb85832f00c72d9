import {
  formatBytes,
  limits,
  type ArchivableListQuery,
  type Ontology,
  type OntologyCreateBody,
  type OntologyPatchBody,
  type OntologySerialized,
  type OntologyVersion,
  type OntologyVersionCreateBody,
  type OntologyVersionDetail,
} from '@ontoloom/contract';
import type { IssueLanguage, OntologyYamlError } from '@ontoloom/contract/ontology-yaml';
import {
  ConflictError,
  DetailedValidationError,
  isUniqueViolation,
  NotFoundError,
  ValidationError,
} from '../errors';
import { JsonText } from '../http/contract-route';
import type { ProjectScope } from '../projects/project-access';
import type {
  OntologiesRepo,
  OntologyVersionSummary,
  OntologyVersionWithJson,
  OntologyWithLatest,
} from './ontologies.repo';
import type { BuiltContent, OntologyTasks } from './ontology-tasks';

export const ARCHIVED_ONTOLOGY_MESSAGE =
  'Ontology is archived: restore it before creating or editing versions';

const toOntology = (row: OntologyWithLatest): Ontology => ({
  id: row.id,
  project_id: row.projectId,
  name: row.name,
  description: row.description,
  archived_at: row.archivedAt?.toISOString() ?? null,
  latest_version_number: row.latestVersionNumber,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const toVersion = (row: OntologyVersionSummary): OntologyVersion => ({
  id: row.id,
  ontology_id: row.ontologyId,
  version_number: row.versionNumber,
  name: row.name,
  description: row.description,
  base_version_id: row.baseVersionId,
  created_at: row.createdAt.toISOString(),
});

/** The detail as JSON text: the content, checked when it was stored, is passed through. */
const toDetail = (row: OntologyVersionWithJson): JsonText<OntologyVersionDetail> => {
  const version = JSON.stringify(toVersion(row));
  return new JsonText(
    `${version.slice(0, -1)},"content":${row.contentJson},"modifications":${row.modificationsJson ?? 'null'}}`,
  );
};

const YAML_FIELD = 'body.new_ontology.ontology_serialized.data_serialized';
const MODIFICATIONS_FIELD = 'body.new_ontology.ontology_modifications';

/** A version's content must stay importable: exported, it fits in the YAML limit. */
function exportable(content: BuiltContent, field: string): string {
  if (content.exportBytes <= limits.ontologyYamlBytes) return content.contentJson;
  const message = `The ontology would be ${formatBytes(content.exportBytes)} as YAML, over the limit of ${formatBytes(limits.ontologyYamlBytes)}`;
  throw new DetailedValidationError('ontology_too_large', `${field}: ${message}`, [
    { path: field, message },
  ]);
}

/** YAML problems as a 422 whose items carry line and column. */
function yamlError(result: { errors: OntologyYamlError[] }): never {
  const errors = result.errors.map((error) => ({
    path: [YAML_FIELD, error.path].filter(Boolean).join('.'),
    message: error.message,
    line: error.line,
    column: error.column,
  }));
  const detail = result.errors
    .map((error) => `line ${error.line}, column ${error.column}: ${error.message}`)
    .join('; ');
  throw new DetailedValidationError('ontology_invalid', `Invalid ontology YAML: ${detail}`, errors);
}

export function createOntologiesService(deps: {
  ontologiesRepo: OntologiesRepo;
  /** Where the work that grows with a document runs, off the event loop. */
  tasks: OntologyTasks;
  now: () => Date;
}) {
  const { ontologiesRepo: repo, tasks, now } = deps;

  async function owned({ project }: ProjectScope, ontologyId: string) {
    const row = await repo.find(project.id, ontologyId);
    if (!row) throw new NotFoundError('ontology_not_found', 'Ontology');
    return row;
  }

  async function ownedVersion({ project }: ProjectScope, versionId: string) {
    const row = await repo.findVersion(project.id, versionId);
    if (!row) throw new NotFoundError('ontology_version_not_found', 'Ontology version');
    return row;
  }

  async function setArchived(scope: ProjectScope, id: string, archived: boolean) {
    const row = await owned(scope, id);
    if ((row.archivedAt !== null) === archived) {
      throw new ConflictError(
        archived ? 'ontology_already_archived' : 'ontology_not_archived',
        archived ? 'Ontology is already archived' : 'Ontology is not archived',
      );
    }
    const at = now();
    const archivedAt = archived ? at : null;
    await repo.update(row.id, { archivedAt, updatedAt: at });
    return toOntology({ ...row, archivedAt, updatedAt: at });
  }

  /** The new version's content as JSON text, built off the event loop. */
  async function contentFor(
    projectId: string,
    body: OntologyVersionCreateBody['new_ontology'],
    language: IssueLanguage,
  ): Promise<{
    contentJson: string;
    baseVersionId: string | null;
    modificationsJson: string | null;
    storedModifications: string | null;
  }> {
    if (body.mode === 'from_data') {
      const text = body.ontology_serialized.data_serialized;
      const parsed = await tasks.run({ kind: 'parseYaml', text, language });
      if (!parsed.ok) yamlError(parsed);
      return {
        contentJson: exportable(parsed, YAML_FIELD),
        baseVersionId: null,
        modificationsJson: null,
        storedModifications: null,
      };
    }
    let baseJson: string | null = null;
    if (body.base_version_id) {
      const row = await repo.findVersion(projectId, body.base_version_id);
      if (!row || row.ontologyId !== body.ontology_id) {
        throw new ValidationError(
          'ontology_version_not_found',
          'body.new_ontology.base_version_id: not a version of this ontology',
        );
      }
      baseJson = row.contentJson;
    }
    const applied = await tasks.run({
      kind: 'apply',
      baseJson,
      modifications: body.ontology_modifications,
    });
    if (!applied.ok) {
      const errors = applied.issues.map((issue) => ({
        path: [MODIFICATIONS_FIELD, issue.path].filter(Boolean).join('.'),
        message: issue.message,
      }));
      const detail =
        applied.detail ?? errors.map((error) => `${error.path}: ${error.message}`).join('; ');
      throw new DetailedValidationError('ontology_invalid', detail, errors);
    }
    return {
      contentJson: exportable(applied, MODIFICATIONS_FIELD),
      baseVersionId: body.base_version_id,
      modificationsJson: applied.modificationsJson,
      storedModifications: applied.storedModifications,
    };
  }

  return {
    async list({ project }: ProjectScope, query: ArchivableListQuery) {
      const rows = await repo.list(project.id, {
        search: query.search || undefined,
        archived: query.archived ?? false,
      });
      return rows.map(toOntology);
    },

    async get(scope: ProjectScope, id: string) {
      return toOntology(await owned(scope, id));
    },

    async create({ project }: ProjectScope, body: OntologyCreateBody) {
      const row = await repo.insert({ projectId: project.id, ...body, createdAt: now() });
      return toOntology({ ...row, latestVersionNumber: null });
    },

    async update(scope: ProjectScope, id: string, body: OntologyPatchBody) {
      const row = await owned(scope, id);
      const patch = {
        name: body.name ?? row.name,
        description: body.description ?? row.description,
      };
      const updatedAt = now();
      await repo.update(row.id, { ...patch, updatedAt });
      return toOntology({ ...row, ...patch, updatedAt });
    },

    archive: (scope: ProjectScope, id: string) => setArchived(scope, id, true),
    restore: (scope: ProjectScope, id: string) => setArchived(scope, id, false),

    async versionsOf(scope: ProjectScope, id: string) {
      const row = await owned(scope, id);
      const versions = await repo.versions(scope.project.id, row.id);
      return versions.sort((a, b) => b.versionNumber - a.versionNumber).map(toVersion);
    },

    async versions({ project }: ProjectScope, ontologyId: string | undefined) {
      return (await repo.versions(project.id, ontologyId)).map(toVersion);
    },

    async version(scope: ProjectScope, id: string) {
      return toDetail(await ownedVersion(scope, id));
    },

    /** `language`: the words of the 422 items about the YAML (the request's Accept-Language). */
    async createVersion(
      scope: ProjectScope,
      body: OntologyVersionCreateBody,
      language: IssueLanguage = 'en',
    ) {
      const input = body.new_ontology;
      const ontology = await owned(scope, input.ontology_id);
      if (ontology.archivedAt !== null)
        throw new ConflictError('ontology_archived', ARCHIVED_ONTOLOGY_MESSAGE);
      const { contentJson, baseVersionId, modificationsJson, storedModifications } =
        await contentFor(scope.project.id, input, language);
      const values = {
        ontologyId: ontology.id,
        name: input.name,
        description: input.description,
        baseVersionId,
        contentJson,
        storedModifications,
      };
      // Two saves at once both read the same maximum; the loser takes the next number.
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await repo.insertVersion({ ...values, createdAt: now() });
          await repo.update(ontology.id, { updatedAt: row.createdAt });
          return toDetail({ ...row, contentJson, modificationsJson });
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 4) throw error;
        }
      }
    },

    async exportYaml(scope: ProjectScope, id: string): Promise<OntologySerialized> {
      const row = await ownedVersion(scope, id);
      const { yaml } = await tasks.run({ kind: 'stringify', contentJson: row.contentJson });
      return { serialization_format: 'yaml', data_serialized: yaml };
    },
  };
}

export type OntologiesService = ReturnType<typeof createOntologiesService>;
