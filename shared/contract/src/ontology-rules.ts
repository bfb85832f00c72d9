import { compilePattern } from './class-mentions';
import type { OntologyClass, OntologyDocument, OntologyRelation } from './ontology-document';
import { ontologyIssueText, type OntologyIssueCode } from './ontology-issues';

/**
 * A rule broken by a document; `path` points into the document (e.g. `classes.1.name`). `code`
 * and `params` say it in any UI language (`ontologyIssueText`); `message` is the English.
 */
export type OntologyIssue = {
  path: (string | number)[];
  message: string;
  code: OntologyIssueCode;
  params: Record<string, string>;
};

const issue = (
  path: (string | number)[],
  code: OntologyIssueCode,
  params: Record<string, string>,
): OntologyIssue => ({ path, code, params, message: ontologyIssueText(code, params) });

function duplicates<T>(items: T[], key: (item: T) => string): Map<number, string> {
  const seen = new Set<string>();
  const found = new Map<number, string>();
  items.forEach((item, index) => {
    const value = key(item);
    if (seen.has(value)) found.set(index, value);
    seen.add(value);
  });
  return found;
}

/** Rules within one class: unique property names and patterns the rules engine can compile. */
export function checkClassRules(ontologyClass: OntologyClass, classIndex: number): OntologyIssue[] {
  const issues: OntologyIssue[] = [];
  for (const [index, name] of duplicates(ontologyClass.properties, (p) => p.name)) {
    issues.push(
      issue(['classes', classIndex, 'properties', index, 'name'], 'duplicate_property', {
        name,
        class: ontologyClass.name,
      }),
    );
  }
  ontologyClass.patterns.forEach((pattern, index) => {
    // As the rules engine compiles them.
    const compiled = compilePattern(pattern);
    if ('error' in compiled) {
      issues.push(
        issue(['classes', classIndex, 'patterns', index], 'invalid_pattern', {
          pattern,
          class: ontologyClass.name,
          reason: compiled.error,
        }),
      );
    }
  });
  return issues;
}

/** A relation's ends must name existing classes. */
export function checkRelationEnds(
  relation: OntologyRelation,
  index: number,
  isClass: (name: string) => boolean,
): OntologyIssue[] {
  return (['source', 'target'] as const)
    .filter((end) => !isClass(relation[end]))
    .map((end) =>
      issue(['relations', index, end], 'relation_end_not_class', {
        relation: relation.name,
        end,
        name: relation[end],
      }),
    );
}

/**
 * The rules zod cannot express: unique names (classes, relations, properties within a class) and
 * relation ends that name existing classes. Used for YAML imports; modifications check the same
 * rules on what each operation touches.
 */
export function checkOntologyRules(document: OntologyDocument): OntologyIssue[] {
  const issues: OntologyIssue[] = [];
  for (const [index, name] of duplicates(document.classes, (c) => c.name)) {
    issues.push(issue(['classes', index, 'name'], 'duplicate_class', { name }));
  }
  document.classes.forEach((ontologyClass, index) => {
    issues.push(...checkClassRules(ontologyClass, index));
  });
  for (const [index, name] of duplicates(document.relations, (r) => r.name)) {
    issues.push(issue(['relations', index, 'name'], 'duplicate_relation', { name }));
  }
  const classNames = new Set(document.classes.map((c) => c.name));
  document.relations.forEach((relation, index) => {
    issues.push(...checkRelationEnds(relation, index, (name) => classNames.has(name)));
  });
  return issues;
}

/** The empty document a first version built from modifications starts from. */
export const emptyOntologyDocument = (): OntologyDocument => ({
  format: 'ontoloom/v1',
  classes: [],
  relations: [],
});
