import type { OntologyClass } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import { isVerb, lexiconTags } from './names';

/**
 * Scientific names of living things, as biology writes them: a genus and its species epithet
 * ("Candida auris", "Myotis lucifugus", "Escherichia coli"), and the genus shortened to its
 * initial once named in full ("C. auris"). They go to the one class whose nouns say it holds
 * living things (species, organism, bacterium, fungus…), whatever its kind.
 */

const LIVING_NOUNS = new Set(
  'species organism organisms strain strains pathogen pathogens bacterium bacteria fungus fungi microbe microbes microorganism microorganisms virus viruses plant plants animal animals taxon taxa parasite parasites'.split(
    ' ',
  ),
);

// A genus (capitalised, Latin-looking) and an epithet (lower case, a Latin ending): the epithet
// must be no English word the lexicon knows.
// A strain's qualifier before it is part of its name: "methicillin-resistant Staphylococcus aureus".
const BINOMIAL =
  /(?<![\p{L}\p{N}.-])((?:\p{Ll}+-(?:resistant|susceptible|sensitive|tolerant|producing|negative|positive)[ \u00a0])?)(\p{Lu}\p{Ll}{3,})[ \u00a0](\p{Ll}{3,})(?![\p{L}\p{N}-])/gu;
const EPITHET_ENDING = /(?:us|um|a|ae|is|i|ii|ensis|ans|ens|oides|es|ix|ax|ex|ile|ilis|os|as)$/;
// A genus Latin beyond doubt: its epithet may be a word English also has.
const LATIN_GENUS = /(?:ium|ella|oides|myces|bacter|coccus|bacillus|monas|spora|phyton)$/u;
// What names a form below the species: "f. sp. tritici", "subsp. aureus", "strain MB-17".
const INFRASPECIFIC =
  /^(?:[ \u00a0]+(?:subsp\.|var\.|f\.[ \u00a0]sp\.|pv\.|sv\.)[ \u00a0]+\p{Ll}{3,})*(?:[ \u00a0]+strain[ \u00a0]+[\p{Lu}\d][\p{L}\d-]*)?/u;
const SHORT = /(?<![\p{L}\p{N}])(\p{Lu})\.[ \u00a0](\p{Ll}{3,})(?![\p{L}\p{N}-])/gu;

const CONFIDENCE = 0.7;

export class SpeciesFinder {
  private readonly className: string | undefined;

  constructor(classes: OntologyClass[]) {
    const living = classes.filter((c) =>
      [c.label, ...c.aliases].some((noun) => LIVING_NOUNS.has(noun.trim().toLowerCase())),
    );
    this.className = living.length === 1 ? living[0]!.name : undefined;
  }

  find(text: string): Mention[] {
    const className = this.className;
    if (!className) return [];
    const mentions: Mention[] = [];
    const full = new Map<string, string>();
    for (const match of text.matchAll(BINOMIAL)) {
      const [, qualifier, genus, epithet] = match as unknown as [string, string, string, string];
      const tags = lexiconTags(epithet);
      // An epithet the lexicon knows is Latin still after a genus Latin beyond doubt
      // ("Mycobacterium tuberculosis").
      const latin =
        EPITHET_ENDING.test(epithet) &&
        (tags.length === 0 ||
          (LATIN_GENUS.test(genus) &&
            lexiconTags(genus).length === 0 &&
            tags.every((t) => /^(?:Noun|Singular|Adjective|Uncountable)$/.test(t))));
      if (!latin) continue;
      // A genus is no common English word either ("Several species", "Encapsulated cells").
      if (isVerb(genus) || lexiconTags(genus).some((t) => !/Name|ProperNoun|Noun|Singular/.test(t)))
        continue;
      const below = INFRASPECIFIC.exec(text.slice(match.index + match[0].length))?.[0] ?? '';
      const label = `${qualifier}${genus} ${epithet}${below}`;
      full.set(`${genus[0]}. ${epithet}`, `${genus} ${epithet}`);
      mentions.push({
        class_name: className,
        start: match.index,
        end: match.index + label.length,
        label,
        confidence: CONFIDENCE,
        source: 'lexicon',
      });
    }
    if (full.size === 0) return mentions;
    for (const match of text.matchAll(SHORT)) {
      const label = full.get(`${match[1]}. ${match[2]}`);
      if (!label) continue;
      mentions.push({
        class_name: className,
        start: match.index,
        end: match.index + match[0].length,
        label,
        confidence: CONFIDENCE,
        source: 'lexicon',
      });
    }
    return mentions;
  }
}
