import type { OntologyClass } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import { tally } from './mentions';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';
import { classKind, escapeRegExp, VALUE_KINDS } from '@ontoloom/contract/domain';
import { isVerb, lexiconTags } from './names';

// Values are not referred back to by "it".

// Possessives too: "Its founder, Pieter Veldkamp" and "her husband, Duarte Lobo" state relations
// of the entity they refer to (relations pair a cue with the mentions nearest to it, so "her
// student" does not make the student hers).
const PERSON_PRONOUN = /^(?:he|she|him|his|her)$/i;
const THING_PRONOUN = /^(?:it|its)$/i;
const PRONOUNS = String.raw`he|she|him|his|her|it|its`;
/** The pronouns only a clause's subject takes. */
const NOMINATIVE = /^(?:he|she)$/i;
// How far back an antecedent may be, in sentences, inside the same paragraph.
const MAX_SENTENCE_DISTANCE = 2;
const CONFIDENCE_FACTOR = 0.8;

type Anaphor = {
  start: number;
  end: number;
  classes: ReadonlySet<string>;
  possessive: boolean;
  /** "he", "him", "his": male; "she", "her": female. */
  gender?: 'male' | 'female';
  /** A definite class noun ("the company"), not a pronoun. */
  noun?: boolean;
};

/** Whether a person's given name, as the lexicon knows it, contradicts the pronoun's gender. */
const otherGender = (label: string, gender: 'male' | 'female' | undefined): boolean => {
  if (!gender) return false;
  const tags = lexiconTags(label.split(/[ \u00a0]+/)[0]!);
  const female = tags.includes('FemaleName');
  const male = tags.includes('MaleName');
  return gender === 'male' ? female && !male : male && !female;
};

// "her" owns what follows when a noun follows ("her husband"), not a word like "and" or "to".
const POSSESSED =
  /^\s+(?!(?:and|or|to|in|at|for|with|from|by|on|as|that|when|after|before|but|was|is|had|has|the|a|an)\b)[\p{Ll}\p{N}]/u;

/**
 * Small, deterministic coreference within a paragraph: pronouns ("She", "he", "it") and definite
 * class nouns ("The company", "this drug", from the ontology's class labels and aliases) become
 * mentions of the most salient earlier mention of a compatible class, so a cue phrase next to
 * them ("The firm was started by …") attaches to a named entity. Salience: a subject (the first
 * mention of its sentence that is not a modifier of the next, as "Tokyo" in "the Tokyo firm
 * Hoshino") outranks a nearer non-subject by one sentence; ties go to the nearest. For "he" and
 * "she", the pronouns already resolved are mentions too, "he" and "she" subjects.
 */
export class CoreferenceResolver {
  private readonly definite: RegExp | null;
  private readonly aliasClasses = new Map<string, Set<string>>();
  private readonly thingClasses: Set<string>;
  /** Classes of organisations: what has officers ("its general manager"). */
  private readonly organizationClasses: Set<string>;
  private readonly productClasses: Set<string>;

  constructor(
    classes: OntologyClass[],
    private readonly personClasses: ReadonlySet<string>,
  ) {
    for (const cls of classes)
      for (const alias of [cls.label, ...cls.aliases]) {
        const key = alias.toLowerCase();
        const set = this.aliasClasses.get(key) ?? new Set<string>();
        set.add(cls.name);
        this.aliasClasses.set(key, set);
      }
    const aliases = [...this.aliasClasses.keys()].sort((a, b) => b.length - a.length);
    this.definite =
      aliases.length > 0
        ? new RegExp(
            String.raw`\b(?:the|this|that)\s+(?:[\p{L}-]+\s+){0,2}?(${aliases.map(escapeRegExp).join('|')})\b|\b(${PRONOUNS})\b`,
            'giu',
          )
        : new RegExp(String.raw`\b(${PRONOUNS})\b`, 'gi');
    this.organizationClasses = new Set(
      classes.filter((c) => classKind(c) === 'organization').map((c) => c.name),
    );
    this.productClasses = new Set(
      classes.filter((c) => classKind(c) === 'product').map((c) => c.name),
    );
    this.thingClasses = new Set(
      classes
        .filter((c) => !personClasses.has(c.name) && !VALUE_KINDS.has(classKind(c)))
        .map((c) => c.name),
    );
  }

