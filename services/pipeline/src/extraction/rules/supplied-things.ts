import type { OntologyClass, OntologyRelation } from '@ontoloom/contract/domain';
import { classKind, escapeRegExp } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import { isNounWord, KIND_NOUNS, partyCalled, partyInRole, tally } from './mentions';
import { isCommonWord, isVerb, lexiconTags } from './names';
import { isUnit } from './units';
import type { RelationMention } from './relations';

/**
 * What a party supplies, read from the verb that says so, for the one class of kind `product`:
 * the objects of "supply", "provide", "sell", "lease", "license"… ("the Supplier shall supply 55
 * units of the Kanoya UF-880 clamp-on ultrasonic flow meter, together with 55 DL-20 data
 * loggers", "Fjordline will continue to provide chilled warehousing", "The Licensor develops and
 * markets TerraVista 3D, a geological modelling software suite"), and the list such a verb
 * opens ("Provider will provide: (a) …; and (b) …"). Each object is a mention of the class, and
 * the verb's subject supplies it, through the one relation from an organisation's class to it.
 *
 * A class whose description calls its things named ("A named product …; generic categories …
 * are not products") takes only names; one that admits things "described as the thing
 * supplied" takes described things too ("chilled warehousing", "crane operator services").
 */

// Every form of the verbs that say a thing changes hands or is made for someone.
const SUPPLY_VERBS = new Map<string, string>();
for (const [base, ...forms] of [
  ['supply', 'supplies', 'supplied', 'supplying'],
  ['provide', 'provides', 'provided', 'providing'],
  ['sell', 'sells', 'sold', 'selling'],
  ['lease', 'leases', 'leased', 'leasing'],
  ['license', 'licenses', 'licensed', 'licensing', 'licence', 'licences', 'licenced'],
  ['lend', 'lends', 'lent', 'lending'],
  ['deliver', 'delivers', 'delivered', 'delivering'],
  ['manufacture', 'manufactures', 'manufactured', 'manufacturing'],
  ['market', 'markets', 'marketed', 'marketing'],
  ['develop', 'develops', 'developed', 'developing'],
  ['operate', 'operates', 'operated', 'operating'],
  ['perform', 'performs', 'performed', 'performing'],
  ['rent', 'rents', 'rented', 'renting'],
  ['install', 'installs', 'installed', 'installing'],
  ['grant', 'grants', 'granted', 'granting'],
  ['make', 'makes', 'made', 'making'],
  ['launch', 'launches', 'launched', 'launching'],
  ['unveil', 'unveils', 'unveiled', 'unveiling'],
  ['introduce', 'introduces', 'introduced', 'introducing'],
  ['release', 'releases', 'released', 'releasing'],
] as const)
  for (const form of [base, ...forms]) SUPPLY_VERBS.set(form, base);

// "shall supply", "will also provide", "agreed to license its", "supply and fit": the verb, its
// second verb joined by "and", and what it governs up to the clause's end.
const VERB = new RegExp(
  String.raw`(?<![\p{L}\p{N}-])(${[...SUPPLY_VERBS.keys()].join('|')})(?:[ \u00a0]+and[ \u00a0]+(\p{Ll}+))?(?![\p{L}\p{N}-])`,
  'gu',
);
// A passive or a participle after a noun is not the party's act: "will be supplied by", "the
// goods sold", "previously leased".
const PASSIVE_BEFORE =
  /(?:\b(?:is|are|was|were|be|been|being|has|have|had)|(?<!\p{L})\p{Ll}+(?:s|ed))[ \u00a0]+(?:\p{Ll}+ly[ \u00a0]+)?$/u;
