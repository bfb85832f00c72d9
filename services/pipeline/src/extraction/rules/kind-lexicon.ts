import type { OntologyClass, OntologyRelation } from '@ontoloom/contract/domain';
import { classKind, escapeRegExp } from '@ontoloom/contract/domain';
import type { ClassChooser } from './class-choice';
import { isGivenName } from './given-names';
import { lexiconTags } from './names';
import type { Mention } from './mentions';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';
import { isUnit } from './units';

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
  // More WHO and ISO stems: neprilysin inhibitors, hypnotics, inhaled anaesthetics, antifolates,
  // antihistamines, anthelmintics, antiprotozoals, antiseptics, strobilurin fungicides.
  'tril',
  'clone',
  'flurane',
  'trexed',
  'izine',
  'antel',
  'quone',
  'fosine',
  'hexidine',
  'strobin',
  'dazim',
];
const DRUG_WORDS = new Set(
  `paracetamol acetaminophen aspirin warfarin insulin morphine codeine adrenaline epinephrine noradrenaline norepinephrine lithium digoxin heparin nitroglycerin glyceryl trinitrate levothyroxine thyroxine tramadol metformin methadone naloxone fentanyl ketamine propofol dexamethasone hydrocortisone cortisone prednisone prednisolone colchicine allopurinol iron ferrous folic vitamin calcium potassium magnesium zinc oxygen salbutamol albuterol ipratropium tiotropium budesonide fluticasone beclometasone montelukast cetirizine loratadine chlorphenamine promethazine diazepam lorazepam midazolam haloperidol olanzapine quetiapine risperidone clozapine mirtazapine trazodone venlafaxine duloxetine citalopram escitalopram fluoxetine paroxetine amitriptyline nortriptyline gabapentin pregabalin carbamazepine lamotrigine levetiracetam valproate phenytoin topiramate donepezil memantine rivastigmine galantamine levodopa carbidopa ondansetron metoclopramide domperidone omeprazole lansoprazole ranitidine famotidine loperamide senna lactulose macrogol bisacodyl furosemide bumetanide spironolactone bendroflumethiazide hydrochlorothiazide amlodipine nifedipine diltiazem verapamil bisoprolol atenolol metoprolol propranolol carvedilol clopidogrel ticagrelor apixaban rivaroxaban dabigatran edoxaban enoxaparin tinzaparin amoxicillin penicillin flucloxacillin doxycycline clarithromycin azithromycin erythromycin trimethoprim nitrofurantoin ciprofloxacin levofloxacin metronidazole vancomycin gentamicin ceftriaxone cefalexin cephalexin co-amoxiclav tamoxifen letrozole anastrozole methotrexate hydroxychloroquine sulfasalazine adalimumab infliximab rituximab ibuprofen naproxen diclofenac celecoxib tranexamic ursodeoxycholic`.split(
    ' ',
  ),
);

