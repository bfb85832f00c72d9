import nlp from 'compromise';
import { escapeRegExp } from '@ontoloom/contract/domain';
import type { NerSpan, NerType } from './ner';
import { isGivenName } from './given-names';
import {
  isClubSuffix,
  isFrontHead,
  isLegalForm,
  isOrganizationHead,
  isSectorTail,
  isSurnameLike,
} from './organization-words';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';

/**
 * Proper names the way a reader spots them: runs of capitalised words ("Halbrecht
 * Industrietechnik", "Bank of Montreal", "Bosnia and Herzegovina"), cut at possessives
 * ("Singapore's Tangerine Ridge Capital" is two names) and without the titles and role words
 * before them ("Chief Executive Annika Sauer" is Annika Sauer). Each gets a type from what the
 * name itself says (a company suffix, a known given name, a known place), else from compromise's
 * tagging of the same words, else from the word before it ("in Eindhoven"); a name nothing types
 * is left out (an alias cue or another mention of it in the chunk may still type it).
 */

type Lexicon = Record<string, string | string[] | undefined>;
const LEXICON = (
  nlp as unknown as { world: () => { model: { one: { lexicon: Lexicon } } } }
).world().model.one.lexicon;
const tagsOf = (word: string): string[] => {
  const tags = LEXICON[word.toLowerCase()];
  return tags === undefined ? [] : Array.isArray(tags) ? tags : [tags];
};

/** compromise's lexicon tags of a word or of its base form ("treats" is read as "treat"). */
export const lexiconTags = (word: string): string[] => {
  const lower = word.toLowerCase();
  for (const form of [
    lower,
    lower.replace(/(?:es|s|ed|d|ing)$/, ''),
    lower.replace(/(?:s|ed|ing)$/, ''),
  ]) {
    const tags = LEXICON[form];
    if (tags !== undefined) return Array.isArray(tags) ? tags : [tags];
  }
  return [];
};

const VERB_TAGS = new Set([
  'Verb',
  'Infinitive',
  'PastTense',
  'PresentTense',
  'Gerund',
  'Participle',
]);
const adjectives = new Map<string, boolean>();
/** A word compromise reads as an adjective on its own ("older", "handmade", not "chemist"). */
export const isAdjective = (word: string): boolean => {
  const key = word.toLowerCase();
  let known = adjectives.get(key);
  if (known === undefined) {
    known = (nlp(key) as unknown as { has: (tag: string) => boolean }).has('#Adjective');
    adjectives.set(key, known);
  }
  return known;
};

/** A word the lexicon reads as a verb (in any form). */
export const isVerb = (word: string): boolean =>
  /(?:ed|ing)$/i.test(word) || lexiconTags(word).some((t) => VERB_TAGS.has(t));

// Legal forms written with small letters or a slash: "S.p.A.", "S.r.l.", "A/S", "S.à r.l.".
const SMALL_LEGAL_FORM = String.raw`A\/S|S\.p\.A\.|S\.r\.l\.|S\.à[ \u00a0]r\.l\.|s\.r\.o\.|a\.s\.|d\.o\.o\.|Sp\.[ \u00a0]z[ \u00a0]o\.o\.`;
// Digits, not superscripts: "Lena Ortiz¹" is Lena Ortiz (¹ marks her affiliation).
// Dotted letters too: "Van Houten Equipment Finance B.V.", "N.V.".
const WORD = String.raw`(?:${SMALL_LEGAL_FORM})(?![\p{L}\p{Nd}])|(?:St|Ste|Mt|Ft)\.(?=[ \u00a0]\p{Lu})|\p{Lu}(?:\.\p{Lu})+\.?|\p{Lu}\.(?=[ \u00a0]\p{Lu})|\p{Lu}[\p{L}\p{Nd}'’&-]*`;
// A company's legal form written after a comma: "Tallis Cloud Systems, Inc.".
// "Marlow & Finch Retail plc" (lower case).
// A legal form in brackets: "Karoo Gridline (Pty) Ltd", "Arvind Mills (Private) Limited".
// A legal form in two dotted parts: "Lotus Pharma Pte. Ltd.", "Kuroda Seiki Co., Ltd.",
// "Selangor Water Sdn. Bhd.", "Bayou Midstream, L.P.".
const LEGAL_FORM = String.raw`(?:(?:,[ \u00a0](?:Inc|Ltd|LLC|LLP|Corp|plc|PLC|AG|GmbH|INC|LTD|CORP|S\.A|SA|S\.L|SL|N\.V|NV|B\.V|BV|AB|ASA|AS|Oy|Oyj|K\.K|KK|Ltda|Bhd|Srl|SpA|SE)\.?|,?[ \u00a0](?:${SMALL_LEGAL_FORM})|[ \u00a0]plc|(?<=(?:^|[^\p{L}])(?:Pte|PTE|Sdn|SDN|Co|CO))\.?,?[ \u00a0](?:Ltd|LTD|Bhd|BHD|Limited)\.?|,[ \u00a0]L\.P\.?|[ \u00a0]S\.A\.C\.?|[ \u00a0]\((?:Pty|PTY|Pvt|PVT|Proprietary|Private)\)[ \u00a0](?:Ltd|LTD|Limited|LIMITED)\.?)(?![\p{L}\p{Nd}]))`;
// Small words inside names, in English and the languages names come from: "Banco Paulista de
// Investimentos", "Hochschule für Musik", "Institutet för …", "Fundação … à Pesquisa".
const JOINING = String.raw`and|&|y|e|et|und|og|och`;
// And the words of a patronym: "Nurul Aisyah binti Kamarudin", "Ahmad bin Yusof".
const LINKING = String.raw`of|de|du|des|del|della|delle|dei|degli|dello|da|das|do|dos|di|la|le|les|von|van|der|den|upon|on|am|for|the|für|för|voor|para|pour|à|al|zu|zum|zur|af|bin|binti|bint|ibn`;
const CONNECTOR = String.raw`(?:${JOINING}|${LINKING})`;
// Two in a row only as a preposition and its article in the languages that write them inside
// names: "de la", "van der", "für die" (an English "of the" joins two names as often as one).
const ARTICLE_AFTER = String.raw`de|du|da|do|van|von|für|para|pour|à|zu`;
// After the head of an institution or a distinction, an English "of the" or "for the" stays in
// the name: "Museum of the Moving Image", "Grand Prize for the Novel", "Hero of the Republic".
const THE_HEADS = String.raw`University|College|School|Academy|Institute|Museum|Society|Association|Bank|Order|Church|Council|Federation|League|Union|Prize|Award|Medal|Cross|Star|Artist|Hero|Master|Friends|Sisters|Brothers`;
const CONNECTORS = String.raw`(?:(?:${ARTICLE_AFTER})[ \u00a0](?:la|las|los|le|les|der|den|de|die|das|del)[ \u00a0]|(?<=(?:^|[^\p{L}])(?:${THE_HEADS})[ \u00a0])(?:of|for)[ \u00a0]the[ \u00a0]|(?:${CONNECTOR})[ \u00a0])`;
/** A proper name's words: capitalised, joined by single spaces and lowercase connectors. */
export const NAME_PATTERN = String.raw`(?:${WORD})(?:[ \u00a0]${CONNECTORS}?(?:${WORD})){0,6}${LEGAL_FORM}?`;
const NAME_RUN = new RegExp(String.raw`(?<![\p{L}\p{Nd}])${NAME_PATTERN}`, 'gu');

// Words that end an organisation's name (or start one: "University of Ghent").
const ORGANIZATION_WORDS = new Set(
  `s.r.o a.s d.o.o inc incorporated corp corporation co company companies ltd limited llc llp lp plc gmbh ag sa sas spa nv bv ab oy as asa kk pty pte dac srl bhd group holdings holding partners partnership ventures capital investments management associates advisors advisers enterprises fund funds trust bank bancorp securities insurance assurance financial finance systems technologies technology tech labs laboratories laboratory industries motors automotive foods food beverages drinks brewing brewery pharma pharmaceuticals therapeutics biosciences bioscience biotech health healthcare medical hospital hospitals clinic clinics infirmary hospice practice surgery centre center university universität université universidad college school academy institute institut institution foundation association society council committee commission agency authority ministry department bureau office board press publishing publishers records studios studio pictures films media news networks network broadcasting airlines airways aviation energy power oil gas petroleum mining minerals metals steel chemicals electric electronics software solutions services consulting consultants logistics shipping freight transport rail railways telecom telecommunications communications retail stores markets supermarkets orchestra philharmonic symphony ensemble quartet choir band club fc athletic rovers church cathedral museum gallery library theatre theater opera conservatory conservatoire league federation union army navy instituto istituto universidade università universiteit hochschule escuela escola école museo musée centro fundación fundação stiftung archive archives facultad faculdade faculté fakultät`.split(
    ' ',
  ),
);
/**
 * A person's name written with the organisation they belong to ("Jonas Ekberg of Halden Valley
 * University"): the person's part, else the whole name.
 */
