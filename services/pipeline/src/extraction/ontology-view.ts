import type { OntologyClass, OntologyDocument, OntologyRelation } from '@ontoloom/contract/domain';
import type { Chunk } from '../chunking/chunk';

/** The part of an ontology version an extraction run works with (the config's class subset). */
export type OntologyView = {
  classes: OntologyClass[];
  classByName: Map<string, OntologyClass>;
  /** Relations whose source and target are both in the subset. */
  relations: OntologyRelation[];
};

export const ontologyView = (ontology: OntologyDocument, subset?: string[]): OntologyView => {
  const known = new Set(ontology.classes.map((c) => c.name));
  const unknown = (subset ?? []).filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new Error(`Unknown classes in the extraction config: ${unknown.join(', ')}`);
  const wanted = new Set(subset ?? known);
  const classes = ontology.classes.filter((c) => wanted.has(c.name));
  return {
    classes,
    classByName: new Map(classes.map((c) => [c.name, c])),
    relations: ontology.relations.filter((r) => wanted.has(r.source) && wanted.has(r.target)),
  };
};

const PLAIN = /^[\x20-\x7e]*$/;

/** Folds case and spacing so "ACME  Corp." and "Acme Corp" group together. */
export const normalizeLabel = (label: string): string =>
  (PLAIN.test(label) ? label : label.normalize('NFKC'))
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/^[\s.,;:!?"'()[\]]+|[\s.,;:!?"'()[\]]+$/g, '');

/** The property a mention's own text fills: the identifying string one, else `name`/`title`. */
export const namingProperty = (cls: OntologyClass): string | null => {
  const strings = cls.properties.filter((p) => p.type === 'string');
  const byName = strings.find((p) => ['name', 'title', 'label', 'full_name'].includes(p.name));
  return (strings.find((p) => p.identifying) ?? byName)?.name ?? null;
};

/** The page a position inside the chunk's text falls on. */
export const pageAt = (chunk: Chunk, offsetInChunk: number): number | null => {
  const offset = chunk.start + offsetInChunk;
  let page: number | null = chunk.pages[0] ?? null;
  chunk.pages.forEach((number, i) => {
    if (chunk.page_starts[i]! <= offset) page = number;
  });
  return page;
};