const CONDITION_HEADS = new Set(
  `pain pains ache aches headache headaches migraine fever fevers infection infections failure disease diseases disorder disorders syndrome cancer cancers carcinoma carcinomas tumour tumours tumor tumors lymphoma leukaemia leukemia melanoma sarcoma fracture fractures injury injuries ulcer ulcers hypertension hypotension diabetes asthma anaemia anemia depression anxiety dementia delirium stroke strokes sepsis pneumonia bronchitis cough wheeze wheezing nausea vomiting diarrhoea diarrhea constipation rash rashes oedema edema swelling tenderness bleeding haemorrhage hemorrhage obesity fatigue tiredness insomnia seizure seizures epilepsy arrhythmia fibrillation flutter angina infarction embolism thrombosis stenosis reflux hernia cyst cysts polyp polyps nodule nodules lesion lesions malaria tuberculosis hepatitis influenza flu covid-19 covid allergy allergies eczema psoriasis dermatitis acne gout osteoporosis osteoarthritis arthritis palpitations breathlessness dyspnoea dyspnea syncope confusion dizziness vertigo weakness numbness tremor collapse shock dehydration jaundice cirrhosis incontinence retention frequency urgency hesitancy dysuria haematuria hematuria proteinuria fistula abscess abscesses cellulitis ulceration gangrene blindness deafness palsy paralysis spasm spasms cramp cramps sprain strain tear tears rupture blockage obstruction deficiency intolerance overdose addiction dependence toxicity poisoning burn burns wound wounds bruising contusion laceration concussion hypoxia hypoglycaemia hypoglycemia hyperglycaemia hyperglycemia hyperkalaemia hyperkalemia hyponatraemia hyponatremia preeclampsia pre-eclampsia eclampsia miscarriage infertility discomfort stiffness drowsiness somnolence sleepiness lethargy malaise itching itch pruritus paraesthesia paraesthesiae paresthesia paresthesias polydipsia polyphagia dysphagia odynophagia dyspepsia aphasia dysphasia ataxia apnoea apnea orthopnoea orthopnea haemoptysis hemoptysis haematemesis hematemesis melaena melena epistaxis coryza effusion effusions ascites colic metastases metastasis dysfunction insufficiency wilt blight blotch mildew smut canker anthracnose cholera scabies impetigo caries measles mumps rabies typhoid plague leprosy herpes dengue tetanus diphtheria rubella smallpox polio yaws anthrax bloating sigatoka`.split(
    ' ',
  ),
);
// Heads that name a condition only with a word before them that says what ("weight loss", "low
// mood", "GI upset", "visual disturbance", "stripe rust", "vaginal discharge") or a complement
// after them ("loss of awareness", "exacerbation of COPD").
const WEAK_HEADS = new Set(
  `loss mood upset disturbance disturbances defect defects impairment exacerbation exacerbations stones rust blast rot scab discharge deficiency`.split(
    ' ',
  ),
);
// Words before "discharge" that make it a patient's leaving hospital, not a symptom.
const ADMINISTRATIVE = new Set(
  'inpatient hospital home planned safe early delayed date summary patient ward supported facilitated'.split(
    ' ',
  ),
);
// Common words with a medical ending that name no condition.
const NOT_CONDITIONS = new Set(
  `mechanism mechanisms organism organisms diagnosis diagnoses prognosis prognoses hypnosis osmosis symbiosis apoptosis mitosis meiosis phagocytosis endocytosis exocytosis metamorphosis empathy sympathy telepathy homeopathy naturopathy osteopathy nostalgia academia tourism criticism optimism pessimism metabolism magnetism journalism realism baptism diploma aroma stoma`.split(
    ' ',
  ),
);
// Parts of the body a condition is of ("osteoarthritis of both knees", "fractured neck of femur").
const BODY_PARTS = `head|neck|face|eyes?|ears?|nose|mouth|throat|tongue|jaw|chest|breasts?|lungs?|heart|abdomen|stomach|liver|kidneys?|bladder|bowel|colon|rectum|pancreas|spleen|gallbladder|prostate|uterus|cervix|ovar(?:y|ies)|skin|bones?|spine|back|hips?|knees?|ankles?|foot|feet|toes?|hands?|wrists?|fingers?|elbows?|shoulders?|arms?|legs?|thighs?|femur|tibia|fibula|humerus|radius|ulna|pelvis|skull|brain|thyroid|scalp|joints?|muscles?|tendons?`;
const BODY_PART = new RegExp(`^(?:${BODY_PARTS})$`, 'i');
// A drug's name qualifies these: "iron deficiency anaemia", "lithium toxicity".
const DRUG_QUALIFIED = new Set(
  'deficiency toxicity overdose poisoning allergy intolerance resistance'.split(' '),
);
// Words before a condition that say who or how it was found, not what it is.
const NOT_QUALIFIERS = new Set(
  `most more less least all dx hx pmh h/o c/o s/p r/o d/t query brother sister mother father son daughter wife husband family patient pt brief short prolonged sudden gradual abstract background introduction methods results conclusion conclusions summary objective objectives aims`.split(
    ' ',
  ),
);

