import type { OntologyClass } from '@ontoloom/contract/domain';
import { AhoCorasick } from './aho-corasick';
import { isGivenName } from './given-names';
import type { NerType } from './ner';
import type { NameSpan } from './names';
import {
  DOCUMENT_NAME,
  HONORIFIC_BEFORE,
  isRoleWord,
  isCommonWord,
  isAdjective,
  isVerb,
  lexiconTags,
  STREET_WORDS,
  isPersonName,
  namesOrganization,
  withoutCredentials,
  NAME_PATTERN,
  withoutSex,
  personBeforeOf,
  shortForms,
  withoutFieldLabel,
} from './names';
import { classKind, escapeRegExp, PATTERN_FLAGS, VALUE_KINDS } from '@ontoloom/contract/domain';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';
import type { ClassChooser } from './class-choice';

export type MentionSource =
  'example' | 'pattern' | 'value' | 'lexicon' | 'alias_cue' | 'ner' | 'coreference';

/** A typed span of a chunk; `label` is the canonical name (the example as the ontology writes it). */
export type Mention = {
  class_name: string;
  start: number;
  end: number;
  label: string;
  confidence: number;
  source: MentionSource;
  /** A possessive ("its", "her" before a noun): it owns the next noun, not the sentence's verb. */
  possessive?: boolean;
};

// Letters that abbreviate words, not a name written before them (besides roles: isRoleWord).
const COMMON_ABBREVIATIONS = new Set(
  'CIO EVP SVP VAT GST GDP IPO USD EUR GBP AUD CAD NZD ZAR INR JPY CHF USA UAE EEA NHS BBC PDF FAQ ATM API KPI ESG SME LLC LLP PLC GMT UTC RSVP'.split(
    ' ',
  ),
);

const CONFIDENCE: Record<MentionSource, number> = {
  example: 0.95,
  pattern: 0.85,
  value: 0.8,
  lexicon: 0.65,
  alias_cue: 0.75,
  ner: 0.6,
  coreference: 0.5,
};

const NAME = NAME_PATTERN;
// "the drug Metformin", "a company called Acme", "Field: Name", "the paper, “Title”".
const NAME_AFTER = new RegExp(
  String.raw`^\s*(?:(?:called|named|known as)\s+|:\s*|,\s+)?["“‘]?(${NAME})`,
  'u',
);
// "Acme Corp, a software company"; a role without an article: "Priya Raman, Managing Director",
// "Olumide Adeyemi, director".
const NAME_BEFORE = new RegExp(
  // "Odile Marchetti, 41, the company's chief executive": an age, and a possessive among the words.
  // The noun heads the phrase: not one after a preposition ("the Quilmorrin-based maker of drones").
  String.raw`(${NAME})\s*,\s+(?:\d{1,3},\s+)?(?:a|an|the|one of the)\s+(?:(?!(?:of|for|in|at|with|from|by|to)\s)[\p{L}-]+(?:['’]s)?\s+){0,3}$`,
  'u',
);
const NAME_BEFORE_ROLE = new RegExp(String.raw`(${NAME})\s*,\s+(?:\p{Lu}[\p{L}-]*\s+){0,2}$`, 'u');
const DEFINES = new RegExp(
  String.raw`["“]([^"”\n]{2,40})["”][ \u00a0]+(?:means|shall mean)[ \u00a0]+(${NAME})`,
  'gu',
);
// A model's number or code after its name: "Brogue 1898", "Trekka P4", "Mirai Z9".
const MODEL_CODE = String.raw`(?:[ \u00a0]\p{Lu}?\d{1,4}\p{Lu}?(?![\p{L}\p{N}]))?`;
const DETERMINED_NAME_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:[Tt]he|[Ii]ts|[Tt]heir|[Hh]is|[Hh]er|[Oo]ur|[Ww]hose|an?|An?|\p{L}+['’]s)[ \u00a0]+(?:(?!(?:and|or|of|to|in|for|on|at|with|by|from)[ \u00a0])\p{Ll}[\p{Ll}-]*[ \u00a0]+){0,2}?(${NAME}${MODEL_CODE})[ \u00a0]+(?:(?:\p{Ll}[\p{L}-]*|\p{Lu}{2,5})[ \u00a0]+){0,2}$`,
  'u',
);
const CALLED_AFTER = new RegExp(
  String.raw`^\s*(?:called|named|known as|dubbed|branded)\s+["“‘]?(${NAME})`,
  'u',
);
/** A people's adjective by its ending: "Uruguayan", "Tanzanian", "Korean", "Japanese", "British". */
export const isDemonym = (word: string): boolean =>
  /^\p{Lu}\p{Ll}+(?:ian|ean|ese|ish)$/u.test(word) || /^\p{Lu}\p{Ll}{4,}an$/u.test(word);

/** A word the lexicon reads as a noun ("panels", "monitor"), whatever else it may be. */
export const isNounWord = (word: string): boolean =>
  lexiconTags(word).some((t) => t === 'Singular' || t === 'Plural' || t === 'Noun');

// Common nouns English has for things of a kind, for the only class of that kind: products
// named before their noun ("its Veyra OLED panels", "the Snowcap ice cream bars") and
// organisations described after their name ("the Northside Five, a hard-bop group").
export const KIND_NOUNS: Record<string, string[]> = {
  product:
    `app apps application platform software service card wallet device devices monitor phone smartphone handset tablet laptop computer car cars sedan hatchback suv truck trucks pickup pickups van vans bus buses coach coaches scooter scooters bike bikes motorcycle model models flagship brand brands range line drug drugs medicine pill pills capsules inhaler vaccine drink drinks beer lager cider wine spirit yogurt yogurts yoghurt yoghurts butter cheese ice_cream bars chocolate coffee tea snack snacks cereal juice loaf loaves bread pellets feed panel panels chip chips processor system engine game console camera headset headsets aircraft drone drones robot robots movers tractor tractors harvester harvesters printer sensor sensors battery batteries charger router speaker watch shoes socks trainers boxes fragrance shampoo detergent weedkiller loom looms kits module modules tool assistant ledger`
      .split(' ')
      .map((noun) => noun.replace('_', ' ')),
  organization:
    `group band company firm club team label publisher newspaper magazine broadcaster ensemble orchestra choir trio quartet quintet charity cooperative co-operative startup start-up agency lender insurer retailer maker manufacturer developer operator carrier airline brewery`.split(
      ' ',
    ),
};
const PLACE_OR_PEOPLE = new Set(['City', 'Country', 'Region', 'Place', 'Demonym', 'Address']);
const FUNCTION_WORDS = new Set(
  'the a an of to in for on at with by and or from as that which who its their his her'.split(' '),
);
// Capitalised words that start sentences or follow an alias without being names.
const NOT_NAMES = new Set([
  'The',
  'A',
  'An',
  'This',
  'That',
  'It',
  'In',
  'On',
  'And',
  'Its',
  'Their',
]);

