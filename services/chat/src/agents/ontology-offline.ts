import type { OntologyModification } from '@ontoloom/contract';
import type { ReplySession } from './agent';
import { listCollections, readSamples, readVersion } from './ontology-tools';

/** What the offline ontology assistant understands, as `help` lists it. */
export const OFFLINE_ONTOLOGY_HELP = [
  'I am the offline ontology assistant: no language model is configured, so I understand these commands only:',
  '- add class Supplier with properties name, country',
  '- rename class Supplier to Vendor',
  '- remove class Supplier',
  '- describe class Supplier as A company that sells to us',
  '- add relation supplies from Supplier to Buyer',
  '- propose an ontology from collection <collection name>',
  '- help',
  'Each command is proposed as a change you can apply as a new version or discard; I never change the ontology myself.',
].join('\n');

const IDENTIFIER = '([A-Za-z][A-Za-z0-9_]*)';
const commands: {
  pattern: RegExp;
  build(match: RegExpMatchArray): { modification: OntologyModification; summary: string };
}[] = [
  {
    pattern: new RegExp(`^add (?:a )?class ${IDENTIFIER}(?: with propert(?:y|ies) (.+))?$`, 'i'),
    build: ([, name = '', list]) => {
      const properties = (list ?? '')
        .split(/\s*(?:,|\band\b)\s*/i)
        .map((property) => property.trim().replace(/\s+/g, '_'))
        .filter(Boolean);
      return {
        modification: {
          op: 'add_class',
          class: {
            name,
            description: '',
            aliases: [],
            examples: [],
            patterns: [],
            properties: properties.map((property) => ({
              name: property,
              type: 'string',
              description: '',
              required: false,
              multiple: false,
              identifying: false,
            })),
          },
        },
        summary: `Add class ${name}${properties.length ? ` with ${properties.join(', ')}` : ''}`,
      };
    },
  },
  {
    pattern: new RegExp(`^rename class ${IDENTIFIER} to ${IDENTIFIER}$`, 'i'),
    build: ([, from = '', to = '']) => ({
      modification: { op: 'rename_class', class_name: from, new_name: to },
      summary: `Rename class ${from} to ${to}`,
    }),
  },
  {
    pattern: new RegExp(`^(?:remove|delete) class ${IDENTIFIER}$`, 'i'),
    build: ([, name = '']) => ({
      modification: { op: 'remove_class', class_name: name },
      summary: `Remove class ${name}`,
    }),
  },
  {
    pattern: new RegExp(`^describe class ${IDENTIFIER} as (.+)$`, 'is'),
    build: ([, name = '', description = '']) => ({
      modification: {
        op: 'update_class',
        class_name: name,
        changes: { description: description.trim() },
      },
      summary: `Describe class ${name}`,
    }),
  },
  {
    pattern: new RegExp(`^add relation ${IDENTIFIER} from ${IDENTIFIER} to ${IDENTIFIER}$`, 'i'),
    build: ([, name = '', source = '', target = '']) => ({
      modification: {
        op: 'add_relation',
        relation: { name, source, target, description: '', cues: [] },
      },
      summary: `Add relation ${name} from ${source} to ${target}`,
    }),
  },
];

/** Words that start sentences or are otherwise capitalized without naming a kind of thing. */
const STOP = new Set(
  'The A An This That These Those It We You They He She I In On At For From To Of And Or But If Then When While With By As Is Are Was Were Be Our Your Their His Her Its Mr Mrs Ms Dr Inc Ltd'.split(
    ' ',
  ),
);
/** Known patterns: a capitalized phrase ending in one of these words names a kind of thing. */
const KIND_WORDS: Record<string, string> = {
  Inc: 'Organization',
  Ltd: 'Organization',
  Corp: 'Organization',
  GmbH: 'Organization',
  SA: 'Organization',
  University: 'Organization',
  Bank: 'Organization',
  Company: 'Organization',
  City: 'Place',
  Street: 'Place',
  Avenue: 'Place',
};

/**
 * Classes for capitalized noun phrases of the samples: a phrase ending in a known word
 * ("Acme Corp") suggests its kind (Organization), else the most frequent single capitalized words
 * become candidate classes. Honest and simple: a starting point to edit, not an analysis.
 */
export function classesFromText(texts: string[], existing: Set<string>): string[] {
  const kinds = new Map<string, number>();
  const words = new Map<string, number>();
  for (const text of texts) {
    for (const phrase of text.match(/\b[A-Z][a-z]+(?:\s+[A-Z][A-Za-z]+)*\b/g) ?? []) {
      const parts = phrase.split(/\s+/);
      const kind = KIND_WORDS[parts.at(-1) ?? ''];
      if (kind) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      else if (parts.length === 1 && !STOP.has(phrase))
        words.set(phrase, (words.get(phrase) ?? 0) + 1);
    }
  }
  const frequent = [...words.entries()]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1]);
  return [...kinds.keys(), ...frequent.map(([word]) => word)]
    .filter((name) => !existing.has(name))
    .slice(0, 8);
}

export async function offlineOntologyReply(input: string, session: ReplySession): Promise<void> {
  const say = (text: string) => session.sink.delta(text);
  const text = input.trim().replace(/[.!]+$/, '');
  if (/^(help|\?|what can you do\??)$/i.test(text)) return say(OFFLINE_ONTOLOGY_HELP);

  const fromCollection = /^propose an ontology from (?:the )?collection (.+)$/i.exec(text);
  if (fromCollection) {
    const wanted = (fromCollection[1] ?? '').trim().replace(/^["“']|["”']$/g, '');
    await session.callTool('list_collections', {});
    const collection = (await listCollections(session)).find(
      (c) => c.name.toLowerCase() === wanted.toLowerCase(),
    );
    if (!collection) return say(`I found no collection named "${wanted}" in this project.`);
    await session.callTool('read_sample_documents', { collection_id: collection.id, limit: 3 });
    const { samples } = await readSamples(session, collection.id, 3);
    if (samples.length === 0) {
      return say(
        `I could not read any text in "${collection.name}": offline, I read plain text, Markdown and HTML documents only.`,
      );
    }
    const version = await readVersion(session);
    const names = classesFromText(
      samples.map((sample) => sample.text),
      new Set(version.content.classes.map((c) => c.name)),
    );
    if (names.length === 0) return say('I found no candidate classes in the sample documents.');
    const modifications: OntologyModification[] = names.map((name) => ({
      op: 'add_class',
      class: { name, description: '', aliases: [], examples: [], patterns: [], properties: [] },
    }));
    say(
      `From ${samples.length} sample document(s) of "${collection.name}" I propose ${names.length} class(es): ${names.join(', ')}. They come from capitalized words, so review them before applying.`,
    );
    await session.callTool('propose_modifications', {
      summary: `Classes from collection ${collection.name}`,
      modifications,
    });
    return;
  }

  for (const command of commands) {
    const match = text.match(command.pattern);
    if (!match) continue;
    const { modification, summary } = command.build(match);
    const outcome = await session.callTool('propose_modifications', {
      summary,
      modifications: [modification],
    });
    return say(
      outcome.proposal
        ? `${summary}: here is the change. Apply it as a new version or discard it.`
        : `I cannot propose that: ${outcome.content.replace(/^Invalid proposal: /, '')}`,
    );
  }
  say(`I can't do that offline.\n\n${OFFLINE_ONTOLOGY_HELP}`);
}
