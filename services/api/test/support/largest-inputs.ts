import { limits, utf8Bytes, type OntologyDocument } from '@ontoloom/contract';
import { stringifyOntologyDocument } from '@ontoloom/contract/ontology-yaml';

/**
 * The largest inputs the ontology calls accept, built against `limits` so they follow them: a
 * test sends each and checks the API stays responsive (event-loop.test.ts), and one byte or one
 * item more is refused (ontology-limits.test.ts).
 */

const word = (length: number, seed: number) =>
  `${seed.toString(36)}${'x'.repeat(length)}`.slice(0, length);

/** A class with `properties` properties and words in every list; names unique by `index`. */
function ontologyClass(index: number, properties: number, descriptionLength: number) {
  return {
    name: `Class_${index}`,
    label: `Class ${index}`,
    description: word(descriptionLength, index),
    aliases: [`alias ${index}`],
    examples: [`example ${index}`],
    patterns: [`\\bC${index}\\b`],
    properties: Array.from({ length: properties }, (_, p) => ({
      name: `property_${p}`,
      type: 'string' as const,
      description: '',
      required: false,
      multiple: false,
      identifying: p === 0,
    })),
  };
}

function documentOf(classCount: number, descriptionLength: number): OntologyDocument {
  const classes = Array.from({ length: classCount }, (_, i) =>
    ontologyClass(i, 1, descriptionLength),
  );
  // Every class linked to the next: renames and removals have relations to look at.
  const relations = classes.slice(1).map((c, i) => ({
    name: `links_${i}`,
    source: classes[i]!.name,
    target: c.name,
    description: '',
    cues: [`links ${i}`],
  }));
  return { format: 'ontoloom/v1', classes, relations };
}

/**
 * The largest ontology: as many classes (each with a property, a relation to the next and words
 * in every list) as the YAML limit holds with a description, up to the class limit, then
 * descriptions as long as the rest allows. Its YAML (what an export returns) is the largest accepted import.
 */
export function largestOntology(): { document: OntologyDocument; yaml: string } {
  const size = (classes: number, length: number) =>
    utf8Bytes(stringifyOntologyDocument(documentOf(classes, length)));
  // Room for descriptions of about a hundred characters.
  const perClass = size(2, 0) - size(1, 0) + 100;
  const classes = Math.min(limits.ontologyClasses, Math.floor(limits.ontologyYamlBytes / perClass));
  // A description of n plain characters adds n bytes to its class (`description: ""` loses 2).
  const length = Math.floor((limits.ontologyYamlBytes - size(classes, 0)) / classes) + 2;
  const document = documentOf(classes, length);
  const yaml = stringifyOntologyDocument(document);
  if (utf8Bytes(yaml) > limits.ontologyYamlBytes) throw new Error('largestOntology overshoots');
  return { document, yaml };
}

/**
 * The most operations allowed, on the largest ontology, filling the body limit. In fours, on one
 * class after another: a long description, the description back, a rename (the class has
 * relations), the name back; so the result is the base again, within the YAML limit.
 */
export function largestModifications(
  base: OntologyDocument,
  envelope: (modifications: object[]) => object,
): object[] {
  const build = (length: number) =>
    Array.from({ length: limits.ontologyModifications }, (_, i) => {
      const { name, description } = base.classes[Math.floor(i / 4) % base.classes.length]!;
      const renamed = `${name}_renamed`;
      return [
        { op: 'update_class', class_name: name, changes: { description: word(length, i) } },
        { op: 'update_class', class_name: name, changes: { description } },
        { op: 'rename_class', class_name: name, new_name: renamed },
        { op: 'rename_class', class_name: renamed, new_name: name },
      ][i % 4]!;
    });
  const fits = (length: number) =>
    utf8Bytes(JSON.stringify(envelope(build(length)))) <= limits.ontologyVersionBodyBytes;
  let low = 0;
  let high = 2000;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return build(low);
}