export const personBeforeOf = (name: string): string => {
  const at = name.search(/[ \u00a0]of[ \u00a0]/u);
  if (at <= 0 || typeOfName(name) !== null) return name;
  const rest = name.slice(at + 4);
  return namesOrganization(rest) || typeOfName(rest)?.type === 'place' ? name.slice(0, at) : name;
};

/**
 * The nouns a document calls itself by, as a regex source: each capitalised ("Agreement") or in
 * capitals ("DEED"), as a title or a heading writes it (the one list for DOCUMENT_NAME and for
 * a document speaking of itself in relations.ts).
 */
export const DOCUMENT_NOUNS = [
  'agreement',
  'contract',
  'lease',
  'licen[cs]e',
  'deed',
  'schedule',
  'letter',
  'amendment',
  'addendum',
  'memorandum',
]
  .flatMap((noun) => [`[${noun[0]!.toUpperCase()}${noun[0]}]${noun.slice(1)}`, noun.toUpperCase()])
  .join('|');

/** A document's own name or its last word: "Master Services Agreement", "Schedule", "Call-Off Order". */
export const DOCUMENT_NAME = new RegExp(
  String.raw`(?:^|\s)(?:${DOCUMENT_NOUNS}|[Ff]orm|(?:[Pp]urchase|[Cc]all-[Oo]ff|[Ww]ork|[Cc]hange|[Ss]ales)[ \u00a0][Oo]rder)$`,
  'u',
);

// The peoples' adjectives in "-ish", which the lexicon reads as languages or not at all (a
// closed list: by their ending alone, "Parrish" would be one).
const ISH_PEOPLES = new Set(
  'British Irish English Scottish Danish Spanish Finnish Swedish Turkish Polish Flemish Cornish Kurdish'.split(
    ' ',
  ),
);

/** A people's adjective the lexicon knows, or one of theirs in "-ish": "Norwegian", "Irish". */
const isPeoplesWord = (word: string): boolean =>
  ISH_PEOPLES.has(word) || lexiconTags(word).includes('Demonym');

/** A role word standing alone ("Partner", "Consultant") is not a name. */
export const isRoleWord = (word: string): boolean => TITLES.has(bare(word));

/** Whether a name says it is an organisation's ("Scheldt University", not "Antwerp"). */
export const namesOrganization = (name: string): boolean =>
  !STREET_BEFORE.test(name) && words(name).some((w) => isOrganizationWord(w));

// A street named in the languages of Europe before its name: "Rue de la Station", "Via Roma".
const STREET_BEFORE =
  /^(?:Rue|Avenue|Av\.|Boulevard|Bd|Chaussée|Calle|Avenida|Rua|Via|Viale|Corso|Piazza|Strada|Straße|Strasse|Ulica|Carrer)[ \u00a0]/u;

/** Whether a word of a name is an organisation's head word or legal form, in any language. */
const isOrganizationWord = (word: string): boolean =>
  ORGANIZATION_WORDS.has(bare(word)) || isOrganizationHead(word);
const PLACE_TAGS = new Set(['City', 'Country', 'Region', 'Place', 'Address']);
// compromise tags a name that is also a surname or a place's "Person" ("Diego", "Lee").
const NAME_TAGS = new Set(['FirstName', 'MaleName', 'FemaleName', 'LastName', 'Person']);
// Words that stand before a name without being part of it.
const TITLE_WORDS = new Set(
  `the a an ceo cfo coo cto cmo md mr mrs ms miss mx dr doctor prof professor sir dame lord lady rev reverend fr father sister brother nurse judge justice minister secretary president vice chief executive officer chairman chairwoman chair chairperson director managing senior junior deputy acting interim head founder co-founder cofounder analyst captain coach manager partner editor reporter correspondent author composer conductor saxophonist pianist violinist singer novelist poet painter architect sculptor physicist chemist biologist microbiologist economist lead principal investigator consultant registrar surgeon physician gp cardiologist psychiatrist paediatrician pediatrician oncologist neurologist radiologist anaesthetist therapist specialty specialist lecturer reader associate assistant fellow dietitian pharmacist physiotherapist midwife paramedic counsel attorney governor mayor senator king queen prince princess emperor st saint`.split(
    ' ',
  ),
);
// And the names of sciences' and trades' practitioners: "ecologist", "ecotoxicologist",
// "oceanographer", "statistician", "soil scientist", "biochemist".
const PRACTITIONER = /^\p{Ll}{2,}(?:ologist|ographer|ician|scientist|chemist)$/u;
const TITLES = {
  has: (word: string): boolean => TITLE_WORDS.has(word) || PRACTITIONER.test(word),
};
// Capitalised words that are not names where they stand (months, days, headings, pronouns…).
const NOT_NAME_TAGS = new Set([
  'Determiner',
  'Pronoun',
  'Possessive',
  'Preposition',
  'Conjunction',
  'Adverb',
  'WeekDay',
  'Month',
  'Demonym',
  'Modal',
  'QuestionWord',
  'Copula',
]);

const STATE_HEADS = new Set(['republic', 'kingdom', 'federation', 'emirates', 'confederation']);

const ROYAL_OR_KNIGHT = new Set(['king', 'queen', 'prince', 'princess', 'sir', 'dame', 'lady']);

