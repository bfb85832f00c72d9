import {
  applyOntologyModifications,
  OntologyModificationError,
  utf8Bytes,
  type OntologyDocument,
} from '@ontoloom/contract';
import { parseOntologyYaml, stringifyOntologyDocument } from '@ontoloom/contract/ontology-yaml';
import type { OntologyTask, OntologyTaskResult } from './ontology-tasks';

const exportBytes = (document: OntologyDocument) => utf8Bytes(stringifyOntologyDocument(document));

/** The ontology work whose cost grows with the document: YAML both ways, modifications. */
export function runOntologyTask(task: OntologyTask): OntologyTaskResult {
  switch (task.kind) {
    case 'parseYaml': {
      const result = parseOntologyYaml(task.text);
      if (!result.ok) return { kind: 'parseYaml', result };
      return { kind: 'parseYaml', result, exportBytes: exportBytes(result.document) };
    }
    case 'stringify':
      return { kind: 'stringify', yaml: stringifyOntologyDocument(task.document) };
    case 'apply':
      try {
        const document = applyOntologyModifications(task.base, task.modifications);
        return { kind: 'apply', ok: true, document, exportBytes: exportBytes(document) };
      } catch (error) {
        if (!(error instanceof OntologyModificationError)) throw error;
        return { kind: 'apply', ok: false, index: error.index, message: error.message };
      }
  }
}

const itemsOf = (document: OntologyDocument) =>
  document.classes.reduce((sum, c) => sum + 1 + c.properties.length, document.relations.length);

/**
 * Whether a task is small enough to run on the event loop: a few milliseconds, less than the
 * round trip to the worker (and no worker is started for small ontologies).
 */
export function isSmallTask(task: OntologyTask): boolean {
  switch (task.kind) {
    case 'parseYaml':
      return task.text.length <= 8 * 1024;
    case 'stringify':
      return itemsOf(task.document) <= 100;
    case 'apply':
      return itemsOf(task.base) + task.modifications.length <= 100;
  }
}
