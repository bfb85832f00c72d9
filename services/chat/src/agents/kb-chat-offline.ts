import {
  kbSearchTerms,
  type KbSearchResult,
  type OntologyClass,
  type OntologyDocument,
  type OntologyRelation,
} from '@ontoloom/contract';
import type { ReplySession } from './agent';
import { citeEntity, citePassage, listKbEntities, readKbOntology, searchKb } from './kb-tools';

export const OFFLINE_KB_HELP = [
  'I am the offline knowledge-base assistant: no language model is configured, so I answer from this knowledge base only, with the sources I used:',
  '- about one entity: "Tell me about Acme Corp"',
  '- along a relation: "Who works for Acme Corp?", "Where is Globex headquartered?"',
  '- about a class: "Which companies are there?", "How many people?"',
  'I search labels, property values and source passages; when I find nothing I say so.',
].join('\n');

/** Lower case, accents off: how mentions are compared. */
export const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[’']s\b/g, '');

const wordsOf = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** "JobTitle", "job_title" → "job title". */
const spaced = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

const plurals = (phrase: string) => {
  const forms = [phrase];
  if (/[^aeiou]y$/.test(phrase)) forms.push(`${phrase.slice(0, -1)}ies`);
  else if (/(s|x|ch|sh)$/.test(phrase)) forms.push(`${phrase}es`);
  else forms.push(`${phrase}s`);
  return forms;
};

/** Irregular plurals of common class names. */
const IRREGULAR: Record<string, string[]> = {
  person: ['people', 'persons'],
  city: ['cities'],
  company: ['companies'],
};

const has = (words: string[], phrase: string) => {
  const wanted = wordsOf(phrase);
  if (wanted.length === 0) return false;
  return words.some((_, start) => wanted.every((word, i) => words[start + i] === word));
};

/** The words of a phrase a stem of whose first word ("founded" → "found") the question holds. */
const stemOf = (word: string) => word.slice(0, Math.max(Math.min(word.length, 4), word.length - 2));

export type Question = {
  count: boolean;
  classes: OntologyClass[];
  relation: OntologyRelation | null;
  /** Words left once class and relation words are taken out: what names an entity. */
  rest: string[];
};

/** What a question asks, read against the ontology: a count, classes, a relation, names. */
/** The phrases that name a class: its name, label and aliases, singular and plural. */
export const classForms = (candidate: OntologyClass) =>
  [candidate.name, candidate.label ?? '', ...candidate.aliases]
    .filter(Boolean)
    .map(spaced)
    .flatMap((name) => [...plurals(name), ...(IRREGULAR[name] ?? [])]);

/** The class a phrase names ("organizations", "Company"), if any. */
export const classNamed = (phrase: string, ontology: OntologyDocument) =>
  ontology.classes.find((candidate) =>
    classForms(candidate).some((form) => wordsOf(form).join(' ') === wordsOf(phrase).join(' ')),
  );

/** The property of a class a phrase names ("city", "founding year"), if any. */
export const propertyNamed = (phrase: string, owner: OntologyClass | undefined) =>
  owner?.properties.find((property) =>
    plurals(spaced(property.name)).some(
      (form) => wordsOf(form).join(' ') === wordsOf(phrase).join(' '),
    ),
  );

export function readQuestion(text: string, ontology: OntologyDocument): Question {
  const words = wordsOf(text);
  const used = new Set<string>();
  const classes = ontology.classes.filter((candidate) => {
    const form = classForms(candidate).find((phrase) => has(words, phrase));
    if (form) for (const word of wordsOf(form)) used.add(word);
    return Boolean(form);
  });
  let relation: OntologyRelation | null = null;
  for (const candidate of ontology.relations) {
    const phrases = [spaced(candidate.name), ...candidate.cues.map((cue) => cue.toLowerCase())];
    const phrase = phrases.find((p) => has(words, p));
    if (phrase) {
      relation = candidate;
      for (const word of wordsOf(phrase)) used.add(word);
      break;
    }
    const stem = stemOf(wordsOf(spaced(candidate.name))[0] ?? '');
    const word = stem.length >= 3 ? words.find((w) => w.startsWith(stem)) : undefined;
    if (word) {
      relation = candidate;
      used.add(word);
      break;
    }
  }
  const count = /\b(how many|number of|count|combien)\b/.test(fold(text));
  const rest = kbSearchTerms(text).filter((term) => !used.has(fold(term)));
  return { count, classes, relation, rest };
}

type Entity = KbSearchResult['entities'][number];

/** Entities the question names: every word of the label is in the question. */
export function mentioned(text: string, entities: Entity[]): Entity[] {
  const words = wordsOf(text);
  return entities.filter((entity) => {
    const label = wordsOf(entity.label);
    return label.length > 0 && has(words, label.join(' '));
  });
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The offline KB chat: reads the question against the ontology, searches the knowledge base for
 * the names it holds, follows the asked relation in the graph, and answers only with what it
 * found, each fact with its [n] sources. Says so when it finds nothing.
 */
export async function offlineKbReply(input: string, session: ReplySession): Promise<void> {
  const say = (text: string) => session.sink.delta(text);
  const text = input.trim();
  if (/^(help|\?|what can you do\??)$/i.test(text)) return say(OFFLINE_KB_HELP);
  const { kb, ontology } = await readKbOntology(session);
  session.note('describe_knowledge_base', {}, `Read ${kb.name}`);
  const question = readQuestion(text, ontology);

  let found: KbSearchResult | null = null;
  let anchors: Entity[] = [];
  if (question.rest.length > 0) {
    const query = question.rest.join(' ');
    found = await searchKb(session, query, undefined, 20);
    session.note(
      'search_knowledge_base',
      { query },
      `${found.entities.length} entities, ${found.relations.length} relations`,
    );
    anchors = mentioned(text, found.entities);
    // Else the best match, when its label holds every word the question names it by.
    const [best] = found.entities;
    if (anchors.length === 0 && best) {
      const label = new Set(wordsOf(best.label));
      if (question.rest.every((term) => label.has(fold(term)))) {
        anchors = found.entities.filter((entity) => fold(entity.label) === fold(best.label));
      }
    }
  }

  if (anchors.length > 0 && found) {
    const labels = new Set(anchors.map((anchor) => fold(anchor.label)));
    const ids = new Set(anchors.map((anchor) => anchor.id));
    const main = anchors.find((anchor) => labels.has(fold(anchor.label)))!;
    const touching = found.relations.filter(
      (relation) => ids.has(relation.source.id) || ids.has(relation.target.id),
    );
    if (question.relation) {
      const name = question.relation.name;
      const wantedClass = question.classes.find((c) => c.name !== main.class_name)?.name;
      const facts = touching
        .filter((relation) => relation.relation_name === name)
        .map((relation) => ({
          relation,
          other: ids.has(relation.source.id) ? relation.target : relation.source,
        }))
        .filter(({ other }) => !wantedClass || other.class_name === wantedClass);
      const anchorRef = `${main.label} [${citeEntity(session, main)}]`;
      if (facts.length === 0) {
        return say(
          `I found ${anchorRef} in this knowledge base, but no “${name}” relation for it${wantedClass ? ` with a ${wantedClass}` : ''}.`,
        );
      }
      // Each fact as the relation reads, source first: "Maria Lopez works for Acme Corp".
      const phrase = spaced(name);
      const lines = facts.map(({ relation, other }) => {
        const passage = relation.passages[0];
        const otherRef = `${other.label} [${citeEntity(session, other)}]`;
        const fact = ids.has(relation.source.id)
          ? `${anchorRef} ${phrase} ${otherRef}`
          : `${otherRef} ${phrase} ${anchorRef}`;
        return `- ${fact}${passage ? `: “${passage.provenance.text.trim()}” [${citePassage(session, passage)}]` : ''}`;
      });
      const distinct = [...new Set(facts.map(({ other }) => other.label))];
      return say(
        [
          question.count
            ? `${distinct.length} ${distinct.length === 1 ? 'entity is' : 'entities are'} linked to ${main.label} by “${phrase}”: ${list(distinct)}.`
            : `${list(distinct)}.`,
          ...lines,
        ].join('\n'),
      );
    }
    // No relation asked: what the knowledge base holds about the entity.
    const properties = Object.entries(main.properties)
      .filter(([, values]) => values.length > 0)
      .map(([property, values]) => `- ${property}: ${values.join(', ')}`);
    const facts = touching.slice(0, 10).map((relation) => {
      const passage = relation.passages[0];
      const outgoing = ids.has(relation.source.id);
      const other = outgoing ? relation.target : relation.source;
      return `- ${outgoing ? `${relation.relation_name} → ` : `← ${relation.relation_name} `}${other.label} [${citeEntity(session, other)}]${passage ? ` [${citePassage(session, passage)}]` : ''}`;
    });
    const mention = found.passages.find((passage) => passage.entity_id === main.id);
    return say(
      [
        `${main.label} [${citeEntity(session, main)}] is a ${main.class_name}${mention ? ` (mentioned in ${mention.document_name} [${citePassage(session, mention)}])` : ''}.`,
        ...properties,
        ...facts,
      ].join('\n'),
    );
  }

  const [wanted] = question.classes;
  if (wanted && question.rest.length === 0) {
    const page = await listKbEntities(session, wanted.name, 20);
    session.note(
      'list_entities',
      { class_name: wanted.name },
      `${page.total} ${wanted.name} entities`,
    );
    if (page.total === 0) return say(`This knowledge base holds no ${wanted.name} entities.`);
    const names = page.items.map((entity) => `${entity.label} [${citeEntity(session, entity)}]`);
    const more =
      page.total > page.items.length ? `, and ${page.total - page.items.length} more` : '';
    return say(
      `This knowledge base holds ${page.total} ${wanted.name} ${page.total === 1 ? 'entity' : 'entities'}: ${names.join(', ')}${more}.`,
    );
  }

  // Near matches only for a bare name: a relation asked of an entity the knowledge base does not
  // hold has no answer, whatever shares a word with it ("Zorblax Industries", "Vandelay Industries").
  if (found && found.entities.length > 0 && !question.relation) {
    const lines = found.entities.slice(0, 5).map((entity) => {
      const passage = found.passages.find((p) => p.entity_id === entity.id);
      return `- ${entity.label} [${citeEntity(session, entity)}] (${entity.class_name})${passage ? `: “${passage.provenance.text.trim()}” [${citePassage(session, passage)}]` : ''}`;
    });
    return say(
      [
        `Nothing here is named exactly that. The closest entries for “${found.terms.join(' ')}”:`,
        ...lines,
      ].join('\n'),
    );
  }
  if (question.rest.length > 0) {
    return say(
      `I found nothing about “${question.rest.join(' ')}” in this knowledge base, so I cannot answer that from it.`,
    );
  }
  return say(
    `I could not tell what to look for. Ask about an entity by name, a class (${ontology.classes.map((c) => c.name).join(', ')}) or a relation (${ontology.relations.map((r) => r.name).join(', ') || 'none'}).`,
  );
}
