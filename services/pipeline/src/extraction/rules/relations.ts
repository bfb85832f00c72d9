import { escapeRegExp } from '@ontoloom/contract/domain';
import nlp from 'compromise';
import type { OntologyRelation } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import { KIND_NOUNS, tally, termDefinitions } from './mentions';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';
import {
  DOCUMENT_NAME,
  DOCUMENT_NOUNS,
  FIRM_NOUNS,
  isVerb,
  MONTH_NAMES,
  namesOrganization,
} from './names';
import { FieldLabels, findFields } from './fields';
import { blockAround, blockParty, executionLines, SIGNER_LINE } from './signature-blocks';
import { agreementDate, documentValues } from './document-values';
import {
  appointments,
  headingOrganisation,
  unownedOfficers,
  isPostNoun,
  letterheadStaff,
  postsAt,
  postsThere,
  titledAt,
  rolesAt,
  workRelation,
} from './roles';
import { builtInCues, SAYS_WORK } from './cue-lexicon';
import { referenceAuthors, subjectWorks } from './document-subject';

export type RelationMention = {
  relation: OntologyRelation;
  source: Mention;
  target: Mention;
  /** The words that state it: from the first of source, cue and target to the last. */
  start: number;
  end: number;
  confidence: number;
};

type Conjugation = Partial<
  Record<'Infinitive' | 'PastTense' | 'PresentTense' | 'Gerund' | 'Participle', string>
>;
type VerbView = { has: (tag: string) => boolean; verbs: () => { conjugate: () => Conjugation[] } };

// A relative clause up to its verb, after the name it is about: ", whom she", ", which he
// later", ", the São Paulo electric-scooter company that Isabela Moraes Cunha".
const RELATIVE_CLAUSE =
  /,([ \u00a0]+(?:the|a|an)(?:[ \u00a0]+\p{L}[\p{L}-]*){1,5})?,?[ \u00a0]+(whom|which|that)[ \u00a0]+([^,.;:\n()]{1,80})$/u;

const formsCache = new Map<string, string[]>();

/**
 * The written forms of a cue's word: a verb in every tense compromise knows ("buy": buys, bought,
 * buying), any word with the regular endings ("treat": treats, treated, treating).
 */
const wordForms = (word: string): string[] => {
  const key = word.toLowerCase();
  const cached = formsCache.get(key);
  if (cached) return cached;
  const forms = new Set([key]);
  // A plural noun's singular: "the laws of" is also "the law of".
  if (/^\p{L}{2,}[^s]s$/u.test(key) && !(nlp(key) as unknown as VerbView).has('#Verb'))
    forms.add(key.slice(0, -1));
  if (/^\p{L}{3,}$/u.test(key)) {
    const doc = nlp(key) as unknown as VerbView;
    if (doc.has('#Verb')) {
      const conjugation = doc.verbs().conjugate()[0] ?? {};
      for (const form of [
        conjugation.Infinitive,
        conjugation.PastTense,
        conjugation.PresentTense,
        conjugation.Gerund,
        conjugation.Participle,
      ])
        if (form && /^\p{L}+$/u.test(form)) forms.add(form.toLowerCase());
    }
  }
  // A past tense compromise does not take for a verb, or conjugates wrongly ("joined",
  // "trained"; "enrolled" → "enrol"): its stem by the regular rule, with or without a silent
  // "e" ("joining", "training", "enrolling", "increase to").
  // Of a short stem, only the gerund: "date", "base" and "name" are nouns more often than the
  // verbs of "dated", "based" and "named".
  const past = /^(\p{L}{3,})ed$/u.exec(key)?.[1];
  if (past && past.length >= 4) forms.add(past).add(`${past}e`);
  else if (past) forms.add(`${past}ing`);
  const alternatives = [...forms].map((form) =>
    form.length >= 3 ? `${escapeRegExp(form)}(?:s|es|ed|d|ing)?` : escapeRegExp(form),
  );
  formsCache.set(key, alternatives);
  return alternatives;
};

// Words a verb's object may take between a verb and its preposition: "taught literary
// translation at", "started him on" (lower case, no digits, no punctuation).
// A time between them too: "founded in 2017 by", "born on 21 June 1994 in".
const OBJECT_GAP = String.raw`(?:\s+(?!(?:and|or|but|not|never|then|who|which|that)\b)(?:\p{Ll}+|\d{1,4}|(?:${MONTH_NAMES})\b)){1,5}?`;
const PREPOSITIONS = new Set(['at', 'for', 'on', 'in', 'to', 'with', 'from']);
const WHEN_OR_WHERE = String.raw`\s+(?:in|on|during)\s+(?:\d{4}|\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})`;

// A modal before a cue's verb is one way of saying it: "shall supply" is also "supplies",
// "will supply", "supplied".
const MODALS = new Set(['shall', 'will', 'may', 'must', 'should', 'would', 'can']);
const MODAL = String.raw`(?:(?:${[...MODALS].join('|')})\s+)?`;

const cueSource = (cue: string, gaps = true): string => {
  const words = cue.trim().split(/\s+/);
  if (words.length > 1 && MODALS.has(words[0]!.toLowerCase()))
    return MODAL + cueSource(words.slice(1).join(' '), gaps);
  const sources = words.map((word) => {
    // "-based" is written after a name: "the Stuttgart-based company".
    if (word.startsWith('-')) return escapeRegExp(word);
    const forms = wordForms(word);
    return forms.length === 1 ? forms[0]! : `(?:${forms.join('|')})`;
  });
  // A verb and its preposition ("taught at", "started on") also with the verb's object between,
  // the verb and its preposition together first: "worked for Harlow Ridge Academy for decades"
  // is not "worked [for Harlow Ridge Academy] for".
  if (gaps && words.length === 2 && PREPOSITIONS.has(words[1]!.toLowerCase()) && isVerb(words[0]!))
    return `${sources[0]}(?:${OBJECT_GAP})??\\s+${sources[1]}`;
  // A passive's agent after when or where: "founded in 2017 by", "founded in Milan in 1952 by".
  if (gaps && words.length === 2 && words[1]!.toLowerCase() === 'by' && isVerb(words[0]!))
    return `${sources[0]}(?:${WHEN_OR_WHERE}){0,2},?\\s+${sources[1]}`;
  return sources.join('\\s+');
};

// A role cue ending in a preposition ("chief executive of") is also written as a title right
// before the name ("Chief Executive Annika Sauer").
const TRAILING_PREPOSITION = /\s+(?:of|at|for|in|with|to|from|on)$/i;

// A cue written as a suffix ("-based") follows a word: "the Accra-based lender".
const cueRegex = (cues: string[], gaps = true): RegExp | null =>
  cues.length === 0
    ? null
    : new RegExp(
        `(?:${cues
          .map(
            (cue) =>
              (cue.trim().startsWith('-') ? '' : '(?<![\\p{L}\\p{N}])') + cueSource(cue, gaps),
          )
          .map((source) => `(?:${source})`)
          .join('|')})(?![\\p{L}\\p{N}])`,
        'giu',
      );

const PRONOUN = /^(?:he|she|him|his|her|it|its|they|them|their)$/iu;

// Words that say a sentence speaks of a funding round, and those that introduce its investors.
const ROUND_WORDS =
  /\b(?:round|funding|investment|cheque|check|Series[ \u00a0][A-F]|(?:pre-)?seed)\b/u;
