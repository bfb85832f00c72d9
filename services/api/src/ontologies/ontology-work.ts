import {
  applyOntologyModifications,
  emptyOntologyDocument,
  newOntologyFromModificationsSchema,
  ontologyDocumentSchema,
  OntologyModificationError,
  utf8Bytes,
  type OntologyDocument,
} from '@ontoloom/contract';
import { parseOntologyYaml, stringifyOntologyDocument } from '@ontoloom/contract/ontology-yaml';
import type { BuiltContent, OntologyTask, OntologyTaskResult } from './ontology-tasks';
import { packModifications } from './stored-modifications';

const modificationsSchema = newOntologyFromModificationsSchema.shape.ontology_modifications;

const built = (document: OntologyDocument): BuiltContent => ({
  contentJson: JSON.stringify(document),
  exportBytes: utf8Bytes(stringifyOntologyDocument(document)),
});

/** The ontology work whose cost grows with the document: YAML both ways, modifications. */
export function runOntologyTask(task: OntologyTask): OntologyTaskResult {
  switch (task.kind) {
    case 'parseYaml': {
      const result = parseOntologyYaml(task.text, task.language);
      if (!result.ok) return { kind: 'parseYaml', ok: false, errors: result.errors };
      return { kind: 'parseYaml', ok: true, ...built(result.document) };
    }
    case 'stringify': {
      // Through the schema: its key order, not the order the database keeps keys in.
      const document = ontologyDocumentSchema.parse(JSON.parse(task.contentJson));
      return { kind: 'stringify', yaml: stringifyOntologyDocument(document) };
    }
    case 'apply': {
      const modifications = modificationsSchema.safeParse(task.modifications);
      if (!modifications.success) {
        const issues = modifications.error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: issue.message,
        }));
        return { kind: 'apply', ok: false, issues };
      }
      const base = task.baseJson
        ? (JSON.parse(task.baseJson) as OntologyDocument)
        : emptyOntologyDocument();
      try {
        const document = applyOntologyModifications(base, modifications.data);
        const modificationsJson = JSON.stringify(modifications.data);
        return {
          kind: 'apply',
          ok: true,
          modificationsJson,
          storedModifications: packModifications(modificationsJson),
          ...built(document),
        };
      } catch (error) {
        if (!(error instanceof OntologyModificationError)) throw error;
        const issue = { path: String(error.index), message: error.reason };
        return { kind: 'apply', ok: false, issues: [issue], detail: error.message };
      }
    }
  }
}

/**
 * Whether a task is small enough to run on the event loop: a millisecond or two, less than the
 * round trip to the worker (and no worker is started for small ontologies).
 */
export function isSmallTask(task: OntologyTask): boolean {
  const smallText = 8 * 1024;
  switch (task.kind) {
    case 'parseYaml':
      return task.text.length <= smallText;
    case 'stringify':
      return task.contentJson.length <= smallText;
    case 'apply':
      return (
        (task.baseJson?.length ?? 0) <= smallText &&
        Array.isArray(task.modifications) &&
        task.modifications.length <= 20
      );
  }
}
