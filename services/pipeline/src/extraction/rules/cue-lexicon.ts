import type { OntologyRelation } from '@ontoloom/contract/domain';

/**
 * The ways English says what a relation means, beyond the few cues an ontology lists: a person
 * "worked for" an organisation also where they "were employed by" it, "moved to" it or "signed
 * for" it. A relation takes a meaning's phrases when its name or cues say that meaning and its
 * classes are of the meaning's kinds; its description is not read (it lists neighbours: "taught at
 * universities" in a relation of work).
 */
type Meaning = { source: string; target: string; says: RegExp; cues: string[] };

/** Words that say a person's relation to an organisation is work (`roles.ts` reads them too). */
export const SAYS_WORK = /\b(?:work|works|worked|employ\w*|job|staff)\b/iu;

const MEANINGS: Meaning[] = [
  {
    source: 'person',
    target: 'organization',
    says: SAYS_WORK,
    cues: [
      'worked at',
      'worked for',
      'worked with',
      'employed by',
      'employed at',
      'hired by',
      'signed for',
      'signed with',
      'played with',
      'led at',
      'spell with',
      'spell at',
      'career with',
      'apprentice at',
      'apprentice by',
      'taken on by',
      // An organisation led or run by someone: "a hard-bop group led by the trumpeter Lonnie
      // Gaskill", "Greyling Press, a tiny publisher in Aldwick run by his old friend Maud Kerrigan".
      'led by',
      'run by',
      'headed by',
      'managed by',
      // Time spent there, or once there: "after 12 years at Brennecke Antriebe", "both formerly
      // at the payments company Stromberg Pay".
      'year at',
      'year with',
      'decade at',
      'decade with',
      'formerly at',
      'formerly with',
      'previously at',
      'previously with',
    ],
  },
  {
    // Founding an organisation: "In 1986 he formed Les Étoiles du Niger", "set up Kobowise".
    source: 'person',
    target: 'organization',
    says: /\b(?:found\w*|co-found\w*)\b/iu,
    cues: ['formed', 'set up', 'co-founded', 'established'],
  },
  {
    source: 'person',
    target: 'organization',
    says: /\b(?:stud\w*|educat\w*|school\w*|alumn\w*|graduat\w*)\b/iu,
    cues: [
      'studied at',
      'educated at',
      'enrolled at',
      'graduated from',
      'trained at',
      'degree from',
      'doctorate from',
      'scholarship to',
      'degree at',
      'won a place at',
      'qualified at',
      'student at',
      'students at',
    ],
  },
  {
    source: 'person',
    target: 'person',
    says: /\b(?:marri\w*|spouse|wife|husband)\b/iu,
    cues: ['married to', 'spouse', 'wife', 'husband', 'widow of', 'widower of'],
  },
  {
    source: 'person',
    target: 'work',
    says: /\b(?:wr[io]t\w*|author\w*|compos\w*|direct\w*|paint\w*|creat\w*)\b/iu,
    cues: [
      'co-authored with',
      'co-written with',
      'written with',
      'co-wrote',
      'co-authored',
      'written by',
      'composed by',
      'directed by',
      'painted by',
      'ghost-written by',
    ],
  },
  {
    source: 'substance',
    target: 'condition',
    says: /\b(?:treat\w*|cure\w*|therap\w*|remed\w*)\b/iu,
    cues: [
      'treatment of',
      'treatment for',
      'treated with',
      'therapy for',
      'for the treatment of',
      'used to treat',
      'effective against',
      'controlled',
      'controls',
      'cured',
    ],
  },
  {
    source: 'substance',
    target: 'other',
    says: /\b(?:found|isolat\w*|produc\w*|extract\w*|constituent|detect\w*|occur\w*)\b/iu,
    cues: [
      'made by',
      'secreted by',
      'synthesised by',
      'synthesized by',
      'constituent of',
      'component of',
      'metabolite of',
      'from',
    ],
  },
  {
    // When an agreement takes effect: "This agreement takes effect on May 6, 2024", "will take
    // effect from 3 March 2025", "The sponsorship term begins on 1 January 2025".
    source: 'organization',
    target: 'date',
    says: /\b(?:effect\w*|commenc\w*)\b/iu,
    cues: [
      'takes effect on',
      'takes effect from',
      'take effect on',
      'take effect from',
      'entered into with effect from',
      'term begins on',
      'term starts on',
      'term commences on',
    ],
  },
  {
    // A party's law: "Governing law: England and Wales", "The applicable law is Swiss law".
    source: 'organization',
    target: 'place',
    says: /\b(?:govern\w*|laws?|jurisdictions?)\b/iu,
    cues: ['governing law', 'applicable law', 'proper law'],
  },
  {
    source: 'organization',
    target: 'product',
    says: /\b(?:produc\w*|make\w*|maker|manufactur\w*|develop\w*|sell\w*|brand\w*)\b/iu,
    cues: [
      'maker of',
      'makes',
      'made by',
      'producer of',
      'manufacturer of',
      'manufactures',
      'developer of',
      'developed by',
      'sells',
      'behind',
      'launched',
      'unveiled',
      'unveils',
    ],
  },
];

/** The phrases of the meanings `relation` says, that it does not list already. */
export const builtInCues = (
  relation: OntologyRelation,
  kinds: ReadonlyMap<string, string>,
): string[] => {
  const words = [relation.name.replace(/_/g, ' '), ...relation.cues].join(' ');
  const listed = new Set(relation.cues.map((cue) => cue.trim().toLowerCase()));
  return MEANINGS.filter(
    (m) =>
      kinds.get(relation.source) === m.source &&
      kinds.get(relation.target) === m.target &&
      m.says.test(words),
  )
    .flatMap((m) => m.cues)
    .filter((cue) => !listed.has(cue));
};