  resolve(text: string, sentences: Span[], mentions: Mention[]): Mention[] {
    const plural = this.plural(text, mentions);
    const anaphors = this.anaphors(text, mentions);
    if (anaphors.length === 0) return plural;
    const subjects = subjectMentions(text, sentences, mentions, this.aliasClasses);
    const added: Mention[] = [];
    for (const anaphor of anaphors) {
      const paragraphStart = text.lastIndexOf('\n\n', anaphor.start) + 1;
      const at = sentenceOf(sentences, anaphor.start);
      // "This deed and any dispute arising from it are governed by …": "it" is the document its
      // sentence opens with, no party.
      const sentenceStart = sentences[at]?.start ?? 0;
      if (
        !anaphor.noun &&
        anaphor.classes !== this.personClasses &&
        DOCUMENT_SUBJECT.test(text.slice(sentenceStart, anaphor.start)) &&
        !mentions.some((m) => m.start >= sentenceStart && m.end <= anaphor.start)
      )
        continue;
      let best: { mention: Mention; score: number } | null = null;
      // The pronouns already read count as mentions of theirs: "he" is a subject, so in "…
      // where he studied with Idris Meredith, and in 1954 he joined …" the second "he" goes on
      // with the first, not to the nearer name that is no subject.
      const person = anaphor.classes === this.personClasses;
      const candidates = [
        ...mentions,
        ...added.filter((m) => person && m.end <= anaphor.start),
      ].sort((a, b) => a.start - b.start);
      for (const mention of candidates) {
        if (mention.end > anaphor.start) break;
        if (mention.start < paragraphStart || !anaphor.classes.has(mention.class_name)) continue;
        if (otherGender(mention.label, anaphor.gender)) continue;
        // "him" and "her" are not the one whose verb governs them: in "the screenwriter Tomás
        // Arreola, who co-wrote Los Hijos del Viento with her", "her" is someone else.
        if (
          !anaphor.possessive &&
          OBJECT_PRONOUN.test(text.slice(anaphor.start, anaphor.end)) &&
          mention.source !== 'coreference' &&
          OWN_CLAUSE.test(text.slice(mention.end, anaphor.start))
        )
          continue;
        const distance = at - sentenceOf(sentences, mention.start);
        if (distance > MAX_SENTENCE_DISTANCE) continue;
        const subject =
          mention.source !== 'coreference'
            ? subjects.has(mention) &&
              // A pronoun read before it in its sentence is the subject: "Over the following
              // seasons he formed a partnership with the winger Sándor Vérhalmi".
              !added.some(
                (a) =>
                  a.start < mention.start &&
                  sentenceOf(sentences, a.start) === sentenceOf(sentences, mention.start),
              )
            : NOMINATIVE.test(text.slice(mention.start, mention.end)) ||
              // "the Supplier shall …": a definite noun opening its sentence.
              !candidates.some(
                (m) =>
                  m.start < mention.start &&
                  sentenceOf(sentences, m.start) === sentenceOf(sentences, mention.start),
              );
        const score = (subject ? 1 : 0) - distance;
        if (!best || score >= best.score) best = { mention, score };
      }
      // In apposition, the name just before: "Pagolibre, the Valparaíso start-up".
      // Not a new clause's subject: "…, Grupo Tavares, the Karvali-based company said".
      const appositive =
        anaphor.noun && !REPORTING_AFTER.test(text.slice(anaphor.end, anaphor.end + 16))
          ? mentions
              .filter(
                (m) =>
                  m.end <= anaphor.start &&
                  anaphor.classes.has(m.class_name) &&
                  APPOSITION_GAP.test(text.slice(m.end, anaphor.start)),
              )
              .at(-1)
          : undefined;
      if (appositive) best = { mention: appositive, score: Infinity };
      // A paragraph that opens with "She" is about the one the document is about: the person
      // named most often before it (counting the pronouns already read as them: "Teixeira"
      // twice does not outweigh "Carvalhal Mota" once and "she" four times), when one is named
      // more often than any other. So is "the
      // company" with no company named in its paragraph ("Adeyemi-Clarke, 41, the company's
      // chief executive, is unruffled" at the end of a report on Kobowise).
      if (!best && (anaphor.classes === this.personClasses || anaphor.noun)) {
        const topic = topicBefore(
          anaphor.noun ? mentions : [...mentions, ...added],
          anaphor.start,
          anaphor.classes,
          anaphor.gender,
          anaphor.noun,
        );
        if (topic) best = { mention: topic, score: 0 };
      }
      if (!best) continue;
      added.push({
        ...best.mention,
        start: anaphor.start,
        end: anaphor.end,
        confidence: best.mention.confidence * CONFIDENCE_FACTOR,
        source: 'coreference',
        possessive: anaphor.possessive,
      });
    }
    return [...added, ...plural];
  }

