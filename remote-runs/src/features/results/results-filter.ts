import type { ExtractedEntity, ExtractedRelation, FinalResults } from '@ontoloom/contract';

export type ResultsFilter = { search: string; className: string };

const matches = (needle: string, ...texts: unknown[]) =>
  texts.some((text) =>
    String(text ?? '')
      .toLocaleLowerCase()
      .includes(needle),
  );

const entityMatches = (entity: ExtractedEntity, needle: string) =>
  matches(
    needle,
    entity.label,
    ...Object.values(entity.properties).flat(),
    ...entity.provenance.map((source) => source.text),
  );

/** Entities grouped by class (ontology order first, then any other), filtered by class and text. */
export function filterResults(
  results: Pick<FinalResults, 'entities' | 'relations'>,
  { search, className }: ResultsFilter,
  classOrder: string[] = [],
): {
  groups: { className: string; entities: ExtractedEntity[] }[];
  relations: ExtractedRelation[];
} {
  const needle = search.trim().toLocaleLowerCase();
  const byId = new Map(results.entities.map((entity) => [entity.id, entity]));
  const entities = results.entities.filter(
    (entity) =>
      (!className || entity.class_name === className) && (!needle || entityMatches(entity, needle)),
  );
  const names = [...new Set([...classOrder, ...entities.map((entity) => entity.class_name)])];
  const groups = names
    .map((name) => ({ className: name, entities: entities.filter((e) => e.class_name === name) }))
    .filter((group) => group.entities.length > 0);
  const relations = results.relations.filter((relation) => {
    const source = byId.get(relation.source_id);
    const target = byId.get(relation.target_id);
    if (className && source?.class_name !== className && target?.class_name !== className) {
      return false;
    }
    return (
      !needle ||
      matches(needle, relation.relation_name, source?.label, target?.label) ||
      relation.provenance.some((item) => matches(needle, item.text))
    );
  });
  return { groups, relations };
}
