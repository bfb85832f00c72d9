import type { ClassKind, OntologyClass } from './ontology-document';

// Words that say what a class holds, for ontologies written before classes had a `kind`. Looked
// for in the class's name first, then its label, then its aliases: "Amount" is money, "Dose" a
// quantity, "Clinician" a person. English only; a class whose words say nothing is `other`.
const KIND_WORDS: [ClassKind, string[]][] = [
  [
    'person',
    [
      'person',
      'people',
      'individual',
      'human',
      'employee',
      'author',
      'researcher',
      'scientist',
      'executive',
      'founder',
      'player',
      'athlete',
      'patient',
      'doctor',
      'physician',
      'clinician',
      'nurse',
      'surgeon',
      'politician',
      'artist',
      'actor',
      'manager',
      'ceo',
      'contact',
      'investigator',
      'member',
      'staff',
      'writer',
      'signatory',
      'signer',
      'officer',
      'director',
      'spouse',
      'composer',
      'musician',
      'coach',
    ],
  ],
  [
    'organization',
    [
      'organization',
      'organisation',
      'company',
      'corporation',
      'firm',
      'business',
      'institution',
      'institute',
      'university',
      'agency',
      'team',
      'club',
      'school',
      'hospital',
      'clinic',
      'publisher',
      'startup',
      'bank',
      'manufacturer',
      'laboratory',
      'lab',
      'employer',
      'vendor',
      'supplier',
      'customer',
      'org',
      'party',
      'licensee',
      'licensor',
      'buyer',
      'seller',
      'tenant',
      'landlord',
      'orchestra',
      'band',
      'ministry',
      'government',
    ],
  ],
  [
    'place',
    [
      'place',
      'location',
      'city',
      'country',
      'region',
      'town',
      'state',
      'area',
      'venue',
      'site',
      'headquarters',
      'province',
      'capital',
      'village',
      'continent',
      'geography',
      'jurisdiction',
      'birthplace',
      'premises',
      'address',
    ],
  ],
  ['date', ['date', 'day', 'deadline', 'birthday', 'anniversary', 'when', 'year']],
  [
    'money',
    [
      'money',
      'amount',
      'price',
      'fee',
      'fees',
      'cost',
      'revenue',
      'payment',
      'salary',
      'budget',
      'sum',
      'funding',
      'valuation',
      'rent',
    ],
  ],
  [
    'quantity',
    [
      'quantity',
      'dose',
      'dosage',
      'measurement',
      'measure',
      'percentage',
      'percent',
      'weight',
      'volume',
      'duration',
      'reading',
      'value',
      'concentration',
    ],
  ],
  [
    'product',
    [
      'product',
      'device',
      'software',
      'model',
      'brand',
      'goods',
      'good',
      'service',
      'app',
      'vehicle',
    ],
  ],
  [
    'event',
    [
      'event',
      'meeting',
      'conference',
      'match',
      'game',
      'war',
      'election',
      'procedure',
      'tournament',
      'race',
      'festival',
      'award',
      'prize',
    ],
  ],
  [
    'condition',
    [
      'condition',
      'disease',
      'diagnosis',
      'symptom',
      'illness',
      'disorder',
      'syndrome',
      'infection',
      'finding',
      'problem',
      'complication',
    ],
  ],
  [
    'substance',
    [
      'drug',
      'medication',
      'medicine',
      'compound',
      'chemical',
      'substance',
      'material',
      'molecule',
      'ingredient',
      'treatment',
      'agent',
    ],
  ],
  [
    'work',
    [
      'work',
      'book',
      'novel',
      'film',
      'movie',
      'album',
      'song',
      'paper',
      'publication',
      'article',
      'law',
      'agreement',
      'contract',
      'treaty',
      'patent',
      'opera',
      'symphony',
      'play',
    ],
  ],
];

const KIND_OF_WORD = new Map<string, ClassKind>(
  KIND_WORDS.flatMap(([kind, words]) => words.map((word) => [word, kind] as const)),
);

const wordsOf = (text: string): string[] =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map((word) => (KIND_OF_WORD.has(word) ? word : word.replace(/(?:es|s)$/, '')));

/** The last word that says a kind wins in a name ("DrugDose" is a dose, "StudyAuthor" a person). */
const kindOfText = (text: string): ClassKind | null => {
  const kinds = wordsOf(text)
    .map((word) => KIND_OF_WORD.get(word))
    .filter((kind): kind is ClassKind => kind !== undefined);
  return kinds.at(-1) ?? null;
};

/** What a class holds: its `kind`, else what its name, label or aliases say, else `other`. */
export const classKind = (cls: OntologyClass): ClassKind =>
  cls.kind ??
  kindOfText(cls.name) ??
  kindOfText(cls.label) ??
  cls.aliases.map(kindOfText).find((kind) => kind !== null) ??
  'other';

/** Kinds whose mentions are values read by parsers (dates, amounts, quantities), not names. */
export const VALUE_KINDS: ReadonlySet<ClassKind> = new Set<ClassKind>([
  'date',
  'money',
  'quantity',
]);
