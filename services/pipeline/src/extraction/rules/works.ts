import type { OntologyClass } from '@ontoloom/contract/domain';
import { classKind, escapeRegExp } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import { isVerb, lexiconTags } from './names';

/**
 * Titles of works (books, films, albums, papers) for a class of kind `work`, by the way titles are
 * written rather than by any word of them: a title-case run followed by its year in brackets
 * ("Salt and Saffron (1979)", "Her second, Os Barqueiros (1964)"), and a reference list's title
 * after its authors and year ("Lee, A. & Park, J. (2003). Parsing Dialects with Sparse Data.").
 */

// Capitalised words joined by spaces and short lower-case words ("Women of the Ice Coast",
// "Cartas a um Tradutor"); it ends on a capitalised word.
// An elided article of French or Italian opens a word: "Chants de l'Oued", "Storia dell'Arte".
const TITLE_RUN = String.raw`\p{Lu}[\p{L}\p{N}'’-]*(?:[ \u00a0](?:\p{Ll}{1,5}[ \u00a0]){0,3}(?:(?:l|d|dell|all|nell|sull|qu)['’])?\p{Lu}[\p{L}\p{N}'’-]*){0,9}`;
// A subtitle after a colon: "Quiet Currents: Microbial Mats of Warm Shelf Seas".
const TITLE = String.raw`${TITLE_RUN}(?::[ \u00a0]${TITLE_RUN})?`;
// A single year: "(1964)"; a range is a life ("Farrokh Rasouli (1936–2015)").
const TITLE_YEAR = new RegExp(String.raw`(?<![\p{L}\p{N}])(${TITLE})[ \u00a0]?\((\d{4})\)`, 'gu');
// A title-case run that fills a pair of double quotes: "Night Ferries", “A Map of Rain.” (a quote
// of speech is in sentence case: "mostly it was the weather").
const QUOTED = new RegExp(String.raw`["“](${TITLE})[,.]?["”]`, 'gu');
// A label's line: "Women Mending Nets, 1934" (a museum's or a sale's), the title then its year.
const LABEL_LINE = new RegExp(
  String.raw`(?<=^|\n)(${TITLE}),[ \u00a0](\d{4})[ \u00a0]*(?=\n)`,
  'gu',
);
const PROVENANCE =
  /^(?:Gift|Bequest|Bequeathed|Purchased?|Lent|Loan|On[ \u00a0]loan|Acquired|Donated|Transferred|Collection)\b/u;
// "(2003). Title." in a reference: the title runs to its full stop, or fills its quotes
// ("(2011). "Manganese Pulses at the Sediment–Water Interface"").
/** A reference's year before its title: "(2011). ", "(2016a). " (group 1: the year). */
export const REFERENCE_YEAR = String.raw`\((\d{4})[a-z]?\)\.[ \u00a0]+`;
const REFERENCE = new RegExp(
  String.raw`${REFERENCE_YEAR}(?:["“](\p{Lu}[^"”\n]{2,150}?)[.,]?["”]|(\p{Lu}[^.?!\n]{2,150})[.?!])`,
  'gu',
);
// Words that open a sentence or a clause before a title without being part of it.
const LEADING_TAGS = new Set(['Preposition', 'Pronoun', 'Possessive', 'Conjunction', 'Adverb']);
const ARTICLES = new Set(['a', 'an', 'the', 'o', 'os', 'as', 'el', 'la', 'le', 'les', 'il']);

const CONFIDENCE = 0.7;

