import type { UnstructuredAction } from '@ontoloom/contract/domain';
import type { Entity, Relation } from '../types';

/** A manual modification of a run's results, with the rows as they were before it. */
export type ReviewedModification = {
  action: UnstructuredAction;
  before: { entities: { data: Entity }[]; relations: { data: Relation }[] };
};

/** How many corrections a prompt carries: the newest, so the latest judgement wins. */
export const MAX_CORRECTIONS = 12;
const MAX_QUOTE = 160;

const quote = (text: string | undefined): string => {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return JSON.stringify(clean.length > MAX_QUOTE ? `${clean.slice(0, MAX_QUOTE)}…` : clean);
};

const wordsOf = (entity: Entity): string => quote(entity.provenance[0]?.text ?? entity.label);

/**
 * A reviewer's correction in words, as an example for the next extraction with the same ontology:
 * what was wrong and what is right. Modifications that teach nothing about reading a text
 * (a split of one entity's mentions, an undo) give none.
 */
export const correctionOf = ({ action, before }: ReviewedModification): string | null => {
  const entities = before.entities.map((row) => row.data);
  switch (action.type) {
    case 'rename': {
      const entity = entities[0];
      if (!entity || entity.label === action.label) return null;
      return `The ${entity.class_name} written ${wordsOf(entity)} is labelled ${JSON.stringify(action.label)}, not ${JSON.stringify(entity.label)}.`;
    }
    case 'delete': {
      const lines = [
        ...entities.map(
          (entity) => `${wordsOf(entity)} is not a ${entity.class_name}: do not extract it.`,
        ),
        ...before.relations.map(
          ({ data }) =>
            `The words ${quote(data.provenance[0]?.text)} do not state ${data.relation_name}.`,
        ),
      ];
      return lines.length > 0 ? lines.join(' ') : null;
    }
    case 'merge': {
      if (entities.length < 2) return null;
      const kept = action.label ?? entities[0]!.label;
      return `${entities.map((e) => JSON.stringify(e.label)).join(' and ')} are one ${entities[0]!.class_name}, labelled ${JSON.stringify(kept)}.`;
    }
    case 'edit': {
      const entity = entities[0];
      if (!entity) return null;
      const values = Object.entries(action.properties)
        .map(([name, list]) => `${name} = ${list.length === 0 ? 'none' : JSON.stringify(list)}`)
        .join(', ');
      return values
        ? `For the ${entity.class_name} ${JSON.stringify(entity.label)} the text gives ${values}.`
        : null;
    }
    default:
      return null;
  }
};

/** The corrections of the newest modifications first, each once, at most `MAX_CORRECTIONS`. */
export const correctionsFrom = (newestFirst: ReviewedModification[]): string[] => {
  const lines: string[] = [];
  for (const modification of newestFirst) {
    const line = correctionOf(modification);
    if (line && !lines.includes(line)) lines.push(line.slice(0, 600));
    if (lines.length === MAX_CORRECTIONS) break;
  }
  return lines;
};
