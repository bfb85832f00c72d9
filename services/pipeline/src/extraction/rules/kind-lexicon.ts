import type { OntologyClass, OntologyRelation } from '@ontoloom/contract/domain';
import { classKind } from '@ontoloom/contract/domain';
import type { ClassChooser } from './class-choice';
import { lexiconTags } from './names';
import type { Mention } from './mentions';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';

/**
 * Mentions of drugs and of conditions without any example in the ontology, for the classes of
 * kind `substance` and `condition`: drug names by the WHO/USAN stems of international
 * non-proprietary names (-statin, -pril, -olol, -mab…) and a few common names without one;
 * conditions by their head words (pain, infection, failure, syndrome…), medical suffixes (-itis,
 * -osis, -aemia…) and common clinical abbreviations, with the words that qualify them ("chest
 * pain", "acute kidney injury", "type 2 diabetes").
 */

const DRUG_STEMS = [
  'statin',
  'pril',
  'prilat',
  'sartan',
  'olol',
  'alol',
  'dipine',
  'prazole',
  'azole',
  'tidine',
  'mab',
  'nib',
  'cillin',
  'mycin',
  'micin',
  'cycline',
  'floxacin',
  'oxacin',
  'vir',
  'parin',
  'xaban',
  'gatran',
  'gliptin',
  'glitazone',
  'gliflozin',
  'glutide',
  'formin',
  'lukast',
  'sone',
  'olone',
  'onide',
  'terol',
  'tropium',
  'setron',
  'triptan',
  'azepam',
  'zolam',
  'azolam',
  'pam',
  'peridol',
  'oxetine',
  'aline',
  'triptyline',
  'pramine',
  'apine',
  'idone',
  'codone',
  'profen',
  'proxen',
  'fenac',
  'coxib',
  'caine',
  'thiazide',
  'semide',
  'tide',
  'relin',
  'dronate',
  'platin',
  'taxel',
  'rubicin',
  'grel',
  'grelor',
  'darone',
  'pentin',
  'gabalin',
  'dopa',
  'amide',
  'zosin',
  'osin',
  'lamide',
  'afil',
  'tadine',
  'triptyline',
  'barb',
  'barbital',
  'cef',
  'ceph',
  'conazole',
  'fungin',
  'mustine',
  'trexate',
  'uracil',
  'limus',
  'cept',
  'kinra',
  'ximab',
  'zumab',
  'umab',
  'tinib',
  'ciclib',
  'lisib',
  'parib',
  'rafenib',
  'zomib',
  'vudine',
  'buvir',
  'previr',
  'asvir',
  'tegravir',
  'navir',
  'amivir',
  'ciclovir',
  'oxacillin',
  'clav',
  'dazole',
  'nidazole',
  'quine',
  'artem',
  'sulfa',
  'bactam',
  'penem',
  'tecan',
  'glinide',
  'etine',
  'azine',
  'thixene',
  'tirelin',
  'mectin',
  'methrin',
];
const DRUG_WORDS = new Set(
  `paracetamol acetaminophen aspirin warfarin insulin morphine codeine adrenaline epinephrine noradrenaline norepinephrine lithium digoxin heparin nitroglycerin glyceryl trinitrate levothyroxine thyroxine tramadol metformin methadone naloxone fentanyl ketamine propofol dexamethasone hydrocortisone cortisone prednisone prednisolone colchicine allopurinol iron ferrous folic acid vitamin calcium potassium magnesium zinc oxygen salbutamol albuterol ipratropium tiotropium budesonide fluticasone beclometasone montelukast cetirizine loratadine chlorphenamine promethazine diazepam lorazepam midazolam haloperidol olanzapine quetiapine risperidone clozapine mirtazapine trazodone venlafaxine duloxetine citalopram escitalopram fluoxetine paroxetine amitriptyline nortriptyline gabapentin pregabalin carbamazepine lamotrigine levetiracetam valproate phenytoin topiramate donepezil memantine rivastigmine galantamine levodopa carbidopa ondansetron metoclopramide domperidone omeprazole lansoprazole ranitidine famotidine loperamide senna lactulose macrogol bisacodyl furosemide bumetanide spironolactone bendroflumethiazide hydrochlorothiazide amlodipine nifedipine diltiazem verapamil bisoprolol atenolol metoprolol propranolol carvedilol clopidogrel ticagrelor apixaban rivaroxaban dabigatran edoxaban enoxaparin tinzaparin amoxicillin penicillin flucloxacillin doxycycline clarithromycin azithromycin erythromycin trimethoprim nitrofurantoin ciprofloxacin levofloxacin metronidazole vancomycin gentamicin ceftriaxone cefalexin cephalexin co-amoxiclav tamoxifen letrozole anastrozole methotrexate hydroxychloroquine sulfasalazine adalimumab infliximab rituximab ibuprofen naproxen diclofenac celecoxib tranexamic ursodeoxycholic`.split(
    ' ',
  ),
);