const APPOSITION_CONFIDENCE = 0.55;
const HEAD_APPOSITION_CONFIDENCE = 0.62;

// "Ann Lee and Tom Hale", "Ann Lee (1920–1990) and Tom Hale".
// An author list's marks too: "Ann Lee², Tom Hale³, …".
const COORDINATED_NAME =
  /^[ \u00a0]*(?:\([^()\n]{0,30}\)[ \u00a0]*)?(?:,[ \u00a0]*)?(?:and|or|&)[ \u00a0]+$|^[¹²³⁴⁵⁶⁷⁸⁹⁰*]+(?:,[¹²³⁴⁵⁶⁷⁸⁹⁰]+)*,?[ \u00a0]+(?:and[ \u00a0]+)?$/;

const cleanName = (name: string): string => name.replace(/[.'’-]+$/u, '');

/** Dictionary of the ontology: examples (known instances) and aliases (words naming a class). */
export class Gazetteer {
  private readonly examples: AhoCorasick;
  private readonly exampleEntries: { class_name: string; text: string }[] = [];
  private readonly aliases: AhoCorasick;
  /** The class's label and aliases, and (`kind`) the words English has for things of its kind. */
  private readonly aliasEntries: { class_name: string; text: string; kind?: boolean }[] = [];
  private readonly patterns: { class_name: string; regex: RegExp }[] = [];

  /** Classes whose noun may follow a name that it types (not people's, not values'). */
  private readonly modifiable: Set<string>;
  /** Classes of people: their nouns are roles. */
  private readonly roles: Set<string>;
  private readonly organizations: Set<string>;
  private readonly products: Set<string>;

  constructor(classes: OntologyClass[]) {
    this.products = new Set(classes.filter((c) => classKind(c) === 'product').map((c) => c.name));
    this.roles = new Set(classes.filter((c) => classKind(c) === 'person').map((c) => c.name));
    this.organizations = new Set(
      classes.filter((c) => classKind(c) === 'organization').map((c) => c.name),
    );
    this.modifiable = new Set(
      classes
        .filter((c) => classKind(c) !== 'person' && !VALUE_KINDS.has(classKind(c)))
        .map((c) => c.name),
    );
    for (const cls of classes) {
      for (const text of cls.examples) this.exampleEntries.push({ class_name: cls.name, text });
      const aliasWords = new Set([
        cls.label.toLowerCase(),
        ...cls.aliases.map((a) => a.toLowerCase()),
      ]);
      for (const text of aliasWords) this.aliasEntries.push({ class_name: cls.name, text });
      for (const pattern of cls.patterns) {
        this.patterns.push({ class_name: cls.name, regex: new RegExp(pattern, PATTERN_FLAGS) });
      }
    }
    // The only class of a kind also takes the kind's common nouns ("its Veyra OLED panels", "the
    // Northside Five, a hard-bop group"), where the ontology's own words do not say them.
    const aliasTexts = new Set(this.aliasEntries.map((e) => e.text));
    for (const [kind, nouns] of Object.entries(KIND_NOUNS)) {
      const ofKind = classes.filter((c) => classKind(c) === kind);
      if (ofKind.length !== 1) continue;
      for (const text of nouns)
        if (!aliasTexts.has(text))
          this.aliasEntries.push({ class_name: ofKind[0]!.name, text, kind: true });
    }
    this.examples = new AhoCorasick(this.exampleEntries.map((e) => e.text));
    this.aliases = new AhoCorasick(this.aliasEntries.map((e) => e.text));
  }

  find(text: string, sentences: Span[]): Mention[] {
    const mentions: Mention[] = [];
    const lengths = this.exampleEntries.map((e) => e.text.length);
    for (const match of this.examples.search(text, lengths)) {
      const entry = this.exampleEntries[match.pattern]!;
      mentions.push({
        ...match,
        class_name: entry.class_name,
        label: entry.text,
        confidence: CONFIDENCE.example,
        source: 'example',
      });
    }
    for (const { class_name, regex } of this.patterns) {
      for (const match of text.matchAll(regex)) {
        if (match[0] === '') continue;
        const end = match.index + match[0].length;
        mentions.push({
          class_name,
          start: match.index,
          end,
          label: match[0],
          confidence: CONFIDENCE.pattern,
          source: 'pattern',
        });
      }
    }
    mentions.push(...this.aliasCues(text, sentences));
    mentions.push(...this.definitions(text));
    return mentions;
  }

  /** "“Software” means RiskView, …": a term that is a class's noun defined as a name. */
  private definitions(text: string): Mention[] {
    const mentions: Mention[] = [];
    for (const match of text.matchAll(DEFINES)) {
      const term = match[1]!.trim().toLowerCase();
      const entries = this.aliasEntries.filter((e) => !e.kind);
      const entry =
        entries.find((e) => e.text === term) ??
        entries.find((e) => e.text === term.split(/\s+/).at(-1));
      if (!entry) continue;
      const label = cleanName(match[2]!);
      if (label.length < 2 || NOT_NAMES.has(label)) continue;
      const start = match.index + match[0].length - match[2]!.length;
      mentions.push({
        class_name: entry.class_name,
        start,
        end: start + label.length,
        label,
        confidence: CONFIDENCE.alias_cue,
        source: 'alias_cue',
      });
    }
    return mentions;
  }

  /**
   * "the drug Metformin", "a company called Acme", "Acme Corp, a software company": a name right
   * after or before a word naming a class, looked for inside the alias's own sentence only.
   */
  private aliasCues(text: string, sentences: Span[]): Mention[] {
    const mentions: Mention[] = [];
    const lengths = this.aliasEntries.map((e) => e.text.length);
    const add = (
      class_name: string,
      start: number,
      raw: string,
      confidence = CONFIDENCE.alias_cue,
    ): void => {
      if (NOT_NAMES.has(raw)) return;
      // "GP: Dr Simon Whitcombe, Harnham …": the name without its title or a field label after it.
      const title = HONORIFIC_BEFORE.exec(raw)?.[0].length ?? 0;
      const label = withoutCredentials(
        personBeforeOf(
          cleanName(
            withoutFieldLabel(
              raw.slice(title),
              text.slice(start + raw.length, start + raw.length + 30),
            ),
          ),
        ),
      );
      if (label.length < 2 || isRoleWord(label)) return;
      // "Consultant Breast Surgeon": a role's words, not a name.
      const labelWords = label.split(/[ \u00a0]+/);
      if (
        labelWords.length > 1 &&
        isRoleWord(labelWords.at(-1)!) &&
        !labelWords.some((w) => isGivenName(w) || isPersonName(w))
      )
        return;
      // A role's noun does not make an institution a person ("Consultant Cardiologist, Royal
      // Derwent Infirmary").
      if (this.roles.has(class_name) && namesOrganization(label)) return;
      // Nor a party's noun a person ("Supplier: Jörg Wendelstein, Export Manager" names who
      // acts for the supplier), where the ontology has a class for people.
      if (
        !this.roles.has(class_name) &&
        this.roles.size > 0 &&
        this.organizations.has(class_name) &&
        isPersonName(label)
      )
        return;
      // "The supplier, Trondheim-based Nordfôr": the place glued before the name is not part of it.
      const where =
        /^\p{Lu}[\p{L}'’]*-(?:based|born|headquartered|listed)[ \u00a0]+(?=\p{Lu})/u.exec(label);
      start += title + (where?.[0].length ?? 0);
      const name = where ? label.slice(where[0].length) : label;
      const end = start + name.length;
      mentions.push({
        class_name,
        start,
        end,
        label: name,
        confidence,
        source: 'alias_cue',
      });
    };
    for (const match of this.aliases.search(text, lengths)) {
      const { class_name, kind } = this.aliasEntries[match.pattern]!;
      const sentence = sentences[sentenceOf(sentences, match.start)] ?? {
        start: 0,
        end: text.length,
      };
      // A kind's common noun names what follows it only with "called" or "named": "a savings
      // app called Ajo", not "the app Monday".
      const after = kind
        ? CALLED_AFTER.exec(text.slice(match.end, sentence.end))
        : NAME_AFTER.exec(text.slice(match.end, sentence.end));
      // A field whose label says more than the noun ("Signed for the Lessor: Ann Lee") does not
      // name a thing of its class; "Lessor: Acme B.V." and "Ward doctor: Dr Lee" do.
      const lineStart = Math.max(text.lastIndexOf('\n', match.start) + 1, sentence.start);
      const labelWords = after?.[0].trimStart().startsWith(':')
        ? (/(?:\S+\s+){0,3}$/u.exec(text.slice(lineStart, match.start))?.[0] ?? '')
        : '';
      // A noun inside a name ("Harbor Line Ventures", "Master Equipment Lease") does not
      // introduce the words after it, nor the place after its comma ("Corrib Valley University
      // Hospital, Galway").
      const insideName =
        /^\p{Lu}/u.test(text.slice(match.start, match.end)) &&
        /\p{Lu}[\p{L}'’&.-]*[ \u00a0]$/u.test(
          text.slice(Math.max(0, match.start - 30), match.start),
        ) &&
        /^(?:[ \u00a0]|,[ \u00a0]+)\p{Lu}/u.test(after?.[0] ?? '');
      // A role between two commas after a name is that name's, and what follows it is where:
      // "Isabela Moraes Cunha, chief executive, Andorinha Mobility".
      // The role's own words may come first ("chief" of "chief executive").
      const apposed =
        /^[ \u00a0]*,/u.test(after?.[0] ?? '') &&
        /\p{Lu}[\p{L}'’-]*,[ \u00a0]+(?:\p{Ll}[\p{Ll}-]*[ \u00a0]+){0,2}$/u.test(
          text.slice(Math.max(0, match.start - 40), match.start),
        );
      // A heading in capitals names no thing after its noun: "START-UP OF THE YEAR".
      const heading =
        !/\p{Ll}/u.test(text.slice(match.start, match.end)) && !/\p{Ll}/u.test(after?.[1] ?? '');
      if (
        after?.[1] &&
        !insideName &&
        !apposed &&
        !heading &&
        !/(?:^|\s)(?:for|by|of|to|from|on|with|and)\s/i.test(` ${labelWords}`)
      ) {
        const at = match.end + after[0].length - after[1].length;
        add(
          class_name,
          at,
          withoutSex(after[1], text.slice(at + after[1].length, at + after[1].length + 4)),
        );
      }
      const from = Math.max(sentence.start, match.start - 160);
      // A person's role needs no article: "Priya Raman, Managing Director".
      const described = NAME_BEFORE.exec(text.slice(from, match.start));
      const before =
        described ??
        (this.roles.has(class_name) ? NAME_BEFORE_ROLE.exec(text.slice(from, match.start)) : null);
      // "Acme Corp, a software company": weaker than what the name itself says ("Porto, the
      // only daughter of …" describes the sentence's subject, not Porto).
      // The noun heads its phrase ("Giao Nhanh, a Hanoi-based delivery start-up,"): it says
      // what the name is more surely than a guess from the name's shape.
      // And so does a noun before a clause about it ("a hard-bop group led by …") or where it is
      // ("a chassis maker in Monterrey").
      const heads =
        described !== null &&
        /^(?:s|es)?(?:[ \u00a0]*(?:[,.;)]|$)|[ \u00a0]+(?:who|that|which|led|founded|formed|run|owned|based|known|in)\b)/u.test(
          text.slice(match.end, match.end + 12),
        );
      // "Odile Marchetti, the company's chief executive": the noun owns what follows, it does
      // not describe the name.
      const possessed = /^['’]s\b/u.test(text.slice(match.end, match.end + 3));
      if (before?.[1] && !possessed && (!kind || heads))
        add(
          class_name,
          from + before.index,
          before[1],
          heads ? HEAD_APPOSITION_CONFIDENCE : APPOSITION_CONFIDENCE,
        );
      // "the FlowSense range", "its Trailhead tent range", "the Halbrecht group": a name between a
      // determiner and a noun of a class (not a person's: "the Acme founder" is not a person), the
      // noun ending the phrase ("the Tokyo firm Hoshino Robotics" names the firm after it).
      if (
        this.modifiable.has(class_name) &&
        /^(?:s|es)?(?![\p{L}\p{N}])(?![ \u00a0]+\p{Lu})/u.test(
          text.slice(match.end, match.end + 40),
        )
      ) {
        const determined = DETERMINED_NAME_BEFORE.exec(text.slice(from, match.start));
        // Not a place or a people ("the Toronto company", "the German group", "the Lagos-based
        // lender"), a possessive, or a phrase with a verb or a preposition between.
        const between = determined
          ? text
              .slice(
                from +
                  determined.index +
                  determined[0].indexOf(determined[1]!) +
                  determined[1]!.length,
                match.start,
              )
              .trim()
          : '';
        // A kind's noun after a name: not a people ("the Uruguayan maker"), and without the
        // letters of what the product is ("its Veyra OLED panels", "the Brightline LCD range").
        const named =
          kind || this.products.has(class_name)
            ? determined?.[1]?.replace(/(?:[ \u00a0]\p{Lu}{2,5})+$/u, '')
            : determined?.[1];
        // Adjectives may describe the name after its determiner ("its older Brightline LCD
        // range"), not a role's noun ("the chemist Jonas Ekberg of Halden Valley University") or
        // a verb ("the town gave Dad the Marrowgate Civic Medal").
        const described = determined
          ? determined[0]
              .slice(0, determined[0].indexOf(determined[1]!))
              .trim()
              .split(/[ \u00a0]+/)
              .slice(1)
          : [];
        if (
          determined?.[1] &&
          named &&
          // A headline's capitals are no name: "Unveils Vela, Its First All-Electric Pickup".
          !(kind && /^\p{Lu}/u.test(text.slice(match.start, match.end))) &&
          described.every(isAdjective) &&
          !isDemonym(named) &&
          // In apposition to an organisation's name, an organisation's noun describes it, and
          // the name before that noun says where: "Andorinha Mobility, the São Paulo
          // electric-scooter company" (the Kyoto company is not another company).
          !(
            this.organizations.has(class_name) &&
            /\p{Lu}[\p{L}\p{N}.&'’-]*,[ \u00a0]*$/u.test(
              text.slice(Math.max(0, from + determined.index - 40), from + determined.index),
            )
          ) &&
          !/(?:-\p{Ll}+|['’]s?)$/u.test(determined[1]) &&
          !lexiconTags(determined[1]).some((t) => PLACE_OR_PEOPLE.has(t)) &&
          // Nouns and compounds may stand between: "its Veyra OLED panels", "the MathBoat
          // tutoring app", "the FrostTrack cargo-monitoring service".
          between
            .split(/\s+/)
            .every(
              (w) =>
                w === '' ||
                (!FUNCTION_WORDS.has(w) && (!isVerb(w) || /-|ing$/.test(w) || isNounWord(w))),
            )
        ) {
          const at = from + determined.index + determined[0].indexOf(determined[1]);
          // "the Granex and Stelvia weedkiller brands": two names before a plural noun (the
          // phrase's last word).
          const brand = String.raw`\p{Lu}[\p{L}\p{N}-]*(?:[ \u00a0][\p{Lu}\p{N}][\p{L}\p{N}-]*){0,2}`;
          const two = new RegExp(String.raw`^(${brand})[ \u00a0]and[ \u00a0](${brand})$`, 'u').exec(
            named,
          );
          const words = /^([\p{L}-]+)(?:[ \u00a0]+(\p{Ll}[\p{L}-]*))?/u.exec(
            text.slice(match.start, match.start + 60),
          );
          const next = words?.[2]?.replace(/s$/u, '');
          const noun = next && (KIND_NOUNS.product ?? []).includes(next) ? words?.[2] : words?.[1];
          if (two && (kind || this.products.has(class_name)) && /s$/u.test(noun ?? '')) {
            add(class_name, at, two[1]!);
            add(class_name, at + named.length - two[2]!.length, two[2]!);
          } else add(class_name, at, named);
        }
      }
    }
    return mentions;
  }
}

/**
 * The words that name a class (its label and aliases, singular or plural, with or without "the"):
 * "Diagnosis", "the Commencement Date", "Services" are not names of things of the class.
 */
export class ClassNouns {
  private readonly nouns = new Set<string>();

  constructor(classes: OntologyClass[]) {
    for (const cls of classes)
      for (const word of [cls.label, ...cls.aliases]) {
        const lower = word.trim().toLowerCase();
        if (lower.length < 3) continue;
        for (const form of [lower, `${lower}s`, `${lower}es`, lower.replace(/y$/, 'ies')])
          this.nouns.add(form);
      }
  }

  isClassNoun(label: string): boolean {
    const lower = label
      .trim()
      .toLowerCase()
      .replace(/^(?:the|this|that)\s+/, '')
      .replace(/\s+/g, ' ');
    if (this.nouns.has(lower)) return true;
    // "Primary diagnosis", "Presenting complaint", "Other medications": a class noun that only a
    // word of rank or status qualifies is still the noun, not a thing of the class.
    const words = lower.split(' ');
    return (
      words.length >= 2 &&
      words.length <= 3 &&
      this.nouns.has(words.at(-1)!) &&
      words.slice(0, -1).every((w) => RANK_WORDS.has(w))
    );
  }
}

const RANK_WORDS = new Set(
  'primary secondary principal main chief final working differential provisional presenting admitting current new other additional further previous past known'.split(
    ' ',
  ),
);

/**
 * Classes named by a name's head noun: "University of Braga" is of the class whose label or
 * aliases say "university", "Almeida Garrett Prize" of the one that says "prize", whatever the
 * class's kind.
 */
export class HeadNouns {
  private readonly classOf = new Map<string, string>();
  private readonly organizations: Set<string>;
  private readonly territories: Set<string>;

  constructor(classes: OntologyClass[]) {
    this.organizations = new Set(
      classes.filter((c) => classKind(c) === 'organization').map((c) => c.name),
    );
    // A place class none of whose nouns is a word for a town or a spot ("jurisdiction",
    // "country", "state", "territory") holds territories, not the towns and streets of addresses.
    this.territories = new Set(
      classes
        .filter(
          (c) =>
            classKind(c) === 'place' &&
            ![c.label, ...c.aliases].some((w) =>
              w
                .toLowerCase()
                .split(/[\s-]+/)
                .some((word) => SETTLEMENT_NOUNS.has(word)),
            ),
        )
        .map((c) => c.name),
    );
    for (const cls of classes)
      // A person's name never ends in "director" or "patient": those are role words.
      for (const word of classKind(cls) === 'person' ? [] : [cls.label, ...cls.aliases]) {
        const lower = word.trim().toLowerCase();
        if (!/^\p{L}{3,}$/u.test(lower)) continue;
        for (const form of [lower, `${lower}s`, lower.replace(/y$/, 'ies')])
          if (!this.classOf.has(form)) this.classOf.set(form, cls.name);
      }
  }

  /**
   * Whether a name is a town or a street while the class holds only territories: "Ashford",
   * "Harbour Road", "Northgate Business Park" in an address, where the class is a jurisdiction.
   */
  outsideTerritory(className: string, name: string): boolean {
    if (!this.territories.has(className)) return false;
    const words = name.toLowerCase().split(/[ \u00a0]+/);
    if (words.length > 1 && ADDRESS_WORDS.has(words.at(-1)!)) return true;
    const tags = lexiconTags(words.join(' '));
    return (
      tags.some((t) => t === 'City' || t === 'Address') &&
      !tags.some((t) => t === 'Country' || t === 'Region')
    );
  }

  classFor(name: string, options: { roleWord?: boolean } = {}): string | undefined {
    const words = name.toLowerCase().split(/[ \u00a0]+/);
    // "the Supplier" alone is a role, not a name (a defined term may make it one).
    if (words.length === 1 && !options.roleWord) return undefined;
    // "Institute of Skin Diseases" is an institute: the head stands before "of".
    // "Centre for Fungal Research" too, where the head names an organisation.
    const ofAt = words.findIndex((w, i) => i > 0 && (w === 'of' || w === 'for'));
    const head = ofAt > 0 ? this.classOf.get(words[ofAt - 1]!) : undefined;
    const last = this.classOf.get(words.at(-1)!);
    // "Tangerine Ridge Capital" is a firm, whatever else "capital" names.
    const firm =
      last !== undefined &&
      this.organizations.size > 0 &&
      !this.organizations.has(last) &&
      words.length > 1 &&
      namesOrganization(words.at(-1)!);
    return (
      (head &&
        (words[ofAt] === 'of' ||
        this.organizations.has(head) ||
        DISTINCTION_HEADS.has(words[ofAt - 1]!)
          ? head
          : undefined)) ??
      (firm ? undefined : last)
    );
  }
}

// Distinctions named for what they reward: "Grand Prize for the Novel", "Medal for Arts".
const DISTINCTION_HEADS = new Set(
  'prize prizes award awards medal medals trophy cup scholarship fellowship'.split(' '),
);

// Nouns of a class that holds towns, villages or spots, not only territories.
const SETTLEMENT_NOUNS = new Set(
  'city cities town towns village villages place places location locality municipality birthplace hometown address site area district settlement port'.split(
    ' ',
  ),
);
// Last words of a street or a site within a town.
const ADDRESS_WORDS = new Set([
  ...STREET_WORDS,
  ...'park airport estate centre center house building court place close gardens mews parade'.split(
    ' ',
  ),
]);

export const nerMentions = (
  text: string,
  sentences: Span[],
  spans: NameSpan[],
  classFor: Partial<Record<NerType, string[]>>,
  chooser: ClassChooser,
  headNouns: HeadNouns,
): Mention[] => {
  const mentions: Mention[] = [];
  const rest: NameSpan[] = [];
  for (const span of spans) {
    const byHead = headNouns.classFor(text.slice(span.start, span.end));
    if (byHead) {
      mentions.push({
        class_name: byHead,
        start: span.start,
        end: span.end,
        label: text.slice(span.start, span.end),
        confidence: CONFIDENCE.alias_cue,
        source: 'ner',
      });
    } else rest.push(span);
  }
  for (const type of ['person', 'organization', 'place'] as const) {
    const ofType = rest.filter((span) => span.type === type);
    const chosen = chooser.chooseForNames(text, sentences, ofType, classFor[type] ?? []);
    for (const span of ofType) {
      const label = text.slice(span.start, span.end);
      const class_name = chosen.get(label);
      if (!class_name || headNouns.outsideTerritory(class_name, label)) continue;
      mentions.push({
        class_name,
        start: span.start,
        end: span.end,
        label,
        confidence: CONFIDENCE.ner,
        source: 'ner',
      });
    }
  }
  // "Farrokh Rasouli and Kirsten Aalund": a name nothing typed, joined by "and", "or" or a comma
  // to a typed one, is of its class (one name, not a list, for a place: "Mobile, Alabama").
  mentions.sort((a, b) => a.start - b.start);
  const typed = new Set(mentions.map((m) => m.start));
  const added: Mention[] = [];
  for (const span of spans) {
    if (typed.has(span.start) || span.type !== null) continue;
    const spanWords = text.slice(span.start, span.end).split(/[ \u00a0]+/);
    // Two words at least, not an address ("41 Canal Wharf, Leicester"), not common words
    // ("Computational Linguistics, Elbe University").
    if (
      spanWords.length < 2 ||
      STREET_WORDS.has(spanWords.at(-1)!.toLowerCase()) ||
      spanWords.every((w) => isCommonWord(w))
    )
      continue;
    const joined = mentions.find((m) =>
      m.end <= span.start
        ? COORDINATED_NAME.test(text.slice(m.end, span.start))
        : m.start >= span.end && COORDINATED_NAME.test(text.slice(span.end, m.start)),
    );
    if (!joined || joined.source !== 'ner') continue;
    added.push({
      class_name: joined.class_name,
      start: span.start,
      end: span.end,
      label: text.slice(span.start, span.end),
      confidence: CONFIDENCE.ner * 0.9,
      source: 'ner',
    });
  }
  return [...mentions, ...added].sort((a, b) => a.start - b.start);
};

/** "Kumasi-based": the word before names a place. */
const BASED_AFTER = /^-based\b/u;

/**
 * Within a chunk, a name found once (by a pattern, an alias cue or NER) is the same name where it
 * appears again ("the startup Finly … Finly had been based in Toronto"), and a person's surname
 * alone refers back to the full name ("Grace Liu … Liu is a professor").
 */
export const propagateMentions = (
  text: string,
  found: Mention[],
  personClasses: ReadonlySet<string> = new Set(),
  placeClasses: ReadonlySet<string> = new Set(),
): Mention[] => {
  const names = new Map<string, Mention>();
  for (const mention of found) {
    if (mention.source === 'example') continue;
    const written = text.slice(mention.start, mention.end);
    if (!names.has(written)) names.set(written, mention);
    // A thing's leading word is its maker's brand ("Kobowise" of "the Kobowise Card").
    if (mention.source === 'value' || mention.source === 'pattern' || mention.source === 'lexicon')
      continue;
    const forms = shortForms(mention.label, personClasses.has(mention.class_name));
    for (const form of forms) {
      const known = names.get(form);
      // A short form found on its own before the full name ("Lund, M. (2004) … Maria Lund").
      // A town is not the short form of a club or a firm named after it ("born in Tromsø …
      // joined Tromsø Polar IL").
      // Of the same class, but for a person's surname: "Ardentia" the party is not the short
      // form of "the Ardentia Lee Valley Half Marathon" named after it.
      const alone =
        known !== undefined &&
        known.label === form &&
        (known.class_name === mention.class_name || personClasses.has(mention.class_name)) &&
        known.source !== 'value' &&
        known.source !== 'pattern' &&
        !(placeClasses.has(known.class_name) && !placeClasses.has(mention.class_name));
      // "Ezcurra" was given to "Matías Ezcurra" atop the page: it is the full name's, written
      // after ("Matías Ezcurra Ibargüen (17 March 1958 – …)").
      const shorter =
        known !== undefined &&
        known.class_name === mention.class_name &&
        forms.includes(known.label);
      if (!known || alone || shorter) names.set(form, mention);
    }
  }
  // "atrial fibrillation (AF)", "Coldwater Steel Group (CSG)": the letters stand for the name.
  const abbreviations = new Set<string>();
  for (const mention of found) {
    if (mention.source === 'value') continue;
    // Letters in mixed case too, capitals first and last: "(HFrEF)", "(CoA)".
    const after = /^\s*\((\p{Lu}(?:[\p{Lu}\p{N}&]|\p{Ll}(?=[\p{Lu}\p{N}])){1,7})\)/u.exec(
      text.slice(mention.end, mention.end + 14),
    );
    if (after && initialsMatch(mention.label, after[1]!) && !abbreviations.has(after[1]!)) {
      names.set(after[1]!, mention);
      abbreviations.add(after[1]!);
    }
  }
  // "the AF" after "atrial fibrillation", without brackets: an abbreviation whose letters are
  // exactly the initials of a name of its class written before it.
  for (const mention of found) {
    if (!/^\p{Lu}{2,5}$/u.test(mention.label) || abbreviations.has(mention.label)) continue;
    if ((names.get(mention.label)?.label ?? mention.label) !== mention.label) continue;
    const full = found.find(
      (m) =>
        m.end <= mention.start &&
        m.class_name === mention.class_name &&
        m.source !== 'value' &&
        initialsAre(m.label, mention.label),
    );
    if (full) {
      names.set(mention.label, full);
      abbreviations.add(mention.label);
    }
  }
  // "Joined HRA: 1989" after "Harlow Ridge Academy": an organisation's initials, written alone
  // after its name and found as nothing, stand for it, when no other name has those initials.
  const byInitials = new Map<string, Mention | null>();
  for (const mention of found) {
    if (mention.source === 'value' || personClasses.has(mention.class_name)) continue;
    if (placeClasses.has(mention.class_name)) continue;
    const capitals = mention.label.split(/[\s-]+/).filter((w) => /^\p{Lu}/u.test(w));
    if (capitals.length < 3 || capitals.length > 5) continue;
    const initials = capitals.map((w) => w[0]).join('');
    const known = byInitials.get(initials);
    if (known === undefined) byInitials.set(initials, mention);
    else if (known !== null && known.label !== mention.label) byInitials.set(initials, null);
  }
  for (const [initials, full] of byInitials) {
    if (!full || names.has(initials) || COMMON_ABBREVIATIONS.has(initials) || isRoleWord(initials))
      continue;
    const written = new RegExp(String.raw`(?<![\p{L}\p{N}])${initials}(?![\p{L}\p{N}])`, 'u');
    const at = text.slice(full.end).search(written);
    if (at === -1) continue;
    const start = full.end + at;
    if (found.some((m) => m.start < start + initials.length && start < m.end)) continue;
    names.set(initials, full);
    abbreviations.add(initials);
  }
  // "the pneumonia" after "community-acquired pneumonia": a term found by its head word (a
  // condition, a drug) that ends exactly one longer term of its class written before it.
  const longer = new Map<string, Mention | null>();
  for (const mention of found) {
    if (mention.source !== 'lexicon') continue;
    const lower = mention.label.toLowerCase();
    for (let at = lower.indexOf(' '); at !== -1; at = lower.indexOf(' ', at + 1)) {
      const key = `${mention.class_name}\u0000${lower.slice(at + 1)}`;
      const known = longer.get(key);
      if (known === undefined) longer.set(key, mention);
      else if (known !== null && known.label.toLowerCase() !== lower) longer.set(key, null);
    }
  }
  for (const mention of found) {
    if (mention.source !== 'lexicon' || abbreviations.has(mention.label)) continue;
    if ((names.get(mention.label)?.label ?? mention.label) !== mention.label) continue;
    const full = longer.get(`${mention.class_name}\u0000${mention.label.toLowerCase()}`);
    if (full && full.end <= mention.start) {
      names.set(mention.label, full);
      abbreviations.add(mention.label);
    }
  }
  if (names.size === 0) return found;
  // A short form typed on its own ("Halbrecht" as a place) is the full name written before.
  const mentions = found.map((mention) => {
    if (mention.source === 'example' || mention.source === 'value') return mention;
    const origin = names.get(mention.label);
    const isShort =
      origin &&
      origin.label !== mention.label &&
      (origin.label.includes(mention.label) || abbreviations.has(mention.label)) &&
      // "the Kumasi-based chocolate maker" after the Kumasi Chamber of Enterprise names the
      // town, not the chamber.
      !(
        placeClasses.has(mention.class_name) &&
        !placeClasses.has(origin.class_name) &&
        BASED_AFTER.test(text.slice(mention.end, mention.end + 7))
      );
    return isShort ? { ...mention, label: origin.label, class_name: origin.class_name } : mention;
  });
  const patterns = [...names.keys()];
  const matcher = new AhoCorasick(patterns);
  const added: Mention[] = [];
  for (const match of matcher.search(
    text,
    patterns.map((p) => p.length),
  )) {
    const written = text.slice(match.start, match.end);
    // Names are matched as written (case matters: "Park" is not "park").
    if (written !== patterns[match.pattern]) continue;
    if (mentions.some((m) => match.start < m.end && m.start < match.end)) continue;
    const origin = names.get(written)!;
    // "Kumasi-based" is where something is, whatever else is named after the town.
    if (
      !placeClasses.has(origin.class_name) &&
      /^\p{Lu}/u.test(written) &&
      BASED_AFTER.test(text.slice(match.end, match.end + 7))
    )
      continue;
    added.push({
      ...origin,
      start: match.start,
      end: match.end,
      confidence: origin.confidence * 0.9,
    });
  }
  return [...mentions, ...added];
};

/** Whether an abbreviation's letters are the first letters of all the words, in order. */
const initialsAre = (label: string, abbreviation: string): boolean => {
  const initials = label
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toLowerCase())
    .join('');
  return initials.length >= 2 && initials === abbreviation.toLowerCase();
};

/** Whether an abbreviation's letters are, in order, the first letters of some of the words. */
const initialsMatch = (label: string, abbreviation: string): boolean => {
  const letters = abbreviation.replace(/[^\p{L}]/gu, '').toLowerCase();
  const initials = label
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toLowerCase());
  let at = 0;
  for (const initial of initials) if (initial === letters[at]) at += 1;
  return at === letters.length && letters.length >= 2 && letters[0] === initials[0];
};

/**
 * Keeps one mention per span: where mentions overlap the longer wins, then the more certain, then
 * the earlier; identical spans of different classes keep the more certain class only.
 */
export const resolveOverlaps = (mentions: Mention[]): Mention[] => {
  const ranked = [...mentions].sort(
    (a, b) =>
      b.end - b.start - (a.end - a.start) ||
      b.confidence - a.confidence ||
      a.start - b.start ||
      a.class_name.localeCompare(b.class_name),
  );
  const kept: Mention[] = [];
  for (const mention of ranked) {
    if (!kept.some((k) => mention.start < k.end && k.start < mention.end)) kept.push(mention);
  }
  return kept.sort((a, b) => a.start - b.start);
};

// "(the “Supplier”)", "(hereinafter “Kestrel”)", "(each a “Party”)".
const DEFINITION =
  /\((?:hereinafter\s+|each\s+|individually\s+)?(?:(?:referred\s+to\s+as\s+)?(?:the|an?)\s+)?["“'‘]([^"”'’\n]{2,40})["”'’]\)/gu;
// "(Principal)", "(the Products)": a term defined without quotation marks, as some contracts do,
// one or two capitalised words the text then uses after "the" ("The Principal will sell").
const BARE_DEFINITION = /\((?:the[ \u00a0]+)?(\p{Lu}\p{Ll}{2,}(?:[ \u00a0]\p{Lu}\p{Ll}{2,})?)\)/gu;

// Without brackets, the article inside the quotes: ', hereinafter "the Shipper";'.
const HEREINAFTER =
  /\bhereinafter[ \u00a0]+(?:(?:referred[ \u00a0]+to[ \u00a0]+as|called)[ \u00a0]+)?["“'‘](?:[Tt]he[ \u00a0]+)?([^"”'’\n]{2,40})["”'’]/gu;

/** Where a text defines a term, and the term: quoted ("(the “Supplier”)") or bare ("(Principal)"). */
export const termDefinitions = (text: string): { index: number; end: number; term: string }[] => {
  const found = [...text.matchAll(DEFINITION), ...text.matchAll(HEREINAFTER)]
    .filter(
      (d, i, all) =>
        !all.some((o, j) => j !== i && o.index < d.index && o.index + o[0].length > d.index),
    )
    .map((d) => ({
      index: d.index,
      end: d.index + d[0].length,
      term: d[1]!.trim(),
    }));
  for (const d of text.matchAll(BARE_DEFINITION)) {
    const term = d[1]!;
    const used = new RegExp(
      String.raw`(?<![\p{L}])[Tt]he[ \u00a0]+${escapeRegExp(term)}(?![\p{L}])`,
      'u',
    );
    const elsewhere =
      text.slice(0, d.index) + ' '.repeat(d[0].length) + text.slice(d.index + d[0].length);
    if (used.test(elsewhere)) found.push({ index: d.index, end: d.index + d[0].length, term });
  }
  return found.sort((a, b) => a.index - b.index);
};

/**
 * Defined terms, as contracts write them: "Harrowgate Packaging Limited … (the “Supplier”)" makes
 * every later "the Supplier" a mention of Harrowgate Packaging Limited. The term goes to the
 * nearest mention before it in its paragraph of the class its head noun names ("Supplier": the
 * class whose aliases say supplier), else to the paragraph's first mention; a term for several
 * things ("together, the “Goods”") names none.
 */
/**
 * A form's role fields define terms too: after "Lessee: Brandauer Logistik GmbH", "the Lessee"
 * is Brandauer Logistik GmbH. The label must be one word naming the class of the value's first
 * mention, and no other field may give that label to another name.
 */
export const fieldTermMentions = (
  text: string,
  fields: { label: string; valueStart: number; valueEnd: number }[],
  mentions: Mention[],
  headNouns: HeadNouns,
): Mention[] => {
  const origins = new Map<string, Mention | null>();
  for (const field of fields) {
    if (!/^\p{Lu}\p{Ll}+$/u.test(field.label)) continue;
    // The name may run past where the value was cut: "Buyer: Bayan Lestari Water Services Sdn.
    // Bhd." (a sentence seems to end at "Sdn.").
    const first = mentions.find(
      (m) => m.start >= field.valueStart && m.start < field.valueEnd && m.source !== 'coreference',
    );
    if (!first || headNouns.classFor(field.label, { roleWord: true }) !== first.class_name)
      continue;
    const known = origins.get(field.label);
    origins.set(field.label, known === undefined || known?.label === first.label ? first : null);
  }
  const added: Mention[] = [];
  for (const [term, origin] of origins) {
    if (!origin) continue;
    // And a field's label opening its line with the term's possessive: "Lessee's contact for
    // notices: Mariana Okafor-Souza".
    for (const use of text.matchAll(
      new RegExp(
        `\\b[Tt]he[ \\u00a0]+(${term})\\b|(?<=^|\\n)[ \\u00a0]*(${term})(?=['’]s[ \\u00a0])`,
        'gu',
      ),
    )) {
      // "The Lessee: …" labels a field; "Signed for the Lessee: João Ferraz" names the party.
      if (
        /^[ \u00a0]*:/u.test(text.slice(use.index + use[0].length)) &&
        !/\bfor[ \u00a0]+$/iu.test(text.slice(Math.max(0, use.index - 8), use.index))
      )
        continue;
      const start = use.index + use[0].length - term.length;
      added.push({
        ...origin,
        start,
        end: start + term.length,
        confidence: origin.confidence * 0.9,
        source: 'coreference',
      });
    }
  }
  return added;
};

export const definedTermMentions = (
  text: string,
  mentions: Mention[],
  headNouns: HeadNouns,
): { added: Mention[]; terms: Set<string> } => {
  const added: Mention[] = [];
  const terms = new Set<string>();
  let lastDefinitionEnd = 0;
  let previousOrigin: { className: string; paragraphStart: number } | undefined;
  for (const definition of termDefinitions(text)) {
    const { term } = definition;
    // "(the "Agreement")" names the document, not a party.
    if (DOCUMENT_NAME.test(term)) continue;
    if (
      /together|collectively/i.test(
        text.slice(Math.max(0, definition.index - 20), definition.index + 3),
      )
    )
      continue;
    const paragraphStart = text.lastIndexOf('\n\n', definition.index) + 1;
    // A value is not what a term is defined as ("Agreement dated 2 May 2022 (the “Agreement”)").
    const before = mentions.filter(
      (m) =>
        m.end <= definition.index &&
        m.start >= paragraphStart &&
        m.source !== 'coreference' &&
        m.source !== 'value',
    );
    // Where the defined thing is written: from the line's start, or the end of the definition
    // before it on the same line ("Issued by: Acme (the "Buyer")\nSupplier: Beta (the "Seller")").
    const lineStart = Math.max(
      paragraphStart,
      text.lastIndexOf('\n', definition.index) + 1,
      lastDefinitionEnd,
    );
    const onLine = before.filter((m) => m.start >= lineStart);
    const headClass = headNouns.classFor(term, { roleWord: true });
    // After a definition in the same paragraph, the next of the same class is what the next
    // defines: "between Pacífico SpA (the "Organiser"), represented by its general manager,
    // Rodrigo Salinas; and Cervecería Andina S.A. (the "Sponsor")" defines the brewer.
    const previous = previousOrigin;
    const sameClass =
      previous && previous.paragraphStart === paragraphStart
        ? onLine.find((m) => m.class_name === previous.className)
        : undefined;
    const origin = headClass
      ? before.filter((m) => m.class_name === headClass).at(-1)
      : (sameClass ?? onLine[0] ?? before[0]);
    lastDefinitionEnd = definition.end;
    if (origin) previousOrigin = { className: origin.class_name, paragraphStart };
    if (!origin || origin.label === term) continue;
    terms.add(term);
    const written = new RegExp(
      `(?<![\\p{L}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`,
      'gu',
    );
    for (const use of text.matchAll(written)) {
      if (use.index > definition.index && use.index < definition.end) continue;
      added.push({
        ...origin,
        start: use.index,
        end: use.index + use[0].length,
        confidence: origin.confidence * 0.9,
        source: 'coreference',
      });
    }
  }
  return { added, terms };
};

/**
 * The party a document calls "we" or "you": the mention, before `before`, whose brackets give
 * that word as one of its names ("Kestrel Logistics Group Ltd ("Kestrel", "we" or "us")",
 * "Oakfield Garden Centres Limited ("Oakfield" or "you")").
 */
export const partyCalled = (
  text: string,
  parties: Mention[],
  word: string,
  before: number,
): Mention | undefined => {
  const alias = new RegExp(String.raw`^[^()\n]{0,100}\([^)]{0,60}["“]${word}["”]`, 'iu');
  return parties.find((m) => m.end <= before && alias.test(text.slice(m.end, m.end + 180)));
};

/**
 * The one party a document names by one of `roles`: a defined term ("the Customer") or a field's
 * label ("Distributor: Oudaïa Hydraulique SARL"). None when none does, or more than one.
 */
export const partyInRole = (
  text: string,
  parties: Mention[],
  roles: ReadonlySet<string>,
): Mention | undefined => {
  const found = new Map<string, Mention>();
  for (const party of parties) {
    const written = text
      .slice(party.start, party.end)
      .toLowerCase()
      .replace(/^the[ \u00a0]+/u, '');
    // Also a numbered item's ("Item 3. Franchisee: Velwyn Hospitality Pty Ltd").
    const field =
      /(?:^|\n)[ \u00a0]*(?:(?:Item|Part|Clause|Section)?[ \u00a0]*[\dA-Za-z]{1,3}[.)][ \u00a0]+)?([\p{L}]+)[ \u00a0]*:[ \u00a0]*$/u.exec(
        text.slice(Math.max(0, party.start - 40), party.start),
      )?.[1];
    if (roles.has(written) || (field && roles.has(field.toLowerCase())))
      found.set(party.label, party);
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
};

/**
 * How often each label is named among `mentions`, most often first, and of those named as often,
 * the first named first: `first` is the label's first mention.
 */
export const tally = (mentions: Mention[]): { first: Mention; count: number }[] => {
  const counts = new Map<string, { first: Mention; count: number }>();
  for (const m of mentions) {
    const entry = counts.get(m.label) ?? { first: m, count: 0 };
    entry.count += 1;
    counts.set(m.label, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.first.start - b.first.start);
};