// A musical form ending a title: "his Estuary Symphony", "Sirocco Variations". After a
// possessive any of them; alone only those no orchestra or ensemble is called.
const FORMS = String.raw`Symphony|Sonata|Concerto|Suite|Requiem|Mass|Quintet|Cantata|Oratorio`;
const ONLY_WORK_FORMS = String.raw`Variations|Preludes|Nocturnes|Études|Etudes|Rhapsody|Overture|Fantasia`;
const FORM_NAME = String.raw`\p{Lu}[\p{L}'’-]*(?:[ \u00a0]\p{Lu}[\p{L}'’-]*){0,3}`;
const FORM_TITLE = new RegExp(
  String.raw`(?:(?<![\p{L}])(?:[Hh]is|[Hh]er|[Tt]heir)[ \u00a0]+(${FORM_NAME}[ \u00a0](?:${FORMS}|${ONLY_WORK_FORMS}))|(?<![\p{L}])((?:${FORM_NAME}[ \u00a0])?(?:${ONLY_WORK_FORMS})(?:[ \u00a0]of(?:[ \u00a0]the)?[ \u00a0]\p{Lu}[\p{L}'’-]*)?))(?![\p{L}])(?![ \u00a0]+(?:Orchestra|Ensemble|Society|Choir|Hall)\b)`,
  'gu',
);

// Nouns for works in English, whatever the ontology calls them: "his last recording, Homecoming
// Suite", "the orchestral triptych Three Gates of Agadez", "a related canvas, Harvest Supper".
const WORK_NOUNS =
  `short feature sequel book novel novella memoir biography autobiography collection anthology poem essay play film movie documentary album recording long-player song cycle opera operetta symphony concerto sonata suite cantata oratorio requiem triptych painting canvas portrait mural sculpture bronze series paper monograph thesis dissertation textbook treatise piece single record ballet musical libretto manual workbook handbook etching lithograph fresco`.split(
    ' ',
  );

/**
 * A title after its noun ends before a lower-case verb: "her song cycle Nine Winters won the
 * Kessler Prize" is "Nine Winters" (a title's own small words are of, the, a, de…, not verbs).
 */
const beforeVerb = (title: string): string => {
  const verb = /[ \u00a0](\p{Ll}+)(?=[ \u00a0])/gu;
  for (const match of title.matchAll(verb)) {
    if (isVerb(match[1]!))
      return title.slice(0, match.index).replace(/(?:[ \u00a0]\p{Ll}+)+$/u, '');
  }
  return title;
};

export class WorkTitleFinder {
  private readonly workClass: string | undefined;
  private readonly afterNoun: RegExp | null = null;
  private readonly sentenceCase: RegExp | null = null;

  constructor(classes: OntologyClass[]) {
    // One class of works, else none (which one a title is would be a guess).
    const works = classes.filter((c) => classKind(c) === 'work');
    this.workClass = works.length === 1 ? works[0]!.name : undefined;
    const nouns = works.length === 1 ? [works[0]!.label, ...works[0]!.aliases, ...WORK_NOUNS] : [];
    const words = [...new Set(nouns.map((n) => n.trim().toLowerCase()))]
      .filter((n) => /^\p{Ll}[\p{Ll} -]{2,}$/u.test(n))
      .map((n) => escapeRegExp(n).replace(/ /g, '[ \\u00a0]'));
    // "her third novel, The Quiet Harbour", "the album Night Ferries", "two books, Dry Season
    // and A Map of Rain": the class's own noun (singular or plural), then a title.
    if (words.length > 0)
      this.sentenceCase = new RegExp(
        String.raw`(?<![\p{L}])(?:${words.join('|')}),?[ \u00a0]+(\p{Lu}[\p{L}'’-]*(?:[ \u00a0]\p{Ll}[\p{L}'’-]*){1,4})([ \u00a0]?\(\d{4}\))`,
        'gu',
      );
    if (words.length > 0)
      this.afterNoun = new RegExp(
        String.raw`(?<![\p{L}])(?:${words.join('|')})(s?),?[ \u00a0]+(${TITLE})`,
        'gu',
      );
  }