// "as a night copy editor at the", "as its correspondent for": a post, then where it is held.
const POST_BEFORE_NAME =
  /\b[Aa]s[ \u00a0]+(?:(?:a|an|the|its|their|his|her)[ \u00a0]+)?((?:[\p{Ll}'’-]+[ \u00a0]+){0,3}?[\p{Ll}'’-]+)[ \u00a0]+(?:at|with|for)[ \u00a0]+(?:the[ \u00a0]+)?(?=\p{Lu})/gu;
// A cue that is a verb with or without its preposition ("inhibits", "isolated from"), not a
// noun's phrase ("treatment of").
const VERB_CUE = /^\p{Ll}+(?:[ \u00a0]+(?:by|from|in|with|against|to|at|on))?$/u;
// A form's field naming a party by its part: "Buyer:  Gulf Coast …", "Provider: Lumenfjord …".
const PART_FIELD = /^[ \t]*(\p{Lu}\p{Ll}+)[ \t]*:[ \t]*/gmu;
// A field naming someone for that part: "Buyer contact: …", "Customer's representative: …",
// "Provider account manager: …" (a few words after the part, brackets allowed).
const CONTACT_FIELD =
  /^[ \t]*(\p{Lu}\p{Ll}+)(?:['’]s)?[ \t]+\p{Ll}[\p{Ll} ()-]{1,50}?[ \t]*:[ \t]*/gmu;
// "for the Lender, Sophie Van den Berghe".
const FOR_PART = /\b[Ff]or[ \u00a0]+the[ \u00a0]+(\p{Lu}\p{Ll}+),[ \u00a0]+/gu;
// A line that only names a round's investors: "Led by Partenza Capital, with Nordlicht Angels".
const ROUND_FRAGMENT = /^[ \u00a0]*(?:Co-led|Led|Backed)[ \u00a0]+by[ \u00a0]/u;
// A round said by the sum raised: "Pouchloop … has raised €12 million." (the sum is where it is).
const RAISED =
  /\b(?:raised|raises|closed|closes|secured|secures|picked[ \u00a0]+up)[ \u00a0]+(?=\p{Sc}|[A-Z]{3}[ \u00a0]?\d|\d)/u;
const ROUND_INTRO = /\b(?:participation from|led by|backed by|joined by)$/iu;

// Cue words of a relation that says where a thing is.
const LOCATIVE_CUE =
  /\b(?:based|headquartered|headquarters|head office|located|seated)\b|^-based$/i;
// A trade's noun written as one word: "edtech", "fintech", "carmaker", "drugmaker", "chipmaker".
const TRADE_NOUN = /^\p{Ll}{2,}(?:tech|maker|makers)$/u;
// A description after a name: ", a Rotterdam start-up", " is a Bengaluru battery-pack start-up",
// ", the Manila company that …" (to the clause's end: a comma, a stop, "that", "which", "who").
const DESCRIPTION_AFTER =
  /^(?:,[ \u00a0]+|[ \u00a0]+(?:is|was)[ \u00a0]+)(?:a|an|the)[ \u00a0]+((?:(?!\b(?:that|which|who|whose|and)\b)[^,.;:\n()])+)/u;

// Words that may describe a product between its possessor and its name: "its older Brightline",
// "Solehaven's handmade Brogue 1898" (lower case, not a verb's or a clause's words).
const PRODUCT_ADJECTIVES = String.raw`(?:[ \u00a0]+(?!(?:and|or|but|to|of|in|at|for|with|from|by|on|as|that|which|who|is|was|has|had|the|a|an)\b)\p{Ll}[\p{Ll}-]*){0,2}`;
// After a name's "'s"; after "its" or "the company's" (the "'s" is not in the mention).
const OWNED_BY_NAME = new RegExp(String.raw`^['’]s${PRODUCT_ADJECTIVES}[ \u00a0]+$`, 'u');
const OWNED_BY_PRONOUN = new RegExp(String.raw`^(?:['’]s)?${PRODUCT_ADJECTIVES}[ \u00a0]+$`, 'u');

// Between a condition and the drug it is treated with: " on ", ", well controlled on ".
const CONDITION_ON =
  /^,?(?:[ \u00a0]+(?:well|poorly|partly|fully|now|currently|still|controlled|managed|stable|maintained))*[ \u00a0]+on[ \u00a0]+$/u;

// What opens a party's paragraph before its name: "(1) ", "1. ", "AND: ", "BETWEEN ".
const PARTY_ITEM = /^\s*(?:\(?\d{1,2}[.)]|\(?[a-z]\)|between|and|by and between)[:\s]*$/iu;

/** Among relations, the only one with a cue ending in the preposition that ends `gap`. */
// The noun before an affiliation's preposition: "a chemist at", "the sports journalist … of".
const POST_BEFORE_PREPOSITION =
  /([\p{L}-]+)[ \u00a0]+(?:at|with|for|of|in)[ \u00a0]+(?:the[ \u00a0]+)?$/u;
const byPreposition = (relations: OntologyRelation[], gap: string): OntologyRelation | null => {
  const preposition = /\b(of|at|for|with|in)\s+(?:the\s+)?$/i.exec(gap)?.[1]?.toLowerCase();
  if (!preposition) return null;
  const found = relations.filter((r) =>
    r.cues.some((cue) => cue.trim().toLowerCase().split(/\s+/).at(-1) === preposition),
  );
  return found.length === 1 ? found[0]! : null;
};

/** A relation by its name and the labels of its two ends: one fact however often stated. */
const factKey = (r: { relation: OntologyRelation; source: Mention; target: Mention }): string =>
  `${r.relation.name}\u0000${r.source.label}\u0000${r.target.label}`;

/** What a pass adds to the relations found before it, each fact once. */
class NewRelations {
  readonly added: RelationMention[] = [];
  private readonly seen: Set<string>;

  constructor(found: readonly RelationMention[]) {
    this.seen = new Set(found.map(factKey));
  }

  /** Adds `relation` unless its fact is stated already; whether it was added. */
  add(relation: RelationMention): boolean {
    const key = factKey(relation);
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    this.added.push(relation);
    return true;
  }
}

const LEADING = /^(?:led|headed|managed)$/iu;
// A common noun, not an article, a pronoun, a preposition or a name, right after a word.
const ING_BEFORE_NOUN =
  /^[ \u00a0]+(?!(?:a|an|the|his|her|their|its|our|my|your|this|that|these|those|at|in|on|for|with|to|from|by|of|as|and|or|up|out|him|them|it|us|me)\b)(?:list|lists|room|rooms|director|directors|member|members|partner|partners|editor|editors|group|groups|committee|course|courses|team|teams|staff|agreement|documents?|date|period|fee|fees|board|family|families)\b/u;
const NO_TITLE = /^(?:years?|decades?|months?|formerly|previously)$/iu;
// Verbs whose "with" names who else did it: "co-founded … with", "formed … together with".
const SHARED_DOING =
  /\b(?:co-\p{Ll}{3,}|formed|founded|set[ \u00a0]up|established|wrote|composed|recorded)\b/gu;
const NEGATION = /\b(?:not|never|no longer|neither|nor|denies|denied|without)\b|n't\b/i;
// What is only expected or hoped for right before a cue has not happened: "is expected to join
// Kessler's board", "hopes to acquire".
const UNREALISED =
  /\b(?:expected|expects|hopes?|hoped|hoping|plans?|planned|planning|intends?|intended|likely|poised|wants?|wanted)[ \u00a0]+to[ \u00a0]+$/iu;
// A year in brackets may follow an item: "Maré Baixa (1971) and O Inverno de Helena (1992)".
// A year or a title in brackets may close an item: "Hombre de Sal (1994) and", "Declan
// Fairweather (Director) and".
const COORDINATION =
  /^\s*(?:\((?:\d{4}|\p{Lu}[\p{L} .'’&-]{0,38})\)\s*)?(?:,|and|or|, and|, or|&)\s*$/iu;
// An item's apposition before the next item: "Theresa Moser, Managing Director, and Stefan
// Kranj", "Acme, a Danish dairy group, and Beta" (a few words, no digits, closed by "and"/"or").
const APPOSED_COORDINATION = /^\s*,\s*(?:[\p{L}'’&/-]+\s+){0,5}[\p{L}'’&/-]+\s*,\s*(?:and|or)\s*$/u;
// Giving and getting: a cue with a verb of giving and "to" ("sold to") names, after "to", the one
// who gets; in a relation of getting (its name or another cue: "acquired", "buy") that one is the
// source ("Beta has been sold to Acme": Acme acquired Beta).
const GIVING_CUE =
  /^(?:sell|sells|sold|selling|transfer(?:s|red|ring)?|cede[sd]?|ceding|hand(?:s|ed|ing)? over|divest(?:s|ed|ing)?)\b.*\bto$/i;
const GETTING =
  /(?:^|[\s_-])(?:acquir\w*|buy\w*|bought|purchas\w*|takeover|take over|took over|receiv\w*|obtain\w*)(?:$|[\s_-])/i;
// Between items that carry a value: its unit's letters ("5 mg BD and").
// The brackets a carried value leaves are empty: "Los Hijos del Viento (1994) and Agua de Mayo".
const CARRIED_COORDINATION = /^\s*(?:\(\s*\)\s*)?(?:\p{Lu}{1,4}\s*)?(?:,|and|or|, and|, or|&)\s*$/u;
// An author's marks: superscripts and symbols ("Ortiz¹,²", "Kartikasari¹*", "Lan*",
// "Bergström†"), numbers in brackets ("Chou (1, 2)"), letters ("Whitcombe a,"); and where each
// affiliation starts.
const AUTHOR_MARKS =
  /^(?:[ \u00a0]?((?:[¹²³⁴⁵⁶⁷⁸⁹⁰]+|[*†‡§¶])(?:,?(?:[¹²³⁴⁵⁶⁷⁸⁹⁰]+|[*†‡§¶]))*)|[ \u00a0]\((\d{1,2}(?:,[ \u00a0]?\d{1,2})*)\)|[ \u00a0]([a-h](?:,[a-h])*)(?=[,;\s]))(?![\p{L}\p{N}])/u;
const MARK = /[¹²³⁴⁵⁶⁷⁸⁹⁰]+|[*†‡§¶]|\d{1,2}|[a-h]/gu;
const AFFILIATION_MARK =
  /(?:^|[\s,;])(?:([¹²³⁴⁵⁶⁷⁸⁹⁰]|[*†‡§¶])|\((\d{1,2})\)|([a-h]))[ \u00a0]?(?=\p{Lu})/gu;
const AUTHOR_GAP =
  /^(?:\s*(?:,|and|&)\s*(?:\p{Lu}[\p{L}'’.-]*[ \u00a0]?){1,4}(?:(?:[¹²³⁴⁵⁶⁷⁸⁹⁰]+|[*†‡§¶])(?:,?(?:[¹²³⁴⁵⁶⁷⁸⁹⁰]+|[*†‡§¶]))*|\(\d{1,2}(?:,[ \u00a0]?\d{1,2})*\)|[ \u00a0][a-h](?:,[a-h])*))*\s*(?:,|and|&)?\s*(?:and\s+)?$/u;
const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const markKey = (mark: string): string =>
  [...mark].map((c) => (SUPERSCRIPTS.includes(c) ? String(SUPERSCRIPTS.indexOf(c)) : c)).join('');

// A document speaking of itself: "This Agreement", "the Lease", "this Schedule", "This letter".
const SELF_REFERENCE = new RegExp(
  String.raw`(?:\b(?:[Tt]his|[Tt]he|THIS|THE)\s+(?:[\p{L}-]+\s+){0,2}?|\b\p{Lu}[\p{L}-]*\s+)(?:${DOCUMENT_NOUNS}|[Oo]rder\s+[Ff]orm|[Vv]ariation|VARIATION|Order|ORDER)\b`,
  'u',
);

// "1 April 2024 (the “Commencement Date”)"; "“Effective Date” means 1 January 2024".
const DEFINED_AFTER = /^\s*\((?:the\s+)?["“']([^"”'\n]{2,40})["”']\)/u;
const DEFINED_BEFORE = /["“]([^"”\n]{2,40})["”]\s+(?:means|shall mean|is)\s+$/u;

/** A document's name ("the Consulting Services Agreement", "CMR Convention"), not a party's. */

// "… is her", "… remains their", "… was the last of their", "… is considered his".
const COPULA_BEFORE =
  /\b(?:is|was|are|were|remains|remained|became|becomes|considered|regarded as)[ \u00a0]+(?:(?:the|one)[ \u00a0]+(?:[\p{Ll}-]+[ \u00a0]+)?of[ \u00a0]+)?$/u;

const SUBJECT_KINDS = new Set(['person', 'organization']);
// The sections of a CV or a profile, by what their lines record: the verbs of the relation each
// states (among that relation's cues), for "Education" what one studies, for "Appointments" where
// one works.
const SECTION_VERBS: [RegExp, RegExp][] = [
  [
    /^(?:education|training|studies|qualifications|academic (?:background|training)|degrees)$/i,
    /^(?:studied|studies|study|graduated|trained|enrolled|educated|attended|read|doctorate)$/i,
  ],
  [
    /^(?:positions|appointments|employment|career|experience|(?:work|professional) experience|posts|positions held|employment history|clubs|teams)$/i,
    /^(?:worked|works|work|employed|joined|taught|served|played|member)$/i,
  ],
];
// A section's heading opening its paragraph, alone on its line or joined to its first entry:
// "Education", "APPOINTMENTS", "Work experience: 2001–2004 …", "Positions - Lecturer, …".
const SECTION_HEADING =
  /(?:^|\n)[ \t]*(\p{Lu}[\p{L}'’-]*(?:[ \u00a0]\p{L}[\p{L}'’-]*){0,2}?)(?::|[ \t]*(?=\n)|[ \t]+(?=[-•*–]|(?:since|from)\s+\d{4}|\d{4}\b))/gu;
// A CV's section heading is a short line: "Honors & awards", "SELECTED PUBLICATIONS".
const SECTION_HEADING_LENGTH = 40;
// A line of sentences: "I listen to coral reefs for a living. I grew up in …".
const PROSE_LINE = /[.!?]["”]?[ \u00a0]+\p{Lu}[^\n]*[.!?]["”]?$/u;
// Where a section's entry starts: its line, its bullet, or the year or years that open it
// ("1992–1996 …", "2019–present …", "since 2007 …").
const ENTRY_START =
  /\n|[•;]|(?<=\s)(?:(?:since|from)\s+)?\d{4}(?:\s*[–-]\s*(?:\d{4}|present|now|today|date))?(?=\s)/giu;
// A field inside a section ("Note: …", "Thesis: …") is not one of its entries.
const FIELD_ENTRY = /^[\s•;-]*\p{L}+(?:[ \u00a0]\p{L}+)?:\s/u;

// What a record about one person holds of that person without a verb to say it: conditions and
// medicines ("Past history: asthma; eczema", "Meds: sertraline"), and the other people of
// its kind around them (the clinicians of a patient's note).
const RECORD_KINDS = new Set(['condition', 'substance']);
// Words that put a condition or medicine out of the record's own: denied, ruled out, only
// considered or advised against, a relative's, an allergy, a warning.
const HEDGE_BEFORE =
  /\b(?:no|not|never|nor|neither|denies|denied|denying|without|negative|excluded|exclude|rule out|ruled out|r\/o|query|possible|possibly|probable|probably|suspected|suspect|worried|concern|concerned|prevent|prevents|prevention|prophylaxis|prophylactic|screening|differential|unlikely|consider|considered|considering|discussed|option|options|alternative|alternatives|if|unless|should|avoid|avoided|risk|risks|warning|warned|allergy|allergies|allergic|intolerance|intolerant|family|FH|mother|father|mum|dad|brother|sister|son|daughter|wife|husband|partner|sibling|siblings|parent|parents|grandmother|grandfather|aunt|uncle|cousin)\b|\?/i;
const HEDGE_AFTER =
  /^[^.;,\n]{0,40}?\b(?:ruled out|excluded|was considered|were considered|unlikely|negative|not\b|if\b|risks?\b)/i;

const ORDINALS = new Set(
  'first second third fourth fifth sixth seventh eighth ninth tenth last latest next final'.split(
    ' ',
  ),
);

/** The items that pass, then those that don't. */
const partition = <T>(items: T[], test: (item: T) => boolean): [T[], T[]] => [
  items.filter(test),
  items.filter((item) => !test(item)),
];

// Between a person's name and an organisation in brackets: a degree or a role ("Ana Ruiz, MD (",
// "Ana Ruiz (consultant, ").
const BRACKETED_AFFILIATION =
  /^(?:,[ \u00a0]*\p{Lu}[\p{L}.]{0,5})?[ \u00a0]*\([ \u00a0]*(?:\p{Ll}[\p{Ll} -]{2,40},[ \u00a0]*)?$/u;

// Words saying a tie is over: "a former product manager at", "previously at".
const FORMER_TIE = /\b(?:previously|formerly|former|once|later|until|ex)\b/i;

/**
 * Whether a relation holds past ties too, as its description says ("is or was employed by",
 * "holds (or held) a position"); one that doesn't ("works at") is about the present.
 */
const admitsPast = (relation: OntologyRelation): boolean =>
  /\b(?:was|were|held|had|former|formerly|past)\b/i.test(relation.description ?? '');

const ROLE_GLUE = new Set(['a', 'an', 'the', 'and', 'of', 'for', 'in', 'at', 'with']);

/** A cue with no mention around it in this many characters says nothing about them. */
const MAX_GAP = 120;
/** A title cue must stand right before its name. */
const TITLE_GAP = 2;

/** A mention and the others at its very place (the two people "they" stands for). */
const twinsOf = (mention: Mention, mentions: Mention[]): Mention[] => {
  if (mention.source !== 'coreference') return [mention];
  const twins = mentions.filter(
    (m) =>
      m.start === mention.start && m.end === mention.end && m.class_name === mention.class_name,
  );
  return twins.length > 0 ? twins : [mention];
};

// The next item described by a noun: "the singer Aminata Keïta and the bassist Drissa Coulibaly".
const DESCRIBED_ITEM = /^\s*,?\s*(?:and|or)\s+the\s+((?:\p{Ll}[\p{Ll}-]*\s+){1,2})$/u;
const describedItem = (gap: string): boolean => {
  const words = DESCRIBED_ITEM.exec(gap)?.[1]?.trim().split(/\s+/);
  return words !== undefined && words.every((w) => !isVerb(w));
};

/** The mentions joined to `first` by "and", "or" or commas, going right or left. */
const coordinated = (
  text: string,
  mentions: Mention[],
  first: Mention,
  direction: 1 | -1,
  /** Mentions a list's items may carry between them ("apixaban 5 mg BD and bisoprolol"). */
  carried: (m: Mention) => boolean = () => false,
): Mention[] => {
  const list = [first];
  const ordered = direction === 1 ? mentions : [...mentions].reverse();
  const skipped: Mention[] = [];
  for (const next of ordered) {
    const last = list[list.length - 1]!;
    if (direction === 1 ? next.start < last.end : next.end > last.start) continue;
    if (next.class_name !== first.class_name && carried(next)) {
      skipped.push(next);
      continue;
    }
    const from = direction === 1 ? last.end : next.end;
    const to = direction === 1 ? next.start : last.start;
    let gap = text.slice(from, to);
    const inside = skipped.filter((m) => m.start >= from && m.end <= to);
    for (const m of [...inside].reverse())
      gap = gap.slice(0, m.start - from) + gap.slice(m.end - from);
    const joined =
      inside.length === 0
        ? COORDINATION.test(gap) || APPOSED_COORDINATION.test(gap) || describedItem(gap)
        : CARRIED_COORDINATION.test(gap);
    if (next.class_name !== first.class_name || !joined) break;
    list.push(next);
  }
  return list;
};

/**
 * Whether a cue opens its sentence or line ("Takes sertraline…", "- Started on…", "Born in Porto
 * in 1931, she…"): a clause without a subject. "Her colleague joined…" has one.
 */
const opensClause = (text: string, at: number): boolean => {
  const lineStart = Math.max(
    text.lastIndexOf('\n', at - 1),
    text.lastIndexOf('. ', at - 1) + 1,
    text.lastIndexOf(': ', at - 1) + 1,
    text.lastIndexOf('; ', at - 1) + 1,
  );
  const before = text.slice(lineStart + 1, at);
  if (/^[\s\-–•*\d.)(]*$/.test(before)) return true;
  // A note's shorthand before it, with no word that could be a subject: "S: 33 y/o F c/o …".
  const tokens = before.trim().split(/\s+/);
  return tokens.length <= 4 && tokens.every((t) => !/\p{L}{3}/u.test(t));
};

type CueMatch = {
  relation: OntologyRelation;
  start: number;
  end: number;
  title: boolean;
  /** Read with words between the verb and its preposition ("taught translation at"). */
  gapped?: boolean;
  /** The active voice of a passive cue ("founded" of "founded by"): the agent before it. */
  active?: boolean;
};

/** Words a date's label may use for what a relation's description names another way. */
const DATE_WORD_SENSE: Record<string, string> = {
  expiration: 'expiry',
  expires: 'expiry',
  maturity: 'expiry',
  termination: 'expiry',
  end: 'expiry',
  final: 'expiry',
  shipment: 'delivery',
  dispatch: 'delivery',
  shipping: 'delivery',
  due: 'payment',
  invoice: 'payment',
  renewal: 'review',
};

const gapTo = (mention: Mention, cue: { start: number; end: number }): number =>
  mention.end <= cue.start
    ? cue.start - mention.end
    : mention.start >= cue.end
      ? mention.start - cue.end
      : 0;

/**
 * Relations from cue phrases, within one sentence. The cue's forms are read generously (every
 * tense of its verbs; a role cue also as a title before a name). For a relation between two
 * different classes, the source and the target are the mentions of those classes nearest the cue,
 * on either side ("Acme acquired Beta", "Its founder, Pieter Veldkamp", "Chief Executive Annika
 * Sauer of Halbrecht"); between two mentions of one class, the one before the cue is the source,
 * unless the cue is passive ("Beta was acquired by Acme"). Lists joined by "and" or commas each
 * get the relation; a negated cue gives none.
 */
export class RelationFinder {
  private readonly cues: {
    relation: OntologyRelation;
    regex: RegExp | null;
    title: RegExp | null;
    plain: RegExp | null;
    /** The participles of its passive cues, read in the active voice ("Ann Lee founded Acme"). */
    active: RegExp | null;
  }[];

  private readonly relations: OntologyRelation[];
  private readonly cueWords: Map<OntologyRelation, RegExp | null>;
  private readonly fieldLabels: FieldLabels;

  constructor(
    relations: OntologyRelation[],
    /** Each class's label and aliases, lower-case: the nouns that introduce its mentions. */
    private readonly classNouns: Map<string, string[]> = new Map(),
    /** Classes whose things are values (dates, amounts, quantities). */
    private readonly valueClasses: ReadonlySet<string> = new Set(),
    /** Each class's kind (person, organization, place…). */
    private readonly kinds: ReadonlyMap<string, string> = new Map(),
  ) {
    this.relations = relations;
    // A form's label may say a relation in other words than its cues ("Spouse:", "Employer:").
    this.fieldLabels = new FieldLabels(
      relations.map((r) => ({ ...r, cues: [...r.cues, ...builtInCues(r, kinds)] })),
      classNouns,
    );
    this.cueWords = new Map(
      relations.map((relation) => [
        relation,
        cueRegex(relation.cues.flatMap((cue) => cue.split(/\s+/)).filter((w) => w.length >= 4)),
      ]),
    );
    this.cues = relations.map((relation) => {
      const written = [
        ...(relation.cues.length > 0 ? relation.cues : [relation.name.replace(/_/g, ' ')]),
        ...builtInCues(relation, kinds),
      ];
      // "is dated" is also written without its verb: "the Agreement dated 2 May 2022".
      const cues = [
        ...written,
        ...written
          .map((cue) => cue.trim().replace(/^(?:is|was|are|were)\s+(?=\p{L}+(?:ed|en)\b)/iu, ''))
          .filter((cue) => !written.includes(cue)),
      ];
      // Not a time or an adverb: "That same year he married …", "Dr Reinhold, formerly a …".
      const titles = cues
        .filter((cue) => TRAILING_PREPOSITION.test(cue.trim()))
        .map((cue) => cue.trim().replace(TRAILING_PREPOSITION, ''))
        .filter((cue) => cue.length >= 3 && !NO_TITLE.test(cue));
      const plain = cueRegex(cues, false);
      // "founded by" → "founded": between two classes, the agent is the one "by" introduces.
      // Not a verb of leading: in "a group led by Lonnie Gaskill" the agent is the one who works
      // there, and "Skarvik Ventures led Quillmoor's round" says nothing of work.
      const participles = written
        .map((cue) => /^(?:(?:is|was|are|were)\s+)?(\p{L}+ed)\s+by$/iu.exec(cue.trim())?.[1])
        .filter(
          (verb): verb is string =>
            verb !== undefined && !cues.includes(verb) && !LEADING.test(verb),
        );
      return {
        relation,
        regex: cueRegex(cues),
        title: cueRegex(titles),
        plain: plain && new RegExp(`^(?:${plain.source})$`, 'iu'),
        active:
          relation.source !== relation.target &&
          !valueClasses.has(relation.source) &&
          !valueClasses.has(relation.target) &&
          participles.length > 0
            ? new RegExp(
                String.raw`\b(?:${participles.flatMap(wordForms).join('|')})\b(?![ \u00a0]+by\b)`,
                'giu',
              )
            : null,
      };
    });
  }

  private matches(text: string): CueMatch[] {
    const found: CueMatch[] = [];
    for (const { relation, regex, title, plain, active } of this.cues) {
      if (active)
        for (const cue of text.matchAll(active))
          found.push({
            relation,
            start: cue.index,
            end: cue.index + cue[0].length,
            title: false,
            active: true,
          });
      for (const [pattern, isTitle] of [
        [regex, false],
        [title, true],
      ] as const) {
        if (!pattern) continue;
        for (const cue of text.matchAll(pattern)) {
          const start = cue.index;
          const end = start + cue[0].length;
          if (
            isTitle &&
            found.some((f) => f.relation === relation && f.start <= start && f.end >= end)
          )
            continue;
          // A one-word cue's "-ing" form before a noun describes the noun: "the reading list",
          // "the founding director", not "reading physics at".
          if (
            !isTitle &&
            /^\p{L}+ing$/u.test(cue[0]) &&
            ING_BEFORE_NOUN.test(text.slice(end, end + 30))
          )
            continue;
          const gapped = !isTitle && plain !== null && !plain.test(cue[0]);
          found.push({ relation, start, end, title: isTitle, gapped });
        }
      }
    }
    // A cue inside a longer cue of another relation between the same classes gives way to it:
    // "at" (works at) inside "studied at" (studied at).
    return found.filter(
      (m) =>
        !found.some(
          (o) =>
            o !== m &&
            o.relation.source === m.relation.source &&
            o.relation.target === m.relation.target &&
            o.start <= m.start &&
            o.end >= m.end &&
            o.end - o.start > m.end - m.start,
        ),
    );
  }

  /**
   * `coordinated`, but two places joined by a comma alone are one place and where it lies
   * ("Mobile, Alabama", "Bolzano, Italy"), not a list.
   */
  private listOf(text: string, mentions: Mention[], first: Mention, direction: 1 | -1): Mention[] {
    const list = coordinated(text, mentions, first, direction, (m) =>
      this.valueClasses.has(m.class_name),
    );
    if (list.length !== 2 || this.kinds.get(first.class_name) !== 'place') return list;
    const [a, b] = direction === 1 ? [list[0]!, list[1]!] : [list[1]!, list[0]!];
    return /^\s*,\s*$/.test(text.slice(a.end, b.start)) ? [first] : list;
  }

  /**
   * The relation two classes are linked by: the only one between them (either direction), or,
   * among several, the one whose cue words appear in `phrase` ("its founder": founded_by).
   */
  private between(a: string, b: string, phrase = ''): OntologyRelation | null {
    const candidates = this.relations.filter(
      (r) => (r.source === a && r.target === b) || (r.source === b && r.target === a),
    );
    if (candidates.length === 1) return candidates[0]!;
    const cued = candidates.filter((r) => {
      const regex = this.cueWords.get(r);
      if (!regex) return false;
      regex.lastIndex = 0;
      return regex.test(phrase);
    });
    return cued.length === 1 ? cued[0]! : null;
  }

  private oriented(
    relation: OntologyRelation,
    x: Mention,
    y: Mention,
  ): { source: Mention; target: Mention } | null {
    if (relation.source === x.class_name && relation.target === y.class_name)
      return { source: x, target: y };
    if (relation.source === y.class_name && relation.target === x.class_name)
      return { source: y, target: x };
    return null;
  }

  /** Whether a mention is of a class of organisations (a party, a company, an institution). */
  private readonly isOrganization = (m: Mention): boolean =>
    this.kinds.get(m.class_name) === 'organization';

  /** The only relation from class `source` to class `target`; null when none or several. */
  /**
   * A medicine's line with what it is for in brackets: "Ramipril 10 mg OD (hypertension)",
   * "Apixaban 5 mg BD (AF)". The substance, its dose and times on one line, then the condition
   * alone in the brackets, through the only relation from the one class to the other.
   */
  private bracketedPurposes(text: string, mentions: Mention[]): RelationMention[] {
    const found: RelationMention[] = [];
    for (const condition of mentions) {
      if (this.kinds.get(condition.class_name) !== 'condition' || condition.possessive) continue;
      if (text[condition.end] !== ')') continue;
      const open = text.lastIndexOf('(', condition.start);
      if (open < 0 || text.slice(open + 1, condition.start).trim() !== '') continue;
      const drug = mentions
        .filter(
          (m) =>
            m.end <= open &&
            this.kinds.get(m.class_name) === 'substance' &&
            !m.possessive &&
            m.source !== 'coreference',
        )
        .at(-1);
      // Only a dose, units and times between: no other word that could say something else.
      if (!drug) continue;
      const between = text.slice(drug.end, open);
      if (
        between.length > 40 ||
        !between
          .trim()
          .split(/[ \u00a0]+/)
          .every((word) => word === '' || /^(?:[\d.,/%-]+|\p{L}{1,4}\.?)$/u.test(word))
      )
        continue;
      const relation = this.onlyFromTo(drug.class_name, condition.class_name);
      if (relation)
        found.push({
          relation,
          source: drug,
          target: condition,
          start: drug.start,
          end: condition.end + 1,
          confidence: 0.5,
        });
    }
    return found;
  }

  private onlyFromTo(source: string, target: string): OntologyRelation | null {
    const found = this.relations.filter((r) => r.source === source && r.target === target);
    return found.length === 1 ? found[0]! : null;
  }
  /**
   * What an apposition says its name has or makes, through "whose" or "behind": "Polar Crisp, a
   * frozen-dessert maker whose Snowcap ice cream bars …", "Kerrin Vale Creamery, the Ballykerrin
   * firm behind Hollyfield yogurts and Copper Churn butter". The apposition's noun must be one of
   * the name's class ("maker", "firm"), and the relation the only one between the two classes, or
   * the one whose cue words the apposition uses.
   */
  private relativeOwners(text: string, sentences: Span[], mentions: Mention[]): RelationMention[] {
    const found: RelationMention[] = [];
    for (const match of text.matchAll(/\b(?:whose|behind)[ \u00a0]+/gu)) {
      const at = match.index;
      const sentence = sentences[sentenceOf(sentences, at)];
      if (!sentence) continue;
      const owner = mentions
        .filter(
          (m) =>
            m.start >= sentence.start &&
            m.end <= at &&
            !this.valueClasses.has(m.class_name) &&
            this.kinds.get(m.class_name) !== 'place',
        )
        .at(-1);
      if (!owner) continue;
      // "Tro Tro Pay, whose TroPass app …": "whose" right after the name is the name's.
      const direct =
        /^[ \u00a0]*,[ \u00a0]*$/.test(text.slice(owner.end, at)) && /^whose/.test(match[0]);
      const apposition =
        /^,?[ \u00a0]+(?:(?:a|an|the)[ \u00a0]+)?(?:[\p{L}\p{N}'’-]+[ \u00a0]+){0,4}?([\p{L}-]+)[ \u00a0]+$/u.exec(
          text.slice(owner.end, at),
        );
      // "Kettlewood Teas, the Galway firm behind …": the noun itself may stand for the name.
      const noun =
        apposition?.[1] ??
        (owner.source === 'coreference' && /^[ \u00a0]+$/.test(text.slice(owner.end, at))
          ? /[\p{L}-]+$/u.exec(text.slice(owner.start, owner.end))?.[0]
          : undefined);
      if (!direct && (!noun || !this.namesRole(noun.toLowerCase(), owner.class_name))) continue;
      // What "whose" or "behind" governs: its first name, with those listed after it.
      const first = mentions.find(
        (m) =>
          m.start >= at + match[0].length &&
          m.end <= sentence.end &&
          m.class_name !== owner.class_name &&
          /^(?:the[ \u00a0]+)?(?:[\p{L}-]+[ \u00a0]+){0,3}?(?:[\p{L}-]+,[ \u00a0]+)?$/u.test(
            text.slice(at + match[0].length, m.start),
          ),
      );
      if (!first) continue;
      const relation = this.between(
        owner.class_name,
        first.class_name,
        apposition?.[0] ?? noun ?? '',
      );
      if (!relation) continue;
      for (const thing of this.listOf(text, mentions, first, 1)) {
        const pair = this.oriented(relation, owner, thing);
        if (pair)
          found.push({
            relation,
            ...pair,
            start: owner.start,
            end: thing.end,
            confidence: 0.55,
          });
      }
    }
    return found;
  }

  /**
   * A funding round: who put money in and into what. "Kobowise raised $38 million in a round led
   * by Savanna Peak, with participation from Oranje Finance and from Harbor Line Ventures",
   * "Skarvik Ventures, which led Quillmoor's Series A round", "Tangerine Ridge led a $60 million
   * investment in Giao Nhanh". Through the one relation between organisations whose cues speak of
   * rounds or participation (the ontology's own words for investing).
   */
  private fundingRounds(text: string, sentences: Span[], mentions: Mention[]): RelationMention[] {
    const relations = this.relations.filter((r) => {
      const regex = this.cueWords.get(r);
      if (
        !regex ||
        this.kinds.get(r.source) !== 'organization' ||
        this.kinds.get(r.target) !== 'organization'
      )
        return false;
      regex.lastIndex = 0;
      return regex.test('round participation');
    });
    if (relations.length !== 1) return [];
    const relation = relations[0]!;
    const found: RelationMention[] = [];
    // The company the last round named was for: "Existing backer Mosi Capital Partners also took
    // part" after "Tamarind Pay closes $18.5 million Series B".
    let lastTarget: Mention | undefined;
    for (const sentence of sentences) {
      const words = text.slice(sentence.start, sentence.end);
      const raised = RAISED.exec(words);
      const round = ROUND_WORDS.exec(words);
      // "Led by Tidewater Capital, with …" under a round's heading goes on with that round.
      const fragment = lastTarget !== undefined && ROUND_FRAGMENT.test(words);
      if (!round && !raised && !fragment) continue;
      const roundAt =
        sentence.start + (round ? round.index : raised ? raised.index + raised[0].length : 0);
      const inside = mentions.filter((m) => m.start >= sentence.start && m.end <= sentence.end);
      const ofClass = (name: string) => inside.filter((m) => m.class_name === name);
      // Investors: what "led by", "participation from", "backed by" introduce, with the names
      // listed after; the one that "led" the round, named before the verb.
      const investors: Mention[] = [];
      for (const intro of words.matchAll(
        /\b(?:(?:co-)?led by|participation from|backed by|and from|joined by|(?:investment|cheque|check|money|funding)[ \u00a0]+(?:came[ \u00a0]+)?from)[ \u00a0]+/giu,
      )) {
        const from = sentence.start + intro.index + intro[0].length;
        const first = ofClass(relation.source).find(
          (m) =>
            m.start >= from && m.start - from <= 40 && !/[,;.]/.test(text.slice(from, m.start)),
        );
        if (first) investors.push(...this.listOf(text, mentions, first, 1));
      }
      for (const led of words.matchAll(
        /\b(?:led|co-led|(?:also[ \u00a0]+)?(?:took[ \u00a0]+part|participated|joined[ \u00a0]+the[ \u00a0]+round|put[ \u00a0]+money[ \u00a0]+in(?:to)?|invested))(?:[ \u00a0]+|[,.;])(?!by\b)/giu,
      )) {
        const at = sentence.start + led.index;
        const before = ofClass(relation.source)
          .filter(
            (m) =>
              m.end <= at &&
              /^(?:,[ \u00a0]*which)?(?:[ \u00a0]+also)?[ \u00a0]+$/u.test(text.slice(m.end, at)),
          )
          .at(-1);
        // "Rhône Valley Partners and Havsten Growth put money into the round": the list it ends.
        if (before) investors.push(...this.listOf(text, mentions, before, -1));
      }
      // What the round is for: its possessor ("Quillmoor's Series A round", "its round"), what
      // an investment is "in", else the clause's subject that raised or announced it.
      const possessor = ofClass(relation.target).find(
        (m) =>
          m.end <= roundAt &&
          (m.possessive === true || /^['’]s[ \u00a0]/u.test(text.slice(m.end, m.end + 3))) &&
          roundAt - m.end <= 60,
      );
      const investedIn =
        round && /^investment$/i.test(round[0])
          ? ofClass(relation.target).find(
              (m) =>
                m.start > roundAt &&
                /^investment[ \u00a0]+in[ \u00a0]+$/iu.test(text.slice(roundAt, m.start)),
            )
          : undefined;
      const subject = ofClass(relation.target).find(
        (m) =>
          m.end <= roundAt &&
          !investors.includes(m) &&
          /^(?:[^,.;]{0,40}[ \u00a0])?(?:has |have |had )?(?:raised|announced|closed|secured|completed|landed|picked[ \u00a0]+up|raises|announces|closes|secures|picks[ \u00a0]+up)\b/u.test(
            text.slice(m.end, roundAt).replace(/^,[^,]{0,120},/, ''),
          ),
      );
      // A round's heading: "1) Kovalyn — $8M seed", "Kopi Lintas (Jakarta) | $12M Series A".
      const headed = ofClass(relation.target).find(
        (m) =>
          m.end <= roundAt &&
          /^(?:[ \u00a0]*\([^()\n]{1,30}\))?[ \u00a0]*[—–|:-][ \u00a0]*[\p{Sc}A-Z]{0,3}[ \u00a0]?[\d.,]+[ \u00a0]?(?:[kKmMbB]n?|million|billion)?[ \u00a0]+$/u.test(
            text.slice(m.end, roundAt),
          ),
      );
      const named = possessor ?? investedIn ?? subject ?? headed;
      if (named) lastTarget = named;
      if (investors.length === 0) continue;
      // Else the company heading the section: "START-UP OF THE YEAR / Tro Tro Pay / The Accra
      // fintech … closing a $3.5 million seed round led by …".
      const target =
        named ??
        lastTarget ??
        headingOrganisation(
          text,
          mentions.filter((m) => m.class_name === relation.target && !investors.includes(m)),
          sentence.start,
        );
      if (!target) continue;
      for (const investor of new Set(investors))
        if (investor.label !== target.label)
          found.push({
            relation,
            source: investor,
            target,
            start: Math.min(investor.start, target.start),
            end: Math.max(investor.end, target.end),
            confidence: 0.55,
          });
    }
    return found;
  }

  /**
   * Signing lines: a label that names a party ends with a colon, and the people after it, on its
   * line or on the lines of its block below, act for that party ("Signed for the Lessor:\nWillem
   * de Groot, Director", "Authorised for the Buyer by: Chua Wei Ling, Head of Procurement",
   * "Lessor's representative: Henrike Albrecht", "Executed by Koorana Skincare Pty Ltd …:\n
   * Director: Lachlan Whitby"). Through the only relation from a kind of person to the party's
   * class.
   */
  private signingLines(text: string, mentions: Mention[]): RelationMention[] {
    const found: RelationMention[] = [];
    for (const label of text.matchAll(/(?:^|\n)([^\n:]{3,160}):(?=[ \t]|\n|$)/gu)) {
      // The label is what follows the line's last sentence ("Each Party appoints a coordinator.
      // For the Institute: Dr. Rui Lacerda"); "Pte. Ltd." ends none.
      const lineText = label[1]!;
      const sentenceEnd = [...lineText.matchAll(/\p{Ll}{3,}[.!?][ \u00a0]+/gu)].at(-1);
      const cut = sentenceEnd ? sentenceEnd.index + sentenceEnd[0].length : 0;
      const labelStart = label.index + label[0].length - lineText.length - 1 + cut;
      const labelEnd = labelStart + lineText.length - cut;
      const words = lineText.slice(cut);
      if (
        !/\b(?:for|by|on behalf of)\b|['’]s[ \u00a0]+(?:representative|signatory|contact|officer|manager|agent)/iu.test(
          words,
        )
      )
        continue;
      const party = mentions
        .filter(
          (m) =>
            m.start >= labelStart &&
            m.end <= labelEnd &&
            this.kinds.get(m.class_name) === 'organization',
        )
        .at(-1);
      if (!party) continue;
      const acting = this.relations.filter(
        (r) => r.target === party.class_name && this.kinds.get(r.source) === 'person',
      );
      if (acting.length !== 1) continue;
      const relation = acting[0]!;
      // Its signers: after the colon, to the block's end or the next label naming a party.
      const blockEnd = text.indexOf('\n\n', labelEnd);
      let end = blockEnd === -1 ? text.length : blockEnd;
      for (const next of text
        .slice(labelEnd + 1, end)
        .matchAll(/\n[^\n:]*\b(?:for|by)\b[^\n:]*:/giu)) {
        end = labelEnd + 1 + next.index;
        break;
      }
      for (const signer of mentions)
        if (
          signer.start > labelEnd &&
          signer.end <= end &&
          signer.class_name === relation.source &&
          signer.source !== 'coreference'
        )
          found.push({
            relation,
            source: signer,
            target: party,
            start: Math.min(party.start, signer.start),
            end: signer.end,
            confidence: 0.55,
          });
    }
    return found;
  }

  /** Whether a noun names what a thing of the class is to another: a cue word, or the class's noun. */
  private namesRole(noun: string, className: string): boolean {
    const names = this.classNouns.get(className) ?? [];
    if (names.some((n) => n === noun || `${n}s` === noun)) return true;
    return this.relations.some((r) => {
      const regex = this.cueWords.get(r);
      if (!regex) return false;
      regex.lastIndex = 0;
      return regex.test(noun);
    });
  }

  /**
   * Relations stated by the shape of the text rather than a cue: a value or name in brackets or
   * right after another ("Inês Mota (4 May 1931 – …)", "atorvastatin 20 mg"), and a possessive
   * apposition ("Its founder, Pieter Veldkamp", "Her first novel, A Casa do Rio", "Acme's chief
   * executive John Doe"). The relation is the only one between the two classes, or the one whose
   * cue words the phrase uses.
   */
  private structural(text: string, sentences: Span[], mentions: Mention[]): RelationMention[] {
    const found: RelationMention[] = [];
    const add = (x: Mention, y: Mention, phrase: string, confidence: number): void => {
      if (x.class_name === y.class_name) return;
      const relation = this.between(x.class_name, y.class_name, phrase);
      const pair = relation && this.oriented(relation, x, y);
      if (!relation || !pair) return;
      if (NEGATION.test(phrase)) return;
      found.push({
        relation,
        ...pair,
        start: Math.min(x.start, y.start),
        end: Math.max(x.end, y.end),
        confidence,
      });
    };
    mentions.forEach((mention, i) => {
      const sentence = sentenceOf(sentences, mention.start);
      const next = mentions.slice(i + 1).find((m) => m.start >= mention.end);
      if (!next || sentenceOf(sentences, next.start) !== sentence) return;
      const gap = text.slice(mention.end, next.start);
      // Adjacent: "Ines Mota (4 May 1931", "atorvastatin 20 mg", "atorvastatin, 20 mg"; never
      // through a pronoun ("In January 2017 she").
      const adjacent =
        mention.source !== 'coreference' &&
        next.source !== 'coreference' &&
        (/^\s?\(\s?$/.test(gap) ||
          (this.valueClasses.has(next.class_name) && /^[ ,:]{1,2}$/.test(gap)));
      if (adjacent) {
        add(mention, next, gap, 0.6);
        return;
      }
      // In brackets after a name, past a degree or a role: "Rodrigo Mamani, MD (Hospital
      // Universitario del Trópico; Instituto …)", "Priya Raghunathan (consultant, Organização …)":
      // each organisation the brackets list.
      if (
        mention.source !== 'coreference' &&
        this.kinds.get(next.class_name) === 'organization' &&
        this.kinds.get(mention.class_name) === 'person' &&
        BRACKETED_AFFILIATION.test(gap)
      ) {
        const close = text.indexOf(')', next.end);
        const inBrackets = mentions.filter(
          (m) =>
            m.start >= next.start &&
            (close === -1 || m.end <= close) &&
            m.class_name === next.class_name &&
            m.source !== 'coreference',
        );
        for (const target of inBrackets) add(mention, target, gap, 0.55);
        return;
      }
      // Affiliation: "Rafael Quintero of Montana Valley University", "Jordan Pike,
      // Communications, Aurelian Motors", "Dana Whitcombe, President of Aurelian Motors",
      // "Harbor Line Ventures of San Francisco"; a person "of" a place is not said to be born there.
      if (
        mention.source !== 'coreference' &&
        next.source !== 'coreference' &&
        mention.class_name !== next.class_name &&
        !mention.possessive &&
        !/^['’]s\s/.test(gap) &&
        this.isAffiliationGap(gap) &&
        (this.kinds.get(next.class_name) === 'organization' ||
          this.kinds.get(mention.class_name) === 'organization') &&
        // "The chief executive of Fjordhav Seafood, Erlend Myklebust, resigned": a person after
        // an organisation's comma is the holder of a post said before, or the next of a list;
        // the firm states nothing of them (`rolesAt` reads the post).
        !(
          /^,[ \u00a0]*$/u.test(gap) &&
          this.kinds.get(mention.class_name) === 'organization' &&
          this.kinds.get(next.class_name) === 'person'
        )
      ) {
        const oriented = this.relations.filter(
          (r) => r.source === mention.class_name && r.target === next.class_name,
        );
        const relation =
          oriented.length === 1
            ? oriented[0]!
            : // "Jasmina Kapetanović, a chemist at the Zenica Steel Company": a post there.
              ((isPostNoun(POST_BEFORE_PREPOSITION.exec(gap)?.[1] ?? '')
                ? workRelation(oriented, this.kinds)
                : undefined) ??
              this.between(mention.class_name, next.class_name, gap) ??
              // "the journalist Tove Lindgren of the Bergens Kveldsblad": of the relations
              // between the two, the only one with a cue ending in the gap's preposition
              // ("member of").
              byPreposition(oriented, gap));
        // "…, engineer Luis Ortega, Aurelian Motors Inc. designs …": the name is a subject.
        const verbAfter = /,/.test(gap)
          ? /^[.\s]+(\p{Ll}+)/u.exec(text.slice(next.end, next.end + 30))?.[1]
          : undefined;
        if (
          relation &&
          relation.source === mention.class_name &&
          !NEGATION.test(gap) &&
          // "Jon Amis, previously at Lakeview Clinic": a former tie, for a relation that has them.
          (!FORMER_TIE.test(gap) || admitsPast(relation)) &&
          !(verbAfter && isVerb(verbAfter) && !ROLE_GLUE.has(verbAfter))
        ) {
          // "Anjali Deshpande and Farid Al-Mansoori, Gulf of Oman Marine Research Centre":
          // each of the names listed before the comma.
          const sources = /^,/.test(gap)
            ? this.listOf(text, mentions, mention, -1).filter(
                (m) => m.class_name === mention.class_name,
              )
            : [mention];
          for (const source of sources)
            for (const target of this.listOf(text, mentions, next, 1))
              found.push({
                relation,
                source,
                target,
                start: source.start,
                end: target.end,
                confidence: 0.5,
              });
          return;
        }
      }
      // A place as an organisation's description: "Kiwi Pay, a Wellington payments company",
      // "Dunmore Dairy, the Carrick firm"; and a place's possessive: "Oslo's Fjordline Capital".
      // Through the only relation between the two classes.
      const placeFirst = this.kinds.get(mention.class_name) === 'place';
      const described = placeFirst ? next : mention;
      const place = placeFirst ? mention : next;
      if (
        mention.source !== 'coreference' &&
        next.source !== 'coreference' &&
        this.kinds.get(place.class_name) === 'place' &&
        this.kinds.get(described.class_name) === 'organization' &&
        (placeFirst
          ? /^['’]s[ \u00a0]+$/.test(gap) &&
            !/\p{L}/u.test(text.slice(mention.start - 2, mention.start).trim())
          : /^,[ \u00a0]+(?:a|an|the)[ \u00a0]+$/.test(gap) &&
            /^(?:[ \u00a0]+[\p{Ll}-]+){1,3}[ \u00a0]*[,.;]/u.test(
              text.slice(next.end, next.end + 60),
            ))
      ) {
        add(mention, next, '', 0.5);
        return;
      }
      // "its Helix accelerator chips", "Halvorsen Agri's Stalker 7", "its older Brightline LCD
      // range", "the company's TroPass app": a product named right after its possessor is the
      // possessor's own.
      if (
        (mention.possessive === true ? OWNED_BY_PRONOUN : OWNED_BY_NAME).test(gap) &&
        this.kinds.get(next.class_name) === 'product' &&
        this.kinds.get(mention.class_name) !== 'product'
      ) {
        add(mention, next, '', 0.55);
        return;
      }
      // The same after the name: "Adeyemi-Clarke, 41, the company's chief executive, said",
      // "Jane Roe, Acme's founder, said": the role noun closes the apposition.
      if (mention.source !== 'coreference' && /^,[ \u00a0]*(?:\d{1,3},[ \u00a0]*)?$/.test(gap)) {
        const role =
          /^['’]s[ \u00a0]+((?:[\p{L}-]+[ \u00a0]+){0,3}?([\p{L}-]+))[ \u00a0]*[,.;]/u.exec(
            text.slice(next.end, next.end + 60),
          );
        if (role && this.namesRole(role[2]!.toLowerCase(), mention.class_name)) {
          add(mention, next, role[1]!, 0.55);
          return;
        }
      }
      // Possessive apposition: "<possessor>'s|its|her … <noun>, <name>".
      const possessor = mention.possessive === true || /^['’]s\s/.test(gap);
      if (!possessor) return;
      const phrase = gap.replace(/^['’]s/, '');
      const shape = /^\s+(?:[\p{L}-]+\s+){0,3}?([\p{L}-]+)\s*,?\s*$/u.exec(phrase);
      if (!shape) return;
      const noun = shape[1]!.toLowerCase();
      // "Her colleague joined Globex": a verb before the name, not an apposition.
      if (isVerb(noun) && !/,\s*$/.test(phrase)) return;
      // "Her second, Os Barqueiros": an ordinal standing for the noun said before it.
      const ordinal = ORDINALS.has(noun) && /,\s*$/.test(phrase);
      if (!ordinal && !this.namesRole(noun, next.class_name)) return;
      add(mention, next, phrase, 0.6);
    });
    // A predicate: "Salt and Saffron (1979) … remains their best-known work", "X was the last of
    // her novels": what the sentence opens with is the possessor's thing of the class the noun
    // names.
    for (const owner of mentions) {
      if (!owner.possessive || owner.source !== 'coreference') continue;
      if (!COPULA_BEFORE.test(text.slice(Math.max(0, owner.start - 40), owner.start))) continue;
      // The noun: one of the next three words ("their major films").
      const words = /^(?:[ \u00a0]+[\p{Ll}-]+){1,3}/u
        .exec(text.slice(owner.end, owner.end + 50))?.[0]
        .trim()
        .split(/[ \u00a0]+/);
      if (!words) continue;
      const sentence = sentences[sentenceOf(sentences, owner.start)];
      if (!sentence) continue;
      const subject = mentions.find(
        (m) => m.start >= sentence.start && m.end <= owner.start && m.source !== 'coreference',
      );
      if (!subject || subject.class_name === owner.class_name) continue;
      const names = this.classNouns.get(subject.class_name) ?? [];
      if (!words.some((noun) => names.some((n) => n === noun || `${n}s` === noun))) continue;
      add(owner, subject, text.slice(subject.end, owner.start), 0.5);
    }
    return found;
  }

  /**
   * The parties of a document: two to four things of a class, each named (first mention); those
   * a role introduces when there are such ("Acme Ltd (the “Supplier”)", "Lessor: Acme BV").
   */
  private partiesOf(
    className: string,
    mentions: Mention[],
    text: string,
    /** Only parties a document introduces as such, two at least (else none). */
    introducedOnly = false,
  ): Mention[] {
    // A one-word name opening a numbered party's item counts too: "(1) Ardentia, an unlimited
    // company … (the "Sponsor")".
    const all = this.namedOnce(className, mentions, (m) =>
      PARTY_ITEM.test(text.slice(text.lastIndexOf('\n', m.start - 1) + 1, m.start)),
    );
    const definitions = termDefinitions(text);
    const introduced = all.filter((m) => {
      const paragraphEnd = text.indexOf('\n\n', m.end);
      const after = text.slice(
        m.end,
        paragraphEnd === -1 ? m.end + 300 : Math.min(paragraphEnd, m.end + 300),
      );
      // "(the "Supplier")", "("Kestrel", "we" or "us")", "(Principal)".
      const quoted = /\((?:[^()]*?)["“'‘][^"”'’]{2,40}["”'’][^()]*\)/.exec(after);
      // A bare term names no party where it is another class's noun ("(the Products)").
      const bare = definitions.find(
        (d) =>
          d.index >= m.end &&
          d.end <= m.end + after.length &&
          this.fieldLabels.classes(d.term).every((c) => c === className),
      );
      const definition =
        quoted && (!bare || quoted.index <= bare.index - m.end)
          ? quoted
          : bare
            ? { index: bare.index - m.end }
            : null;
      const other = mentions.find(
        (o) =>
          o.class_name === className &&
          o.label !== m.label &&
          o.start >= m.end &&
          o.start < m.end + (definition?.index ?? 0),
      );
      // "(1) Savanna Grid Ltd, a subsidiary of Kilima Capital Ltd, … (the "Provider")": in a
      // party's paragraph, the definition is the first name's, whatever it names between.
      // "(1) Harrowgate Packaging Limited (…)\n(2) Mellor and Daunt Foods Limited (…)": a line
      // opened by an item's mark is a party's paragraph of its own.
      const lineStart = text.lastIndexOf('\n', m.start - 1) + 1;
      const paragraphStart = /^\s*\(?\d{1,2}[.)]/u.test(text.slice(lineStart, m.start))
        ? lineStart
        : blockAround(text, m.start).start;
      const first = mentions.find(
        (o) =>
          o.class_name === className && o.start >= paragraphStart && o.source !== 'coreference',
      );
      if (first && PARTY_ITEM.test(text.slice(paragraphStart, first.start)))
        return !!definition && first === m;
      if (definition && !other) return true;
      const before = /(\p{L}[\p{L} ]{1,30}):\s*$/u.exec(
        text.slice(Math.max(0, m.start - 32), m.start),
      );
      return (
        !!before &&
        this.fieldLabels.classes(before[1]!.trim().split(/\s+/).at(-1)!).includes(className)
      );
    });
    if (introduced.length >= 2) return introduced;
    // Else, the parties are the two to four named in full, if that is all.
    return introducedOnly || all.length < 2 || all.length > 4 ? [] : all;
  }

  private namedOnce(
    className: string,
    mentions: Mention[],
    /** Where a one-word name is a party's all the same. */
    listed: (m: Mention) => boolean = () => false,
  ): Mention[] {
    const first = new Map<string, Mention>();
    for (const m of mentions)
      // Named in full: "Software" or "Services" alone is a defined term, not a party.
      if (
        m.class_name === className &&
        m.source !== 'coreference' &&
        m.source !== 'value' &&
        (/\S\s+\S/.test(m.label) || listed(m))
      )
        if (!first.has(m.label)) first.set(m.label, m);
    return [...first.values()];
  }

  /**
   * Words between a name and its organisation that only say the role: " of ", ", a partner at ",
   * ", Communications, ", " GP Partner, " (lines joined); never a verb ("joined", "said").
   */
  private isAffiliationGap(gap: string): boolean {
    if (/^\s+of\s+(?:the\s+)?$/.test(gap)) return true;
    const shape =
      /^(?:,\s*|\s+)((?:[\p{L}-]+,?\s+){0,6})(?:(?:of|at|with|for)\s+(?:the\s+)?)?$/u.exec(gap);
    // It ends the role with a comma, "of", "at" or "for" ("a spokesman for"). A former tie
    // ("previously at") is the caller's to weigh (FORMER_TIE).
    if (!shape || !/,/.test(gap) || !/(?:,|\bof|\bat|\bfor)\s+(?:the\s+)?$/.test(gap)) return false;
    return shape[1]!
      .split(/[\s,]+/)
      .filter(Boolean)
      .every((word) => /^\p{Lu}/u.test(word) || ROLE_GLUE.has(word) || !isVerb(word));
  }

  /**
   * The one thing of a class the document is about: the class's only entity (one label) among
   * the named mentions, for classes that are the source of a relation.
   */
  private subjectsOf(text: string, mentions: Mention[]): Map<string, Mention> {
    const subjects = new Map<string, Mention>();
    for (const className of new Set(mentions.map((m) => m.class_name))) {
      if (!this.relations.some((r) => r.source === className)) continue;
      // The only one of its class, or one named at least three times and twice as often as any
      // other (a CV's owner beside a co-author named once).
      const [top, second] = tally(this.named(className, mentions));
      if (top && (!second || (top.count >= 3 && top.count >= 2 * second.count)))
        subjects.set(className, top.first);
    }
    // A profile headed by a name alone on its first line is that person's ("Trần Bảo Ngọc /
    // Senior Research Scientist · Corallis Marine Analytics / …"), whoever else it names.
    const head = /^\s*([^\n]*)/.exec(text)!;
    const headStart = head.index + head[0].length - head[1]!.length;
    const headed = mentions.find(
      (m) =>
        m.start === headStart &&
        m.source !== 'coreference' &&
        text.slice(m.end, headStart + head[1]!.length).trim() === '' &&
        this.kinds.get(m.class_name) === 'person',
    );
    if (headed && !subjects.has(headed.class_name)) subjects.set(headed.class_name, headed);
    return subjects;
  }

  /**
   * The one of a class a document names most often (twice at least), the first named of those
   * named as often: a profile's subject where `subjectsOf` asks for more.
   */
  private mostNamed(className: string, mentions: Mention[]): Mention | undefined {
    const [top] = tally(this.named(className, mentions));
    return top && top.count >= 2 ? top.first : undefined;
  }

  /** A class's mentions by name: not values, nor the pronouns and nouns standing for them. */
  private named(className: string, mentions: Mention[]): Mention[] {
    return mentions.filter(
      (m) => m.class_name === className && m.source !== 'value' && m.source !== 'coreference',
    );
  }

  /**
   * Relations stated by fields ("Born: March 3, 1940, Mobile", "Headquarters: Leeds", "Analyst:
   * Priya Raman, Thornbury Securities", "PMH: hypertension, asthma", "GP: Dr Ann Lee"). A label
   * that is a relation's cue relates the value's mentions of its target class to the value's
   * mention of its source class, else to the one the document is about; a label that names a
   * class relates the value's mentions of that class to the one the document is about, through
   * the only relation between their classes. A field whose label names a class and whose value
   * starts with a mention of it ("Patient: Tom Hale", "Company: Acme plc") says what the document
   * is about.
   */
  private fieldRelations(
    text: string,
    sentences: Span[],
    mentions: Mention[],
    subjects: Map<string, Mention>,
  ): RelationMention[] {
    const found: RelationMention[] = [];
    const fields = findFields(text, sentences, mentions).map((field) => ({
      ...field,
      values: mentions.filter(
        (m) =>
          m.start >= field.valueStart &&
          m.end <= field.valueEnd &&
          !m.possessive &&
          m.source !== 'coreference',
      ),
    }));
    for (const field of fields) {
      // "Patient: Tom Hale", "Company: Acme plc": one of the label's class; for organisations,
      // the first the document names (a franchise's particulars name the franchisor and the
      // franchisee before "Approved Supplier: Kanbei Foods Pty Ltd", which no one works for).
      const first = field.values[0];
      if (
        first &&
        !subjects.has(first.class_name) &&
        (!this.isOrganization(first) ||
          this.named(first.class_name, mentions)[0]?.label === first.label) &&
        field.values.filter((m) => m.class_name === first.class_name).length === 1 &&
        (this.fieldLabels.classes(field.label).includes(first.class_name) ||
          // "Name: Dr Ida Brenner" on a form or a profile names whom it is about.
          (/^(?:full[ \u00a0]+)?name$/i.test(field.label) &&
            this.kinds.get(first.class_name) === 'person' &&
            first.start < field.valueStart + 12))
      )
        subjects.set(first.class_name, first);
    }
    const push = (
      relation: OntologyRelation,
      source: Mention,
      target: Mention,
      labelStart: number,
    ): void => {
      if (source.label === target.label) return;
      const inField = [source, target].filter((m) => m.start >= labelStart);
      found.push({
        relation,
        source,
        target,
        start: labelStart,
        end: Math.max(...inField.map((m) => m.end)),
        confidence: 0.55,
      });
    };
    for (const field of fields) {
      const { values } = field;
      if (values.length === 0) continue;
      for (const relation of this.fieldLabels.relations(field.label)) {
        const first = values.find((m) => m.class_name === relation.target);
        if (!first) continue;
        const source =
          values.find((m) => m.class_name === relation.source && m !== first) ??
          subjects.get(relation.source);
        // A field that says something of no one in it, in a document with parties, says it of
        // the document, and so of each party ("Governing law: England and Wales").
        const sources = source
          ? [source]
          : this.kinds.get(relation.source) === 'organization'
            ? this.partiesOf(relation.source, mentions, text)
            : [];
        for (const party of sources)
          for (const target of this.listOf(text, values, first, 1))
            push(relation, party, target, field.labelStart);
      }
      for (const className of this.fieldLabels.classes(field.label)) {
        const items = values.filter((m) => m.class_name === className);
        if (items.length === 0) continue;
        const candidates = this.relations.flatMap((r) => {
          const other =
            r.target === className ? r.source : r.source === className ? r.target : null;
          // What a document is about is someone or some organisation, not its only drug.
          const subject =
            other === null || !SUBJECT_KINDS.has(this.kinds.get(other) ?? 'person')
              ? undefined
              : subjects.get(other);
          return subject && subject.class_name !== className && !items.includes(subject)
            ? [{ relation: r, subject }]
            : [];
        });
        if (candidates.length !== 1) continue;
        const { relation, subject } = candidates[0]!;
        for (const item of items)
          if (relation.source === className) push(relation, item, subject, field.labelStart);
          else push(relation, subject, item, field.labelStart);
      }
    }
    return found;
  }

  /**
   * The sections of a CV or a profile ("Education", "Appointments", "Positions"), each line an
   * entry with no verb: "1992–1996  PhD in Chemistry, Vellmar University". A section heading
   * that names what a relation's cues state relates the first mention of that relation's target
   * class on each of its lines to the person the document is about.
   */
  private sectionRelations(
    text: string,
    mentions: Mention[],
    subjects: Map<string, Mention>,
  ): RelationMention[] {
    const found: RelationMention[] = [];
    const usable = mentions
      .filter((m) => !m.possessive && m.source !== 'coreference')
      .sort((a, b) => a.start - b.start);
    let from = 0;
    for (const heading of text.matchAll(SECTION_HEADING)) {
      const verbs = SECTION_VERBS.find(([names]) => names.test(heading[1]!))?.[1];
      if (!verbs) continue;
      const stated = this.relations.filter(
        (r) =>
          this.kinds.get(r.source) === 'person' &&
          this.kinds.get(r.target) === 'organization' &&
          r.cues.some((cue) => verbs.test(cue.trim().split(/\s+/)[0] ?? '')),
      );
      if (stated.length !== 1) continue;
      const relation = stated[0]!;
      const subject = subjects.get(relation.source);
      if (!subject) continue;
      // The section runs to the next heading: a short line after a blank one that names nothing
      // of the class (entries may stand apart: "Experience / Senior Scientist · Corallis / …
      // / Postdoctoral Fellow · Tasman-Aru Institute"). Each entry gives its first mention of
      // the class.
      const start = heading.index + heading[0].length;
      const end = this.sectionEnd(text, start, usable, relation.target);
      const body = text.slice(start, end);
      const starts = [0, ...[...body.matchAll(ENTRY_START)].map((m) => m.index), body.length];
      while (from < usable.length && usable[from]!.start < start) from++;
      let k = from;
      for (let e = 0; e + 1 < starts.length; e++) {
        const entryStart = start + starts[e]!;
        const entryEnd = start + starts[e + 1]!;
        while (k < usable.length && usable[k]!.start < entryStart) k++;
        if (FIELD_ENTRY.test(text.slice(entryStart, entryEnd))) continue;
        for (let i = k; i < usable.length && usable[i]!.start < entryEnd; i++) {
          const target = usable[i]!;
          if (target.class_name !== relation.target) continue;
          if (target.end <= entryEnd && target.label !== subject.label)
            found.push({
              relation,
              source: subject,
              target,
              start: target.start,
              end: target.end,
              confidence: 0.5,
            });
          break;
        }
      }
    }
    return found;
  }

  /** Where a CV's section that starts at `start` ends: at the next heading, or at the text's end. */
  private sectionEnd(text: string, start: number, mentions: Mention[], className: string): number {
    const blank = /\n[ \t]*\n[ \t]*([^\n]*)/g;
    blank.lastIndex = start;
    for (let next = blank.exec(text); next; next = blank.exec(text)) {
      const lineStart = next.index + next[0].length - next[1]!.length;
      const lineEnd = lineStart + next[1]!.length;
      const line = next[1]!.trim();
      const names = mentions.some(
        (m) => m.class_name === className && m.start >= lineStart && m.start < lineEnd,
      );
      if (line === '' || (line.length <= SECTION_HEADING_LENGTH && !/\d/.test(line) && !names))
        return next.index;
      // So does a paragraph of prose, and another section joined to its first entry
      // ("Positions 1994–2001 Engineer, …").
      if (PROSE_LINE.test(line)) return next.index;
      const lead = line.split(/[ \u00a0:]+/, 3);
      for (let n = 1; n <= lead.length; n++)
        if (SECTION_VERBS.some(([names]) => names.test(lead.slice(0, n).join(' '))))
          return next.index;
    }
    return text.length;
  }

  /**
   * A record about one person (a patient's note, a client's file) holds that person's conditions
   * and medicines, and the other people of its kind it names (the clinicians of a patient), with
   * no verb to say so: "Past history: asthma; eczema", "on sertraline and aspirin", "GP: Dr Ann
   * Lee". Each mention of such a class is related to the person the document is about, through
   * the only relation between the two classes, unless the words around it deny, doubt or give it
   * away ("no chest pain", "asthma was ruled out", "his mother has diabetes", "allergic to
   * penicillin").
   */
  private recordItems(
    text: string,
    sentences: Span[],
    mentions: Mention[],
    subjects: Map<string, Mention>,
  ): RelationMention[] {
    const found: RelationMention[] = [];
    for (const subject of subjects.values()) {
      if (this.kinds.get(subject.class_name) !== 'person') continue;
      for (const relation of this.relations) {
        if (relation.source !== subject.class_name || relation.target === relation.source) continue;
        const kind = this.kinds.get(relation.target) ?? '';
        if (!RECORD_KINDS.has(kind) && kind !== 'person') continue;
        if (this.between(relation.source, relation.target) !== relation) continue;
        for (const item of mentions) {
          if (item.class_name !== relation.target || item.source === 'coreference') continue;
          if (item.possessive) continue;
          const sentence = sentences[sentenceOf(sentences, item.start)];
          const from = Math.max(
            sentence?.start ?? 0,
            ...[
              ...text
                .slice(Math.max(0, item.start - 160), item.start)
                .matchAll(/[.;\n•]|\s[-–]\s/g),
            ].map((m) => item.start - Math.min(160, item.start) + m.index + m[0].length),
          );
          const before = text.slice(from, item.start);
          if (
            HEDGE_BEFORE.test(before) ||
            HEDGE_BEFORE.test(item.label) ||
            HEDGE_AFTER.test(text.slice(item.end, item.end + 60))
          )
            continue;
          found.push({
            relation,
            source: subject,
            target: item,
            start: item.start,
            end: item.end,
            confidence: 0.45,
          });
        }
      }
    }
    return found;
  }

  /**
   * Authors and their affiliations, as papers list them: "Lena Ortiz¹, Kwame Mensah²
   * ¹Scheldt University, Antwerp ²Noguchi Centre, Accra", "(1)", "a" and "b" alike. Each author
   * is related to the last organisation of each affiliation their marks point to ("Department of
   * Physics, Elbe University": Elbe University), through the only relation between their classes.
   */
  /**
   * An organisation in brackets after a person's name, on the same line, says where they are:
   * "Rodrigo Mamani Condori, MD (Hospital Universitario del Trópico, Cochabamba)", "Zsófia
   * Kertész-Amadi: field sampling (Pannonvár Veterinary University)", "Dr Sunita Rajagopal
   * (Clinical Oncologist, Harcastle Regional Cancer Centre)", and "(both Ostmark University)"
   * after two names joined by "and". Each institution the brackets name counts ("…; Instituto
   * Altiplánico …"), through the only relation from the person's class to the institution's.
   */
  private bracketedAffiliations(text: string, mentions: Mention[]): RelationMention[] {
    const found: RelationMention[] = [];
    const named = mentions.filter((m) => m.source !== 'coreference' && m.source !== 'value');
    for (const [i, person] of named.entries()) {
      if (this.kinds.get(person.class_name) !== 'person') continue;
      const lineEnd = text.indexOf('\n', person.end);
      const rest = text.slice(
        person.end,
        Math.min(lineEnd === -1 ? text.length : lineEnd, person.end + 120),
      );
      const open = rest.indexOf('(');
      if (open === -1 || /[.;!?]/.test(rest.slice(0, open).replace(/\b[A-Z][a-z]{0,3}\./g, '')))
        continue;
      const close = rest.indexOf(')', open);
      if (close === -1) continue;
      const from = person.end + open + 1;
      const to = person.end + close;
      // No one else between the name and its brackets: the brackets are this name's.
      const next = named[i + 1];
      if (
        next &&
        next.start < from &&
        next.class_name !== undefined &&
        this.kinds.get(next.class_name) === 'person'
      )
        continue;
      const inside = named.filter(
        (m) => m.start >= from && m.end <= to && namesOrganization(m.label),
      );
      if (inside.length === 0) continue;
      // "with Ruairí Ó Dálaigh and Eunji Park (both …)": the name joined before shares them.
      const people = [person];
      if (/^[ \u00a0]*both\b/iu.test(text.slice(from, to))) {
        const before = named
          .slice(0, i)
          .reverse()
          .find((m) => this.kinds.get(m.class_name) === 'person');
        if (before && /^[ \u00a0]+and[ \u00a0]+$/u.test(text.slice(before.end, person.start)))
          people.push(before);
      }
      for (const who of people)
        for (const institution of inside) {
          const relation = this.onlyFromTo(who.class_name, institution.class_name);
          if (!relation) continue;
          found.push({
            relation,
            source: who,
            target: institution,
            start: who.start,
            end: institution.end,
            confidence: 0.55,
          });
        }
    }
    return found;
  }

  private affiliations(text: string, mentions: Mention[]): RelationMention[] {
    const found: RelationMention[] = [];
    const named = mentions.filter((m) => m.source !== 'coreference' && m.source !== 'value');
    const authors: { mention: Mention; marks: string[]; end: number }[] = [];
    // The first list of marked names, joined by commas or "and".
    for (const mention of named) {
      const previous = authors.at(-1);
      if (previous && mention.start < previous.end) continue;
      const after = AUTHOR_MARKS.exec(text.slice(mention.end, mention.end + 16));
      const marks = (after?.[1] ?? after?.[2] ?? after?.[3] ?? '').match(MARK) ?? [];
      // A name the engine does not know may stand in the list ("…, Hiroshi Tanabe³, …").
      const joined = previous && AUTHOR_GAP.test(text.slice(previous.end, mention.start));
      if (previous && (!joined || marks.length === 0)) {
        if (authors.length >= 2) break;
        authors.length = 0;
      }
      if (marks.length > 0 && after)
        authors.push({ mention, marks: marks.map(markKey), end: mention.end + after[0].length });
    }
    // Two marked names or more, in one paragraph; else a line of names alone over one
    // affiliation.
    if (authors.length < 2) return this.unmarkedAuthors(text, named);
    const last = authors.at(-1)!;
    const paragraphEnd = text.indexOf('\n\n', last.end);
    const region = text.slice(last.end, paragraphEnd === -1 ? text.length : paragraphEnd);
    const wanted = new Set(authors.flatMap((a) => a.marks));
    const starts: { mark: string; start: number }[] = [];
    for (const definition of region.matchAll(AFFILIATION_MARK)) {
      const mark = markKey(definition[1] ?? definition[2] ?? definition[3] ?? '');
      // Every mark ends the affiliation before it, even one of a name the engine missed.
      starts.push({ mark, start: last.end + definition.index });
    }
    starts.forEach(({ mark, start }, i) => {
      const end = starts[i + 1]?.start ?? last.end + region.length;
      const inside = named.filter((m) => m.start >= start && m.end <= end);
      const institution = inside.filter((m) => namesOrganization(m.label)).at(-1) ?? inside[0];
      if (!institution) return;
      if (!wanted.has(mark)) return;
      for (const author of authors) {
        if (!author.marks.includes(mark)) continue;
        const relation = this.onlyFromTo(author.mention.class_name, institution.class_name);
        if (!relation) continue;
        found.push({
          relation,
          source: author.mention,
          target: institution,
          start: author.mention.start,
          end: institution.end,
          confidence: 0.6,
        });
      }
    });
    return found;
  }

  /**
   * An author line without marks over one affiliation line: "Ximena Huamaní Quispe*, Joaquín
   * Etxeberria Lasa and Thandiwe Mokoena / Laboratorio de Fitopatología, Instituto Andino de
   * Sanidad Vegetal, Huaylla (*corresponding author)". Each author is of the line's (last)
   * institution.
   */
  private unmarkedAuthors(text: string, named: Mention[]): RelationMention[] {
    for (const line of text.matchAll(/^[^\n]+$/gmu)) {
      const start = line.index;
      const end = start + line[0].length;
      const onLine = named.filter((m) => m.start >= start && m.end <= end);
      if (onLine.length < 2 || onLine.some((m) => this.kinds.get(m.class_name) !== 'person'))
        continue;
      let rest = line[0];
      for (const m of [...onLine].reverse())
        rest = rest.slice(0, m.start - start) + rest.slice(m.end - start);
      if (!/^(?:[\s,*†‡&]|\band\b)*$/u.test(rest)) continue;
      const nextStart = end + 1;
      const nextEnd = text.indexOf('\n', nextStart);
      const next = named.filter(
        (m) => m.start >= nextStart && m.end <= (nextEnd === -1 ? text.length : nextEnd),
      );
      const institution = next.filter((m) => namesOrganization(m.label)).at(-1);
      if (!institution || next.some((m) => this.kinds.get(m.class_name) === 'person')) return [];
      return onLine.flatMap((author) => {
        const relation = this.onlyFromTo(author.class_name, institution.class_name);
        return relation
          ? [
              {
                relation,
                source: author,
                target: institution,
                start: author.start,
                end: institution.end,
                confidence: 0.55,
              },
            ]
          : [];
      });
    }
    return [];
  }

  /**
   * Names nothing else types, standing right after a cue as its object ("acquired Coppermount",
   * "shall supply EcoTray trays", "joined the Tromsø Polar club") or right before its active verb
   * as its subject ("Halbrecht Industrietechnik agreed to buy"), as mentions of the relation's
   * target or source class; a cue ending in "by" is passive (its object may be either end) and
   * gives none, and so does an end that is a value.
   */
  cueObjects(text: string, spans: { start: number; end: number }[]): Mention[] {
    if (spans.length === 0) return [];
    // The class of what stands there; an active cue's object is its relation's source
    // ("founded Cielo Bajo" of "founded by"), its subject the target.
    const objectAt = new Map<number, string | null>();
    const cues = this.matches(text);
    for (const cue of cues) {
      if (cue.title || /\bby$/i.test(text.slice(cue.start, cue.end))) continue;
      // After a suffix cue stands what it describes: "Nairobi-based Mirrowick" is the firm.
      const suffix = text.startsWith('-', cue.start);
      const objectClass = cue.active || suffix ? cue.relation.source : cue.relation.target;
      // "co-authored with Priya Raghunathan": who it was done with, not what was done ("played
      // with União Ribacoa" names where).
      if (
        /\bwith$/i.test(text.slice(cue.start, cue.end)) &&
        this.kinds.get(objectClass) !== 'organization'
      )
        continue;
      if (this.valueClasses.has(objectClass)) continue;
      const gap = /^[ \u00a0]+(?:(?:the|a|an)[ \u00a0]+)?/.exec(text.slice(cue.end, cue.end + 8));
      if (!gap) continue;
      const at = cue.end + gap[0].length;
      const known = objectAt.get(at);
      // Two relations' cues at one place with different targets: no guess.
      if (known === undefined) objectAt.set(at, objectClass);
      else if (known && known !== objectClass) objectAt.set(at, null);
    }
    // A post's organisation: "as a correspondent for the Irish National Wire", "as a night copy
    // editor at the Fanal Weekly" (the work relation's target, where no cue says otherwise).
    const work = workRelation(this.relations, this.kinds);
    if (work)
      for (const post of text.matchAll(POST_BEFORE_NAME)) {
        if (!isPostNoun(post[1]!)) continue;
        const at = post.index + post[0].length;
        if (!objectAt.has(at)) objectAt.set(at, work.target);
      }
    // And the subject right before an active verb: "Halbrecht Industrietechnik agreed to buy".
    const subjectAt = new Map<number, string | null>();
    for (const cue of cues) {
      const cueText = text.slice(cue.start, cue.end);
      if (cue.title || /\bby$/i.test(cueText) || /^(?:is|was|are|were|be|been)\b/i.test(cueText))
        continue;
      const subjectClass = cue.active ? cue.relation.target : cue.relation.source;
      if (this.valueClasses.has(subjectClass) || !isVerb(cueText.split(/\s+/)[0]!)) continue;
      const gap = /[ \u00a0]+$/.exec(text.slice(Math.max(0, cue.start - 4), cue.start));
      if (!gap) continue;
      const at = cue.start - gap[0].length;
      const known = subjectAt.get(at);
      if (known === undefined) subjectAt.set(at, subjectClass);
      else if (known && known !== subjectClass) subjectAt.set(at, null);
    }
    const found: Mention[] = [];
    for (const span of spans) {
      // A document is not a party to what it says ("the Distribution Agreement dated …").
      if (DOCUMENT_NAME.test(text.slice(span.start, span.end))) continue;
      const subject = subjectAt.get(span.end);
      // Two words at least: one capitalised word before a verb often opens a sentence.
      if (subject && /[ \u00a0]/.test(text.slice(span.start, span.end)))
        found.push({
          class_name: subject,
          start: span.start,
          end: span.end,
          label: text.slice(span.start, span.end),
          confidence: 0.55,
          source: 'ner',
        });
      const objectClass = objectAt.get(span.start);
      if (!objectClass) continue;
      const after = text.slice(span.end, span.end + 40);
      // One word before a lower-case noun modifies it ("read Romance philology", "inhibits
      // Enterococcus faecium"): the object is the noun's phrase, not the name.
      if (!/[ \u00a0]/.test(text.slice(span.start, span.end)) && /^[ \u00a0]\p{Ll}/u.test(after))
        continue;
      // A model's number is part of its name: "EcoTray 300".
      const number =
        /^[ \u00a0]\d{1,5}(?![\d.,:/%])(?![ \u00a0]?(?:mg|mcg|µg|g|kg|ml|l|mm|cm|m|km|units?|iu|mmol)\b)/iu.exec(
          after,
        );
      const end = span.end + (number?.[0].length ?? 0);
      found.push({
        class_name: objectClass,
        start: span.start,
        end,
        label: text.slice(span.start, end),
        confidence: 0.55,
        source: 'ner',
      });
    }
    return found;
  }

  /**
   * A reference's authors and its title: "Lee, A. & Park, J. (2003). Parsing Dialects with Sparse
   * Data." relates each person named before the year to the title after it, through the only
   * relation between their classes.
   */
  private references(text: string, mentions: Mention[]): RelationMention[] {
    const found: RelationMention[] = [];
    for (const work of mentions) {
      if (work.source === 'coreference') continue;
      const year = /\(\d{4}[a-z]?\)\.[ \u00a0]+$/u.exec(
        text.slice(Math.max(0, work.start - 16), work.start),
      );
      if (!year) continue;
      const yearAt = work.start - year[0].length;
      // The reference starts after the previous one's full stop (not an initial's: "Lee, A.").
      const before = text.slice(Math.max(0, yearAt - 200), yearAt);
      let from = Math.max(0, yearAt - 200);
      for (const end of before.matchAll(/(?:\n|[\p{Ll}\p{N}]{2,}[.?!][ \u00a0]+)/gu))
        from = Math.max(0, yearAt - 200) + end.index + end[0].length;
      const authors = mentions.filter(
        (m) =>
          m.start >= from &&
          m.end <= yearAt &&
          m.source !== 'value' &&
          this.kinds.get(m.class_name) === 'person',
      );
      for (const author of authors) {
        const relation = this.onlyFromTo(author.class_name, work.class_name);
        if (!relation) continue;
        found.push({
          relation,
          source: author,
          target: work,
          start: author.start,
          end: work.end,
          confidence: 0.55,
        });
      }
    }
    return found;
  }

  /**
   * The words of a relation's description: what it says it is (with its name and cues), and what
   * a sentence of it that says "not" or "never" lists as what it is not.
   */
  private descriptionWords(relation: OntologyRelation): { yes: Set<string>; no: Set<string> } {
    const [saysNot, says] = partition(
      (relation.description ?? '').split(/(?<=[.;])\s+/),
      (sentence) => /\b(?:not|never)\b/i.test(sentence),
    );
    const wordsOf = (texts: string[]) =>
      new Set(
        texts
          .join(' ')
          .toLowerCase()
          .match(/\p{L}+/gu),
      );
    return {
      yes: wordsOf([relation.name, ...says, ...(relation.cues ?? [])]),
      no: wordsOf(saysNot),
    };
  }

  /**
   * Whether a date's label names what the relation's description says it is not: "Not delivery,
   * payment, review or expiry dates" excludes "the Final Maturity Date" and "Termination Date:"
   * (words that say the same thing count as the word: maturity, termination, end → expiry).
   */
  private excludesDateLabel(relation: OntologyRelation, label: string): boolean {
    const { no } = this.descriptionWords(relation);
    return (label.toLowerCase().match(/\p{L}+/gu) ?? []).some((word) =>
      no.has(DATE_WORD_SENSE[word] ?? word),
    );
  }

  /**
   * A date an agreement defines by a noun of its class: "shall come into force on 1 April 2024
   * (the “Commencement Date”)", "“Effective Date” means 1 January 2024". What the document
   * defines of itself it says of each of its parties, through the only relation from their class
   * (an organisation's) to the value's.
   */
  private definedValues(text: string, mentions: Mention[]): RelationMention[] {
    const found: RelationMention[] = [];
    for (const value of mentions) {
      // A date holds for every party; a sum is paid by one of them.
      if (value.source !== 'value' || this.kinds.get(value.class_name) !== 'date') continue;
      const after = DEFINED_AFTER.exec(text.slice(value.end, value.end + 60));
      const before = DEFINED_BEFORE.exec(text.slice(Math.max(0, value.start - 60), value.start));
      const term = (after?.[1] ?? before?.[1])?.trim().toLowerCase();
      if (!term) continue;
      const nouns = this.classNouns.get(value.class_name) ?? [];
      if (!nouns.includes(term) && !nouns.some((n) => term.endsWith(` ${n}`))) continue;
      found.push(
        ...this.ofEachParty(
          value,
          value.start,
          text,
          mentions,
          (relation) => !this.excludesDateLabel(relation, term),
        ),
      );
    }
    return found;
  }

  /**
   * A date in a field whose label ends in a noun of its class ("Commencement Date: 1 October
   * 2024", "PO Date: 8 January 2026"), like a defined date, holds for every party; a bare
   * "Date:" in a party's own block (a signature block's) is that party's.
   */
  private datedFields(text: string, sentences: Span[], mentions: Mention[]): RelationMention[] {
    return findFields(text, sentences, mentions).flatMap((field) => {
      const value = mentions.find(
        (m) =>
          m.start >= field.valueStart &&
          m.end <= field.valueEnd &&
          m.source === 'value' &&
          this.kinds.get(m.class_name) === 'date',
      );
      if (!value) return [];
      const label = field.label.trim().toLowerCase();
      const noun = (this.classNouns.get(value.class_name) ?? [])
        .filter((n) => label === n || label.endsWith(` ${n}`))
        .sort((a, b) => b.length - a.length)[0];
      if (noun === undefined) return [];
      // A bare "Date:" in a party's own block is that party's alone (signatureDates); a date the
      // class names in more words ("Effective date:") is the agreement's.
      if (
        label === noun &&
        !/\s/.test(noun) &&
        blockParty(text, value.start, mentions, this.isOrganization)
      )
        return [];
      // A date the class names with more words ("expiry date", "commencement date") is the
      // relation's when its own words name it ("… commencement or novation date"); a bare
      // "date" with any label ("PO Date", "Date") is the agreement's.
      const qualifiers = noun.match(/\p{L}{3,}/gu)?.slice(0, -1) ?? [];
      return this.ofEachParty(value, field.labelStart, text, mentions, (relation) => {
        if (this.excludesDateLabel(relation, label)) return false;
        if (qualifiers.length === 0) return true;
        const { yes, no } = this.descriptionWords(relation);
        return qualifiers.every((word) => yes.has(word) && !no.has(word));
      });
    });
  }

  /** A date of the agreement, for each party: through the only relation to its class from one. */
  private ofEachParty(
    value: Mention,
    start: number,
    text: string,
    mentions: Mention[],
    accepts: (relation: OntologyRelation) => boolean = () => true,
  ): RelationMention[] {
    const relations = this.relations.filter(
      (r) => r.target === value.class_name && this.kinds.get(r.source) === 'organization',
    );
    if (relations.length !== 1 || !accepts(relations[0]!)) return [];
    const relation = relations[0]!;
    return this.partiesOf(relation.source, mentions, text).map((party) => ({
      relation,
      source: party,
      target: value,
      start,
      end: value.end,
      confidence: 0.5,
    }));
  }

  find(text: string, sentences: Span[], mentions: Mention[]): RelationMention[] {
    const found: RelationMention[] = this.structural(text, sentences, mentions);
    found.push(...this.definedValues(text, mentions));
    found.push(...this.datedFields(text, sentences, mentions));
    found.push(...this.references(text, mentions));
    const subjects = this.subjectsOf(text, mentions);
    found.push(...this.fieldRelations(text, sentences, mentions, subjects));
    found.push(...this.sectionRelations(text, mentions, subjects));
    found.push(...this.affiliations(text, mentions));
    found.push(...this.bracketedAffiliations(text, mentions));
    found.push(...this.relativeOwners(text, sentences, mentions));
    found.push(...this.bracketedPurposes(text, mentions));
    found.push(...this.fundingRounds(text, sentences, mentions));
    found.push(...this.signingLines(text, mentions));
    const work = workRelation(this.relations, this.kinds);
    if (work)
      found.push(
        ...postsAt(text, sentences, mentions, work, subjects),
        ...rolesAt(text, sentences, mentions, work),
        ...postsThere(text, sentences, mentions, work),
        ...titledAt(text, mentions, work),
        ...appointments(text, sentences, mentions, work),
      );
    // A firm's officer is its staff, not one acting for a party (a contract's signatory); its
    // founder founded it.
    const staff =
      work && [work.name, work.description ?? '', ...work.cues].some((w) => SAYS_WORK.test(w))
        ? work
        : undefined;
    const founding = this.relations.filter((r) => {
      const kinds = [this.kinds.get(r.source), this.kinds.get(r.target)].sort().join(' ');
      return kinds === 'organization person' && /\bfound/iu.test([r.name, ...r.cues].join(' '));
    });
    const firm = founding.length === 1 ? founding[0] : undefined;
    const ends = staff ?? firm;
    if (ends) {
      const personClass = this.kinds.get(ends.source) === 'person' ? ends.source : ends.target;
      const firmClass = personClass === ends.source ? ends.target : ends.source;
      found.push(
        ...unownedOfficers(
          text,
          sentences,
          mentions,
          staff,
          firm &&
            [firm.source, firm.target].includes(personClass) &&
            [firm.source, firm.target].includes(firmClass)
            ? firm
            : undefined,
          personClass,
          firmClass,
        ),
      );
    }
    const cues = this.matches(text);
    for (const cue of cues) {
      const { relation } = cue;
      const sentence = sentences[sentenceOf(sentences, cue.start)];
      if (!sentence) continue;
      // "formerly at": a past tie, for a relation that holds past ties only.
      if (FORMER_TIE.test(text.slice(cue.start, cue.end)) && !admitsPast(relation)) continue;
      // "… a round led by Savanna Peak, with participation from Oranje Finance": both are
      // investors in the company that raised it, read by `fundingRounds`, not one in the other.
      if (
        relation.source === relation.target &&
        ROUND_INTRO.test(text.slice(cue.start, cue.end)) &&
        ROUND_WORDS.test(text.slice(sentence.start, sentence.end))
      )
        continue;
      // A possessive is not what a verb is about: in "her colleague joined Globex" the
      // colleague joined (possessives state relations only through `structural`).
      const inSentence = mentions.filter(
        (m) =>
          m.start >= sentence.start &&
          m.end <= sentence.end &&
          // "the company's headquarters in Nagoya": unless what it owns is where it is ("her
          // students at" are not her); and a noun's after the cue is its object ("who leads the
          // institute's electrochemistry group", "the Pune-based two-wheeler maker's scooter").
          (!m.possessive ||
            (/^(?:['’]s)?[ \u00a0]+$/u.test(text.slice(m.end, cue.start)) &&
              LOCATIVE_CUE.test(text.slice(cue.start, cue.end)) &&
              /\b(?:in|at)$/iu.test(text.slice(cue.start, cue.end))) ||
            (m.start >= cue.end && !PRONOUN.test(text.slice(m.start, m.end)))) &&
          (!(m.start < cue.end && cue.start < m.end) ||
            // "started him on": the verb's object, between the verb and its preposition.
            (cue.gapped === true && m.start > cue.start && m.end < cue.end)),
      );
      const pairs: {
        source: Mention;
        target: Mention;
        confidence: number;
        implied?: boolean;
        impliedTarget?: boolean;
      }[] =
        relation.source === relation.target
          ? this.sameClassPairs(text, cue, inSentence)
          : this.pairs(text, cue, inSentence, subjects, sentence.start, mentions);
      for (const { implied, impliedTarget, ...pair } of pairs) {
        if (pair.source.start === pair.target.start && pair.source.label === pair.target.label)
          continue;
        // An implied subject is not part of the stating words.
        const ends = implied
          ? [pair.target]
          : impliedTarget
            ? [pair.source]
            : [pair.source, pair.target];
        const start = Math.min(...ends.map((m) => m.start), cue.start);
        const end = Math.max(...ends.map((m) => m.end), cue.end);
        found.push({ relation, ...pair, start, end });
      }
    }
    // Active readings of passive cues state only what the cue pass finds with them.
    const written = cues.filter((cue) => !cue.active);
    found.push(...this.relativeObjects(text, mentions, written));
    found.push(...this.coAgents(text, mentions, found));
    // Last, and only where nothing stated it already: the words that state it come first.
    const stated = new Set(found.map((f) => `${f.relation.name}\u0000${f.target.label}`));
    for (const item of this.recordItems(text, sentences, mentions, subjects))
      if (!stated.has(`${item.relation.name}\u0000${item.target.label}`)) found.push(item);
    found.push(...this.signatureDates(text, mentions, found, written));
    found.push(...this.placeDescriptions(text, mentions, found));
    found.push(...this.tableRows(text, mentions, found));
    found.push(...this.problemLines(text, mentions, found));
    found.push(...this.documentDates(text, sentences, mentions, found));
    // A party's contact acts for it, but signs nothing: read after the dates signers give.
    if (work) found.push(...this.partyContacts(text, mentions, work));
    if (work) found.push(...executionLines(text, mentions, work));
    found.push(...this.enclosingPlaces(text, mentions, found));
    if (work) found.push(...letterheadStaff(text, mentions, work, found));
    const making = this.relations.filter(
      (r) => this.kinds.get(r.source) === 'person' && this.kinds.get(r.target) === 'work',
    );
    if (making.length === 1) found.push(...referenceAuthors(text, mentions, making[0]!));
    if (making.length === 1)
      found.push(
        ...subjectWorks(
          text,
          sentences,
          mentions,
          making[0]!,
          subjects.get(making[0]!.source) ?? this.mostNamed(making[0]!.source, mentions),
          found,
        ),
      );
    return found;
  }

  /**
   * A place and the larger one after its comma ("a copper producer based in Antofagasta, Chile",
   * "headquartered in Poznań, Poland"): what an organisation is related to in the first it is in
   * the second, unless the relation's description asks for one of them ("when a city and its
   * country are both given, the city").
   */
  private enclosingPlaces(
    text: string,
    mentions: Mention[],
    found: RelationMention[],
  ): RelationMention[] {
    const added: RelationMention[] = [];
    for (const r of found) {
      // An organisation's place (a seat, a law); a person's birthplace is its town.
      if (
        this.kinds.get(r.relation.target) !== 'place' ||
        this.kinds.get(r.relation.source) !== 'organization'
      )
        continue;
      if (/\bboth\b/i.test(r.relation.description ?? '')) continue;
      const larger = mentions.find(
        (m) =>
          m.class_name === r.target.class_name &&
          m.start > r.target.end &&
          m.label !== r.target.label &&
          /^,[ \u00a0]+$/u.test(text.slice(r.target.end, m.start)) &&
          /^(?:[,.;)]|[ \u00a0]*$|[ \u00a0]+(?:and|in|on|for|after|before|with)\b)/u.test(
            text.slice(m.end, m.end + 8),
          ),
      );
      if (larger)
        added.push({
          ...r,
          target: larger,
          end: Math.max(r.end, larger.end),
          confidence: r.confidence * 0.9,
        });
    }
    return added;
  }

  /** The dates a document states of itself, for each of its parties (`document-values.ts`). */
  private documentDates(
    text: string,
    sentences: Span[],
    mentions: Mention[],
    found: RelationMention[],
  ): RelationMention[] {
    const dated = this.relations.filter(
      (r) => this.kinds.get(r.target) === 'date' && this.kinds.get(r.source) === 'organization',
    );
    if (dated.length !== 1) return [];
    const relation = dated[0]!;
    // The parties a document introduces, else those someone signs for.
    const introduced = this.partiesOf(relation.source, mentions, text, true);
    const named = new Map<string, Mention>();
    for (const r of found)
      if (
        r.target.class_name === relation.source &&
        this.kinds.get(r.source.class_name) === 'person'
      )
        named.set(r.target.label, named.get(r.target.label) ?? r.target);
    return documentValues(
      text,
      sentences,
      relation,
      mentions.filter((m) => m.class_name === relation.target),
      introduced.length > 0 ? introduced : [...named.values()],
      found,
      agreementDate(
        (label) => this.excludesDateLabel(relation, label),
        mentions.filter((m) => this.kinds.get(m.class_name) === 'money'),
      ),
    );
  }

  /**
   * A clinical note's shorthand for what treats what: a condition "on" a drug ("hypertension on
   * amlodipine 10 mg", "hypothyroidism, well controlled on levothyroxine"), and a problem-oriented
   * plan, a line opened by a condition and a dash or colon, whose drugs are for it ("HTN -
   * increase amlodipine to 10 mg OD", "Diabetic neuropathy: increase gabapentin"). The relation
   * is the only one between the condition's and the drug's classes.
   */
  private problemLines(
    text: string,
    mentions: Mention[],
    found: RelationMention[],
  ): RelationMention[] {
    const out = new NewRelations(found);
    const named = mentions.filter((m) => m.source !== 'coreference' && !m.possessive);
    const link = (condition: Mention, drug: Mention, start: number, end: number) => {
      const relation = this.between(condition.class_name, drug.class_name);
      const pair = relation && this.oriented(relation, condition, drug);
      if (relation && pair) out.add({ relation, ...pair, start, end, confidence: 0.55 });
    };
    named.forEach((condition, i) => {
      if (this.kinds.get(condition.class_name) !== 'condition') return;
      // "hypertension on amlodipine", "hypothyroidism, well controlled on levothyroxine".
      const next = named[i + 1];
      if (
        next &&
        this.kinds.get(next.class_name) === 'substance' &&
        CONDITION_ON.test(text.slice(condition.end, next.start))
      )
        link(condition, next, condition.start, next.end);
      // "HTN - increase amlodipine to 10 mg OD": a plan's line for one problem.
      const lineStart = text.lastIndexOf('\n', condition.start) + 1;
      if (!/^[ \t]*(?:\d{1,2}[.)][ \t]*)?$/.test(text.slice(lineStart, condition.start))) return;
      const opener = /^[ \t]*(?:[-–—:])[ \t]/.exec(text.slice(condition.end, condition.end + 4));
      if (!opener) return;
      const lineEnd = ((end) => (end === -1 ? text.length : end))(
        text.indexOf('\n', condition.end),
      );
      for (const drug of named)
        if (
          drug.start > condition.end &&
          drug.end <= lineEnd &&
          this.kinds.get(drug.class_name) === 'substance' &&
          !NEGATION.test(text.slice(condition.end, drug.start))
        )
          link(condition, drug, condition.start, drug.end);
    });
    return out.added;
  }

  /**
   * The cells of one row of a table are about one thing: "Furosemide | 40 mg each morning |
   * Heart failure | Reduce to 20 mg", "2. Bisoprolol / 2.5 mg / od / atrial fibrillation". A
   * line with two "|" or three " / " at least is a row; each two names in different cells are
   * linked by the only relation between their classes.
   */
  private tableRows(
    text: string,
    mentions: Mention[],
    found: RelationMention[],
  ): RelationMention[] {
    const out = new NewRelations(found);
    for (const line of text.matchAll(/[^\n]+/g)) {
      const row = line[0];
      const piped = (row.match(/\|/g)?.length ?? 0) >= 2;
      const cuts = [...row.matchAll(piped ? /\|/g : / \/ /g)].map((m) => line.index + m.index);
      if (cuts.length < (piped ? 2 : 3)) continue;
      const cellOf = (at: number): number => cuts.filter((c) => c < at).length;
      const inRow = mentions.filter(
        (m) =>
          m.start >= line.index &&
          m.end <= line.index + row.length &&
          m.source !== 'coreference' &&
          !m.possessive,
      );
      for (const a of inRow)
        for (const b of inRow) {
          if (a === b || a.class_name === b.class_name || cellOf(a.start) === cellOf(b.start))
            continue;
          const relation = this.between(a.class_name, b.class_name);
          const pair = relation && this.oriented(relation, a, b);
          if (!relation || !pair || pair.source !== a) continue;
          out.add({
            relation,
            ...pair,
            start: Math.min(a.start, b.start),
            end: Math.max(a.end, b.end),
            confidence: 0.55,
          });
        }
    }
    return out.added;
  }

  /** The relation that says where something of class `source` is: its cues name a location. */
  private locative(source: string, target: string): OntologyRelation | null {
    const found = this.relations.filter(
      (r) =>
        r.source === source && r.target === target && r.cues.some((cue) => LOCATIVE_CUE.test(cue)),
    );
    return found.length === 1 ? found[0]! : null;
  }

  /**
   * Where an organisation is, said by the words that describe it rather than by a cue: a place
   * before the noun of its kind ("Pouchloop, a Rotterdam start-up", "the Manila company that
   * operates …", "Seoul edtech Haneul Learning"), after it ("a data-engineering firm in Pune"),
   * or owning it ("Singapore's Meranti Capital"). The noun is one of the class's own
   * (label and aliases) or a trade's ("edtech", "carmaker"); the relation is the one between
   * the two classes whose cues say where ("based in", "headquartered in").
   */
  private placeDescriptions(
    text: string,
    mentions: Mention[],
    found: RelationMention[],
  ): RelationMention[] {
    const out = new NewRelations(found);
    const add = (thing: Mention, place: Mention, start: number, end: number) => {
      const relation = this.locative(thing.class_name, place.class_name);
      if (relation)
        out.add({ relation, source: thing, target: place, start, end, confidence: 0.55 });
    };
    // Also English's nouns for the class's kind ("a chassis maker in Monterrey"), and a rival is
    // one of its kind ("Kanade Motors, a smaller Hoshida rival in Hamamatsu").
    const isNoun = (word: string, className: string): boolean =>
      (this.classNouns.get(className) ?? []).includes(word.toLowerCase()) ||
      (KIND_NOUNS[this.kinds.get(className) ?? ''] ?? []).includes(word.toLowerCase()) ||
      TRADE_NOUN.test(word) ||
      FIRM_NOUNS.has(word.toLowerCase()) ||
      /^(?:rivals?|\p{Ll}{3,}builders?)$/u.test(word);
    const named = mentions.filter((m) => !m.possessive && m.source !== 'coreference');
    for (const first of named) {
      if (this.kinds.get(first.class_name) !== 'place') continue;
      // "the Austin, Texas, company": after an article, a place and the larger places after
      // its commas, then the noun (each place is where the thing is).
      const chain = [first];
      if (/\b(?:the|a|an)[ \u00a0]+$/iu.test(text.slice(Math.max(0, first.start - 4), first.start)))
        for (;;) {
          const last = chain.at(-1)!;
          const next = named.find(
            (m) =>
              m.start === last.end + 2 &&
              this.kinds.get(m.class_name) === 'place' &&
              text.slice(last.end, m.start) === ', ',
          );
          if (!next) break;
          chain.push(next);
        }
      const place = chain.at(-1)!;
      const comma = chain.length > 1 && text[place.end] === ',' ? 1 : 0;
      // Before the thing: "Seoul edtech Haneul Learning", "Singapore's Meranti Capital".
      const after = text.slice(place.end + comma, place.end + comma + 60);
      if (/^['’]s[ \u00a0]/u.test(after)) {
        const thing = named.find((m) => m.start === place.end + 3);
        if (thing && this.kinds.get(thing.class_name) === 'organization')
          add(thing, place, place.start, thing.end);
      }
      const words = /^(?:[ \u00a0][\p{Ll}][\p{Ll}-]*){1,3}/u.exec(after)?.[0] ?? '';
      for (const word of words.matchAll(/[\p{Ll}][\p{Ll}-]*/gu)) {
        const wordAt = place.end + comma + word.index;
        const wordEnd = wordAt + word[0].length;
        // "Seoul edtech Haneul Learning": the noun, then the name.
        const thing = named.find(
          (m) =>
            m.start === wordEnd + 1 &&
            this.kinds.get(m.class_name) === 'organization' &&
            /^[ \u00a0]$/.test(text.slice(wordEnd, m.start)),
        );
        if (thing && isNoun(word[0], thing.class_name))
          for (const where of chain) add(thing, where, first.start, thing.end);
        // "The London start-up was founded …": the noun itself stands for the thing named
        // before it (a definite description, read by coreference).
        const referred = mentions.find(
          (m) =>
            m.source === 'coreference' &&
            m.start === wordAt &&
            this.kinds.get(m.class_name) === 'organization',
        );
        if (referred) for (const where of chain) add(referred, where, first.start, referred.end);
      }
    }
    // After the thing, in a description set off by a comma or a copula: "Pouchloop, a Rotterdam
    // start-up", "Loomwork Analytics, a 400-person data-engineering firm in Pune", "VoltNidhi
    // Energy is a Bengaluru battery-pack start-up".
    for (const thing of named) {
      if (this.kinds.get(thing.class_name) !== 'organization') continue;
      const description = DESCRIPTION_AFTER.exec(text.slice(thing.end, thing.end + 120));
      if (!description) continue;
      const from = thing.end + description[0].length - description[1]!.length;
      const to = from + description[1]!.length;
      const words = [...description[1]!.matchAll(/[\p{L}][\p{L}'’-]*/gu)];
      const noun = words.find((w) => isNoun(w[0], thing.class_name));
      if (!noun) continue;
      const nounAt = from + noun.index;
      const place = named.find(
        (m) =>
          m.start >= from &&
          m.end <= to &&
          this.kinds.get(m.class_name) === 'place' &&
          // Before the noun, or after it through "in" / "based in".
          (m.end <= nounAt ||
            /^[\p{L}\s-]{0,30}?\b(?:in|of)[ \u00a0]+$/u.test(text.slice(nounAt, m.start))),
      );
      if (place) add(thing, place, thing.start, Math.max(place.end, nounAt + noun[0].length));
    }
    return out.added;
  }

  /**
   * A date in a signature block is the day its party signed: "for and on behalf of Fjordline
   * Cold Chain AS / Date: 19 May 2025", "Subscribed for and on behalf of Clydeview LLP by Douglas
   * Rennie, at Edinburgh on 2 April 2025", "KISARAGI NEUROTECH K.K. / By: Haruka Tanabe / Date:
   * April 10, 2026". A block is a paragraph in which a person is found or said (by a cue of such
   * a relation) to act for an organisation; each date in it goes to the organisation named last
   * before the date, through the only relation from the organisation's class to the date's.
   */
  private signatureDates(
    text: string,
    mentions: Mention[],
    found: RelationMention[],
    cues: CueMatch[],
  ): RelationMention[] {
    const out = new NewRelations(found);
    const blocks = new Set<number>();
    // Where a person is said to act for an organisation: the pairs found, and the cues of such
    // a relation whose two ends stand on lines of their own ("Rachel Imrie / Commercial
    // Director / for and on behalf of Kestrel Ltd").
    const signatures = [...found, ...cues.filter((c) => !c.title)];
    // "TALLIS CLOUD SYSTEMS, INC. / By: /s/ Marcus Oyelaran / Date: June 3, 2024": the signer
    // on a "By:" or "Name:" line acts for the party named above it in the block.
    for (const line of text.matchAll(SIGNER_LINE)) {
      const at = line.index + line[0].lastIndexOf(line[1]!);
      const signer = mentions.find(
        (m) => m.start === at && this.kinds.get(m.class_name) === 'person' && !m.possessive,
      );
      if (!signer) continue;
      const party = blockParty(text, at, mentions, this.isOrganization);
      const relation = party && this.onlyFromTo(signer.class_name, party.class_name);
      if (!party || !relation) continue;
      const signature = {
        relation,
        source: signer,
        target: party,
        // The party may be named above the block only ("LAKEVIEW BANK OF COMMERCE" matched by
        // its name): the stating words are the block's.
        start: Math.max(party.start, blockAround(text, at).start),
        end: signer.end,
        confidence: 0.6,
      };
      if (out.add(signature)) signatures.push(signature);
    }
    for (const signed of signatures) {
      if (
        this.kinds.get(signed.relation.source) !== 'person' ||
        this.kinds.get(signed.relation.target) !== 'organization'
      )
        continue;
      const { start: blockStart, end: blockEnd } = blockAround(text, signed.start);
      if (blocks.has(blockStart)) continue;
      blocks.add(blockStart);
      const inBlock = mentions.filter(
        (m) => m.start >= blockStart && m.end <= blockEnd && !m.possessive,
      );
      // The signer on a line of their own above the cue, the party right after it on its line:
      // "Rachel Imrie / Commercial Director / for and on behalf of Kestrel Logistics Ltd",
      // "Adaeze Okafor, Partner / for and on behalf of Okafor Advisory LLP".
      if (!('source' in signed)) {
        const lineEnd = ((end) => (end === -1 ? blockEnd : end))(text.indexOf('\n', signed.end));
        const party = inBlock.find(
          (m) =>
            m.class_name === signed.relation.target &&
            m.start >= signed.end &&
            m.end <= lineEnd &&
            /^[ \u00a0:]*$/.test(text.slice(signed.end, m.start)),
        );
        const signer = inBlock
          .filter((m) => m.class_name === signed.relation.source && m.end <= signed.start)
          .at(-1);
        const lineOfItsOwn =
          signer &&
          (signer.start === blockStart || text[signer.start - 1] === '\n') &&
          // Alone on its line, or with the signer's title after a comma.
          /^(?:,[^\n]{0,60})?[ \u00a0]*\n/.test(text.slice(signer.end, signer.end + 66)) &&
          !inBlock.some(
            (m) =>
              m.start > signer.end &&
              m.end <= signed.start &&
              this.kinds.get(m.class_name) === 'organization',
          );
        if (party && signer && lineOfItsOwn)
          out.add({
            relation: signed.relation,
            source: signer,
            target: party,
            start: signer.start,
            end: party.end,
            confidence: 0.5,
          });
      }
      for (const date of inBlock) {
        if (this.kinds.get(date.class_name) !== 'date') continue;
        const party = blockParty(text, date.start, mentions, this.isOrganization);
        if (!party) continue;
        const relation = this.onlyFromTo(party.class_name, date.class_name);
        if (!relation) continue;
        out.add({
          relation,
          source: party,
          target: date,
          start: Math.max(party.start, blockStart),
          end: date.end,
          confidence: 0.5,
        });
      }
    }
    return out.added;
  }

  /**
   * A verb of shared doing ("co-founded", "co-wrote", "co-directed"), or of founding or writing,
   * names its partners after "with": in "Ada Quist co-founded Brindle Foods with her cousin, Omar
   * Quist" Omar Quist founded it too; in "he founded the Verrow Quartet in 1961 together with the
   * violinists Benedek Orsós and Marguerite Alleyn" both are of the quartet. Each relation stated
   * around such a verb is given to each partner, in the place of the end of the partner's class.
   */
  private coAgents(text: string, mentions: Mention[], found: RelationMention[]): RelationMention[] {
    const added: RelationMention[] = [];
    for (const verb of text.matchAll(SHARED_DOING)) {
      const after = verb.index + verb[0].length;
      const clause = /^[^.;\n]{0,100}?\bwith\s/u.exec(text.slice(after, after + 110));
      if (!clause) continue;
      const withEnd = after + clause[0].length;
      // The partner: the first name after "with", past a relative's noun ("her brother,"), and
      // those listed with it ("with the violinists Benedek Orsós and Marguerite Alleyn"); or the
      // pronoun right after it ("who co-wrote Los Hijos del Viento with her").
      const first = mentions.find(
        (m) =>
          m.start >= withEnd &&
          m.start <= withEnd + 40 &&
          !m.possessive &&
          (m.source !== 'coreference' || m.start === withEnd) &&
          !/[.;\n]/.test(text.slice(withEnd, m.start)),
      );
      if (!first) continue;
      for (const partner of this.listOf(text, mentions, first, 1))
        for (const relation of found) {
          if (relation.start > verb.index || relation.end < verb.index) continue;
          const { source, target } = relation;
          if (source.class_name === partner.class_name && target.label !== partner.label)
            added.push({ ...relation, source: partner, confidence: relation.confidence * 0.9 });
          else if (target.class_name === partner.class_name && source.label !== partner.label)
            added.push({ ...relation, target: partner, confidence: relation.confidence * 0.9 });
        }
    }
    return added;
  }

  /**
   * The people a form names for a party by the part it plays: "Buyer: Gulf Coast Petrochemical
   * Services, L.P." then "Buyer contact: Kevin Truong", "Customer contact (billing): Valentina
   * Ochoa Reyes", "Provider account manager: Sindre Havik", "for the Lender, Sophie Van den
   * Berghe". A field whose value opens with a party names its part; a later field whose label
   * opens with that part, or "for the" part, names a person who acts for it.
   */
  private partyContacts(
    text: string,
    mentions: Mention[],
    relation: OntologyRelation,
  ): RelationMention[] {
    const parties = new Map<string, Mention>();
    for (const field of text.matchAll(PART_FIELD)) {
      const valueStart = field.index + field[0].length;
      const party = mentions.find(
        (m) =>
          m.start === valueStart && m.class_name === relation.target && m.source !== 'coreference',
      );
      if (party && !parties.has(field[1]!.toLowerCase()))
        parties.set(field[1]!.toLowerCase(), party);
    }
    if (parties.size === 0) return [];
    const found: RelationMention[] = [];
    for (const contact of [...text.matchAll(CONTACT_FIELD), ...text.matchAll(FOR_PART)]) {
      const party = parties.get(contact[1]!.toLowerCase());
      if (!party) continue;
      const valueStart = contact.index + contact[0].length;
      const person = mentions.find(
        (m) => m.start === valueStart && m.class_name === relation.source && !m.possessive,
      );
      if (!person || person.label === party.label) continue;
      found.push({
        relation,
        source: person,
        target: party,
        start: contact.index,
        end: person.end,
        confidence: 0.5,
      });
    }
    return found;
  }

  /**
   * A cue in a relative clause whose object is the name before it: "the sculptor Tomas Brel,
   * whom she married in 1975", "Brindle Foods, which he joined in 2004", "Andorinha Mobility, the
   * São Paulo electric-scooter company that Isabela Moraes Cunha co-founded in 2018". The
   * clause's subject (a name, or a pronoun read as one) is one end, the name before the clause
   * (and the noun phrase in apposition to it) the other, when their classes are the cue's
   * relation's, whichever of them is its source.
   */
  private relativeObjects(text: string, mentions: Mention[], cues: CueMatch[]): RelationMention[] {
    return cues.flatMap((cue) => {
      const clause = this.relativeClause(cue, text, mentions);
      return clause ? [{ relation: cue.relation, ...clause, end: cue.end, confidence: 0.5 }] : [];
    });
  }

  /** The two ends of a cue in a relative clause (relativeObjects), and where the pair starts. */
  private relativeClause(
    cue: CueMatch,
    text: string,
    mentions: Mention[],
  ): { source: Mention; target: Mention; start: number } | undefined {
    if (cue.title) return undefined;
    const from = Math.max(0, cue.start - 160);
    const clause = RELATIVE_CLAUSE.exec(text.slice(from, cue.start));
    if (!clause || NEGATION.test(clause[3]!)) return undefined;
    const antecedentEnd = from + clause.index;
    const subjectAt = cue.start - clause[3]!.length;
    const subject = mentions.find((m) => m.start === subjectAt && !m.possessive);
    const object = mentions.find(
      (m) =>
        m.end <= antecedentEnd &&
        m.source !== 'coreference' &&
        /^[ \u00a0]*$/.test(text.slice(m.end, antecedentEnd)),
    );
    if (!subject || !object || subject.label === object.label) return undefined;
    const { relation } = cue;
    // "that" also opens a subject's clause ("the firm that makes it"): only with the object's
    // noun phrase, and a name for its subject.
    if (clause[2] === 'that' && (subject.source === 'coreference' || !clause[1])) return undefined;
    if (subject.class_name === relation.source && object.class_name === relation.target)
      return { source: subject, target: object, start: object.start };
    if (
      relation.source !== relation.target &&
      object.class_name === relation.source &&
      subject.class_name === relation.target
    )
      return { source: object, target: subject, start: object.start };
    return undefined;
  }

  /** Source and target of different classes: the nearest of each to the cue. */
  private pairs(
    text: string,
    cue: CueMatch,
    inSentence: Mention[],
    subjects: Map<string, Mention>,
    sentenceStart: number,
    mentions: Mention[],
  ): {
    source: Mention;
    target: Mention;
    confidence: number;
    implied?: boolean;
    impliedTarget?: boolean;
  }[] {
    const { relation } = cue;
    // "Martín Sosa founded Cielo Bajo in 2011": the agent ("by" of the passive) right before the
    // verb, what it made right after.
    if (cue.active) {
      // Also past an apposition that the verb's clause describes: "Staphylococcus lugdunensis,
      // a commensal that produces …".
      const agent = inSentence
        .filter(
          (m) =>
            m.class_name === relation.target &&
            m.end <= cue.start &&
            /^,?(?:[ \u00a0]+(?:a|an|the)(?:[ \u00a0]+\p{Ll}[\p{Ll}-]*){1,3}[ \u00a0]+(?:that|which))?(?:[ \u00a0]+(?:who|which|had|has|have|also|first|later|jointly|together))*[ \u00a0]+$/u.test(
              text.slice(m.end, cue.start),
            ),
        )
        .at(-1);
      // "produced the polyene macrolide ugandomycin": what it made may follow its kind's words,
      // or the name its finders gave it ("produces a small polyene that the researchers call
      // mycovalerin", "secreted a cyclic lipopeptide that we named kivuamide B").
      const made = inSentence.find(
        (m) =>
          m.class_name === relation.source &&
          m.start >= cue.end &&
          /^[ \u00a0]+(?:(?:the|a|an)[ \u00a0]+(?:\p{Ll}[\p{Ll}-]*[ \u00a0]+){0,3}(?:(?:that|which)[ \u00a0]+(?:we|they|the[ \u00a0]+\p{Ll}+)[ \u00a0]+(?:have[ \u00a0]+)?(?:named|called|call|dubbed|termed|name)[ \u00a0]+)?)?$/u.test(
            text.slice(cue.end, m.start),
          ),
      );
      return agent && made ? [{ source: made, target: agent, confidence: 0.55 }] : [];
    }
    // A relative clause's object is its antecedent, not the nearest name (relativeObjects).
    if (this.relativeClause(cue, text, mentions)) return [];
    const side = (m: Mention): 1 | -1 => (m.start >= cue.end ? 1 : -1);
    // A semicolon closes a list's item: in "for Orbisure, Luc Weber (authorised signatory); for
    // Vantor Stores Limited, Keith Marlowe" the cue is Orbisure's, though Vantor is nearer.
    const nearest = (className: string): Mention | undefined => {
      const near = inSentence
        .filter((m) => m.class_name === className && gapTo(m, cue) <= MAX_GAP)
        .sort((a, b) => gapTo(a, cue) - gapTo(b, cue) || b.start - a.start);
      const nextItem = (m: Mention): boolean =>
        m.start >= cue.end && text.slice(cue.end, m.start).includes(';');
      return near.find((m) => !nextItem(m)) ?? near[0];
    };
    let source = nearest(relation.source);
    let target = nearest(relation.target);
    /** The nearest of the source's class before the cue: the clause's subject. */
    const subjectBefore = (): Mention | undefined =>
      inSentence
        .filter(
          (m) => m.class_name === relation.source && m.end <= cue.start && gapTo(m, cue) <= MAX_GAP,
        )
        .at(-1);
    // "represented by its general manager, Rodrigo Salinas": the one "its" stands for, right
    // after the cue, is the other end of what the cue says of the name.
    const owner = mentions.find(
      (m) =>
        m.possessive === true &&
        m.source === 'coreference' &&
        m.start >= cue.end &&
        /^[ \u00a0]+$/.test(text.slice(cue.end, m.start)),
    );
    if (owner && owner.class_name === relation.target && source && source.start > owner.end)
      target = owner;
    // What "to" governs after the cue receives: in "the Lessee shall pay a monthly rent of EUR
    // 1,200 to the Lessor" the subject, before the cue, pays, though the Lessor is nearer.
    // And what "for" governs is who it is for: "Nine Winters, written for the mezzo-soprano Dilnaz
    // Abenova" (the one the document is about wrote it, when no one else is named before).
    if (
      source &&
      source.start >= cue.end &&
      /\bfor[ \u00a0]+(?:the[ \u00a0]+)?(?:[\p{Ll}-]+[ \u00a0]+)?$/u.test(
        text.slice(Math.max(cue.end, source.start - 30), source.start),
      )
    )
      source = subjectBefore();
    if (
      source &&
      source.start >= cue.end &&
      /\bto\s+(?:the\s+)?$/i.test(text.slice(Math.max(cue.end, source.start - 8), source.start))
    ) {
      const subject = subjectBefore();
      if (subject) source = subject;
    }
    // "the Supplier shall pay the Customer a volume rebate of £7,500": a party right after the
    // verb, before the value it is given, receives it.
    if (
      source &&
      target &&
      this.valueClasses.has(relation.target) &&
      source.start >= cue.end &&
      target.start > source.end &&
      /^[ \u00a0]+(?:the[ \u00a0]+)?$/u.test(text.slice(cue.end, source.start))
    ) {
      const subject = subjectBefore();
      if (subject) source = subject;
    }
    // A verb stands between its two ends: in "above £250,000, the Supplier shall pay a rebate of
    // £7,500" the amount after the verb is what is paid, though the one before it is nearer.
    // So does a verb's between its subject and object: in "Berberine from Coptis chinensis
    // rhizomes inhibits the growth of Helicobacter pylori" what is inhibited follows the verb.
    const cueWords = text.slice(cue.start, cue.end);
    if (
      !cue.title &&
      source &&
      target &&
      side(source) === side(target) &&
      (this.valueClasses.has(relation.target) ||
        (VERB_CUE.test(cueWords) &&
          isVerb(cueWords.split(/[ \u00a0]/)[0]!) &&
          // "recruited by Aldermoor University …, read geography there": "there" is the one before.
          !/^[^,.;]{0,30}\bthere\b/u.test(text.slice(cue.end, cue.end + 40)))) &&
      gapTo(target, cue) > 1
    ) {
      const across = (className: string, other: Mention): Mention | undefined =>
        inSentence
          .filter(
            (m) =>
              m.class_name === className && side(m) !== side(other) && gapTo(m, cue) <= MAX_GAP,
          )
          .sort((a, b) => gapTo(a, cue) - gapTo(b, cue))[0];
      target = across(relation.target, source) ?? target;
    }
    // A lone preposition ("apixaban for AF") joins what stands before it to what follows it.
    if (/^(?:for|to|in|at|with|from|on|against|of)$/i.test(text.slice(cue.start, cue.end))) {
      source = subjectBefore();
      target = inSentence.find(
        (m) => m.class_name === relation.target && m.start >= cue.end && gapTo(m, cue) <= MAX_GAP,
      );
      // Fronted: "For the eczema I suggested hydrocortisone cream".
      if (!source && target && opensClause(text, cue.start))
        source = inSentence.find(
          (m) =>
            m.class_name === relation.source && m.start >= target!.end && gapTo(m, cue) <= MAX_GAP,
        );
    }
    if (cue.gapped) {
      // "I started him on X", "she taught translation at X": the object between the verb and its
      // preposition, else the one before the verb; what the preposition governs after it.
      const after = (m: Mention): boolean => m.start >= cue.end;
      const inside = inSentence.find(
        (m) => m.class_name === relation.source && m.start > cue.start && m.end < cue.end,
      );
      const before = inSentence
        .filter((m) => m.class_name === relation.source && m.end <= cue.start)
        .at(-1);
      source = inside ?? (before && gapTo(before, cue) <= MAX_GAP ? before : undefined);
      target = inSentence.find(
        (m) => m.class_name === relation.target && after(m) && gapTo(m, cue) <= MAX_GAP,
      );
      if (inside && source === inside && !target) return [];
    }
    // A sentence without its subject ("Takes sertraline 50 mg daily", "Born in Porto in 1931")
    // is about the one the document is about, when the document names only one of that class.
    let implied = false;
    let impliedSources: Mention[] = [];
    if (!source && target && target.start >= cue.end && opensClause(text, cue.start)) {
      source = subjects.get(relation.source);
      implied = source !== undefined;
      if (source) impliedSources = [source];
    }
    // "This Agreement shall be governed by the laws of Ireland", "The Lease is dated …": what
    // the document says of itself it says of each of its parties.
    // So too when the only source after the cue follows its target in another clause ("… the
    // laws of Ireland, and disputes go to arbitration before the Dublin Centre").
    if (
      target &&
      target.start >= cue.end &&
      (!source ||
        // What a document says of itself is its parties', not its most named one's.
        implied ||
        (source.start > target.end &&
          // "… is made on 3 March 2025 between Harbor Estates Ltd and Blue Finch Ltd": the
          // agreement's parties, each of them.
          /[,;]|\bbetween\s+$/i.test(text.slice(target.end, source.start))))
    ) {
      const clause = text.slice(Math.max(sentenceStart, cue.start - 120), cue.start);
      const parties = SELF_REFERENCE.test(clause)
        ? this.partiesOf(relation.source, mentions, text)
        : [];
      if (parties.length > 0) {
        impliedSources = parties;
        source = parties[0];
        implied = true;
      }
    }
    // "Chief executive Gareth Llewellyn said …" in a note about one company: a role's title
    // before a name, with no organisation in the sentence, is a role at the one the document is
    // about.
    if (
      cue.title &&
      source &&
      !target &&
      gapTo(source, cue) <= TITLE_GAP &&
      source.start >= cue.end &&
      this.kinds.get(relation.target) === 'organization'
    ) {
      const subject = subjects.get(relation.target);
      if (subject && subject.end <= cue.start)
        return [{ source, target: subject, confidence: 0.5, impliedTarget: true }];
    }
    if (!source || !target) return [];
    if (implied) {
      if (NEGATION.test(text.slice(Math.max(sentenceStart, cue.start - 40), cue.start))) return [];
      return impliedSources.flatMap((s) =>
        this.listOf(text, inSentence, target, 1).map((t) => ({
          source: s,
          target: t,
          confidence: 0.5,
          implied: true,
        })),
      );
    }
    // A title names the mention right after it.
    if (cue.title && Math.min(gapTo(source, cue), gapTo(target, cue)) > TITLE_GAP) return [];
    const from = Math.min(source.start, target.start, cue.start);
    const to = Math.max(source.end, target.end, cue.end);
    if (NEGATION.test(text.slice(from, cue.start))) return [];
    if (UNREALISED.test(text.slice(Math.max(from, cue.start - 40), cue.start))) return [];
    const between = inSentence.filter(
      (m) => m.start >= from && m.end <= to && m !== source && m !== target,
    ).length;
    const cueBetween =
      Math.min(source.end, target.end) <= cue.start &&
      Math.max(source.start, target.start) >= cue.end;
    const confidence = (cueBetween ? 0.7 : 0.6) - (between > 0 ? 0.1 : 0);
    // "They founded Nordvind Film": each of the two "they" stands for.
    const sources = this.listOf(text, inSentence, source, side(source)).flatMap((m) =>
      twinsOf(m, inSentence),
    );
    const targets = this.listOf(text, inSentence, target, side(target)).flatMap((m) =>
      twinsOf(m, inSentence),
    );
    return sources.flatMap((s) => targets.map((t) => ({ source: s, target: t, confidence })));
  }

  /** Two mentions of one class: before the cue is the source, after it the target (or passive). */
  private sameClassPairs(
    text: string,
    cue: CueMatch,
    inSentence: Mention[],
  ): { source: Mention; target: Mention; confidence: number }[] {
    const { relation } = cue;
    const cueText = text.slice(cue.start, cue.end);
    const converse =
      GIVING_CUE.test(cueText) &&
      [relation.name, ...(relation.cues ?? [])].some((words) => GETTING.test(words));
    const passive =
      converse || (!/\bby$/i.test(cueText) && /^\s+by\b/i.test(text.slice(cue.end, cue.end + 4)));
    const left = inSentence
      .filter((m) => m.class_name === relation.source && m.end <= cue.start)
      .at(-1);
    // "They married in 1963": the two "they" stands for, in the order they were named.
    const pair = left ? twinsOf(left, inSentence) : [];
    if (pair.length === 2 && gapTo(pair[0]!, cue) <= MAX_GAP && !passive) {
      if (NEGATION.test(text.slice(pair[0]!.end, cue.start))) return [];
      return [{ source: pair[0]!, target: pair[1]!, confidence: 0.55 }];
    }
    const right = inSentence.find((m) => m.class_name === relation.target && m.start >= cue.end);
    // "Acme sold its Beta unit to Gamma": what is given is the object, not the giver.
    const object = converse
      ? inSentence.find(
          (m) => m.class_name === relation.target && m.start > cue.start && m.end < cue.end,
        )
      : undefined;
    if (object && right)
      return this.listOf(text, inSentence, right, 1).map((r) => ({
        source: r,
        target: object,
        confidence: 0.6,
      }));
    if (!left || !right || gapTo(left, cue) > MAX_GAP || gapTo(right, cue) > MAX_GAP) return [];
    if (NEGATION.test(text.slice(left.end, cue.start))) return [];
    const between = inSentence.filter((m) => m.start >= left.end && m.end <= right.start);
    const confidence = between.length === 0 ? 0.7 : 0.55;
    return this.listOf(text, inSentence, right, 1).map((r) =>
      passive ? { source: r, target: left, confidence } : { source: left, target: r, confidence },
    );
  }
}
