import type { OntologyRelation } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import type { RelationMention } from './relations';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';
import { REFERENCE_YEAR } from './works';

/**
 * The works a document about one person names are that person's, where nothing names another
 * maker: a biography's "The cycle closed with Maré Baixa (1971)", "His last recording, Homecoming
 * Suite, appeared in 2009", "Her debut feature, El Último Tranvía (1989), won …". Through the one
 * relation from a person's class to a class of works, each work nothing relates yet goes to the
 * one the document is about, unless its sentence gives it to someone else ("the collection by her
 * husband, the poet Julien Castagnède", "a novel by Ana Lima").
 */

// "by her husband", "by the poet …", "by Ana Lima": the work is someone else's.
const BY_ANOTHER = /^[^.;]{0,40}?\bby[ \u00a0]+(?:(?:the|her|his|their|a|an)[ \u00a0]+)?/iu;

// "written for the mezzo-soprano", "dedicated to", "about": whom a work is for or about.
const FOR_SOMEONE =
  /\b(?:for|to|about)[ \u00a0]+(?:(?:the|her|his|their|a|an)[ \u00a0]+)?(?:[\p{Ll}-]+[ \u00a0]+)?$/u;

export const subjectWorks = (
  text: string,
  sentences: Span[],
  mentions: Mention[],
  relation: OntologyRelation,
  subject: Mention | undefined,
  found: RelationMention[],
): RelationMention[] => {
  if (!subject) return [];
  const made = new Set(found.filter((r) => r.relation === relation).map((r) => r.target.label));
  const added: RelationMention[] = [];
  for (const work of mentions) {
    if (work.class_name !== relation.target || made.has(work.label)) continue;
    const sentence = sentences[sentenceOf(sentences, work.start)];
    const after = text.slice(work.end, Math.min(sentence?.end ?? text.length, work.end + 80));
    if (BY_ANOTHER.test(after)) continue;
    // "Nine Winters, written for the mezzo-soprano Dilnaz Abenova": the one it is for, to or
    // about is not its maker here.
    if (
      sentence &&
      mentions.some(
        (m) =>
          m.label === subject.label &&
          m.start >= sentence.start &&
          m.end <= sentence.end &&
          FOR_SOMEONE.test(text.slice(Math.max(sentence.start, m.start - 40), m.start)),
      )
    )
      continue;
    added.push({
      relation,
      source: subject,
      target: work,
      start: work.start,
      end: work.end,
      confidence: 0.4,
    });
  }
  return added;
};

// A reference's year and its title's opening quote: "(2011). "", "(2016). ".
const BEFORE_REFERENCE_TITLE = new RegExp(String.raw`${REFERENCE_YEAR}["“]?$`, 'u');
// An author of a reference: "Baek, S.", "Pereira-Lund, A.", "van Dijk, J. P.".
const REFERENCE_AUTHOR = /(\p{Lu}[\p{L}'’-]+),[ \u00a0]*\p{Lu}\./gu;

/**
 * A reference list's authors made its titles: in "- Baek, S., Cho, M. & Pereira-Lund, A. (2016).
 * "Benthic Iron Fluxes …"", each surname the document names in full (Min-jun Cho, Ana
 * Pereira-Lund) wrote the work, through the one relation from people to works.
 */
export const referenceAuthors = (
  text: string,
  mentions: Mention[],
  relation: OntologyRelation,
): RelationMention[] => {
  const people = mentions.filter(
    (m) => m.class_name === relation.source && m.source !== 'coreference' && /\s/u.test(m.label),
  );
  const added: RelationMention[] = [];
  for (const work of mentions) {
    if (work.class_name !== relation.target) continue;
    const lineStart = text.lastIndexOf('\n', work.start - 1) + 1;
    const before = text.slice(lineStart, work.start);
    if (!BEFORE_REFERENCE_TITLE.test(before)) continue;
    for (const author of before.matchAll(REFERENCE_AUTHOR)) {
      const surname = author[1]!;
      const named = new Set(
        people
          .filter((p) => p.label === surname || p.label.endsWith(` ${surname}`))
          .map((p) => p.label),
      );
      if (named.size !== 1) continue;
      const person = people.find((p) => named.has(p.label))!;
      added.push({
        relation,
        source: person,
        target: work,
        start: lineStart + author.index,
        end: work.end,
        confidence: 0.5,
      });
    }
  }
  return added;
};