  find(text: string): Mention[] {
    const className = this.workClass;
    if (!className) return [];
    const mentions: Mention[] = [];
    const push = (start: number, label: string): void => {
      if (label.length < 2) return;
      mentions.push({
        class_name: className,
        start,
        end: start + label.length,
        label,
        confidence: CONFIDENCE,
        source: 'alias_cue',
      });
    };
    for (const match of text.matchAll(TITLE_YEAR)) {
      let title = match[1]!;
      let start = match.index;
      // "In Low Water Hymns (1965) …": the words before the title are not of it.
      for (;;) {
        const first = /^(\S+)[ \u00a0]+/u.exec(title);
        if (!first) break;
        const word = first[1]!.toLowerCase();
        if (ARTICLES.has(word)) break;
        if (!lexiconTags(word).some((t) => LEADING_TAGS.has(t))) break;
        title = title.slice(first[0].length);
        start += first[0].length;
      }
      // "Her book Build Small (2019)": a small word left is the title's noun, not the title.
      const noun = /^(?:\p{Ll}[\p{L}-]*[ \u00a0]+)+/u.exec(title)?.[0].length ?? 0;
      title = title.slice(noun);
      start += noun;
      // One word alone is as likely a place or a name as a title.
      if (!/[ \u00a0]/.test(title)) continue;
      push(start, title);
    }
    // A title in sentence case, as many languages write them, after a work's noun and before its
    // year: "His memoir, Ezkerreko hanka (2008)", "her first feature, Ur gazia (2017)".
    if (this.sentenceCase)
      for (const match of text.matchAll(this.sentenceCase))
        push(match.index + match[0].length - match[1]!.length - match[2]!.length, match[1]!);
    if (this.afterNoun)
      for (const match of text.matchAll(this.afterNoun)) {
        const title = beforeVerb(match[2]!);
        const start = match.index + match[0].length - match[2]!.length;
        // A plural noun lists its titles: "two books, Dry Season and A Map of Rain".
        const parts = match[1] ? title.split(/[ \u00a0]and[ \u00a0](?=\p{Lu})/u) : [title];
        let at = start;
        for (const part of parts) {
          // One word alone is as likely a place or a name as a title; a pronoun or a
          // preposition opening it ("the film In 2010 …") makes it none.
          const first = part.split(/[ \u00a0]/)[0]!.toLowerCase();
          // One word will do where its year follows: "her first short, Sábado (1985)".
          const dated = /^[ \u00a0]?\(\d{4}\)/u.test(
            text.slice(at + part.length, at + part.length + 8),
          );
          if (
            (/[ \u00a0]/.test(part) || (dated && lexiconTags(first).length === 0)) &&
            (ARTICLES.has(first) || !lexiconTags(first).some((t) => LEADING_TAGS.has(t)))
          )
            push(at, part);
          at += part.length + 5;
        }
      }
    for (const match of text.matchAll(FORM_TITLE)) {
      let title = match[1] ?? match[2]!;
      // "1985  Records Preludes …": a verb opening a line is not the title's.
      const first = /^(\S+)[ \u00a0]+/u.exec(title);
      const verb = first?.[1]!.toLowerCase() ?? '';
      if (first && (isVerb(verb) || (/s$/u.test(verb) && isVerb(verb.slice(0, -1)))))
        title = title.slice(first[0].length);
      if (/[ \u00a0]/u.test(title)) push(match.index + match[0].length - title.length, title);
    }
    for (const match of text.matchAll(LABEL_LINE)) {
      const title = match[1]!;
      // Not where the work came from: "Gift of the Vantrees Foundation, 1989".
      if (/[ \u00a0]/.test(title) && !PROVENANCE.test(title)) push(match.index, title);
    }
    for (const match of text.matchAll(QUOTED)) {
      const title = match[1]!;
      if (/[ \u00a0]/.test(title)) push(match.index + 1, title);
    }
    for (const match of text.matchAll(REFERENCE)) {
      // Authors' initials before the year make it a reference; a prose sentence after "Maré
      // Baixa (1971)." is none.
      if (
        !/(?:(?<![\p{L}])\p{Lu}\.|et[ \u00a0]al\.?)[ \u00a0]*$/u.test(
          text.slice(Math.max(0, match.index - 12), match.index),
        )
      )
        continue;
      const title = (match[2] ?? match[3]!).trim();
      push(match.index + match[0].indexOf(title), title);
    }
    return mentions;
  }
}
