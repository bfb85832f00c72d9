import type { OntologyRelation } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import { isRoleWord, lexiconTags } from './names';
import type { RelationMention } from './relations';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';

/**
 * A post held at an organisation, said by the post rather than a verb: "she later spent four
 * years as a sub-editor at the Island Herald", "took a job as a signal clerk with the Coastal
 * Railway Corporation", "began as an assistant editor at Estudios Tapatío", "eight years as a
 * correspondent for the Irish National Wire". The one who holds it is the clause's person (a
 * name or a pronoun standing for one) before "as", else the one the document is about; the
 * relation is the one from a person's class to an organisation's that speaks of work.
 */

// "as a sub-editor at", "as its director of", "as second guitarist with": the post's words, the
// last a noun for what a person does, then the preposition before the organisation.
const POST =
  /\bas[ \u00a0]+(?:(?:a|an|the|its|their|his|her)[ \u00a0]+)?((?:[\p{L}'’-]+[ \u00a0]+){0,3}?[\p{L}'’-]+)[ \u00a0]+(?:at|with|for|of|in)[ \u00a0]+(?:the[ \u00a0]+)?$/iu;

const STUDYING = /\b(?:train\w*|stud\w*|qualif\w*|enrol\w*|graduat\w*|learn\w*)\b[^.;]*$/iu;

// Words for posts the lexicon does not call actors.
const POST_NOUNS = new Set(
  'clerk intern trainee apprentice fellow postdoc lecturer professor chair head coach captain player member staff partner associate consultant registrar resident correspondent columnist anchor host'.split(
    ' ',
  ),
);

/** A noun for what a person does: "sub-editor", "analyst", "registrar", "signal clerk". */
const isPostNoun = (words: string): boolean => {
  const last = words
    .split(/[ \u00a0]+/)
    .at(-1)!
    .toLowerCase();
  const head = last.split('-').at(-1)!;
  return (
    isRoleWord(head) ||
    POST_NOUNS.has(head) ||
    /.{3}(?:ist|ian)$/u.test(head) ||
    lexiconTags(head).includes('Actor') ||
    (/.{3}(?:er|or)$/u.test(head) && !lexiconTags(head).includes('Comparative'))
  );
};

/** The relation from a person's class to an organisation's that speaks of work, if one does. */
export const workRelation = (
  relations: OntologyRelation[],
  kinds: ReadonlyMap<string, string>,
): OntologyRelation | undefined => {
  const work = relations.filter(
    (r) =>
      kinds.get(r.source) === 'person' &&
      kinds.get(r.target) === 'organization' &&
      [r.name, r.description ?? '', ...r.cues].some((w) =>
        /\b(?:work|works|worked|employ\w*|job|staff|role|post|affiliat\w*)\b/iu.test(w),
      ),
  );
  return work.length === 1 ? work[0] : undefined;
};

export const postsAt = (
  text: string,
  sentences: Span[],
  mentions: Mention[],
  relation: OntologyRelation,
  subjects: ReadonlyMap<string, Mention>,
): RelationMention[] => {
  const found: RelationMention[] = [];
  for (const organisation of mentions) {
    if (organisation.class_name !== relation.target) continue;
    const sentence = sentences[sentenceOf(sentences, organisation.start)];
    if (!sentence) continue;
    const before = text.slice(
      Math.max(sentence.start, organisation.start - 80),
      organisation.start,
    );
    const post = POST.exec(before);
    if (!post || !isPostNoun(post[1]!)) continue;
    const asAt = organisation.start - before.length + post.index;
    // "trained as a pianist at the Conservatory": what one studies to become.
    if (STUDYING.test(text.slice(Math.max(sentence.start, asAt - 30), asAt))) continue;
    const holder =
      mentions
        .filter(
          (m) =>
            m.class_name === relation.source &&
            m.start >= sentence.start &&
            m.end <= asAt &&
            !m.possessive,
        )
        .at(-1) ?? subjects.get(relation.source);
    if (!holder || holder.start > organisation.start) continue;
    found.push({
      relation,
      source: holder,
      target: organisation,
      start: holder.end <= asAt && holder.start >= sentence.start ? holder.start : asAt,
      end: organisation.end,
      confidence: 0.5,
    });
  }
  return found;
};