  /**
   * Names nothing typed that a definite noun of an organisation's class refers back to: in
   * "Brunnhof Confiseur slid 5.6% after the Rheinwil-based chocolate maker cut its forecast",
   * "the chocolate maker" can only be Brunnhof Confiseur, so it is of the class "maker" names.
   * The name must be its sentence's first or stand in apposition ("Brunnhof Confiseur, the chocolate
   * maker"), in the sentence of the noun or the one before, with no name of that class between.
   */
  describedNames(
    text: string,
    sentences: Span[],
    mentions: Mention[],
    untyped: { start: number; end: number }[],
  ): Mention[] {
    if (untyped.length === 0 || this.organizationClasses.size === 0) return [];
    const added: Mention[] = [];
    for (const anaphor of this.anaphors(text, mentions)) {
      // "the chocolate maker" as news writes it, not a contract's defined "the Customer".
      if (
        !anaphor.noun ||
        !/^\p{Ll}/u.test(
          text.slice(anaphor.start, anaphor.end).replace(/^(?:the|this|that)\s+/i, ''),
        )
      )
        continue;
      const classes = [...anaphor.classes].filter((c) => this.organizationClasses.has(c));
      if (classes.length !== 1) continue;
      const at = sentenceOf(sentences, anaphor.start);
      const paragraphStart = text.lastIndexOf('\n\n', anaphor.start) + 1;
      const name = untyped
        .filter((n) => n.end <= anaphor.start && n.start >= paragraphStart)
        .at(-1);
      if (!name) continue;
      const from = sentenceOf(sentences, name.start);
      if (at - from > 1) continue;
      const between = (m: Mention) => m.start >= name.end && m.end <= anaphor.start;
      if (mentions.some((m) => between(m) && anaphor.classes.has(m.class_name))) continue;
      // The sentence's first name: its subject, most often ("At the other end of the board,
      // Brunnhof Confiseur slid 5.6%").
      const sentenceStart = sentences[from]?.start ?? 0;
      const opens = ![...mentions, ...untyped].some(
        (m) => m.end <= name.start && m.start >= sentenceStart,
      );
      if (!opens && !APPOSITION_GAP.test(text.slice(name.end, anaphor.start))) continue;
      if (added.some((m) => m.start === name.start)) continue;
      added.push({
        class_name: classes[0]!,
        start: name.start,
        end: name.end,
        label: text.slice(name.start, name.end),
        confidence: 0.55,
        source: 'ner',
      });
    }
    return added;
  }

  /**
   * "They", "their", "the couple", "the pair", "both" after two people named together ("Farrokh
   * Rasouli and Kirsten Aalund"): one mention of each at the word, while no one else is named
   * between them and it.
   */
  private plural(text: string, mentions: Mention[]): Mention[] {
    const added: Mention[] = [];
    const people = mentions.filter(
      (m) => this.personClasses.has(m.class_name) && m.source !== 'coreference',
    );
    if (people.length < 2) return added;
    let pair: [Mention, Mention] | null = null;
    let index = 0;
    for (const match of text.matchAll(PLURAL)) {
      for (; index < people.length && people[index]!.end <= match.index; index += 1) {
        const person = people[index]!;
        const previous = people[index - 1];
        if (
          previous &&
          previous.class_name === person.class_name &&
          previous.label !== person.label &&
          PAIR_GAP.test(text.slice(previous.end, person.start))
        )
          pair = [previous, person];
        else if (pair && !pair.some((p) => p.label === person.label)) pair = null;
      }
      if (!pair || match.index - pair[1].end > PLURAL_REACH) continue;
      for (const person of pair)
        added.push({
          ...person,
          start: match.index,
          end: match.index + match[0].length,
          confidence: person.confidence * CONFIDENCE_FACTOR,
          source: 'coreference',
          possessive: /^their$/i.test(match[0]),
        });
    }
    return added;
  }