const CONDITION_SUFFIX =
  /(?:itis|osis|oses|iasis|aemia|emia|pathy|pathies|algia|uria|oma|omas|plegia|paresis|penia|trophy|megaly|rrhoea|rrhea|ectasis|spasm|plasia|sclerosis|cele|ism|toxicity|thorax)$/;
const CONDITION_ABBREVIATIONS = new Set(
  `UTI UTIs AF COPD CKD T1DM T2DM DM HTN CHF CCF HF MI STEMI NSTEMI DVT PE TIA CVA AKI BPH OSA IBS IBD GORD GERD RA OA ACS CAD IHD PAD PVD PCOS ADHD PTSD OCD GAD MDD HIV AIDS TB URTI LRTI CAP COVID SOB SOBOE LOC VTE ARDS AAA AML CLL CML NSCLC SCLC HCC RCC DKA HHS SAH SDH ICH TBI MND NAFLD NASH PUD GDM PPH SLE GCA PMR SVT PAF CVD CHD BPPV MCI LUTS OAB HFrEF HFpEF LVSD LVH ESRD ESKD IDA AECOPD IECOPD HAP NTD NTDs`.split(
    ' ',
  ),
);
// What follows a condition's head and belongs to it: a part of the body, pregnancy, another
// condition's abbreviation ("infective exacerbation of COPD"), a function lost, an aura, an
// ejection fraction, a stage or a grade.
const COMPLEMENT = new RegExp(
  String.raw`^(?:[ \u00a0]of[ \u00a0](?:(?:the|both|left|right|bilateral)[ \u00a0])?(?:${BODY_PARTS}|pregnancy|childhood|infancy|awareness|consciousness|appetite|weight|vision|hearing|function|sensation|smell|taste|balance|memory|libido|power|movement|${[...CONDITION_ABBREVIATIONS].join('|')})(?![\p{L}\p{N}])` +
    String.raw`|[ \u00a0](?:with|without)[ \u00a0](?:aura|(?:(?:reduced|preserved|mildly[ \u00a0]reduced|mid-range)[ \u00a0])?ejection[ \u00a0]fraction)(?![\p{L}])` +
    String.raw`|[ \u00a0](?:stage|grade)[ \u00a0](?:[0-5][a-cA-C]?|I{1,3}V?|IV)(?![\p{L}\p{N}]))`,
  'u',
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
const GLUED_EFFECT =
  /^(\p{L}{4,}?)-(?:\p{L}+-)?(?:resistant|susceptible|sensitive|tolerant|induced|treated|coated|containing|loaded)$/u;
const DRUG_STEM = new RegExp(`(?:${DRUG_STEMS.join('|')})$`, 'i');
// Prefixes of stems: cephalosporins, sulfonylureas ("gli-"), rifamycins ("rif-").
const DRUG_PREFIX = /^(?:cef|ceph|gli(?=\p{L}{5})|rif(?=a|ax|ap)\p{L}{4})/iu;

const isDrug = (word: string): boolean => {
  const lower = word.toLowerCase();
  if (DRUG_WORDS.has(lower)) return true;
  if (NOT_DRUGS.has(lower) || NOT_ANIONS.has(lower)) return false;
  // "post-cyclone" is no drug: a word English knows glued to another.
  if (lower.includes('-') && lower.split('-').some((part) => tagsOf(part).length > 0)) return false;
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

// A compound named by its discoverers, in small letters as chemists write it, ending as alkaloids
// and peptides do, with a series mark glued on at most: "berberine", "plumbagin", "deguelin",
// "microcystin-LR", "aerophobin-2", "terpinen-4-ol"; no word English knows ("protein", "routine")
// nor one of its compounds ("baseline", "medicine", "uncertain", "yellowfin"), nor a blood
// protein ("haemoglobin", "albumin").
const CHEMICAL_WORD = /^(\p{Ll}{4,}(?:in|ine))(?:-(?:\p{L}{1,2}|\d{1,2}(?:-ol)?))?$/u;
const NOT_CHEMICAL_END = /(?:line|cine|tain|fin|globin|bumin)$/;
// What follows a measured analyte, not a drug given: a bare number ("ferritin 11", "creatinine
// 243, baseline 118"), or a verb of levels ("creatinine peaked at 188", "had risen to 168").
const MEASURED_AFTER =
  /^[ \u00a0]+(?:\d+(?:[.,]\d+)?(?![\d.,]*[ \u00a0]*(?:mg|mcg|µg|g|units?|ml|iu|tablets?|puffs?)\b)|(?:had[ \u00a0]+|has[ \u00a0]+)?(?:peaked|rose|risen|fell|fallen|came[ \u00a0]+down|dropped|is[ \u00a0]+stable|was[ \u00a0]+stable|levels?)\b)/iu;
const isMeasured = (text: string, word: string): boolean => {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(word)}(?![\\p{L}\\p{N}-])`, 'giu');
  for (const match of text.matchAll(pattern))
    if (MEASURED_AFTER.test(text.slice(match.index + word.length, match.index + word.length + 30)))
      return true;
  return false;
};
const lowerFirst = (word: string): string => word.charAt(0).toLowerCase() + word.slice(1);
const isChemicalWord = (word: string): boolean => {
  const base = CHEMICAL_WORD.exec(word)?.[1];
  return (
    base !== undefined &&
    base.length >= 7 &&
    !NOT_CHEMICAL_END.test(base) &&
    tagsOf(base).length === 0
  );
};

// A compound named by the rules of organic chemistry: substituents, a parent chain or ring and
// its ending ("methane", "ethanol", "dichloromethane", "acetone", "toluene", "acetate"), or an
// element carrying alkyl groups ("methylmercury", "tributyltin"); no word English knows.
const ORGANIC_NAME = new RegExp(
  String.raw`^(?:(?:di|tri|tetra|penta|hexa|poly)?(?:chloro|bromo|fluoro|iodo|nitro|amino|hydroxy|methyl|ethyl|propyl|butyl|phenyl|acetyl|vinyl|carboxy|cyclo|iso))*(?:meth|eth|prop|but|pent|hex|hept|oct|non|dec|benz|tolu|phen|xyl|acet|glycer)(?:ane|ene|yne|anol|anal|anone|ol|al|one|ylene|ate|amide|amine)$|^(?:mono|di|tri|tetra)?(?:methyl|ethyl|butyl|phenyl)(?:mercury|tin|lead|arsenic|zinc|lithium)$`,
  'u',
);
const isOrganicName = (word: string): boolean =>
  word.length >= 6 && ORGANIC_NAME.test(word) && tagsOf(word).length === 0;

const isConditionHead = (word: string): boolean => {
  if (CONDITION_ABBREVIATIONS.has(word)) return true;
  const lower = word.toLowerCase();
  if (CONDITION_HEADS.has(lower) || WEAK_HEADS.has(lower)) return true;
  return (
    lower.length >= 6 &&
    /^\p{L}+$/u.test(lower) &&
    CONDITION_SUFFIX.test(lower) &&
    !NOT_CONDITIONS.has(lower) &&
    // "Thomas" is no tumour, "Loma" no lesion: a given name as written.
    !isGivenName(word) &&
    !tagsOf(lower).some((t) => STOP_TAGS.has(t))
  );
};

/** An adverb ("effectively", "recently") or a phrase glued by hyphens ("hard-to-treat"). */
const isAdverbial = (word: string): boolean =>
  (/^\p{L}{3,}ly$/u.test(word) && !NOT_ADVERBS.has(word)) ||
  word
    .split('-')
    .some((part, i, parts) => parts.length > 1 && (FUNCTION_WORDS.has(part) || /ly$/.test(part)));
const FUNCTION_WORDS = new Set('to of the and or in on by for with'.split(' '));
// Participles that qualify a condition ("infected wound", "advanced cancer", "crushing chest
// pain"); any other ("reduced", "controlled", "damaging") is a verb of the sentence.
const CONDITION_PARTICIPLES = new Set(
  `infected impaired advanced disseminated localised localized generalised generalized inherited acquired uncontrolled untreated complicated uncomplicated fractured dislocated inflamed enlarged raised elevated herniated perforated ruptured strangulated obstructed crushing burning stabbing shooting throbbing relapsing remitting`.split(
    ' ',
  ),
);
// A condition's name before these is a vaccine's or a toxin's ("oral cholera vaccine").
const NOT_CONDITION_AFTER = /^[ \u00a0]+(?:vaccines?|vaccination|toxins?|antigens?)\b/i;
const NOT_ADVERBS = new Set(
  'family belly elderly daily weekly monthly yearly holy jelly assembly anomaly melancholy butterfly'.split(
    ' ',
  ),
);

type Token = { text: string; start: number; end: number };

// Metals a salt is named after, and words with a cation's ending ("sodium", "guanidinium",
// "ferrous", "ferric", "glyceryl"); anions by theirs ("valproate", "sulfate", "chloride",
// "hypochlorite", "sulfoxide").
const METALS = new Set(['iron', 'zinc', 'calcium', 'potassium', 'magnesium', 'lithium']);
/**
 * The chemical elements by their English names (IUPAC, with the British spellings), but those
 * English also uses as common words ("lead", "tin", "gold", "silver", "iron" as a verb or a
 * metaphor): a substance by themselves ("selenium", "mercury") and the first word of a compound
 * ("carbon dioxide", "copper hydroxide", "aluminium oxide").
 */
const ELEMENTS = new Set(
  `hydrogen helium lithium beryllium boron carbon nitrogen oxygen fluorine neon sodium magnesium aluminium aluminum silicon phosphorus sulfur sulphur chlorine argon potassium calcium scandium titanium vanadium chromium manganese cobalt nickel copper zinc gallium germanium arsenic selenium bromine krypton rubidium strontium yttrium zirconium niobium molybdenum technetium ruthenium rhodium palladium cadmium indium antimony tellurium iodine xenon caesium cesium barium lanthanum cerium praseodymium neodymium promethium samarium europium gadolinium terbium dysprosium holmium erbium thulium ytterbium lutetium hafnium tantalum tungsten rhenium osmium iridium platinum mercury thallium bismuth polonium astatine radon francium radium actinium thorium protactinium uranium neptunium plutonium americium curium`.split(
    ' ',
  ),
);
/** An element's name in small letters ("selenium"; "Selenium" opening a sentence). */
const isElement = (word: string): boolean =>
  /^\p{L}\p{Ll}+$/u.test(word) && ELEMENTS.has(word.toLowerCase());
const isCation = (word: string): boolean => {
  const lower = word.toLowerCase();
  if (METALS.has(lower) || ELEMENTS.has(lower)) return true;
  if (/^(?:ferr|cupr|stann|plumb|aur|mercur|chrom|mangan|cobalt|nickel)ic$/.test(lower))
    return true;
  return /^\p{Ll}{3,}(?:ium|ous|yl)$/u.test(lower) && tagsOf(lower).length === 0;
};
// Words with an anion's ending that name a class of compounds, not one.
const NOT_ANIONS = new Set(
  `peptide peptides lipopeptide lipopeptides polypeptide nucleotide nucleotides oligonucleotide polysaccharide saccharide pesticide pesticides fungicide fungicides herbicide herbicides insecticide insecticides bactericide acaricide nematicide biocide glycoside glycosides`.split(
    ' ',
  ),
);
const isAnion = (word: string): boolean =>
  /^\p{Ll}{2,}(?:ate|ide|ite)$/u.test(word.toLowerCase()) &&
  !NOT_ANIONS.has(word.toLowerCase()) &&
  (tagsOf(word.toLowerCase()).length === 0 ||
    /(?:sulf|sulph|phosph|nitr|chlor|brom|iod|fluor|carbon|acet|lact|citr|ox|gluc|fumar|succin|tartr|mesyl|maleate)/.test(
      word.toLowerCase(),
    ));

/**
 * The end of a compound named by the rules of chemical names from token `i`: an acid ("folic
 * acid", "tranexamic acid"), a salt ("magnesium sulfate", "sodium zirconium cyclosilicate"), a
 * drug with its salt or derivative ("triclabendazole sulfoxide"); -1 when none starts there.
 */
const compoundEnd = (text: string, tokens: Token[], i: number): number => {
  const spaced = (a: number): boolean =>
    tokens[a + 1] !== undefined &&
    /^[ \u00a0]$/.test(text.slice(tokens[a]!.end, tokens[a + 1]!.start));
  const word = tokens[i]!.text;
  const lower = word.toLowerCase();
  const next = tokens[i + 1]?.text ?? '';
  if (
    /^\p{Ll}{3,}(?:ic|ous)$/u.test(lower) &&
    (DRUG_WORDS.has(lower) || tagsOf(lower).length === 0) &&
    /^acids?$/i.test(next) &&
    spaced(i)
  ) {
    // An ester of the acid: "caffeic acid phenethyl ester".
    if (
      spaced(i + 1) &&
      spaced(i + 2) &&
      /yl$/.test(tokens[i + 2]!.text) &&
      /^esters?$/.test(tokens[i + 3]?.text ?? '')
    )
      return tokens[i + 3]!.end;
    return tokens[i + 1]!.end;
  }
  // The second word of a salt is not where it starts ("sodium zirconium cyclosilicate").
  if (i > 0 && spaced(i - 1) && isCation(tokens[i - 1]!.text)) return -1;
  if (isCation(word)) {
    let k = i;
    if (spaced(k) && isCation(tokens[k + 1]!.text) && !isAnion(tokens[k + 1]!.text)) k += 1;
    if (spaced(k) && isAnion(tokens[k + 1]!.text)) return tokens[k + 1]!.end;
  }
  if (isDrug(word) && spaced(i) && (isAnion(next) || (isCation(next) && !isDrug(next))))
    return tokens[i + 1]!.end;
  return -1;
};

/** A combination written with a slash, each part a drug: "sacubitril/valsartan". */
const isCombination = (word: string): boolean =>
  word.includes('/') && word.split('/').every((part) => part.length > 0 && isDrug(part));

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
    // "Berberine from Coptis chinensis …": a sentence's capital is no name's, nor is one after a
    // line's time, number or bullet ("14:00  Berberine from …", "2. Ajoene from garlic").
    const opensSentence = (token: Token): boolean => {
      const sentence = sentences[sentenceOf(sentences, token.start)];
      const lineStart = text.lastIndexOf('\n', token.start) + 1;
      const before = text.slice(Math.max(sentence?.start ?? 0, lineStart), token.start);
      return /^[\s"“'‘(]*(?:(?:\d{1,2}[:.]\d{2}|\d{1,3}[.)]|[-•*–])[ \t\u00a0|]+)?$/u.test(before);
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
        // "chloroquine-resistant", "artemisinin-partially-resistant": what a word is resistant
        // to, or induced or treated by, is a drug of its own.
        const glued = GLUED_EFFECT.exec(token.text)?.[1];
        if (isDrug(token.text))
          push(this.substances, token.start, variant ? next.end : token.end, DRUG_CONFIDENCE);
        else if (glued && (isDrug(glued) || isChemicalWord(glued)))
          push(this.substances, token.start, token.start + glued.length, DRUG_CONFIDENCE);
        else if (variant && isCompoundWord(token.text) && !isConditionHead(token.text))
          push(this.substances, token.start, next.end, DRUG_CONFIDENCE);
        else if (isCombination(token.text))
          push(this.substances, token.start, token.end, DRUG_CONFIDENCE);
        else if (
          isChemicalWord(opensSentence(token) ? lowerFirst(token.text) : token.text) &&
          !isConditionHead(token.text) &&
          !isMeasured(text, token.text)
        )
          push(this.substances, token.start, token.end, DRUG_CONFIDENCE * 0.9);
        else if (isOrganicName(opensSentence(token) ? lowerFirst(token.text) : token.text))
          push(this.substances, token.start, token.end, DRUG_CONFIDENCE * 0.9);
        const compound = compoundEnd(text, tokens, i);
        if (compound !== -1) push(this.substances, token.start, compound, DRUG_CONFIDENCE);
        else if (
          isElement(token.text) &&
          !isDrug(token.text) &&
          // Not the second word of a compound ("sodium chloride" is one substance).
          !(
            i > 0 &&
            text.slice(tokens[i - 1]!.end, token.start) === ' ' &&
            isCation(tokens[i - 1]!.text)
          )
        )
          push(this.substances, token.start, token.end, DRUG_CONFIDENCE);
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
          if (NOT_QUALIFIERS.has(lower) || isAdverbial(lower)) break;
          // Not a unit, a code or an abbreviation with a slash ("5 kg weight loss", "d/t").
          if ((/[\d/]/.test(previous.text) && !numberAfterType) || isUnit(previous.text)) break;
          // A participle is the sentence's verb ("reduced stripe rust"), unless it qualifies
          // conditions ("infected wound") or is a noun ("morning stiffness", "community-acquired").
          if (
            /(?:ed|ing)$/.test(lower) &&
            !lower.includes('-') &&
            !CONDITION_PARTICIPLES.has(lower) &&
            !isConditionHead(lower) &&
            !tagsOf(lower).some((t) => t === 'Singular' || t === 'Plural' || t === 'Noun')
          )
            break;
          if (tagsOf(lower).some((t) => STOP_TAGS.has(t))) break;
          // "iron deficiency anaemia": a drug names what is lacking or in excess.
          const lacking = DRUG_QUALIFIED.has(tokens[j + 1]!.text.toLowerCase());
          if ((isDrug(previous.text) && !lacking) || CONDITION_ABBREVIATIONS.has(previous.text))
            break;
          start = previous.start;
        }
        // And what follows that belongs to it: "of both knees", "without aura", "stage 3a".
        const complement = COMPLEMENT.exec(text.slice(token.end, token.end + 60));
        const end = token.end + (complement?.[0].length ?? 0);
        const lower = token.text.toLowerCase();
        const qualified = start < token.start || complement !== null;
        const administrative =
          lower === 'discharge' &&
          (start === token.start ||
            ADMINISTRATIVE.has(
              text.slice(start, token.start).trim().split(/\s+/).at(-1)!.toLowerCase(),
            ));
        const vaccine = NOT_CONDITION_AFTER.test(text.slice(token.end, token.end + 16));
        if ((!WEAK_HEADS.has(lower) || qualified) && !administrative && !vaccine)
          push(this.conditions, start, end, CONDITION_CONFIDENCE);
      }
      // "fractured neck of femur", "broken left wrist": a part of the body broken.
      if (this.conditions.length > 0 && /^(?:fractured|broken)$/i.test(token.text)) {
        let k = i + 1;
        if (/^(?:left|right)$/i.test(tokens[k]?.text ?? '')) k += 1;
        const part = tokens[k];
        if (
          part &&
          BODY_PART.test(part.text) &&
          /^[ \u00a0]+$/.test(text.slice(tokens[k - 1]!.end, part.start))
        ) {
          const complement = COMPLEMENT.exec(text.slice(part.end, part.end + 40));
          push(
            this.conditions,
            token.start,
            part.end + (complement?.[0].length ?? 0),
            CONDITION_CONFIDENCE,
          );
        }
      }
    });
    return mentions;
  }
}
