import type { OntologyRelation } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import { tally } from './mentions';
import { HONORIFICS, isRoleWord, lexiconTags, namesOrganization, ROLE_MODIFIERS } from './names';
import { SAYS_WORK } from './cue-lexicon';
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
// last a noun for what a person does, then the preposition before the organisation, and the
// firm's own description, if any ("as a category buyer at supermarket chain Sao Mai Mart").
const POST =
  /\b[Aa]s[ \u00a0]+(?:(?:a|an|the|its|their|his|her)[ \u00a0]+)?((?:[\p{L}'’-]+[ \u00a0]+){0,3}?[\p{L}'’-]+)[ \u00a0]+(?:at|with|for|of|in)[ \u00a0]+(?:the[ \u00a0]+)?(?:\p{L}[\p{L}-]*-based[ \u00a0]+)?(?:\p{Ll}[\p{Ll}-]*[ \u00a0]+){0,2}$/u;

const STUDYING = /\b(?:train\w*|stud\w*|qualif\w*|enrol\w*|graduat\w*|learn\w*)\b[^.;]*$/iu;

// Those who study somewhere hold no post there.
const STUDENTS = new Set(
  'student students pupil pupils graduate alumnus alumna alumni scholar undergraduate postgraduate candidate'.split(
    ' ',
  ),
);
// Words for posts the lexicon does not call actors.
const POST_NOUNS = new Set(
  'clerk intern trainee apprentice fellow postdoc lecturer professor chair head coach captain player member staff partner associate consultant registrar resident correspondent columnist anchor host'.split(
    ' ',
  ),
);

/** A noun for what a person does: "sub-editor", "analyst", "registrar", "signal clerk". */
export const isPostNoun = (words: string): boolean => {
  const last = words
    .split(/[ \u00a0]+/)
    .at(-1)!
    .toLowerCase();
  const head = last.split('-').at(-1)!;
  if (STUDENTS.has(head)) return false;
  return (
    isRoleWord(head) ||
    POST_NOUNS.has(head) ||
    /.{3}(?:ist|ian)$/u.test(head) ||
    lexiconTags(head).includes('Actor') ||
    (/.{3}(?:er|or)$/u.test(head) && !lexiconTags(head).includes('Comparative'))
  );
};

// Besides work, a post held or acting for someone: "role", "affiliated", "represents", "on behalf".
const HELD_FOR = /\b(?:role|post|affiliat\w*|represent\w*|acting|behalf)\b/iu;

/** The relation from a person's class to an organisation's that speaks of work, if one does. */
export const workRelation = (
  relations: OntologyRelation[],
  kinds: ReadonlyMap<string, string>,
): OntologyRelation | undefined => {
  const work = relations.filter(
    (r) =>
      kinds.get(r.source) === 'person' &&
      kinds.get(r.target) === 'organization' &&
      [r.name, r.description ?? '', ...r.cues].some((w) => SAYS_WORK.test(w) || HELD_FOR.test(w)),
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

// The heads of roles held at an organisation.
const ROLE_HEADS = new Set(
  'director officer chief executive chairman chairwoman chair chairperson president vice-president partner founder co-founder cofounder head manager analyst spokesman spokeswoman spokesperson secretary treasurer ceo cfo coo cto cmo cio owner editor economist strategist adviser advisor counsel engineer scientist designer buyer trader banker lawyer'.split(
    ' ',
  ),
);
// Words a role's name may hold before its head: "UK operations", "senior vice", "deputy".
const ROLE_WORD = String.raw`(?:\p{L}[\p{L}-]*)`;
const ROLE_PHRASE = String.raw`(?:${ROLE_WORD}[ \u00a0]+){0,3}${ROLE_WORD}`;

/** A role's name: its last word a role's head, the others qualifiers or other heads. */
const isRole = (phrase: string): boolean => {
  const words = phrase
    .toLowerCase()
    .split(/[ \u00a0]+/)
    .filter((w) => w !== '');
  if (words.length === 0 || words.length > 4 || !ROLE_HEADS.has(words.at(-1)!)) return false;
  return words
    .slice(0, -1)
    .every(
      (w) =>
        ROLE_HEADS.has(w) ||
        ROLE_MODIFIERS.has(w) ||
        /^(?:senior|deputy|acting|interim|joint|assistant|associate|vice|general|uk|us|eu|chief|head|non-executive|independent|founding|former)$/u.test(
          w,
        ) ||
        isRoleWord(w),
    );
};

/** A role's name, or a noun for what a person does ("a chemist at", "its chief conductor"). */
const isHeld = (phrase: string): boolean =>
  isRole(phrase) ||
  (isPostNoun(phrase) &&
    phrase
      .split(/[ \u00a0]+/)
      .slice(0, -1)
      .every((w) => /^\p{Ll}/u.test(w) && !/^(?:the|a|an|and|or|who|which)$/u.test(w)));

// "Trevisan's product director, Beatriz Lins", "… and its chief conductor, Rhian Adebayo": an
// organisation's role (or one "its" stands for), then the person.
// And a form's field: "Buyer contact: Kevin Truong", "Customer's nominated administrator: …".
const OWNED_ROLE = new RegExp(
  String.raw`^(?:['’]s?)?[ \u00a0]+(${ROLE_PHRASE})[,:]?[ \u00a0]+$`,
  'u',
);
// "Supplier: Jörg Wendelstein" on a line of its own; "for the Lender, Sophie Van den Berghe",
// "addressed, for Halvenor, to Sofie Lindqvist": the person who acts for the party named.
const LABEL_GAP = /^:[ \u00a0]+$/u;
const FOR_BEFORE = /\bfor[ \u00a0]+(?:the[ \u00a0]+)?$/iu;
// "Issued for the Buyer by: Nurul Aisyah binti Kamarudin" too.
const FOR_GAP = /^(?:[ \u00a0]+by)?[ \u00a0]*[,:][ \u00a0]+(?:to[ \u00a0]+)?$/u;
// "Suryakanta chairman Harish Venkataraman", "Meranti partner Arjun Pillai-Tan".
const MODIFIER_ROLE = new RegExp(String.raw`^[ \u00a0]+(${ROLE_PHRASE})[ \u00a0]+$`, 'u');
// "Marte Lindvik, Chief Executive Officer of Halvørn", "named chief executive of Kessling".
const ROLE_OF = new RegExp(
  String.raw`(?:^|[ \u00a0,])(?:(?:the|a|an|its|as)[ \u00a0]+)?(${ROLE_PHRASE})[ \u00a0]+(?:of|at|with|for)[ \u00a0]+(?:the[ \u00a0]+)?$`,
  'u',
);

// The same with the organisation's description between: "the chief executive of Norwegian salmon
// farmer Fjordhav Seafood, Erlend Myklebust, resigned" (then the holder follows, in apposition).
const ROLE_OF_DESCRIBED = new RegExp(
  String.raw`(?:^|[ \u00a0,])(?:(?:the|a|an|its)[ \u00a0]+)?(${ROLE_PHRASE})[ \u00a0]+(?:of|at|with|for)[ \u00a0]+(?:the[ \u00a0]+)?(?:\p{Lu}\p{Ll}+[ \u00a0]+)?(?:\p{Ll}[\p{Ll}-]*[ \u00a0]+){0,3}$`,
  'u',
);
// After the holder: the apposition's comma, or the sentence's verb.
const APPOSITION_ENDS = /^(?:,|[ \u00a0]+\p{Ll})/u;

/**
 * A role held at an organisation, said by the role's name: "Trevisan's product director, Beatriz
 * Albuquerque Lins", "Suryakanta chairman Harish Venkataraman", "Marte Lindvik, Chief Executive
 * Officer of Halvørn", "Monika Vrabec has been named chief executive of Kessling Verpackung".
 */
export const rolesAt = (
  text: string,
  sentences: Span[],
  mentions: Mention[],
  relation: OntologyRelation,
): RelationMention[] => {
  const found: RelationMention[] = [];
  const people = mentions.filter((m) => m.class_name === relation.source && !m.possessive);
  const organisations = mentions.filter((m) => m.class_name === relation.target);
  const add = (person: Mention, organisation: Mention): void => {
    found.push({
      relation,
      source: person,
      target: organisation,
      start: Math.min(person.start, organisation.start),
      end: Math.max(person.end, organisation.end),
      confidence: 0.5,
    });
  };
  for (const organisation of organisations) {
    // The person right after the organisation and its role.
    const next = people.find((p) => p.start > organisation.end && p.start - organisation.end <= 50);
    if (next) {
      const between = text.slice(organisation.end, next.start);
      const owned = OWNED_ROLE.exec(between);
      const modifier = MODIFIER_ROLE.exec(between);
      const lineStart = text.lastIndexOf('\n', organisation.start) + 1;
      const labelled =
        LABEL_GAP.test(between) && text.slice(lineStart, organisation.start).trim() === '';
      const actingFor =
        FOR_GAP.test(between) &&
        FOR_BEFORE.test(text.slice(Math.max(0, organisation.start - 12), organisation.start));
      const described =
        /^,[ \u00a0]+$/u.test(between) &&
        APPOSITION_ENDS.test(text.slice(next.end, next.end + 3)) &&
        ROLE_OF_DESCRIBED.exec(
          text.slice(Math.max(0, organisation.start - 80), organisation.start),
        );
      if (
        (owned && isHeld(owned[1]!)) ||
        (modifier && isRole(modifier[1]!)) ||
        (described && isHeld(described[1]!)) ||
        labelled ||
        actingFor
      )
        add(next, organisation);
    }
    // The role's name before the organisation, and the nearest person before it in the sentence.
    const sentence = sentences[sentenceOf(sentences, organisation.start)];
    if (!sentence) continue;
    const before = text.slice(
      Math.max(sentence.start, organisation.start - 60),
      organisation.start,
    );
    const role = ROLE_OF.exec(before);
    if (!role || !isHeld(role[1]!)) continue;
    const roleAt = organisation.start - before.length + role.index;
    const holder = people
      .filter((p) => p.start >= sentence.start && p.end <= roleAt && roleAt - p.end <= 60)
      .at(-1);
    const between = holder ? text.slice(holder.end, roleAt) : '';
    // No other organisation between the person and the role ("X, a partner at Y who sits on Z").
    if (
      holder &&
      !organisations.some((o) => o.start >= holder.end && o.end <= roleAt) &&
      !/[.;]/.test(between)
    )
      add(holder, organisation);
  }
  return found;
};

// "Dr Emeka Vandersloot at Ardwyn Fold Practice", "Sister Maren Holloway at Vennick Cross
// Surgery", "Prof. Ida Brenner at the Halden Institute": a titled name, then where.
// Written with its capital: "her sister Maren" is no title.
const TITLE_BEFORE = new RegExp(
  String.raw`(?:^|[\s(,:;])(?:${HONORIFICS.split('|')
    .map((title) => title[0]!.toUpperCase() + title.slice(1))
    .join('|')})\.?[ \u00a0]+$`,
  'u',
);
const AT_BETWEEN = /^[ \u00a0]+at[ \u00a0]+(?:the[ \u00a0]+)?$/u;

/** A person named with their title, then "at" an organisation: where they work. */
export const titledAt = (
  text: string,
  mentions: Mention[],
  relation: OntologyRelation,
): RelationMention[] => {
  const found: RelationMention[] = [];
  for (const person of mentions) {
    if (person.class_name !== relation.source || person.possessive) continue;
    if (!TITLE_BEFORE.test(text.slice(Math.max(0, person.start - 12), person.start))) continue;
    const place = mentions.find(
      (m) =>
        m.class_name === relation.target &&
        m.start > person.end &&
        AT_BETWEEN.test(text.slice(person.end, m.start)),
    );
    if (place)
      found.push({
        relation,
        source: person,
        target: place,
        start: person.start,
        end: place.end,
        confidence: 0.5,
      });
  }
  return found;
};

// After a person: ", a professor there", ", then its professor of composition", ", who taught
// there for thirty years", ", who had joined its staff".
const THERE_AFTER =
  /^,?[ \u00a0]+(?:(?:a|an|the)[ \u00a0]+((?:[\p{L}'’-]+[ \u00a0]+){0,2}?[\p{L}'’-]+)[ \u00a0]+there\b|then[ \u00a0]+its[ \u00a0]+((?:[\p{L}'’-]+[ \u00a0]+){0,2}?[\p{L}'’-]+)\b|who[ \u00a0]+(?:had[ \u00a0]+|has[ \u00a0]+)?(?:taught|worked|lectured|coached|played|served|conducted|sang|taught\w*)[ \u00a0]+there\b)/u;

/**
 * A post held where the sentence has just been: "the Technical University of Lucerne, where she
 * completed her doctorate under Emil Kronauer, a professor there", "the Hochschule für Musik
 * Lindenau with Ruprecht Vallnau, then its professor of composition", "Saltbridge College of
 * Music, where the trombonist Harold Penwarden, who taught there for thirty years, …". The
 * organisation is the last named before the person in the sentence.
 */
export const postsThere = (
  text: string,
  sentences: Span[],
  mentions: Mention[],
  relation: OntologyRelation,
): RelationMention[] => {
  const found: RelationMention[] = [];
  for (const person of mentions) {
    if (person.class_name !== relation.source || person.possessive) continue;
    const after = THERE_AFTER.exec(text.slice(person.end, person.end + 80));
    if (!after) continue;
    const post = after[1] ?? after[2];
    if (post !== undefined && !isPostNoun(post)) continue;
    const sentence = sentences[sentenceOf(sentences, person.start)];
    if (!sentence) continue;
    const place = mentions
      .filter(
        (m) =>
          m.class_name === relation.target &&
          m.start >= sentence.start &&
          m.end <= person.start &&
          m.source !== 'coreference',
      )
      .at(-1);
    if (!place) continue;
    found.push({
      relation,
      source: person,
      target: place,
      start: place.start,
      end: person.end + after[0].length,
      confidence: 0.5,
    });
  }
  return found;
};

// A header line is short and no sentence ("OPERATION NOTE St Fintan's University Hospital,
// Galway - Theatre 4", "Base: Ravensmoor Urgent Care Centre").
const MAX_HEADER_LINE = 120;
const HEADER_LINES = 3;
const SENTENCE_OPENS = /(?:^|[.!?\n][ \u00a0]?)$/u;
// "Rheumatologist", "Physician", "Therapist": a trade, not a surname ("Lindqvist").
const CLINICAL_TRADE = /(?:ologist|iatrist|ician|apist|acist)$/iu;
const UNIT = /^(?:Department|Dept|Division|Unit|Ward)\b|\b(?:Department|Dept|Unit|Team|Ward)$/iu;
const RECIPIENT_LINE = /^[ \u00a0]*(?:To|FAO|Attn|Attention|cc|Dear)\b/iu;
const SALUTATION =
  /^[ \u00a0]*Dear[ \u00a0]+(?:(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Professor)\.?[ \u00a0]+)?([\p{Lu}][\p{L}'’-]+)/gmu;
const PROSE = /[.!?]["”]?\s*$|[.!?][ \u00a0]+\p{Lu}/u;
const HEADER_BEFORE =
  /^[ \u00a0]*(?:(?:[\p{Lu}\p{N}&/'’-]+[ \u00a0]+)*(?:[-–—|][ \u00a0]+)?|\p{Lu}\p{Ll}+:[ \u00a0]*)$/u;
const HEADER_AFTER = /^(?:[ \u00a0]*$|[ \u00a0]*[,(|]|[ \u00a0]+[-–—][ \u00a0])/u;

/**
 * A note's, a letter's or a report's header names the institution it comes from ("DISCHARGE
 * SUMMARY St Aldhelm's Hospital, Salisbury", a form's title then "Base: Ravensmoor Urgent Care
 * Centre"): the people of the work relation's source class that the document names, that
 * nothing gives a workplace and that it is not addressed to, work there. The header is the
 * document's first lines (three at most) while they are short and no prose, and names no such
 * person itself (a signature's "Dr Priya Nandakumar, Ashbourne Road Surgery" says where that
 * one person works).
 */
export const letterheadStaff = (
  text: string,
  mentions: Mention[],
  relation: OntologyRelation,
  found: RelationMention[],
): RelationMention[] => {
  // Who writes a note works there; who signs for a party need not.
  const says = [relation.name.replace(/_/g, ' '), ...relation.cues];
  if (!says.some((w) => SAYS_WORK.test(w))) return [];
  const header: Span[] = [];
  for (const line of text.matchAll(/[^\n]*\S[^\n]*/g)) {
    if (line[0].length > MAX_HEADER_LINE || PROSE.test(line[0])) break;
    header.push({ start: line.index, end: line.index + line[0].length });
    if (header.length === HEADER_LINES) break;
  }
  const inHeader = (m: Mention): boolean =>
    header.some((line) => m.start >= line.start && m.end <= line.end);
  /** The line a mention stands on. */
  const lineOf = (m: Mention): Span => {
    const end = text.indexOf('\n', m.end);
    return { start: text.lastIndexOf('\n', m.start) + 1, end: end === -1 ? text.length : end };
  };
  // Where the document comes from, not what a headline says of it: a line that opens with the
  // institution, a title in capitals ("OPERATION NOTE") or a field's label ("Base:"), and goes
  // on with its place or department only; not a unit of it ("Department of Neurology" above
  // "Royal Hospital of Strathearn"), nor a title in capitals that names one ("PRE-OPERATIVE
  // ASSESSMENT CLINIC – ANAESTHETIC RECORD") where another is named.
  const named = mentions.filter((m) => {
    if (m.class_name !== relation.target || !inHeader(m) || !namesOrganization(m.label))
      return false;
    if (UNIT.test(m.label)) return false;
    const line = lineOf(m);
    return (
      HEADER_BEFORE.test(text.slice(line.start, m.start)) &&
      HEADER_AFTER.test(text.slice(m.end, line.end))
    );
  });
  const capitals = (m: Mention): boolean => {
    const line = lineOf(m);
    return !/\p{Ll}/u.test(text.slice(line.start, line.end));
  };
  const institution = named.find((m) => !capitals(m)) ?? named[0];
  if (!institution) return [];
  // A heading that the text goes on to write about ("Acme Corporation" atop "Acme Corporation
  // was founded by …") titles an article, not a letterhead.
  const headerEnd = header.at(-1)!.end;
  if (
    mentions.some(
      (m) =>
        m.start > headerEnd &&
        m.label === institution.label &&
        SENTENCE_OPENS.test(text.slice(Math.max(0, m.start - 2), m.start)),
    )
  )
    return [];
  // A person named in the header on the institution's line signs ("Dr Priya Nandakumar,
  // Ashbourne Road Surgery"); alone on a line, is whom the document is about ("Trelawney Athletic
  // Association / Hall of Fame — Induction Citation / Marisol Ybarra-Quenet"): no letterhead.
  if (
    mentions.some((m) => {
      if (m.class_name !== relation.source || !inHeader(m)) return false;
      const line = lineOf(m);
      return (
        line.start === lineOf(institution).start ||
        /^[ \u00a0]*$/u.test(text.slice(line.start, m.start) + text.slice(m.end, line.end))
      );
    })
  )
    return [];
  const placed = new Set(
    found.filter((f) => f.relation.name === relation.name).map((f) => f.source.label),
  );
  // Whom a letter is to ("To: …", "FAO: Mr Dariusz Okafor-Brandt", "Dear Dr Sinclair") works
  // elsewhere.
  const addressed = [...text.matchAll(SALUTATION)].map((m) => m[1]!);
  const added: RelationMention[] = [];
  for (const person of mentions) {
    if (person.class_name !== relation.source || person.source === 'coreference') continue;
    // A role standing for a name ("Rheumatologist", "Upper GI Surgeon") is no one in particular.
    const last = person.label.split(/[ \u00a0]+/).at(-1)!;
    if (placed.has(person.label) || isRoleWord(last) || CLINICAL_TRADE.test(last)) continue;
    const before = text.slice(lineOf(person).start, person.start);
    if (RECIPIENT_LINE.test(before) || addressed.some((name) => person.label.endsWith(name)))
      continue;
    placed.add(person.label);
    added.push({
      relation,
      source: person,
      target: institution,
      start: person.start,
      end: person.end,
      confidence: 0.4,
    });
  }
  return added;
};

// "named Meena Ramaswamy as its chief executive", "has appointed Ruairí Mac Giolla Phádraig as
// editor": a verb of appointing, the person, then the post.
const APPOINTING =
  /\b(?:appoint(?:s|ed)?|nam(?:es|ed)|hir(?:es|ed)|promot(?:es|ed)|tapp(?:s|ed))[ \u00a0]+$/u;
const AS_POST =
  /^[ \u00a0]+as[ \u00a0]+(?:(?:its|their|the|a|an)[ \u00a0]+)?(?:new[ \u00a0]+)?((?:[\p{L}-]+[ \u00a0]+){0,3}[\p{L}-]+)/u;

/**
 * An organisation appointing someone to a post: "Parrish Brothers Holdings named Meena Ramaswamy
 * as its chief executive", "The board of the Western Examiner has appointed … as editor". The
 * organisation is the last named before the verb in the sentence; the post must be one.
 */
export const appointments = (
  text: string,
  sentences: Span[],
  mentions: Mention[],
  relation: OntologyRelation,
): RelationMention[] => {
  const found: RelationMention[] = [];
  for (const person of mentions) {
    if (person.class_name !== relation.source || person.source === 'coreference') continue;
    const sentence = sentences[sentenceOf(sentences, person.start)];
    if (!sentence) continue;
    const verb = APPOINTING.exec(
      text.slice(Math.max(sentence.start, person.start - 24), person.start),
    );
    if (!verb) continue;
    const post = AS_POST.exec(text.slice(person.end, Math.min(sentence.end, person.end + 60)));
    if (!post) continue;
    // The longest run of the words after "as" that ends with a post ("chief executive", not
    // "chief executive on Monday").
    const words = post[1]!.split(/[ \u00a0]+/);
    const size = [4, 3, 2, 1].find(
      (n) => n <= words.length && isPostNoun(words.slice(0, n).join(' ')),
    );
    if (!size) continue;
    const postEnd =
      person.end + post[0].length - post[1]!.length + words.slice(0, size).join(' ').length;
    const verbAt = person.start - verb[0].length;
    const organisation = mentions
      .filter(
        (m) =>
          m.class_name === relation.target &&
          m.start >= sentence.start &&
          m.end <= verbAt &&
          !m.possessive,
      )
      .at(-1);
    if (!organisation) continue;
    found.push({
      relation,
      source: person,
      target: organisation,
      start: organisation.start,
      end: postEnd,
      confidence: 0.55,
    });
  }
  return found;
};

// The officers a firm has, whatever it makes: "chief executive", "co-founder & CEO", "finance
// chief", "managing director".
const OFFICER = String.raw`(?:chief[ \u00a0]+(?:executive|financial|operating|technology|technical|marketing|commercial|investment|people|product)(?:[ \u00a0]+officer)?|ceo|cfo|coo|cto|cmo|cio|chairman|chairwoman|chairperson|president|managing[ \u00a0]+director|finance[ \u00a0]+(?:chief|director)|spokes(?:man|woman|person)|general[ \u00a0]+counsel)`;
// A founder works there only when a post is said too ("co-founder & CEO"); alone, the firm was
// founded by them.
const FOUNDER = String.raw`(?:co-?)?founder`;
const POSTS = String.raw`(?:${OFFICER}|${FOUNDER})(?:[ \u00a0]*(?:&|and|,)[ \u00a0]*(?:${OFFICER}|${FOUNDER}))*`;
const IS_OFFICER = new RegExp(String.raw`\b${OFFICER}\b`, 'iu');
const IS_FOUNDER = new RegExp(String.raw`\b${FOUNDER}\b`, 'iu');
// "Chief executive Lee Dong-hwan said", "… chief executive Linnea Berg told employees"; not one
// a possessive or "its" owns ("Lumitech's chief financial officer", read by `rolesAt`).
const OFFICER_BEFORE = new RegExp(
  String.raw`(?:^|[^\p{L}'’])(?<!(?:its|their|his|her|our)[ \u00a0]+)(?:(?:[Tt]he|[Ii]nterim|[Aa]cting|[Nn]ew|[Ff]ormer|[Dd]eputy)[ \u00a0]+)?${POSTS}[ \u00a0]+$`,
  'iu',
);
// "Posted by Camille Durand, co-founder & CEO", "Ana Lima, chief executive, said": the post ends
// the apposition (a post "of" or "at" some organisation says whose it is).
const OFFICER_AFTER = new RegExp(
  String.raw`^,[ \u00a0]+(?:(?:the|its|our)[ \u00a0]+)?${POSTS}(?=[ \u00a0]*(?:[,.;)\n]|$))`,
  'iu',
);

/** Where the line holding `at` ends. */
const lineEndAt = (text: string, at: number): number => {
  const end = text.indexOf('\n', at);
  return end === -1 ? text.length : end;
};

/** A line this short, with no full stop at its end, is a block's (an address, a signature). */
const BLOCK_LINE = 100;

/**
 * The organisation heading the block that `at` stands in: a section headed by a firm's name
 * ("START-UP OF THE YEAR / Tro Tro Pay / The Accra fintech …"), the first of `organisations` on
 * a short line of the block before `at`.
 */
export const headingOrganisation = (
  text: string,
  organisations: Mention[],
  at: number,
): Mention | undefined => {
  const blockStart = text.lastIndexOf('\n\n', at) + 1;
  return organisations.find((m) => {
    if (m.start < blockStart || m.end > at) return false;
    const start = text.lastIndexOf('\n', m.start - 1) + 1;
    const end = text.indexOf('\n', m.end);
    return (
      end !== -1 &&
      end < at &&
      end - start <= BLOCK_LINE &&
      !/[.!?]\s*$/u.test(text.slice(start, end))
    );
  });
};

/**
 * A firm's officer or founder named with the post alone, no organisation said: "Chief executive
 * Lee Dong-hwan, who joined in 2022 …", "Posted by Camille Durand, co-founder & CEO", "Founder
 * Dimas Wicaksono says …". The post is the firm's that heads the person's section, else, in a
 * report about one company, the organisation the text names most often before (counting the
 * words standing for it, "the company", "it"), more often than any other. An officer works there
 * (`work`); a founder founded it (`founding`, either way round).
 */
export const unownedOfficers = (
  text: string,
  sentences: Span[],
  mentions: Mention[],
  work: OntologyRelation | undefined,
  founding: OntologyRelation | undefined,
  personClass: string,
  organisationClass: string,
): RelationMention[] => {
  const found: RelationMention[] = [];
  for (const person of mentions) {
    if (person.class_name !== personClass || person.source === 'coreference') continue;
    const sentence = sentences[sentenceOf(sentences, person.start)];
    if (!sentence) continue;
    const before = OFFICER_BEFORE.exec(
      text.slice(Math.max(sentence.start, person.start - 60), person.start),
    );
    const after = before
      ? null
      : OFFICER_AFTER.exec(text.slice(person.end, Math.min(sentence.end + 1, person.end + 80)));
    const post = (before ?? after)?.[0];
    if (!post) continue;
    const stated = [
      ...(work && IS_OFFICER.test(post) ? [work] : []),
      ...(founding && IS_FOUNDER.test(post) ? [founding] : []),
    ];
    if (stated.length === 0) continue;
    // An organisation right after the post, or right before it, is whose it is ("Eirik Sandnes,
    // CFO, Halvørn ASA", "Banco Cumbre Andina chief executive Tomás Larraín Beck"); so is one on
    // a short line of a block, or opening the next ("Attention: Mwila Chanda, Chief Financial
    // Officer" over the firm's name).
    const from = before ? person.start - before[0].length : person.start;
    const to = after ? person.end + after[0].length : person.end;
    const organisations = mentions.filter((m) => m.class_name === organisationClass);
    const lineStart = text.lastIndexOf('\n', person.start - 1) + 1;
    const lineEnd = lineEndAt(text, person.end);
    const nextEnd = lineEndAt(text, lineEnd + 1);
    const block =
      lineEnd - lineStart <= BLOCK_LINE && !/[.!?]["”]?\s*$/u.test(text.slice(lineStart, lineEnd));
    if (
      organisations.some(
        (m) =>
          (/^[ \u00a0,]{0,3}$/u.test(text.slice(to, Math.max(to, m.start))) && m.start >= to) ||
          (m.end <= from && /^(?:['’]s)?[ \u00a0]*$/u.test(text.slice(m.end, from))) ||
          (block && m.start >= lineStart && m.start < nextEnd),
      )
    )
      continue;
    const heading = headingOrganisation(text, organisations, person.start);
    // Else the report's company: the organisation named most often before, more than any other.
    const [top, second] = tally(organisations.filter((m) => m.end <= person.start));
    const reported =
      !top || (second && (top.count < 2 || second.count >= top.count)) ? undefined : top.first;
    const organisation = heading ?? reported;
    if (!organisation) continue;
    for (const relation of stated)
      found.push({
        relation,
        source: relation.source === personClass ? person : organisation,
        target: relation.source === personClass ? organisation : person,
        start: from,
        end: to,
        confidence: 0.45,
      });
  }
  return found;
};