const words = (name: string): string[] => name.split(/[ \u00a0]+/);
const bare = (word: string): string => word.replace(/[.'’]+$/u, '').toLowerCase();

const QUANTIFIERS = new Set(
  'many most some other such few all several various more less'.split(' '),
);

const LEGAL_FORM_WORDS = new Set(
  'ltd limited llc llp plc inc corp gmbh ag sa sas sarl srl spa nv bv ab oy asa kk pty pte bhd sl ltda sac'.split(
    ' ',
  ),
);
// A firm's trade written before its name: "Drugmaker", "Carmaker", "Rival", "Retailer".
const TRADE_LEAD =
  /^(?:\p{Ll}{2,}(?:maker|makers)|rival|rivals|retailer|lender|insurer|miner|brewer|carrier|operator|supplier|distributor|wholesaler)$/u;

/** Characters taken by leading titles, role words and sentence words ("The", "After"). */
const leadingNonName = (name: string, sentenceStart: boolean): number => {
  const list = words(name);
  let cut = 0;
  for (let i = 0; i < list.length; i += 1) {
    const lower = bare(list[i]!);
    const tags = tagsOf(lower);
    // "Director Asset Finance Sanne van Dijk": a role's words after its title.
    // "St Aldhelm's Hospital", "St. Agnes Convent High School": a saint names the institution.
    // So does a sovereign or a title before a founder's name: "Queen Adelind Hospital", "King
    // Edward VII Hospital", "Sir Charles Gairdner Hospital".
    const saintOfInstitution =
      (lower === 'st' ||
        lower === 'saint' ||
        (i === 0 && ROYAL_OR_KNIGHT.has(lower) && list.length >= 3)) &&
      isOrganizationWord(list.at(-1)!);
    const isTitle =
      (TITLES.has(lower) && !saintOfInstitution) ||
      (cut > 0 && i < list.length - 2 && ROLE_MODIFIERS.has(lower) && TITLES.has(bare(list[0]!)));
    // "Perfume River Institute of Medicinal Chemistry", "Swiss Federal Institute for Pollinator
    // Research": a common word or a people opening an institution's name of three words or more.
    const opensInstitution =
      i === 0 &&
      list.length >= 3 &&
      list.slice(1).some((w) => OF_HEADS.has(bare(w))) &&
      (tags.includes('Demonym') || tags.some((t) => /Noun|Singular|Adjective/.test(t)));
    // "the Czech Republic", "the Slovak Republic": a people naming a state.
    const opensState =
      i === 0 && list.length === 2 && tags.includes('Demonym') && STATE_HEADS.has(bare(list[1]!));
    // "Mr Jan Kowalczyk": no month follows an honorific; it is a given name.
    const givenAfterHonorific =
      i > 0 && i < list.length - 1 && tags.includes('Month') && isHonorific(bare(list[i - 1]!));
    const notName =
      tags.some((t) => NOT_NAME_TAGS.has(t)) &&
      !tags.includes('ProperNoun') &&
      !opensInstitution &&
      !opensState &&
      !givenAfterHonorific;
    // "Bank of Tasman will …", "Radio Nkabom hired …" open a sentence with their own head noun.
    const commonAtStart =
      sentenceStart &&
      i === 0 &&
      // "Hospital Universitario del Trópico (…": an institution's head word first, its "of" later.
      !(isOrganizationWord(list[0]!) && list.slice(1, -1).some((w) => OF_WORDS.has(bare(w)))) &&
      !(list.length === 2 && isFrontHead(list[0]!) && !isCommonWord(list[1]!)) &&
      // "Great Lakes Coffee Resilience Initiative will …": an adjective opening an institution's
      // name of three words or more.
      !(
        list.length >= 3 &&
        tags.includes('Adjective') &&
        !QUANTIFIERS.has(lower) &&
        isOrganizationWord(list.at(-1)!)
      ) &&
      tags.length > 0 &&
      !opensInstitution &&
      // "Transports Routiers de la Meuse SA, with registered office …": a legal form closes a
      // company's whole name.
      // ("Signed for Merlion Healthcare Pte. Ltd" opens with a verb, not the name).
      !(
        LEGAL_FORM_WORDS.has(bare(list.at(-1)!).replace(/\./g, '')) && !/(?:ed|ing)$/u.test(lower)
      ) &&
      !tags.some((t) => PLACE_TAGS.has(t) || NAME_TAGS.has(t) || t === 'ProperNoun');
    // "Drugmaker Sollis Pharma jumped", "Rival Pentacore Devices added": a firm's trade first.
    const trade = i === 0 && list.length >= 2 && TRADE_LEAD.test(lower);
    if (!isTitle && !notName && !commonAtStart && !trade) break;
    cut += list[i]!.length + 1;
  }
  return Math.min(cut, name.length);
};

// Institution words that take their name's rest after "of" ("Lakeshore Conservatory of Music",
// "Technical University of Lucerne", "Prairie Bank of Canada"); company words do not ("Harbor
// Line Ventures of San Francisco" is a firm and its city).
const OF_HEADS = new Set(
  `company corporation initiative fund programme program network alliance consortium observatory station university college school academy institute institution conservatory conservatoire society association federation council committee commission bank museum library ministry department church cathedral foundation hospital centre center laboratory laboratories league union orchestra board bureau agency authority office archive archives seminary polytechnic faculty court tribunal guild order chamber house instituto institut istituto universidad universidade università universiteit universität université hochschule escuela escola école museo musée centro centre fundación fundação stiftung`.split(
    ' ',
  ),
);

const PLACE_HEADS = new Set(
  'state republic kingdom commonwealth county province city canton district principality duchy isle island islands emirate territory'.split(
    ' ',
  ),
);

const PLACE_FRONT = new Set(
  'puerto porto port villa vila ciudad cidade são sankt fort lake lago cape cabo isla ilha pulau kampung bandar kota gunung'.split(
    ' ',
  ),
);
const OF_WORDS = new Set(
  'of for de di du des del della da do für för voor para pour zur zum'.split(' '),
);

const typeOfName = (name: string): { type: NerType; confidence: number } | null => {
  // "Rue de la Station", "Via Roma": a street, whatever its name's last word.
  if (STREET_BEFORE.test(name)) return null;
  const raw = words(name);
  const list = raw.map(bare);
  const last = list.at(-1)!;
  const ofAt = list.findIndex((w, i) => i > 0 && OF_WORDS.has(w));
  if (ofAt > 0) {
    // "Rafael Quintero of Montana Valley University": a person and an institution.
    const left = list.slice(0, ofAt);
    if (
      left.length >= 2 &&
      left.length <= 4 &&
      tagsOf(left[0]!).some((t) => NAME_TAGS.has(t)) &&
      !isOrganizationWord(raw[ofAt - 1]!)
    )
      return null;
    // "Hochschule für Musik Altenstadt", "Liceo de Niñas …".
    if (OF_HEADS.has(left.at(-1)!) || isFrontHead(raw[ofAt - 1]!))
      return { type: 'organization', confidence: 0.7 };
    // "State of New York", "Republic of Ireland", "City of London".
    if (left.length <= 2 && PLACE_HEADS.has(left.at(-1)!) && list[ofAt] === 'of')
      return { type: 'place', confidence: 0.7 };
  }
  // A head word or legal form ends the name ("Pettah Lane Books", "Østervang Mejerier A/S",
  // "Tromsø Polar IL"), unless it is a surname after a given name ("Heath Ledger").
  const givenFirst = tagsOf(list[0]!).some((t) => NAME_TAGS.has(t));
  const lastNamesOrganization =
    ORGANIZATION_WORDS.has(last) ||
    isClubSuffix(raw.at(-1)!) ||
    // A sector after a given name still ends a firm's name ("Andorinha Mobility", "Grace
    // Digital"), unless it is also a surname ("Ann Pay", "Anna Mart").
    (isSectorTail(raw.at(-1)!) && !(givenFirst && /^(?:pay|mart)$/.test(last))) ||
    (isOrganizationHead(raw.at(-1)!) &&
      !(list.length === 2 && givenFirst && isSurnameLike(raw.at(-1)!)));
  // One word alone that only says what it is ("Management", "Group") names nothing.
  if (
    (lastNamesOrganization && list.length > 1) ||
    (list.length > 2 && isOrganizationWord(raw[0]!))
  )
    return { type: 'organization', confidence: 0.7 };
  if (list.some((w, i) => i > 0 && w === 'of') && isOrganizationWord(raw[0]!))
    return { type: 'organization', confidence: 0.7 };
  // A head that opens a name with one proper word after it: "Banco Itaverde", "Radio Nkabom",
  // "SV Almtal", "Olympique Rhodanien" (not "Radio Four").
  if (
    list.length === 2 &&
    isFrontHead(raw[0]!) &&
    !isCommonWord(raw[1]!) &&
    !isOrganizationWord(raw[1]!)
  )
    return { type: 'organization', confidence: 0.7 };
  const whole = tagsOf(list.join(' '));
  if (whole.some((t) => PLACE_TAGS.has(t))) return { type: 'place', confidence: 0.65 };
  // A word that opens the names of places: "Puerto Ayelén", "Port of Spain", "Pulau Serindit"
  // (not a given name: "Isla Baird").
  if (list.length >= 2 && list.length <= 4 && PLACE_FRONT.has(list[0]!) && !isGivenName(raw[0]!))
    return { type: 'place', confidence: 0.65 };
  if (list.length >= 2 && list.length <= 4 && tagsOf(list[0]!).some((t) => NAME_TAGS.has(t)))
    return { type: 'person', confidence: 0.65 };
  if (list.length === 1 && tagsOf(last).some((t) => PLACE_TAGS.has(t)))
    return { type: 'place', confidence: 0.6 };
  return null;
};

const TITLE_BEFORE =
  /(?:^|[\s(])(?:mr|mrs|ms|miss|mx|dr|prof|professor|sir|dame|nurse|sister|judge|justice)\.?\s*$/i;
const PLACE_BEFORE = /(?:^|\s)(?:in|near|from|outside|across)\s+$/i;
// "Shares in Halvard Marine", "a 9% stake in Wydmy Studio", "invested in Kopi Lintas": what one
// owns a part of, not where.
const HOLDING_IN =
  /\b(?:shares?|stakes?|holdings?|investments?|invested|invests|investing|interest)\s+in\s+$/i;
const ALL_CAPS_LINE = /^[^\p{Ll}]*$/u;

/** A name and its type; `null` when nothing in the name or around it says. */
export type NameSpan = {
  start: number;
  end: number;
  type: NerType | null;
  confidence: number;
  /** Typed by its shape alone (a given name first), so a cue around it may say otherwise. */
  guessed?: boolean;
};

/** Whether a name, by its words alone, is a person's ("Jörg Wendelstein", "Grace Liu"). */
export const isPersonName = (name: string): boolean =>
  typeOfName(name)?.type === 'person' || isGivenPersonName(name);

const isGivenPersonName = (name: string): boolean => {
  const list = words(name);
  return (
    list.length >= 2 &&
    list.length <= 4 &&
    tagsOf(bare(list[0]!)).length === 0 &&
    isGivenName(list[0]!) &&
    !list.some((w) => w === '&' || isOrganizationWord(w)) &&
    bare(list.at(-1)!).length > 1
  );
};

/**
 * A name without the field label written after it where a document's lines were joined
 * ("Priya Raman, Thornbury Securities Rating: Hold", "Mrs Ann Hale DOB 02/11/1937", "Dr Lee Ward
 * doctor: …"); `after` is the text that follows the name.
 */
export const withoutFieldLabel = (name: string, after: string): string => {
  const last = /[ \u00a0](\S+)$/u.exec(name);
  // A label is a word English knows ("Rating", "Ward doctor") or letters ("DOB"), not a
  // surname before a contributor's colon ("Zsófia Kertész-Amadi: field sampling").
  if (
    last &&
    ((/^(?:[ \u00a0]\p{Ll}+){0,2}:/u.test(after) &&
      (isCommonWord(last[1]!) || /^\p{Lu}{2,5}$/u.test(last[1]!))) ||
      (/^\p{Lu}{2,4}$/u.test(last[1]!) && /^[ \u00a0]\d/u.test(after)))
  )
    return name.slice(0, last.index);
  return name;
};

/**
 * A person's name without the letters of a qualification after it ("Megan Costigan MCSP", "Ann
 * Lee FRCP"); a company's letters stay ("Bank of Connacht DAC").
 */
export const withoutCredentials = (name: string): string => {
  const list = words(name);
  const last = list.at(-1)!;
  if (
    list.length >= 3 &&
    /^\p{Lu}{2,5}$/u.test(last) &&
    !isOrganizationWord(last) &&
    list.slice(0, -1).every((w) => /^\p{Lu}\p{Ll}/u.test(w)) &&
    tagsOf(bare(list[0]!)).some((t) => NAME_TAGS.has(t))
  )
    return name.slice(0, name.length - last.length).trimEnd();
  return name;
};

export const STREET_WORDS = new Set(
  'road street lane avenue way drive square row crescent terrace boulevard highway quay wharf'.split(
    ' ',
  ),
);

/**
 * An organisation's name without the street written after it where lines were joined ("Royal
 * Derwent Infirmary Uttoxeter Road" is Royal Derwent Infirmary).
 */
export const withoutStreet = (name: string): string => {
  const list = words(name);
  if (list.length < 3 || !STREET_WORDS.has(bare(list.at(-1)!))) return name;
  let org = -1;
  for (let i = 1; i < list.length - 2; i += 1) if (isOrganizationWord(list[i]!)) org = i;
  return org === -1 ? name : list.slice(0, org + 1).join(' ');
};

// Verbs whose subject is a person (not a company, which also "said" or "wrote"): remembering,
// smiling, arriving, being born, studying, marrying, retiring, dying.
const PERSON_VERB_AFTER =
  /^,?[ \u00a0]+(?:(?:later|then|now|also|still|once|first|herself|himself)[ \u00a0]+)?(?:recalls|recalled|remembers|remembered|laughs|laughed|smiles|smiled|arrives|arrived|grew up|was born|is married|married|died|retired|studied|graduated|trained|was educated|began (?:her|his))\b/u;

// What only a firm does, right after its name: "Zentara Bio raised 15 million francs",
// "Lendquill has acquired Rentnook", "Pentacore Devices added 4%", "Sollis Pharma jumped 15%".
const FIRM_VERB_AFTER =
  /^[ \u00a0]+(?:(?:has|have|had|also|then|later)[ \u00a0]+)?(?:raised[ \u00a0]+(?:[$€£¥₹]|\p{Lu}{0,3}\$|\d)|acquired|agreed[ \u00a0]+to[ \u00a0]+(?:buy|acquire|sell|merge)|bought[ \u00a0]+(?:a[ \u00a0]+stake|\p{Lu})|(?:jumped|slid|fell|rose|added|gained|lost|dropped|climbed|surged|slumped|tumbled)[ \u00a0]+\d|reported[ \u00a0]+(?:a[ \u00a0]+)?(?:net|profit|loss|revenue|sales|earnings)|posted|unveiled|shipped|filed[ \u00a0]+for)/u;

// ", cellist", ", a Samoan poet", ", the celebrated novelist": an apposition's noun.
const AGENT_AFTER =
  /^,[ \u00a0]+(?:(?:a|an|the)[ \u00a0]+)?(?:[\p{L}-]+[ \u00a0]+){0,2}?(\p{Ll}{3,})(?=[ \u00a0]+(?:who|whose|of|and|from|with|at|in)\b|[,.;])/u;
// Nouns before "Name:" that make it a thing's name, not a person's.
const THING_NAME_LABELS = new Set(
  'company business trading brand product project file user account party practice firm organisation organization registered legal domain drug'.split(
    ' ',
  ),
);
// What one person is to another: a name right after one is a person's.
// A title of two or three capitalised words after a name's comma, closed by a comma, a dash or
// the line's end: ", Branch Manager,", ", Director General —".
const TITLE_AFTER =
  /^,[ \u00a0]+(\p{Lu}[\p{L}-]+(?:[ \u00a0]+(?:of[ \u00a0]+)?\p{Lu}[\p{L}-]+){1,2})[ \u00a0]*(?:[,;—–]|\n|$)/u;

// A post with its holder's organisation before it: "its chief executive officer, ", "Mapholo
// Holdings' chief executive officer, ", "the company's chief operating officer, ".
const OWNED_POST_BEFORE =
  /(?:\b(?:its|their|his|her|the)|['’]s?)[ \u00a0]+(?:[\p{L}-]+[ \u00a0]+){0,3}\p{Ll}[\p{Ll}-]+,[ \u00a0]+$/u;

// A post of a named organisation, then its holder in apposition: "The chief executive of
// Norwegian salmon farmer Fjordhav Seafood, Erlend Myklebust, resigned", "the finance director
// at Brunnhof Confiseur, Ueli Brändle, said". Group 1: the post's last word.
const POST_OF_BEFORE =
  /\b(?:[Tt]he|[Ii]ts|[Tt]heir)[ \u00a0]+(?:[\p{Ll}-]+[ \u00a0]+){0,3}?(\p{Ll}[\p{Ll}-]+)[ \u00a0]+(?:of|at)[ \u00a0]+(?:the[ \u00a0]+)?(?:[\p{L}&.'’-]+[ \u00a0]+){0,6}?\p{Lu}[\p{L}&.'’-]*,[ \u00a0]+$/u;

/**
 * A word for a post a person holds ("officer", "organiser", "spokeswoman"): a title or role word
 * that is no determiner, or one of the endings English gives such posts.
 */
const isPostWord = (word: string): boolean =>
  (TITLES.has(word) && !['the', 'a', 'an', 'st', 'saint', 'chief', 'managing'].includes(word)) ||
  /.{3}(?:iser|izer|woman|person|ician|ologist)$/.test(word);

const PERSON_TIES = new Set(
  'father mother brother sister son daughter husband wife uncle aunt cousin nephew niece grandson granddaughter grandfather grandmother stepfather stepmother widow widower fiancé fiancée partner mentor pupil student teacher supervisor colleague co-author'.split(
    ' ',
  ),
);
// Parts people play that the lexicon does not call actors: voices, positions, instruments' players.
const PERSON_PARTS = new Set(
  'soprano mezzo-soprano contralto tenor baritone countertenor winger striker goalkeeper defender midfielder forward captain trumpeter trombonist drummer saxophonist bassist cellist violinist conductor singer'.split(
    ' ',
  ),
);
// Agent nouns a business takes as well as a person.
const FIRM_AGENTS = new Set(
  'maker developer operator producer provider supplier manufacturer owner lender insurer carrier retailer publisher distributor builder investor player'.split(
    ' ',
  ),
);

// Nouns for a firm that stand right before its name, without an article ("supermarket chain Sao
// Mai Mart"): not those a person may be ("investor", "owner", "player").
export const FIRM_NOUNS = new Set(
  'maker developer operator producer provider supplier manufacturer lender insurer carrier retailer publisher distributor house chain firm company start-up startup bank fund brewery studio agency broadcaster airline conglomerate wholesaler exporter importer'.split(
    ' ',
  ),
);

/** The months' names, as a pattern's alternatives (compromise's lexicon lacks "March" and "May"). */
export const MONTH_NAMES =
  'January|February|March|April|May|June|July|August|September|October|November|December';
const MONTH_OR_DAY = new RegExp(
  `^(?:${MONTH_NAMES}|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$`,
  'u',
);

// What follows an author's name: a role in a paper or a degree, a former or present post, or the
// institution alone in brackets.
const AUTHOR_AFTER =
  /^(?:[ \u00a0]*\((?:(?:co-)?corresponding[ \u00a0]+author|first[ \u00a0]+author|senior[ \u00a0]+author|PhD|MD|MSc|DPhil)\)|,[ \u00a0]+(?:formerly|previously|now|currently)[ \u00a0]+(?:of|at|with)\b|,[ \u00a0]+(?:PhD|MD|MSc|DPhil|FRS)\b|[ \u00a0]*\((?:[^()\n]*[ \u00a0])?(?:University|Universit[ée]|Universidad|Universidade|Institute|Instituto|Institut|Station|Cent(?:re|er)|Laborator(?:y|io)|Hospital|College|School|Academy)\b[^()\n]*\))/u;

/** Honorifics written before a name, lower case, as a pattern's alternatives. */
export const HONORIFICS =
  'dr|mr|mrs|ms|miss|mx|prof|professor|sir|dame|nurse|sister|judge|justice|rev';

const HONORIFIC = new RegExp(`^(?:${HONORIFICS})$`, 'u');
const isHonorific = (word: string): boolean => HONORIFIC.test(word);

/** Honorifics before a name: "Dr Maria Lopez" is Maria Lopez. */
export const HONORIFIC_BEFORE = new RegExp(
  String.raw`^(?:(?:${HONORIFICS})\.?[ \u00a0]+)+(?=\p{Lu})`,
  'iu',
);

const SPLIT_CONNECTOR = /[ \u00a0](?:and|of)[ \u00a0]/gu;
// Words after which a territory is one of law: "governed by the laws of", "the courts of",
// "incorporated and registered in", "organised under the laws of", "Governing law:".
const LEGAL_TERRITORY_BEFORE =
  /\b(?:(?:laws?|courts?|jurisdiction|incorporated|registered|organi[sz]ed|established|formed)[ \u00a0]+(?:of|in|under)|(?:governing|applicable|proper)[ \u00a0]+law[ \u00a0]*:)[ \u00a0]+(?:the[ \u00a0]+)?$/iu;

/**
 * A run joined by "and", "&" or "of" is one name when the whole says so ("Bosnia and
 * Herzegovina", "Mellor and Daunt Foods Ltd", "University of Ghent"); otherwise its parts are
 * names of their own ("Rachel Kim and Tomás Rivera", "Savanna Peak Partners of Nairobi").
 */
const splitRun = (name: string, before = ''): [number, string][] => {
  // "Under this Call-Off Order the Supplier shall supply": a bare "the" after a capitalised word
  // starts another name (a title's "the" follows "of" or "for": "Bank of the West").
  const bareThe = /(?<=\p{Lu}[\p{L}'’-]*)[ \u00a0]the[ \u00a0](?=\p{Lu})/u.exec(name);
  if (bareThe) {
    const rest = bareThe.index + bareThe[0].length;
    return [
      ...splitRun(name.slice(0, bareThe.index), before),
      ...splitRun(name.slice(rest), '').map(([at, part]): [number, string] => [rest + at, part]),
    ];
  }
  if (!SPLIT_CONNECTOR.test(name)) return [[0, name]];
  SPLIT_CONNECTOR.lastIndex = 0;
  const whole = typeOfName(name);
  // "Banco Quilmar and Grupo Vantes", "St Ann's Hospital and St Ita Convent School": two
  // organisations, each named by its own head word.
  const halves = name.split(/[ \u00a0]and[ \u00a0]/u);
  // "the laws of England and Wales", "registered in England and Wales": two places joined after
  // a word of law or registration make one legal territory.
  if (
    halves.length === 2 &&
    LEGAL_TERRITORY_BEFORE.test(before) &&
    halves.every(
      (part) => !/[ \u00a0]of[ \u00a0]/u.test(part) && typeOfName(part)?.type === 'place',
    )
  )
    return [[0, name]];
  SPLIT_CONNECTOR.lastIndex = 0;
  if (
    whole?.type === 'organization' &&
    halves.length > 1 &&
    // Not "School of Hygiene and Tropical Health": an "of" carries on to the end.
    !words(halves[0]!).some((w) => OF_WORDS.has(w)) &&
    // Nor "Greenacre Hospitality and Events Limited": two sectors joined, then the legal form
    // ("Tamsu Digital and Orla Pay" are two).
    !(
      isSectorTail(words(halves[0]!).at(-1)!) &&
      words(halves[1]!).every((w) => isCommonWord(w) || isOrganizationHead(w))
    ) &&
    halves.every((part) => /[ \u00a0]/u.test(part) && typeOfName(part)?.type === 'organization')
  ) {
    let at = 0;
    return halves.map((part) => {
      const piece: [number, string] = [at, part];
      at += part.length + 5;
      return piece;
    });
  }
  if (whole && whole.type !== 'person') return [[0, name]];
  const parts: [number, string][] = [];
  let from = 0;
  for (const match of name.matchAll(SPLIT_CONNECTOR)) {
    parts.push([from, name.slice(from, match.index)]);
    from = match.index + match[0].length;
  }
  parts.push([from, name.slice(from)]);
  return parts;
};

// Words that qualify a role's title: "Regional Sales Director", "Chief Risk Officer".
/** Words that qualify a role's head: "managing" director, "finance" chief. */
export const ROLE_MODIFIERS = new Set(
  `regional sales commercial managing finance financial operations operating marketing technical technology general legal executive national global international group company credit risk asset human resources business development product programme program project procurement communications research medical clinical nursing administrative information data security compliance strategy corporate public affairs creative editorial commissioning artistic musical`.split(
    ' ',
  ),
);

/** A word the lexicon knows, and not as a name or a place ("Commercial", "Jazz"). */
export const isCommonWord = (word: string): boolean => {
  if (ROLE_MODIFIERS.has(bare(word))) return true;
  const tags = lexiconTags(bare(word));
  return (
    tags.length > 0 &&
    !tags.some((t) => NAME_TAGS.has(t) || PLACE_TAGS.has(t) || /Name|ProperNoun/.test(t))
  );
};

/**
 * A person's name run into what follows it where lines were joined: "Martin Kessler Consultant
 * Cardiologist", "Sophie Marchetti Seven Hills Family Practice". A run opening with a given name
 * ends before a role word, or before an organisation's name of two words or more.
 */
const splitPersonTail = (name: string): [number, string][] => {
  const list = words(name);
  // After the titles: "Dr Martin Kessler Consultant …".
  let k = 0;
  while (k < list.length && TITLES.has(bare(list[k]!))) k += 1;
  // "St. Agnes Convent High School": a saint's institution, not a person.
  if (/^(?:st|saint)$/.test(bare(list[0]!)) && isOrganizationWord(list.at(-1)!)) return [[0, name]];
  if (list.length - k < 3) return [[0, name]];
  const givenName = tagsOf(bare(list[k]!)).some((t) => NAME_TAGS.has(t));
  // "Anneliese Vogt-Marangoni Professor of …" (a heading's lines joined): a role word after two
  // capitalised words ends a name that has no company word.
  const roleAfter =
    k === 0 &&
    !givenName &&
    list.length === 3 &&
    TITLES.has(bare(list[2]!)) &&
    !list.some((w) => isOrganizationWord(w));
  if (k === 0 && !givenName && !roleAfter) return [[0, name]];
  let cut = -1;
  for (let i = k + 2; i < list.length && cut === -1; i += 1)
    if (TITLES.has(bare(list[i]!)) && bare(list[i]!) !== 'the') cut = i;
  // "Rachel Imrie Commercial Director": the role's own words before its title go with it.
  while (cut > k + 2 && isCommonWord(list[cut - 1]!)) cut -= 1;
  // "Walter Okafor-Reyes Jazz double bassist": a common word after a given name and surname;
  // not an organisation's word ("Savanna Crest Ventures", "Savanna Bridge Fund").
  if (
    cut === -1 &&
    givenName &&
    list.length - k === 3 &&
    isCommonWord(list[k + 2]!) &&
    !isOrganizationWord(list[k + 2]!)
  )
    cut = k + 2;
  // The organisation starts after the person's given name and surname, when a proper word of
  // its own names it ("Priya Raman Thornbury Securities"; not "Savanna Grid Technologies
  // Limited", whose rest is only a sector and a legal form).
  if (
    cut === -1 &&
    list.length - k >= 4 &&
    isOrganizationWord(list.at(-1)!) &&
    !list.slice(k + 2).every((w) => isOrganizationWord(w) || isSectorTail(w) || isCommonWord(w))
  )
    cut = k + 2;
  if (cut === -1) return [[0, name]];
  const at = list.slice(0, cut).join(' ').length + 1;
  return [
    [0, name.slice(0, at - 1)],
    [at, name.slice(at)],
  ];
};

/**
 * Whether the lower-case word glued to a name by a hyphen is an English word that is not the
 * name's ("Lisbon-based", "Lagos-born", "Oslo-listed"), not a syllable of it ("Seo-yeon",
 * "Min-jun", "Ana-maria").
 */
const isGluedWord = (word: string): boolean =>
  /(?:ed|born|bred|led|made)$/u.test(word) || lexiconTags(word).length > 0;

// Possessives that belong to an institution's name: a saint's ("St Aldhelm's Hospital"), a
// sovereign's ("King's College") or a group's ("Children's Health Service", "Women's Hospital").
const SAINT_POSSESSIVE = /(?:^|[ \u00a0])(?:St\.?|Saint|Sankt|San|Santa)[ \u00a0]\p{Lu}\S*['’]s$/u;
const GROUP_POSSESSIVE =
  /(?:^|[ \u00a0])(?:King|Queen|Prince|Princess|Children|Women|Men|People|Workers|Farmers|Veterans|Traders|Seamen|Sailors)['’]s$/u;

/**
 * Whether a possessive is part of one organisation's name: a saint's, a sovereign's or a group's
 * possessive before words that end in an organisation's head word.
 */
const possessiveInName = (before: string, after: string): boolean =>
  (SAINT_POSSESSIVE.test(before) || GROUP_POSSESSIVE.test(before)) &&
  isOrganizationWord(words(after).at(-1)!);

/**
 * A run of capitalised words split where a possessive or a glued English word ends a name
 * ("Singapore's Tangerine Ridge Capital", "Lisbon-based Tangerine Ridge Capital") and before a
 * joined heading's "The" ("Insurance The Lessee").
 */
const splitGlued = (run: string): string[] => {
  const parts: string[] = [];
  let from = 0;
  for (const gap of run.matchAll(/(?<=['’]s|-(\p{Ll}+))[ \u00a0]|[ \u00a0](?=The[ \u00a0])/gu)) {
    if (gap[1] !== undefined && !isGluedWord(gap[1])) continue;
    if (
      gap[1] === undefined &&
      possessiveInName(run.slice(from, gap.index), run.slice(gap.index + 1))
    )
      continue;
    parts.push(run.slice(from, gap.index));
    from = gap.index + gap[0].length;
  }
  parts.push(run.slice(from));
  return parts;
};

// German, Dutch and the Nordic languages write an institution's complement in small letters after
// "für", "för", "voor": "Institutet för kameliddjurshälsa", "Zentrum für mikrobielle Ökologie".
const LOWER_CASE_COMPLEMENT =
  /^[ \u00a0](?:für|för|voor|fuer)((?:[ \u00a0]\p{Ll}[\p{L}-]{2,}){1,3})((?:[ \u00a0]\p{Lu}[\p{L}-]*){0,2})/u;

/** An organisation's name with its small-letter complement after "für", "för" or "voor". */
const withLowerCaseComplement = (text: string, start: number, run: string): string => {
  // A legal form written in small letters: "Zelvora Hydraulika s.r.o.", "Vltava a.s.".
  const form = LOWER_CASE_LEGAL_FORM.exec(text.slice(start + run.length, start + run.length + 16));
  if (form) return run + form[0];
  if (!namesOrganization(run)) return run;
  const after = LOWER_CASE_COMPLEMENT.exec(text.slice(start + run.length, start + run.length + 80));
  // Words English does not know: not "Institut für the …".
  if (
    !after ||
    after[1]!
      .trim()
      .split(/[ \u00a0]+/)
      .some((w) => lexiconTags(w).length > 0)
  )
    return run;
  return run + after[0];
};

const LOWER_CASE_LEGAL_FORM =
  /^[ \u00a0](?:s\.r\.o\.|a\.s\.|d\.o\.o\.|sp\.[ \u00a0]z[ \u00a0]o\.o\.|spol\.[ \u00a0]s[ \u00a0]r\.o\.)/u;

/**
 * A name without the patient's sex written after it, before the age ("Rajesh Thirunavukkarasu
 * M, 63y", "Ann Hale F 82"): not an initial of the name. `after` is the text right after it.
 */
export const withoutSex = (name: string, after: string): string =>
  /[ \u00a0][MF]$/u.test(name) && /^,?[ \u00a0]*\d/u.test(after) ? name.slice(0, -2) : name;

// A life's span in brackets: "(1948–2024)", "(14 April 1936 – 3 November 2011)", "(b. 1971)".
const LIFESPAN_AFTER =
  /^[ \u00a0]*\((?:b\.|born)?[ \u00a0]*(?:\d{1,2}[ \u00a0]\p{L}+[ \u00a0]|\p{L}+[ \u00a0]\d{1,2},[ \u00a0])?\d{4}[ \u00a0]*(?:[–—-]|\))/u;
// An age between commas: "Mac Giolla Phádraig, 49, has been …".
const AGE_AFTER = /^,[ \u00a0](?:1[89]|[2-9]\d|10\d),[ \u00a0]/u;

export const findNames = (text: string, sentences: Span[], tagged: NerSpan[]): NameSpan[] => {
  const names: NameSpan[] = [];
  for (const run of text.matchAll(NAME_RUN)) {
    // "Singapore's Tangerine Ridge Capital": two names.
    // "Singapore's Tangerine Ridge Capital", "Lisbon-based Tangerine Ridge Capital": two names.
    // "Insurance The Lessee": a heading joined to the sentence after it.
    const possessiveParts = splitGlued(withLowerCaseComplement(text, run.index, run[0]));
    const parts: [number, string][] = [];
    let offset = run.index;
    for (const part of possessiveParts) {
      for (const [at, piece] of splitRun(
        part.replace(/['’]s$/u, ''),
        text.slice(Math.max(0, offset - 40), offset),
      ))
        for (const [at2, piece2] of splitPersonTail(piece)) parts.push([offset + at + at2, piece2]);
      offset += part.length + 1;
    }
    for (const [partStart, part] of parts) {
      let start = partStart;
      // A postcode after a town ("Ipswich IP3 9RT") is not part of its name, nor is a suffix
      // glued to it ("Nairobi-based", "Lagos-born").
      let name = part
        .replace(/-(\p{Ll}[\p{L}-]*)$/u, (glued, word: string) => (isGluedWord(word) ? '' : glued))
        .replace(/['’]s$/u, '')
        .replace(/(?:[ \u00a0]\p{Lu}{1,2}\d{1,2}\p{Lu}?)+$/u, '')
        .replace(/[.'’-]+$/u, '');
      // A field label after a name ("Priya Raman, Thornbury Securities Rating: Hold", "Mrs Ann
      // Hale DOB 02/11/1937", "Dr Lee Ward doctor: …"), where a document's lines were joined, is
      // not part of it.
      name = withoutStreet(
        withoutCredentials(
          withoutFieldLabel(
            name,
            text.slice(partStart + part.length, partStart + part.length + 30),
          ),
        ),
      );
      const sentence = sentences[sentenceOf(sentences, start)];
      const lineStart = text.lastIndexOf('\n', start) + 1;
      const atStart =
        !sentence ||
        sentence.start === start ||
        lineStart === start ||
        /[:;•*\-–(]\s*$/.test(text.slice(Math.max(lineStart, start - 3), start));
      // A heading in capitals joined to the name after it ("PROGRESS NOTE Kestrel Spine Clinic").
      const heading = /^(?:\p{Lu}{2,}[ \u00a0]){2,}(?=\p{Lu}\p{Ll})/u.exec(name);
      if (heading) {
        start += heading[0].length;
        name = name.slice(heading[0].length);
      }
      // An honorific inside a run starts the name, where a heading was joined to the line
      // after it ("Background Mrs Okafor", "Summary Dr Lee").
      const honorific =
        /^(?:[^ \u00a0]+[ \u00a0])+?(?=(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?[ \u00a0]\p{Lu})/u.exec(
          name,
        );
      if (honorific) {
        start += honorific[0].length;
        name = name.slice(honorific[0].length);
      }
      // "Emir Hadžiselimović, who died …": a common word opening a sentence stays in a name
      // the NER reads as a person's whole.
      const personWhole = tagged.some(
        (t) => t.type === 'person' && t.start <= start && t.end >= start + name.length,
      );
      const cut = leadingNonName(name, atStart && !personWhole);
      start += cut;
      name = name.slice(cut);
      name = withoutSex(name, text.slice(start + name.length, start + name.length + 4));
      if (name.length < 2) continue;
      // A role alone ("Commercial Director") is no name.
      if (
        words(name).every((w) => TITLES.has(bare(w))) ||
        (words(name).some((w) => TITLES.has(bare(w))) &&
          words(name).every((w) => TITLES.has(bare(w)) || isCommonWord(w)))
      )
        continue;
      const end = start + name.length;
      // A field's label ("Name:", "Title:") is not a name; a place may be ("Berlin: Kessler").
      if (
        !/[ \u00a0]/.test(name) &&
        /^[ \u00a0]?:/.test(text.slice(end, end + 2)) &&
        tagsOf(bare(name)).some((t) => !PLACE_TAGS.has(t) && !NAME_TAGS.has(t))
      )
        continue;
      // A heading or field name in capitals ("PROGRESS NOTE", "DOB") is not a name.
      const lineEnd = text.indexOf('\n', end);
      const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
      if (
        /^\p{Lu}+$/u.test(name.replace(/[ \u00a0]/g, '')) &&
        (name.length <= 3 || ALL_CAPS_LINE.test(line))
      )
        continue;
      const before = text.slice(Math.max(0, start - 12), start);
      let typed: Omit<NameSpan, 'start' | 'end'> | null = typeOfName(name);
      if (!typed && TITLE_BEFORE.test(before)) typed = { type: 'person', confidence: 0.65 };
      // '"…," said Wanjiru Kamau, who heads …': who speaks after a quote is a person.
      if (
        !typed &&
        /[ \u00a0]/.test(name) &&
        !namesOrganization(name) &&
        /["”'’][ \u00a0]*(?:said|says|added|asked|recalled|explained|wrote)[ \u00a0]+$/u.test(
          text.slice(Math.max(0, start - 16), start),
        )
      )
        typed = { type: 'person', confidence: 0.6 };
      // "the hydrologist Wanjiru Achterberg", "the poet Raquel Fontes": a word for what a person
      // does, right before a name of two words or more.
      // So too a person's tie or part ("her father, Sunil Rathnayake", "the soprano Morfydd
      // Castellan", "the winger Sándor Vérhalmi"), past a comma for a tie.
      if (!typed && /[ \u00a0]/.test(name)) {
        const agent = /(?:^|[\s(])(\p{Ll}[\p{Ll}-]{2,})(,?)[ \u00a0]+$/u.exec(
          text.slice(Math.max(0, start - 24), start),
        );
        const noun = agent?.[1];
        // Past a comma, a tie, or a post someone's ("its chief executive officer, Lwazi
        // Mokoena,"; not a form's "Head coach, Southern Tuskers;").
        const ownedPost =
          isPostWord(noun ?? '') &&
          !FIRM_AGENTS.has(noun ?? '') &&
          OWNED_POST_BEFORE.test(text.slice(Math.max(0, start - 60), start)) &&
          /^(?:[,.]|[ \u00a0]+\p{Ll})/u.test(text.slice(end, end + 3));
        if (
          noun &&
          !namesOrganization(name) &&
          (agent[2]
            ? PERSON_TIES.has(noun) || ownedPost
            : lexiconTags(noun).includes('Actor') ||
              /.{3}ist$/.test(noun) ||
              PERSON_TIES.has(noun) ||
              PERSON_PARTS.has(noun))
        )
          typed = { type: 'person', confidence: 0.6 };
      }
      // "São Paulo software house Nuvem Rural", "supermarket chain Sao Mai Mart", "drivetrain
      // supplier Brennecke Antriebe": a firm's noun right before a name.
      if (!typed && !isPersonName(name)) {
        const noun = /(?:^|[\s(])(\p{Ll}[\p{Ll}-]{2,})[ \u00a0]+$/u.exec(
          text.slice(Math.max(0, start - 24), start),
        )?.[1];
        if (noun && FIRM_NOUNS.has(noun)) typed = { type: 'organization', confidence: 0.6 };
      }
      // "Ada Quist arrives early", "Lena Moor grew up in Hull": a verb only people take, right after a
      // name of two words or more.
      if (
        !typed &&
        /[ \u00a0]/.test(name) &&
        !namesOrganization(name) &&
        PERSON_VERB_AFTER.test(text.slice(end, end + 30))
      )
        typed = { type: 'person', confidence: 0.6 };
      if (
        !typed &&
        !isCommonWord(name) &&
        FIRM_VERB_AFTER.test(text.slice(end, end + 40)) &&
        !isPersonName(name)
      )
        typed = { type: 'organization', confidence: 0.6 };
      // An author line: "Farhana Siddiqui (corresponding author), Department of …", "Wanjiru
      // Kamau, formerly of …", "Katalin Szőke (Pannonic Limnology Station)": what only a person
      // has after a name of two or three words.
      if (
        !typed &&
        /^\p{Lu}\p{Ll}+(?:[ \u00a0]\p{Lu}[\p{Ll}'’-]+){1,2}$/u.test(name) &&
        !namesOrganization(name) &&
        !words(name).some((w) =>
          tagsOf(bare(w)).some((t) => !NAME_TAGS.has(t) && t !== 'ProperNoun'),
        ) &&
        AUTHOR_AFTER.test(text.slice(end, end + 80))
      )
        typed = { type: 'person', confidence: 0.55 };
      // "Winner: Ada Quist", "Composer: Lena Moor": a field whose label says what a person does;
      // "Name: Ada Quist" in a form or a signature block, unless a thing's noun opens the label
      // ("Company Name:", "Product name:").
      if (!typed && /[ \u00a0]/.test(name) && !namesOrganization(name)) {
        const field = /(?:^|[\s(])(?:(\p{L}+)[ \u00a0]+)?(\p{L}{3,}):[ \u00a0]*$/u.exec(
          text.slice(Math.max(0, start - 40), start),
        );
        const label = field?.[2]?.toLowerCase();
        if (
          label &&
          !FIRM_AGENTS.has(label) &&
          (/.{3}ist$/.test(label) ||
            lexiconTags(label).includes('Actor') ||
            (field![2] === 'Name' && !THING_NAME_LABELS.has(field![1]?.toLowerCase() ?? '')))
        )
          typed = { type: 'person', confidence: 0.6 };
      }
      // "The chief executive of Fjordhav Seafood, Erlend Myklebust, resigned": the holder of a
      // post of the organisation named before, closed by a comma or a verb.
      if (!typed && /[ \u00a0]/.test(name) && !namesOrganization(name)) {
        const post = POST_OF_BEFORE.exec(text.slice(Math.max(0, start - 140), start))?.[1];
        if (
          post &&
          isPostWord(post) &&
          !FIRM_AGENTS.has(post) &&
          /^(?:,|[ \u00a0]+\p{Ll})/u.test(text.slice(end, end + 3))
        )
          typed = { type: 'person', confidence: 0.6 };
      }
      // "Daisuke Morikawa, Branch Manager", "Joaquín Beltrán, Director General": a post's title
      // in capitals after the comma.
      if (!typed && /[ \u00a0]/.test(name) && !namesOrganization(name)) {
        const title = TITLE_AFTER.exec(text.slice(end, end + 50));
        if (title && words(title[1]!).some((w) => isPostWord(bare(w))))
          typed = { type: 'person', confidence: 0.6 };
      }
      // "Ada Quist, cellist", "Lena Moor, a celebrated poet": an apposition whose noun says
      // what a person does (not a firm's trade: "a maker of …", "a developer").
      if (!typed && /[ \u00a0]/.test(name) && !namesOrganization(name)) {
        const agent = AGENT_AFTER.exec(text.slice(end, end + 60))?.[1];
        if (
          agent &&
          !FIRM_AGENTS.has(agent) &&
          (/.{3}ist$/.test(agent) || lexiconTags(agent).includes('Actor') || isPostWord(agent))
        )
          typed = { type: 'person', confidence: 0.6 };
      }
      // "Gyula Farkas (14 April 1936 – 3 November 2011)", "Rosa Baeza (1948–2024)", "Ann Lee
      // (b. 1971)", "Mac Giolla Phádraig, 49, has been …": a life's span or an age after a name
      // of two words or more.
      if (
        !typed &&
        /[ \u00a0]/.test(name) &&
        !namesOrganization(name) &&
        (LIFESPAN_AFTER.test(text.slice(end, end + 40)) || AGE_AFTER.test(text.slice(end, end + 8)))
      )
        typed = { type: 'person', confidence: 0.65 };
      // A document headed by a name on a line of its own, with what the person does on the next
      // ("Trần Bảo Ngọc / Senior Research Scientist, …"): a profile's subject.
      if (
        !typed &&
        /[ \u00a0]/.test(name) &&
        !namesOrganization(name) &&
        /^[ \u00a0]*\n/.test(text.slice(end, end + 4)) &&
        (lineStart === 0 ||
          /\n\s*\n[ \u00a0]*$/.test(text.slice(Math.max(0, lineStart - 4), lineStart))) &&
        text.slice(lineStart, start).trim() === ''
      ) {
        const next = /^[ \u00a0]*\n([^\n]{0,80})/.exec(text.slice(end))?.[1] ?? '';
        if (
          words(next.replace(/[,·|—–-].*$/u, '')).some(
            (w) => TITLES.has(bare(w)) || /.{3}ist$/.test(bare(w)),
          )
        )
          typed = { type: 'person', confidence: 0.6 };
      }
      // "a Quilmore-based maker", "the Tarsk-born painter": what is based or born there is in
      // a place.
      if (
        !typed &&
        words(name).length <= 3 &&
        /^-(?:based|born|headquartered)\b/.test(text.slice(end, end + 20))
      )
        typed = { type: 'place', confidence: 0.6 };
      // Not a part of the document ("in Schedule 2", "in Clause 11.3", "in Annexure B"), nor a
      // formula in capitals ("IN WITNESS WHEREOF"), where capitals say nothing.
      if (
        !typed &&
        PLACE_BEFORE.test(before) &&
        !HOLDING_IN.test(before) &&
        // "bought in March", "on Tuesday": a time.
        !MONTH_OR_DAY.test(name) &&
        !/\p{Lu}{2}[ \u00a0]+$/u.test(before) &&
        !(
          !/[ \u00a0]/.test(name) &&
          /^[ \u00a0]+(?:\d+(?:\.\d+)*|\p{Lu}|[IVX]+)(?![\p{L}\p{Nd}])/u.test(
            text.slice(end, end + 12),
          )
        ) &&
        words(name).length <= 3
      )
        typed = { type: 'place', confidence: 0.55 };
      // A town before its region or country ("Gwangdo, South Korea", "Azpeitia, Gipuzkoa,
      // Spain"), or after an institution's name, closing it ("Elbe University, Dresden",
      // "Tyrolean University of Technology, Innsbruck").
      if (!typed && words(name).length <= 3 && !namesOrganization(name)) {
        const larger =
          /^,[ \u00a0]+(\p{Lu}[\p{L}'’-]*(?:[ \u00a0]\p{Lu}[\p{L}'’-]*){0,2})(?=[ \u00a0]*(?:[,;.)\n]|$))/u.exec(
            text.slice(end, end + 40),
          )?.[1];
        const institution =
          /(\p{Lu}[\p{L}'’-]*(?:[ \u00a0](?:\p{Lu}[\p{L}'’-]*|of|for|de|di|du))+),[ \u00a0]*$/u.exec(
            text.slice(Math.max(0, start - 80), start),
          )?.[1];
        if (
          (larger && typeOfName(larger)?.type === 'place') ||
          (institution &&
            namesOrganization(institution) &&
            /^[ \u00a0]*(?:[,;.)\n]|$)/u.test(text.slice(end, end + 3)))
        )
          typed = { type: 'place', confidence: 0.55 };
      }
      if (!typed) {
        const overlapping = tagged.find((t) => t.start < end && start < t.end);
        if (overlapping) typed = { type: overlapping.type, confidence: 0.6 };
      }
      // Last, a given name of another language, unknown to the English lexicon, then one to
      // three more words ("Teodor Vasiliu", "Séverine Aubrac-Tallon"); not "Hollis & Kane", nor
      // "Aurora E". A guess: a cue around the name still says better ("founded Cielo Bajo").
      if (!typed && isGivenPersonName(name))
        typed = { type: 'person', confidence: 0.5, guessed: true };
      // "Eulogy for Rosa Baeza", "Tribute to Ann Lee": a heading's noun and its preposition
      // before a person's name are not part of it.
      const headingNoun =
        typed?.type === 'person'
          ? /^(\p{Lu}\p{Ll}+)[ \u00a0](?:for|of|to|by)[ \u00a0](?=\p{Lu})/u.exec(name)
          : null;
      if (
        headingNoun &&
        !tagsOf(bare(headingNoun[1]!)).some((t) => NAME_TAGS.has(t)) &&
        !TITLES.has(bare(headingNoun[1]!)) &&
        words(name.slice(headingNoun[0].length)).length >= 2
      ) {
        names.push({ start: start + headingNoun[0].length, end, ...typed! });
        continue;
      }
      names.push({ start, end, ...(typed ?? { type: null, confidence: 0.5 }) });
    }
  }
  return withSurnameEvidence(text, names);
};

// What a text says after a person's surname alone: "Raghunathan was born in Chennai",
// "Okafor said", "Lindqvist, 52, …".
const SURNAME_PERSON_AFTER = new RegExp(
  String.raw`^(?:${PERSON_VERB_AFTER.source.slice(1)}|[ \u00a0]+(?:said|says|told|added|explained|wrote)\b|${AGE_AFTER.source.slice(1)})`,
  'u',
);

/**
 * A name of two or more words nothing typed is a person's when the text uses its last word alone
 * as people's surnames are used ("When Priya Raghunathan left Halcyon … Raghunathan was born in
 * Chennai", "… Mr Okafor"): after an honorific, or before a verb only people take.
 */
const withSurnameEvidence = (text: string, names: NameSpan[]): NameSpan[] => {
  const bySurname = new Map<string, boolean>();
  const isSurnameUsed = (surname: string): boolean => {
    const known = bySurname.get(surname);
    if (known !== undefined) return known;
    let used = false;
    const pattern = new RegExp(
      String.raw`(?<![\p{L}\p{Nd}'’-])${escapeRegExp(surname)}(?![\p{L}\p{Nd}'’-])`,
      'gu',
    );
    for (const match of text.matchAll(pattern)) {
      const end = match.index + surname.length;
      if (
        TITLE_BEFORE.test(text.slice(Math.max(0, match.index - 12), match.index)) ||
        SURNAME_PERSON_AFTER.test(text.slice(end, end + 30))
      ) {
        used = true;
        break;
      }
    }
    bySurname.set(surname, used);
    return used;
  };
  // A firm is called by its first word too ("Sahyadri said"): a given name alone takes a verb
  // only people take ("Þórdís studied voice", "Lakshmi married Farhan").
  const isGivenNameUsed = (given: string): boolean => {
    const pattern = new RegExp(
      String.raw`(?<![\p{L}\p{Nd}'’-])${escapeRegExp(given)}(?![\p{L}\p{Nd}'’-])`,
      'gu',
    );
    for (const match of text.matchAll(pattern)) {
      const end = match.index + given.length;
      if (PERSON_VERB_AFTER.test(text.slice(end, end + 30))) return true;
    }
    return false;
  };
  return names.map((span) => {
    if (span.type !== null) return span;
    const name = text.slice(span.start, span.end);
    const list = words(name);
    const surname = list.at(-1)!;
    const given = list[0]!;
    // Or its first word alone, as a given name ("Þórdís Ásgrímsdóttir … Þórdís studied voice").
    if (
      list.length < 2 ||
      list.length > 4 ||
      namesOrganization(name) ||
      !/^\p{Lu}\p{Ll}/u.test(surname) ||
      list.some((w) => isCommonWord(w) || CONNECTOR_WORD.test(w)) ||
      !(isSurnameUsed(surname) || (/^\p{Lu}\p{Ll}{2,}$/u.test(given) && isGivenNameUsed(given)))
    )
      return span;
    return { ...span, type: 'person', confidence: 0.6 };
  });
};

const CONNECTOR_WORD = new RegExp(String.raw`^${CONNECTOR}$`, 'u');

/**
 * The shorter forms a text uses for a name once it has been written in full: a person's
 * surname or surnames ("Carvalhal Mota" for Inês Carvalhal Mota), an organisation's leading
 * words ("Halbrecht" for Halbrecht Industrietechnik, "Marlow & Finch" for Marlow & Finch Retail
 * plc), never a generic word ("University", "Central").
 */
export const shortForms = (label: string, person: boolean): string[] => {
  const list = words(label);
  if (list.length < 2) return [];
  const forms: string[] = [];
  const usable = (part: string[]): boolean => {
    const first = part[0]!;
    const last = part.at(-1)!;
    if (CONNECTOR_WORD.test(first) || CONNECTOR_WORD.test(last)) return false;
    if (!/^\p{Lu}[\p{L}'’&-]{2,}$/u.test(first) || !/^\p{Lu}/u.test(last)) return false;
    if (part.length === 1) {
      const lower = bare(first);
      // "Irish" is no short form of the Irish National Wire: it is a people's word.
      if (isOrganizationWord(first) || TITLES.has(lower) || (!person && isPeoplesWord(first)))
        return false;
      if (tagsOf(lower).some((t) => !NAME_TAGS.has(t) && t !== 'ProperNoun')) return false;
    }
    return true;
  };
  for (let n = 1; n < list.length; n += 1) {
    const part = person ? list.slice(list.length - n) : list.slice(0, n);
    if (usable(part)) forms.push(part.join(' '));
  }
  // An organisation without the head word that opens its name and its legal form: "Serra
  // Dourada" of "Laboratório Serra Dourada S.A.", "Cumbre Andina" of "Banco Cumbre Andina".
  if (!person && isFrontHead(list[0]!)) {
    let end = list.length;
    while (end > 1 && isLegalForm(list[end - 1]!)) end -= 1;
    const rest = list.slice(1, end);
    if (rest.length >= 2 || (rest.length === 1 && usable(rest))) forms.push(rest.join(' '));
  }
  // A person is also called by their given name alone, once named in full ("Lachlan Nguyen …
  // I reviewed Lachlan").
  if (person && usable([list[0]!])) forms.push(list[0]!);
  // Where a name has two surnames, the first alone is the person's too ("Lucía Ybarra Montalvo …
  // Ybarra was born in Guadalajara").
  if (person) for (const inner of list.slice(1, -1)) if (usable([inner])) forms.push(inner);
  // And so is the given name with the first surname ("Matías Ezcurra" for Matías Ezcurra
  // Ibargüen, atop the article that names him in full).
  if (person && list.length >= 3 && usable(list.slice(0, -1)))
    forms.push(list.slice(0, -1).join(' '));
  return forms;
};