  /** "its older Kestrel line": a product named right after "its", what makes it owns it. */
  private productAfter(text: string, at: number, mentions: Mention[]): boolean {
    const next = mentions.find((m) => m.start >= at);
    return (
      next !== undefined &&
      this.productClasses.has(next.class_name) &&
      /^(?:[ \u00a0]+\p{Ll}[\p{Ll}-]*){0,2}[ \u00a0]+$/u.test(text.slice(at, next.start))
    );
  }

  private anaphors(text: string, mentions: Mention[]): Anaphor[] {
    const found: Anaphor[] = [];
    for (const match of text.matchAll(this.definite!)) {
      const end = match.index + match[0].length;
      const overlaps = (from: number): boolean =>
        mentions.some((m) => m.start < end + 3 && m.end > from);
      // "The firm"; "The Stuttgart-based company" names Stuttgart: there the head noun stands
      // for the entity.
      const start = match[1] && overlaps(match.index) ? end - match[1].length : match.index;
      // "the firm Hoshino Robotics" names its entity: only a bare definite noun refers back. A
      // pronoun before a name ("its Helix chips") still does, unless a name holds it.
      if (match[1] ? overlaps(start) : mentions.some((m) => m.start < end && m.end > start))
        continue;
      let classes: ReadonlySet<string> | undefined;
      if (match[1]) classes = this.aliasClasses.get(match[1].toLowerCase());
      else if (PERSON_PRONOUN.test(match[2]!)) classes = this.personClasses;
      else if (THING_PRONOUN.test(match[2]!))
        // "its general manager, Rodrigo Salinas": what has officers is an organisation.
        classes =
          this.organizationClasses.size > 0 &&
          (OFFICER_AFTER.test(text.slice(end, end + 48)) || this.productAfter(text, end, mentions))
            ? this.organizationClasses
            : this.thingClasses;
      const possessive = match[2]
        ? /^(?:his|its)$/i.test(match[2]) ||
          (/^her$/i.test(match[2]) && POSSESSED.test(text.slice(end, end + 30)))
        : // "the company's TroPass app"
          /^['’]s[ \u00a0]/u.test(text.slice(end, end + 3));
      const gender = !match[2]
        ? undefined
        : /^(?:he|him|his)$/i.test(match[2])
          ? 'male'
          : /^(?:she|her)$/i.test(match[2])
            ? 'female'
            : undefined;
      if (classes && classes.size > 0)
        found.push({ start, end, classes, possessive, gender, noun: !!match[1] });
    }
    return found;
  }
}

const OBJECT_PRONOUN = /^(?:him|her)$/i;
// From a name to a pronoun inside the clause it opens: ", who co-wrote … with", " thanked".
const OWN_CLAUSE =
  /^(?:,[ \u00a0]+who[ \u00a0]+[^,.;:\n]*|[ \u00a0]+\p{Ll}+(?:[ \u00a0]+\p{Ll}+)?[ \u00a0]+)$/u;

// A sentence about the document itself: "This deed and any dispute arising from it", "(c) The
// Agreement and its schedules".
const DOCUMENT_SUBJECT =
  /^(?:\(?[\p{L}\d]{1,4}[.)][ \u00a0]*)?(?:[Tt]his|[Tt]he)[ \u00a0]+(?:\p{Lu}\p{Ll}+[ \u00a0]+){0,3}?(?:[Aa]greement|[Cc]ontract|[Dd]eed|[Ll]ease|[Ll]icen[cs]e|[Oo]rder|[Ll]etter|[Aa]mendment|[Aa]ddendum|[Tt]erm[ \u00a0]+[Ss]heet|[Ff]orm)\b/u;

// ", the Valparaíso start-up": a definite noun right after a name's comma (a mention may stand
// between, as the place in the phrase).
const APPOSITION_GAP =
  /^,[ \u00a0]+(?:(?:the|this)[ \u00a0]+(?:[\p{L}\p{N}'’-]+[ \u00a0]+){0,3})?$/u;

// An officer's title after "its": "its general manager", "its Chief Financial Officer".
const OFFICER_AFTER =
  /^(?:[ \u00a0]+[\p{L}-]+){0,3}?[ \u00a0]+(?:manager|director|officer|president|chair|chairman|chairwoman|chairperson|secretary|treasurer|partner|executive|representative|attorney|signatory|agent|administrator|trustee|liquidator)s?\b/iu;

const REPORTING_AFTER =
  /^[ \u00a0]+(?:said|says|added|announced|reported|told|stated|confirmed|wrote)\b/u;

// "Ann Lee and Tom Hale", "Ann Lee (1920–1990) and Tom Hale (1925–2001)".
const PAIR_GAP = /^[ \u00a0]*(?:\([^()\n]{0,30}\)[ \u00a0]*)?(?:,[ \u00a0]*)?and[ \u00a0]+$/;
const PLURAL = /\b(?:[Tt]hey|[Tt]hem|[Tt]heir|[Tt]he couple|[Tt]he pair|[Tt]he two|[Bb]oth)\b/g;
/** How far after the two are named a plural word may still mean them. */
const PLURAL_REACH = 1500;

// Words that open a phrase fronted before a sentence's subject.
const FRONTED =
  /^(?:In|On|At|After|Before|During|From|Since|With|Following|Born|Raised|Educated|Trained|Having|As|Under|Until|Aged|Between)\b/u;

const DATELINE = /^(?:,[^\n\-–—]{1,16})?[ \u00a0]+[-–—][ \u00a0]/u;

const topicBefore = (
  mentions: Mention[],
  at: number,
  classes: ReadonlySet<string>,
  gender?: 'male' | 'female',
  /** Ties go to the first named: a report's "the company" is its lede's. */
  firstOnTie = false,
): Mention | undefined => {
  const [top, second] = tally(
    mentions.filter(
      (m) => m.end <= at && classes.has(m.class_name) && !otherGender(m.label, gender),
    ),
  );
  // Named more often than any other (twice at least), or the only one named ("Dilani Rathnayake
  // arrives …" atop a profile, then "She read economics …" paragraphs later).
  if (!top) return undefined;
  const tied = second !== undefined && second.count >= top.count;
  if (second && (top.count < 2 || (tied && !firstOnTie))) return undefined;
  return top.first;
};

/**
 * The first mention of each sentence, unless it only modifies the next one through a class noun
 * ("the Tokyo firm Hoshino Robotics": Tokyo describes the firm, the firm is the subject).
 */
const subjectMentions = (
  text: string,
  sentences: Span[],
  mentions: Mention[],
  aliases: Map<string, Set<string>>,
): Set<Mention> => {
  const subjects = new Set<Mention>();
  let sentence = -1;
  mentions.forEach((mention, i) => {
    const at = sentenceOf(sentences, mention.start);
    if (at === sentence) return;
    // A fronted phrase before the subject: in "Born in Aït Lhassen, Morocco, on 22 June 1969,
    // Benhaddou began her training …" the subject is the name right after its last comma.
    // Without such a name, the first is the subject still ("Under this Order the Supplier …").
    const sentenceStart = sentences[at]?.start ?? 0;
    if (FRONTED.test(text.slice(sentenceStart, sentenceStart + 24))) {
      const opensClause = (m: Mention): boolean => {
        const verb = /^[ \u00a0]+(\p{Ll}+)/u.exec(text.slice(m.end, m.end + 30))?.[1];
        return (
          /,[ \u00a0]*$/u.test(text.slice(sentenceStart, m.start)) &&
          verb !== undefined &&
          isVerb(verb)
        );
      };
      const rest = mentions.slice(i).filter((m) => sentenceOf(sentences, m.start) === at);
      const subject = rest.find(opensClause);
      if (subject && subject !== mention) {
        sentence = at;
        subjects.add(subject);
        return;
      }
    }
    // A dateline ("TORONTO - …", "GENEVA, May 3 — …") says where, not who.
    if (DATELINE.test(text.slice(mention.end, mention.end + 24))) return;
    const next = mentions[i + 1];
    const between =
      next !== undefined && sentenceOf(sentences, next.start) === at
        ? text.slice(mention.end, next.start).trim().toLowerCase()
        : '';
    if (between !== '' && aliases.has(between)) return;
    sentence = at;
    subjects.add(mention);
  });
  return subjects;
};