const CONDITION_HEADS = new Set(
  `pain pains ache aches headache headaches migraine fever fevers infection infections failure disease diseases disorder disorders syndrome cancer cancers carcinoma carcinomas tumour tumours tumor tumors lymphoma leukaemia leukemia melanoma sarcoma fracture fractures injury injuries ulcer ulcers hypertension hypotension diabetes asthma anaemia anemia depression anxiety dementia delirium stroke strokes sepsis pneumonia bronchitis cough wheeze wheezing nausea vomiting diarrhoea diarrhea constipation rash rashes oedema edema swelling tenderness discharge bleeding haemorrhage hemorrhage obesity fatigue tiredness insomnia seizure seizures epilepsy arrhythmia fibrillation flutter angina infarction embolism thrombosis stenosis reflux hernia cyst cysts polyp polyps nodule nodules lesion lesions malaria tuberculosis hepatitis influenza flu covid-19 covid allergy allergies eczema psoriasis dermatitis acne gout osteoporosis osteoarthritis arthritis palpitations breathlessness dyspnoea dyspnea syncope confusion dizziness vertigo weakness numbness tremor collapse shock dehydration jaundice cirrhosis incontinence retention frequency urgency hesitancy dysuria haematuria hematuria proteinuria fistula abscess abscesses cellulitis ulceration gangrene blindness deafness palsy paralysis spasm spasms cramp cramps sprain strain tear tears rupture blockage obstruction deficiency intolerance overdose addiction dependence toxicity poisoning burn burns wound wounds bruising contusion laceration concussion hypoxia hypoglycaemia hypoglycemia hyperglycaemia hyperglycemia hyperkalaemia hyperkalemia hyponatraemia hyponatremia preeclampsia pre-eclampsia eclampsia miscarriage infertility`.split(
    ' ',
  ),
);
const CONDITION_SUFFIX =
  /(?:itis|osis|oses|iasis|aemia|emia|pathy|pathies|algia|uria|oma|omas|plegia|paresis|penia|trophy|megaly|rrhoea|rrhea|ectasis|spasm|plasia|sclerosis|cele|ism)$/;
const CONDITION_ABBREVIATIONS = new Set(
  `UTI UTIs AF COPD CKD T1DM T2DM DM HTN CHF CCF HF MI STEMI NSTEMI DVT PE TIA CVA AKI BPH OSA IBS IBD GORD GERD RA OA ACS CAD IHD PAD PVD PCOS ADHD PTSD OCD GAD MDD HIV AIDS TB URTI LRTI CAP COVID`.split(
    ' ',
  ),
);
// Qualifiers that describe a mention without naming the condition ("previous UTI").
const NOT_PART = new Set(
  `previous prior known new recent suspected possible probable likely ongoing current mild moderate severe worsening increasing improving some any no denies denied history his her their its the a an of with without for and or on in at to from reported presenting presented complains complaining c/o due secondary significant ongoing persistent intermittent occasional transient further other marked small large early late symmetrical asymmetrical updated one two three four five several multiple few describes reports notes has have had`.split(
    ' ',
  ),
);
const STOP_TAGS = new Set([
  'Determiner',
  'Preposition',
  'Pronoun',
  'Possessive',
  'Conjunction',
  'Verb',
  'PastTense',
  'PresentTense',
  'Infinitive',
  'Gerund',
  'Copula',
  'Modal',
  'Adverb',
  'Negative',
  'QuestionWord',
]);

const tagsOf = lexiconTags;
const PREPOSITIONS = new Set(
  'against into onto via per versus vs after before during since until despite about above below over under between among through across toward towards within'.split(
    ' ',
  ),
);
const NOT_DRUGS = new Set(['cholesterol', 'sterol', 'hormone', 'cortisol']);

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’/-]*/gu;
const DRUG_STEM = new RegExp(`(?:${DRUG_STEMS.join('|')})$`, 'i');
const DRUG_PREFIX = /^(?:cef|ceph)/i;

const isDrug = (word: string): boolean => {
  const lower = word.toLowerCase();
  if (DRUG_WORDS.has(lower)) return true;
  if (NOT_DRUGS.has(lower)) return false;
  if (lower.length < 6 || !/^\p{L}[\p{L}-]+$/u.test(lower)) return false;
  // A word English knows ("examine", "routine", "machine") is not a drug.
  if (tagsOf(lower).length > 0) return false;
  return DRUG_STEM.test(lower) || DRUG_PREFIX.test(lower);
};