// Words before a verb's form that make it a noun: "the lease", "an annual licence", "its supply".
const NOUN_BEFORE = new Set(
  'a an the this that these those its their our your his her any each every such no of for under annual monthly further'.split(
    ' ',
  ),
);
const PLACE_OR_PEOPLE = new Set(['City', 'Country', 'Region', 'Place', 'Demonym', 'Address']);
// "trays sold under the name EcoTray 300", "a film sold as FreshSeal": the name a thing is sold by.
const BRANDED =
  /\b(?:sold|marketed|branded|offered|supplied|distributed)[ \u00a0]+(?:under[ \u00a0]+the[ \u00a0]+(?:name|brand|trade[ -]?mark)|as)[ \u00a0]+["“]?(\p{Lu}[\p{L}\d'’-]*(?:[ \u00a0](?:\p{Lu}|\d)[\p{L}\d'’-]*){0,3})/gu;
// "Neuvira, its once-monthly migraine injection,", "Ledgerline, Payvora's bookkeeping app".
const OWNER = String.raw`(?:its|their|our|the[ \u00a0]+company['’]s|\p{Lu}[\p{L}&-]*(?:[ \u00a0]\p{Lu}[\p{L}&-]*){0,3}['’]s)`;
const THING_NAME = String.raw`\p{Lu}[\p{L}\d'’-]*(?:[ \u00a0](?:\p{Lu}|\d)[\p{L}\d'’-]*){0,3}`;
const APPOSED_AFTER = new RegExp(
  String.raw`(?<![\p{L}\d])(${THING_NAME}),[ \u00a0]+(${OWNER})[ \u00a0]+(?:own[ \u00a0]+)?(?:[\p{L}-]+[ \u00a0]+){0,3}?(\p{Ll}+)(?=[,.;]|[ \u00a0]+(?:which|that|launched|approved|was|is)\b)`,
  'gu',
);
// "Tessaly's software, GridSage,", "its own card reader, PayTap,".
const APPOSED_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(${OWNER})[ \u00a0]+(?:own[ \u00a0]+)?(?:[\p{L}-]+[ \u00a0]+){0,3}?(\p{Ll}+),[ \u00a0]+(${THING_NAME})[,.]`,
  'gu',
);
// Nouns for things a firm makes that the kind's list lacks.
const APPOSED_NOUNS =
  'software treatment injection reader subscription assistant ledger pill tablet series flagship collection service product tool platform'.split(
    ' ',
  );
// The parts a party plays that supply the other: the supplier's side of a contract.
const SUPPLIER_ROLES = new Set(
  'supplier vendor seller provider licensor lessor contractor consultant carrier manufacturer franchisor organiser organizer owner landlord'.split(
    ' ',
  ),
);
// A sum of money in a line: "$186,000", "USD 118,750", "A$23", "€1,870".
const PRICE =
  /(?:[$€£¥₹]|\b(?:USD|EUR|GBP|AUD|CAD|NZD|NOK|SEK|DKK|CHF|MYR|SGD|JPY|INR|ZAR|KES|A\$|C\$|US\$))[ \u00a0]?\d/u;
const DATED =
  /\b(?:\d{1,2}[ \u00a0](?:January|February|March|April|May|June|July|August|September|October|November|December)|(?:January|February|March|April|May|June|July|August|September|October|November|December)[ \u00a0]\d{1,2},|\d{1,2}[/.]\d{1,2}[/.]\d{2,4})\b/u;
// Cells of a table row: a bar, a tab, or two spaces and more.
const CELL_SEPARATOR = /[ \u00a0]*\|[ \u00a0]*|\t|[ \u00a0]{2,}/u;
const CELL_SEPARATOR_G = new RegExp(CELL_SEPARATOR.source, 'gu');
// A row's label that is no thing: totals, fees, taxes, periods.
const ROW_LABEL =
  /\b(?:total|subtotal|sub-total|fees?|charges?|price|rate|vat|tax|taxes|discount|deposit|shipping|freight|balance|year|month|quarter|instalment|installment|payment|amount|line|item|description|qty|quantity)\b/iu;
// What a party runs, develops, makes or markets is its product only when named.
const NAMED_ONLY = new Set([
  'operate',
  'develop',
  'make',
  'market',
  'launch',
  'unveil',
  'introduce',
  'release',
]);
// What "make" governs is a thing only with "available": "make the following available".
const MAKE_AVAILABLE = /^[^.;:\n]{0,60}?\bavailable\b/;

// Where what a verb governs ends: the clause's end, a relative clause, a bracket that names it.
const OBJECT_END =
  /[.;!?](?=\s|$)|\n|\(\s*(?:together|the|each|collectively|hereinafter)\b|[,\s]+(?:which|who|whose|so that|in accordance with|subject to|on the terms|under this|under the|pursuant to|as described|as set out|in connection with|provided that|save that|except)\b/iu;
// The one who receives it, before the thing: "provide the Client with", "provide you with",
// "sell to the Buyer", "lend Norrsken twelve …", "grants the Sponsor exclusive …"; and an aside
// between commas (", free of charge,", ", at its own cost,").
const RECIPIENT =
  /^(?:[ \u00a0]*,[^,\n]{1,40},)?[ \u00a0]+(?:(?:to[ \u00a0]+)?(?:the[ \u00a0]+)?(?:\p{Lu}[\p{L}'’-]*(?:[ \u00a0]+\p{Lu}[\p{L}'’-]*){0,3}|you|us|them|him|her|it)(?:[ \u00a0]+with|(?=[ \u00a0]+(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|forty|fifty|a|an|the|its|their|our|his|her|any|all|such|each|exclusive|non-exclusive)\b)|(?<=\bto[ \u00a0]+(?:the[ \u00a0]+)?\S+(?:[ \u00a0]+\S+){0,3})(?=[ \u00a0]+(?:\p{Lu}|\d)))))?/u;
// Items of a list are cut at commas, "and", "together with" and the list's own marks.
const ITEM_SPLIT =
  /[ \u00a0]*(?:;[ \u00a0]*(?:and|or)?|,[ \u00a0]+(?:(?:and|or|together with|as well as|along with|plus)[ \u00a0]+)?|[ \u00a0]+(?:and|or|together with|as well as|along with|plus)[ \u00a0]+|\n)[ \u00a0]*/u;
const LIST_MARK =
  /^[ \u00a0]*(?:\(?[a-z0-9]{1,3}\)|[a-z0-9]{1,3}\.(?:\d+\.?)*|[A-Z]\d{1,2}\.?|[-•*–·])[ \u00a0]*/u;

const NUMBER_WORDS = new Set(
  'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty hundred thousand dozen'.split(
    ' ',
  ),
);
// Words before a thing that are not part of it.
const LEADING_WORDS = new Set(
  'the a an its their our your his her own one-off all any each every such this these those exclusive non-exclusive sole limited certain further additional approximately about some both also new'.split(
    ' ',
  ),
);
// Where a thing's name ends: a preposition, a participle or a clause word after it.
const TRAILING =
  /[ \u00a0]+(?:at|for|to|in|on|from|by|under|during|within|of|covering|including|across|throughout|per|via|into|onto|over|with|without|as|that|than|where|when|if|until|unless|between|against|free|each|delivered|carried|used|fitted|sold|supplied|provided|described|listed|set|installed|required|ordered|located|based|held|dated|payable|due)(?![\p{L}\p{N}-])|[ \u00a0]*[(),:–—]|[ \u00a0]+-[ \u00a0]/u;
// A phrase's opening word inside an item (not a bracket or a comma).
const PHRASE_WORD = new RegExp(TRAILING.source.split('|[ \\u00a0]*[')[0]!, 'u');
// Heads that are not things supplied: "provide notice", "supply a copy", "provide evidence".
const NOT_THINGS = new Set(
  'notice notices copy copies information assistance access details evidence confirmation statement statements invoice invoices certificate certificates record records cooperation co-operation consent approval approvals reason reasons explanation opportunity guarantee guarantees indemnity insurance notification list report reports proof undertaking warranty warranties payment payments amount sum sums price prices fee fees charge charges rent deposit cost costs time date dates period term terms obligation obligations basis way means manner extent discretion benefit benefits part parts number quantity quantities instructions instruction feedback forecast forecasts estimate estimates operators operator staff personnel employees employee technicians people itself themselves it them you us him her'.split(
    ' ',
  ),
);

export type SuppliedThing = {
  start: number;
  end: number;
  label: string;
  /** The verb that says it is supplied, or its owner's word ("its", "Payvora's"). */
  verbStart: number;
  /** Named with its owner: the owner's word at `verbStart` is the maker. */
  owner?: boolean;
  /** A row of a priced table or an item of a list under a heading naming the class. */
  row?: boolean;
};

const NOT_NOUN_TAGS = new Set([
  'Adverb',
  'Preposition',
  'Conjunction',
  'Determiner',
  'Pronoun',
  'Possessive',
  'Adjective',
  'Modal',
  'Copula',
  'QuestionWord',
]);
/** A word that can head a noun phrase: the lexicon calls it a noun, or nothing that is not. */
const isNoun = (word: string): boolean =>
  isNounWord(word) || !lexiconTags(word.toLowerCase()).some((t) => NOT_NOUN_TAGS.has(t));

export class SuppliedThingFinder {
  private readonly thingClass: string | undefined;
  private readonly relation: OntologyRelation | undefined;
  private readonly described: boolean;
  private readonly classNouns: Set<string>;
  private cache: { text: string; things: SuppliedThing[] } | null = null;
  /** Nouns for the class's things: its label and aliases, and English's for products. */
  private readonly thingNouns: Set<string>;

  constructor(classes: OntologyClass[], relations: OntologyRelation[]) {
    const products = classes.filter((c) => classKind(c) === 'product');
    const product = products.length === 1 ? products[0] : undefined;
    this.thingClass = product?.name;
    const kindOf = new Map(classes.map((c) => [c.name, classKind(c)]));
    const from = relations.filter(
      (r) => r.target === product?.name && kindOf.get(r.source) === 'organization',
    );
    this.relation = from.length === 1 ? from[0] : undefined;
    const description = product?.description ?? '';
    this.described = /\bdescribed\b/i.test(description) || !/\bnamed\b/i.test(description);
    this.thingNouns = new Set(
      [
        ...(product ? [product.label, ...product.aliases] : []),
        ...(KIND_NOUNS.product ?? []),
        ...APPOSED_NOUNS,
      ].flatMap((w) => {
        const lower = w.trim().toLowerCase().split(/\s+/).at(-1)!;
        return [lower, `${lower}s`];
      }),
    );
    this.classNouns = new Set(
      product
        ? [product.label, ...product.aliases].flatMap((w) => {
            const lower = w.trim().toLowerCase();
            return [lower, `${lower}s`];
          })
        : [],
    );
  }

  find(text: string): SuppliedThing[] {
    if (!this.thingClass) return [];
    if (this.cache?.text === text) return this.cache.things;
    const found: SuppliedThing[] = [];
    const verbs = [...text.matchAll(VERB)];
    for (const verb of verbs) {
      const base = SUPPLY_VERBS.get(verb[1]!.toLowerCase())!;
      if (verb[2] && !isVerb(verb[2])) continue;
      const before = text.slice(Math.max(0, verb.index - 40), verb.index);
      const form = verb[1]!.toLowerCase();
      const written = /([\p{L}'’]+)[ \u00a0]+$/u.exec(before)?.[1] ?? '';
      const previous = written.toLowerCase();
      // "inserts, delivered DDP to the Buyer", "As provided in clause 19": a participle after a
      // comma or a conjunction describes; "an annual licence fee", "the launch marketing
      // contribution": a noun after its determiner or modifier; "providing" is a verb after a
      // preposition only.
      if (
        /(?:ed|sold|lent|made)$/u.test(form) &&
        /(?:,|\b(?:as|if|unless|where|when|than|once))[ \u00a0]*$/iu.test(before)
      )
        continue;
      if (
        /ing$/u.test(form) &&
        !/^(?:in|of|for|on|by|from|and|is|are|be|been|was|were|also|without)$/u.test(previous)
      )
        continue;
      if (
        NOUN_BEFORE.has(previous) ||
        (/^\p{Ll}/u.test(written) &&
          lexiconTags(previous).includes('Adjective') &&
          !lexiconTags(previous).includes('Adverb'))
      )
        continue;
      if (
        PASSIVE_BEFORE.test(before) &&
        !/\b(?:shall|will|may|must|to|and|also|not)[ \u00a0]+$/u.test(before)
      )
        continue;
      const at = verb.index + verb[0].length;
      if (base === 'make' && !MAKE_AVAILABLE.test(text.slice(at, at + 80))) continue;
      // "Orrinholt operates seventeen supported-housing sites": what a party runs or develops
      // is its product only when named ("operates SubSurface Cloud").
      const things = this.objects(text, at, verb.index);
      found.push(
        ...(NAMED_ONLY.has(base) ? things.filter((t) => /^\p{Lu}/u.test(t.label)) : things),
      );
    }
    // "trays sold under the name EcoTray 300", "a lidding film sold as FreshSeal": a name given
    // to what a party sells, whose subject is the clause's supply verb's.
    for (const brand of text.matchAll(BRANDED)) {
      const start = brand.index + brand[0].length - brand[1]!.length;
      const verbStart = verbs.filter((v) => v.index < brand.index).at(-1)?.index ?? brand.index;
      if (found.some((t) => t.start === start)) continue;
      found.push({ start, end: start + brand[1]!.length, label: brand[1]!, verbStart });
    }
    found.push(...this.apposed(text, found));
    found.push(...this.rows(text).filter((r) => !found.some((t) => t.start === r.start)));
    found.sort((a, b) => a.start - b.start);
    this.cache = { text, things: found };
    return found;
  }

  /**
   * A name in apposition with a noun for things its owner makes: "Neuvira, its once-monthly
   * migraine injection", "Ledgerline, Payvora's bookkeeping app", "Tessaly's software, GridSage",
   * "its own card reader, PayTap". The owner ("its", "Payvora's") is the thing's maker; `verbStart`
   * is where the owner stands.
   */
  private apposed(text: string, found: SuppliedThing[]): SuppliedThing[] {
    const things: SuppliedThing[] = [];
    const nouns = this.thingNouns;
    for (const match of text.matchAll(APPOSED_AFTER)) {
      const [, name, owner, noun] = match;
      if (!nouns.has(noun!.toLowerCase())) continue;
      const start = match.index;
      if (found.some((t) => t.start === start)) continue;
      things.push({
        start,
        end: start + name!.length,
        label: name!,
        verbStart: match.index + match[0].indexOf(owner!, name!.length),
        owner: true,
      });
    }
    for (const match of text.matchAll(APPOSED_BEFORE)) {
      const [, owner, noun, name] = match;
      if (!nouns.has(noun!.toLowerCase())) continue;
      const start =
        match.index +
        match[0].length -
        name!.length -
        (match[0].endsWith(',') || match[0].endsWith('.') ? 1 : 0);
      if (found.some((t) => t.start === start) || things.some((t) => t.start === start)) continue;
      things.push({
        start,
        end: start + name!.length,
        label: name!,
        verbStart: match.index + match[0].indexOf(owner!),
        owner: true,
      });
    }
    return things;
  }

  /**
   * What a priced table's rows and a heading's list name: "Tallis Ledger Enterprise (250 named
   * users)        $186,000", "10 | 700-1182 | M12 x 60 A4-80 stainless hex bolts | 20,000 | USD
   * 0.42", and under "LICENSED SOFTWARE AND SERVICES", "- Routemere Driver mobile app, up to 220
   * named users". The row's first cell that is not a number or a code is the thing.
   */
  private rows(text: string): SuppliedThing[] {
    const things: SuppliedThing[] = [];
    // A news report's table lists deals, not what a party supplies.
    if (!this.described) return things;
    let listed = false;
    let at = 0;
    for (const line of text.split('\n')) {
      const lineStart = at;
      at += line.length + 1;
      if (line.trim() === '') {
        listed = false;
        continue;
      }
      // A heading naming the class's things opens a list: "LICENSED SOFTWARE AND SERVICES".
      if (
        !/\p{Ll}/u.test(line) &&
        [...this.classNouns].some((n) => new RegExp(`\\b${escapeRegExp(n)}\\b`, 'iu').test(line))
      ) {
        listed = true;
        continue;
      }
      let cell: { start: number; text: string } | undefined;
      const bullet = /^[ \u00a0]*[-•–*][ \u00a0]+/u.exec(line);
      if (listed && bullet) cell = { start: bullet[0].length, text: line.slice(bullet[0].length) };
      // A schedule of milestones has dates: "M1 Discovery report accepted | 26 January 2024".
      else if (PRICE.test(line) && CELL_SEPARATOR.test(line) && !DATED.test(line)) {
        let offset = 0;
        for (const part of line.split(CELL_SEPARATOR_G)) {
          const start = line.indexOf(part, offset);
          offset = start + part.length;
          if (part.trim() === '' || /^[\d\W]*$|^[\p{Lu}]?\d[\p{L}\d-]*$/u.test(part.trim()))
            continue;
          cell = { start, text: part };
          break;
        }
      }
      if (!cell || ROW_LABEL.test(cell.text)) continue;
      const item = this.item(cell.text, !!bullet);
      if (!item) continue;
      const start = lineStart + cell.start + item.at;
      things.push({
        start,
        end: start + item.text.length,
        label: item.text,
        verbStart: start,
        row: true,
      });
    }
    return things;
  }

  /** What the verb ending at `at` governs, item by item. */
  private objects(text: string, at: number, verbStart: number): SuppliedThing[] {
    const rest = text.slice(at, at + 600);
    // A list after a colon: "will provide:", "the following equipment (the "Equipment"):".
    const list = /^[^.;\n]{0,120}:[ \u00a0]*\n/u.exec(rest);
    let region: string;
    let offset: number;
    if (list) {
      offset = at + list[0].length;
      const block = text.slice(offset, offset + 1200);
      const end = block.search(/\n[ \u00a0]*\n/);
      region = end === -1 ? block : block.slice(0, end);
    } else {
      const recipient = RECIPIENT.exec(rest);
      const skip = recipient ? recipient[0].length : 0;
      offset = at + skip;
      region = text.slice(offset, at + rest.length);
      const end = region.search(OBJECT_END);
      if (end !== -1) region = region.slice(0, end);
      if (region.trim() === '') return [];
    }
    const things: SuppliedThing[] = [];
    // Commas in brackets do not part items: "vials (10 ml, amber, crimp neck)".
    const masked = region.replace(/\([^()\n]*\)/gu, (inner) => ' '.repeat(inner.length));
    const pieces: { start: number; text: string; joined: boolean; hard: boolean }[] = [];
    let cursor = 0;
    let hard = true;
    for (const sep of masked.matchAll(new RegExp(ITEM_SPLIT.source, 'gu'))) {
      pieces.push({
        start: cursor,
        text: region.slice(cursor, sep.index),
        joined: /^[ \u00a0]+and[ \u00a0]+$/u.test(sep[0]),
        hard,
      });
      hard =
        /[;\n]/u.test(sep[0]) ||
        /\([a-z0-9]{1,3}\)/u.test(region.slice(sep.index, sep.index + sep[0].length));
      cursor = sep.index + sep[0].length;
    }
    pieces.push({ start: cursor, text: region.slice(cursor), joined: false, hard });
    let pending: { start: number; text: string } | null = null;
    let inPhrase = false;
    let stop = false;
    pieces.forEach((piece, i) => {
      if (pending) {
        piece.text = region.slice(pending.start, piece.start + piece.text.length);
        piece.start = pending.start;
        pending = null;
      }
      // "covering discovery, target architecture and migration planning", "at the Buyer's Sungai
      // Kerian and Bukit Merah treatment plants": what follows a phrase's words belongs to the
      // phrase, up to a list's own mark or a semicolon.
      if (inPhrase && !piece.hard) return;
      inPhrase = false;
      const words = cleaned(piece.text).text.split(/[ \u00a0]+/);
      // "… headsets and grant it a licence": another verb's clause, with objects of its own.
      if (SUPPLY_VERBS.has(words[0]!.toLowerCase())) stop = true;
      if (stop) return;
      const next = pieces[i + 1];
      // "support and maintenance", "hosting and application support", "commissioning and
      // calibration services": one word, or a gerund, before "and" shares the noun after it.
      if (
        piece.joined &&
        next &&
        /^\p{Ll}/u.test(words[0]!) &&
        (words.length === 1 ||
          (/ing$/u.test(words.at(-1)!) &&
            /^\S+[ \u00a0]+services$/u.test(this.item(next.text)?.text ?? '')))
      ) {
        pending = piece;
        return;
      }
      const item = this.item(piece.text);
      inPhrase = PHRASE_WORD.test(` ${cleaned(piece.text).text}`);
      if (!item) return;
      things.push({
        start: offset + piece.start + item.at,
        end: offset + piece.start + item.at + item.text.length,
        label: item.text,
        verbStart,
      });
    });
    // ", a geological modelling software suite," after a name describes it: not another thing.
    return things.filter(
      (thing, i) =>
        !(
          i > 0 &&
          /^(?:[^\p{Lu}]|\p{Lu}[\p{L}-]*['’]s[ \u00a0]+\p{Ll})/u.test(thing.label) &&
          /^\p{Lu}/u.test(things[i - 1]!.label) &&
          /^[ \u00a0]*,[ \u00a0]+(?:(?:a|an)[ \u00a0]+)?$/u.test(
            text.slice(things[i - 1]!.end, thing.start),
          )
        ),
    );
  }

  /** A thing's words in an item: without its quantity, article, recipient or what follows. */
  private item(
    raw: string,
    /** A list's mark may open it ("A1 Brunnwerk 300"); a table's cell has none ("M12 x 60 …"). */
    marked = true,
  ): { at: number; text: string; cut: boolean } | null {
    const { at, text: trimmed } = cleaned(raw, marked);
    // "for installation", "delivered DDP", "covering discovery": a phrase, not a thing.
    if (` ${trimmed}`.search(TRAILING) === 0) return null;
    const cut = trimmed.search(TRAILING);
    const text = (cut === -1 ? trimmed : trimmed.slice(0, cut)).replace(/[ \u00a0.;]+$/u, '');
    const words = text.split(/[ \u00a0]+/);
    const head = words.at(-1) ?? '';
    if (
      text.length < 3 ||
      words.length > 7 ||
      !/^[\p{L}\d]/u.test(text) ||
      /^\d[\d,.]*$/u.test(text) ||
      // A serial or part number alone: "VR14-30392".
      /^[\p{Lu}\d-]*\d{4}[\p{Lu}\d-]*$/u.test(text) ||
      NOT_THINGS.has(head.toLowerCase()) ||
      this.classNouns.has(text.toLowerCase()) ||
      LEADING_WORDS.has(text.toLowerCase())
    )
      return null;
    // "Valtoria's european herbicide business" describes; "Smørbakke" names.
    const named = /^\p{Lu}/u.test(text) && !/['’]s[ \u00a0]+\p{Ll}/u.test(text);
    // A name may end on its model ("TerraVista 3D", "Vektra E20"); words end on a noun.
    if (!named && (!isNoun(head) || /^\p{Ll}+ly$/u.test(head))) return null;
    // "the Borrower", "the Distributor": a defined term, not a thing of its own.
    if (named && words.length === 1 && /\bthe[ \u00a0]+$/iu.test(raw.slice(0, at))) return null;
    // A defined term alone ("the Equipment", "Services") is not a thing of its own.
    if (
      words.length === 1 &&
      /^\p{Lu}\p{Ll}+$/u.test(text) &&
      isNoun(text) &&
      lexiconTags(text).length > 0
    )
      return null;
    if (!named && !this.described) return null;
    // Where things are named, the name is the thing ("the Smørbakke spreads", "the FrostTrack
    // cargo-monitoring service"): its words up to the first small one; not a people or a place.
    if (!this.described) {
      const name = /^\p{Lu}\S*(?:[ \u00a0](?:\p{Lu}|\d)\S*)*/u.exec(text)![0];
      if (
        /['’]s(?:[ \u00a0]|$)/u.test(name) ||
        (name.split(/[ \u00a0]+/).length === 1 &&
          (isCommonWord(name) ||
            lexiconTags(name.toLowerCase()).some((t) => PLACE_OR_PEOPLE.has(t))))
      )
        return null;
      return { at, text: name, cut: name !== text || cut !== -1 };
    }
    // A clause, not a thing: "access and use the licensed software", "will be", "has agreed".
    if (
      words
        .slice(1)
        .some((w) =>
          /^(?:the|a|an|this|that|is|are|be|was|were|has|have|had|will|shall|may|must)$/iu.test(w),
        ) ||
      words.some(
        (w) =>
          lexiconTags(w.toLowerCase()).some(
            (t) => t === 'Modal' || t === 'Copula' || t === 'PastTense' || t === 'Auxiliary',
          ) && !isNounWord(w),
      ) ||
      (!named &&
        lexiconTags(words[0]!.toLowerCase()).includes('Infinitive') &&
        !isNounWord(words[0]!) &&
        words.length > 1 &&
        words[1] !== words[1]!.toLowerCase())
    )
      return null;
    if (!named && words.some((w) => isVerb(w) && !/(?:ing|ed)$/.test(w) && !isNoun(w))) return null;
    return { at, text, cut: cut !== -1 };
  }

  /** Whether a relation is this finder's to state: its relation, to a thing it found. */
  owns(text: string, relation: OntologyRelation, target: Mention): boolean {
    return (
      relation === this.relation &&
      this.find(text).some((t) => t.start === target.start && t.end === target.end)
    );
  }

  /** Mentions of the things found, of the product class. */
  mentions(text: string): Mention[] {
    if (!this.thingClass) return [];
    return this.find(text).map((thing) => ({
      class_name: this.thingClass!,
      start: thing.start,
      end: thing.end,
      label: thing.label,
      // A priced table's row says what it is more surely than a guess from the name's words
      // ("Tallis Ledger Enterprise (250 named users) | $186,000" is no enterprise).
      confidence: thing.row ? 0.65 : 0.55,
      source: 'lexicon' as const,
    }));
  }

  /**
   * Who supplies each thing: the verb's subject, the last mention of the relation's source class
   * before the verb in its sentence that no preposition governs.
   */
  relations(text: string, mentions: Mention[]): RelationMention[] {
    const relation = this.relation;
    if (!relation) return [];
    const found: RelationMention[] = [];
    const things = this.find(text);
    // A table's or a list's things are the supplier's: the one the text says supplies others,
    // else the party whose part is the supplying side's.
    let supplier: Mention | undefined | null = null;
    const supplierOf = (): Mention | undefined => {
      if (supplier !== null) return supplier;
      const [top, second] = tally(found.map((r) => r.source));
      supplier =
        top && (!second || top.count > second.count)
          ? top.first
          : partyInRole(
              text,
              mentions.filter((m) => m.class_name === relation.source),
              SUPPLIER_ROLES,
            );
      return supplier;
    };
    for (const thing of things) {
      if (thing.row) continue;
      const target = mentions.find(
        (m) => m.class_name === relation.target && m.start === thing.start && m.end === thing.end,
      );
      if (!target) continue;
      const source = thing.owner
        ? mentions.find((m) => m.class_name === relation.source && m.start === thing.verbStart)
        : this.subjectOf(text, thing.verbStart, mentions, relation.source);
      if (!source) continue;
      found.push({
        relation,
        source,
        target,
        start: source.start,
        end: target.end,
        confidence: 0.55,
      });
    }
    for (const thing of things) {
      if (!thing.row) continue;
      const target = mentions.find(
        (m) => m.class_name === relation.target && m.start === thing.start && m.end === thing.end,
      );
      const source = target && supplierOf();
      if (!target || !source) continue;
      found.push({
        relation,
        source,
        target,
        start: target.start,
        end: target.end,
        confidence: 0.45,
      });
    }
    return found;
  }

  /**
   * The verb's subject: a mention of `className` ending right before the verb and what may stand
   * between ("shall", "will also", "agrees to", "continue to"), the name "which" or "who" stands
   * for ("Kessler, which makes …"), or the party a text calls "we" or "you" ("Kestrel Logistics
   * Group Ltd ("Kestrel", "we" or "us") … under which we provide"). Nothing else: a verb whose
   * subject is not named ("the exclusive right to provide catering") says nothing of who.
   */
  private subjectOf(
    text: string,
    verbStart: number,
    mentions: Mention[],
    className: string,
  ): Mention | undefined {
    const chain = SUBJECT_CHAIN.exec(text.slice(Math.max(0, verbStart - 80), verbStart));
    const slotEnd = verbStart - (chain?.[0].length ?? 0);
    const ofClass = mentions.filter((m) => m.class_name === className && !m.possessive);
    const direct = ofClass.find(
      (m) => m.end === slotEnd || /^["”’)]$/u.test(text.slice(m.end, slotEnd)),
    );
    if (direct) return direct;
    const word = /([\p{L}]+)$/u.exec(text.slice(Math.max(0, slotEnd - 12), slotEnd))?.[1];
    if (!word) return undefined;
    const lower = word.toLowerCase();
    const wordStart = slotEnd - word.length;
    if (lower === 'which' || lower === 'who' || lower === 'that')
      return ofClass.find(
        (m) => /^[ \u00a0]*,?[ \u00a0]*$/u.test(text.slice(m.end, wordStart)) && m.end <= wordStart,
      );
    if (lower === 'we' || lower === 'you') return partyCalled(text, ofClass, lower, wordStart);
    return undefined;
  }
}

// What stands between a subject and its verb: "shall", "will also", "agrees to", "hereby".
const SUBJECT_CHAIN =
  /(?:[ \u00a0]+(?:shall|will|may|must|should|would|can|could|also|hereby|further|then|now|only|still|already|not|continue|continues|to|agrees|agreed|undertakes|undertook|is|are|was|were|be|has|have|had|able|willing|obliged|wishes|intends|jointly|separately|itself|and|\p{Ll}+ly))*[ \u00a0]+$/u;

/** An item without its list mark, leading words, quantity and "units of". */
const cleaned = (raw: string, marked = true): { at: number; text: string } => {
  let text = raw;
  let at = 0;
  const drop = (n: number): void => {
    at += n;
    text = text.slice(n);
  };
  const lead = /^[ \u00a0\n]+/u.exec(text);
  if (lead) drop(lead[0].length);
  const mark = marked ? LIST_MARK.exec(text) : null;
  if (mark) drop(mark[0].length);
  for (;;) {
    const word = /^([\p{L}\d][\p{L}\d,.'’-]*)(?:[ \u00a0]*\(\d+\))?[ \u00a0]+/u.exec(text);
    if (!word) break;
    const lower = word[1]!.toLowerCase();
    // "12 mm A4 stainless flat washers": a measure is part of the thing, not its quantity.
    const unitAfter = /^[\p{L}"]+/u.exec(text.slice(word[0].length))?.[0] ?? '';
    if (/^\d/.test(lower) && (isUnit(unitAfter) || unitAfter === '"')) break;
    if (LEADING_WORDS.has(lower) || NUMBER_WORDS.has(lower) || /^\d[\d,.]*$/.test(lower)) {
      drop(word[0].length);
      // "55 units of the", "60,000 cans of its", "140 replacement slabs of".
      const measure =
        /^(?:[\p{Ll}-]+[ \u00a0]+)?\p{Ll}+[ \u00a0]+of[ \u00a0]+(?:(?:the|its|their|our|a|an)[ \u00a0]+)?/u.exec(
          text,
        );
      if (
        (NUMBER_WORDS.has(lower) || /^\d/.test(lower)) &&
        measure &&
        measure[0].split(/[ \u00a0]+/).length <= 5
      )
        drop(measure[0].length);
      continue;
    }
    if (lower === 'up' && /^up[ \u00a0]+to[ \u00a0]+/iu.test(text)) {
      drop(/^up[ \u00a0]+to[ \u00a0]+/iu.exec(text)![0].length);
      continue;
    }
    break;
  }
  // "a 24-month extended maintenance programme": how long is not what.
  const duration = /^\d+-(?:month|year|week|day|hour)[ \u00a0]+/u.exec(text);
  if (duration) drop(duration[0].length);
  // "a non-exclusive licence to use the X": what the licence is to.
  const licence =
    /^(?:[\p{Ll}-]+[ \u00a0]+)?licen[cs]e[ \u00a0]+to[ \u00a0]+(?:use[ \u00a0]+)?(?:(?:the|its)[ \u00a0]+)?/u.exec(
      text,
    );
  if (licence) drop(licence[0].length);
  return { at, text: text.replace(/[ \u00a0\n]+$/u, '') };
};