// A series letter after a compound's name, with a digit or two at most ("B", "B12"); not "I".
const VARIANT_LETTER = /^(?!I$)\p{Lu}\d{0,2}$/u;
// A word that could name a compound before its letter: lower case (or capitalised to open a
// sentence), long, with an ending of chemical names (-in, -ine, -one, -ide, -ol, -ate, -ene…)
// and no word English knows ("protein A" is one, "group A" is not).
const isCompoundWord = (word: string): boolean =>
  /^\p{L}\p{Ll}{2,}(?:in|ine|one|ide|ol|ole|ate|ane|ene|yne|ose|ase|oid|cin|mycin)$/u.test(word) &&
  tagsOf(word.toLowerCase()).length === 0;

const isConditionHead = (word: string): boolean => {
  if (CONDITION_ABBREVIATIONS.has(word)) return true;
  const lower = word.toLowerCase();
  if (CONDITION_HEADS.has(lower)) return true;
  return (
    lower.length >= 6 &&
    /^\p{L}+$/u.test(lower) &&
    CONDITION_SUFFIX.test(lower) &&
    !tagsOf(lower).some((t) => STOP_TAGS.has(t))
  );
};

type Token = { text: string; start: number; end: number };

const DRUG_CONFIDENCE = 0.65;
const CONDITION_CONFIDENCE = 0.6;

export class KindLexiconFinder {
  private readonly substances: string[];
  private readonly conditions: string[];
  /** Words that name other classes or state relations end a condition's qualifiers. */
  private readonly otherWords: Set<string>;

  constructor(
    classes: OntologyClass[],
    private readonly chooser: ClassChooser,
    relations: OntologyRelation[] = [],
  ) {
    this.otherWords = new Set(
      [
        ...classes
          .filter((c) => classKind(c) !== 'condition')
          .flatMap((c) => [c.label, ...c.aliases]),
        ...relations.flatMap((r) => r.cues),
      ]
        .flatMap((words) => words.toLowerCase().split(/\s+/))
        .filter((w) => w.length >= 3),
    );
    this.substances = classes.filter((c) => classKind(c) === 'substance').map((c) => c.name);
    this.conditions = classes.filter((c) => classKind(c) === 'condition').map((c) => c.name);
  }

  find(text: string, sentences: Span[]): Mention[] {
    if (this.substances.length + this.conditions.length === 0) return [];
    const tokens: Token[] = [...text.matchAll(TOKEN)].map((m) => ({
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
    }));
    const mentions: Mention[] = [];
    const push = (candidates: string[], start: number, end: number, confidence: number) => {
      if (candidates.length === 0) return;
      const sentence = sentences[sentenceOf(sentences, start)] ?? { start: 0, end: text.length };
      let best = candidates[0]!;
      let bestScore = 0;
      for (const candidate of candidates) {
        const score = this.chooser.score(text, sentence, { start, end }, candidate);
        if (score > bestScore) [best, bestScore] = [candidate, score];
      }
      mentions.push({
        class_name: best,
        start,
        end,
        label: text.slice(start, end),
        confidence,
        source: 'lexicon',
      });
    };
    tokens.forEach((token, i) => {
      if (this.substances.length > 0) {
        // A compound's letter of a series is part of its name: "amphotericin B", "iturin A";
        // a word English does not know before such a letter names a compound of its own.
        const next = tokens[i + 1];
        const variant =
          next &&
          VARIANT_LETTER.test(next.text) &&
          text.slice(token.end, next.start) === ' ' &&
          !/^[\p{L}\p{N}&/-]/u.test(text.slice(next.end, next.end + 1));
        if (isDrug(token.text))
          push(this.substances, token.start, variant ? next.end : token.end, DRUG_CONFIDENCE);
        else if (variant && isCompoundWord(token.text) && !isConditionHead(token.text))
          push(this.substances, token.start, next.end, DRUG_CONFIDENCE);
      }
      if (this.conditions.length > 0 && isConditionHead(token.text)) {
        // The words before that qualify it: "acute kidney injury", "type 2 diabetes".
        let start = token.start;
        for (let j = i - 1; j >= Math.max(0, i - 3); j -= 1) {
          const previous = tokens[j]!;
          const gap = text.slice(previous.end, start);
          if (!/^[ \u00a0]$/.test(gap)) break;
          const lower = previous.text.toLowerCase();
          const numberAfterType =
            /^\d+$/.test(previous.text) && tokens[j - 1]?.text.toLowerCase() === 'type';
          if (/^\d/.test(previous.text) && !numberAfterType) break;
          if (NOT_PART.has(lower) || PREPOSITIONS.has(lower) || this.otherWords.has(lower)) break;
          if (tagsOf(lower).some((t) => STOP_TAGS.has(t))) break;
          if (isDrug(previous.text) || CONDITION_ABBREVIATIONS.has(previous.text)) break;
          start = previous.start;
        }
        push(this.conditions, start, token.end, CONDITION_CONFIDENCE);
      }
    });
    return mentions;
  }
}
