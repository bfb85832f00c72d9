/**
 * Numbers with a unit of measurement, read by a small grammar of units rather than a list of
 * strings: SI units with their prefixes ("15 µm", "1.68 eV", "2 kPa"), the common units outside
 * the SI (°C, eV, kDa, bp, mM, rpm, psi, ha, t…), units written as words ("micrograms",
 * "degrees Celsius"), compound units with "/", "·", "per" or negative exponents ("mg/kg/day",
 * "2 mg mL−1", "12 to 210 mg CH4 m−2 d−1"), and ranges ("8–15 m", "12 to 210 mg", "4.2 ± 0.3
 * mg"). Each quantity says what its unit measures, so that a dose class takes amounts of a drug
 * and not lab results, and a class of measurements takes neither percentages nor durations
 * unless its own words ask for them.
 */

/** What a unit measures. */
export type Dimension =
  | 'mass'
  | 'volume'
  | 'amount'
  | 'molar'
  | 'length'
  | 'area'
  | 'temperature'
  | 'energy'
  | 'power'
  | 'voltage'
  | 'current'
  | 'resistance'
  | 'frequency'
  | 'pressure'
  | 'radiation'
  | 'data'
  | 'sequence'
  | 'angle'
  | 'speed'
  | 'ratio'
  | 'percent'
  | 'time'
  | 'activity'
  | 'count';

/** A number (or range) with its unit: the unit's first dimension and those it is divided by. */
export type Quantity = {
  start: number;
  end: number;
  /** What the unit's first factor measures ("mg" in "mg/kg/day": mass). */
  dimension: Dimension;
  /** The first factor as written, lower case ("mg", "kg", "°c"). */
  unit: string;
  /** What the unit is divided by ("kg", "day" in "mg/kg/day"), as dimensions. */
  per: Dimension[];
  /** The divisors as written, lower case ("kg", "day"). */
  perUnits: string[];
  /** Whether a number stands in the divisor ("250 mg/5 ml": a strength per volume given). */
  perNumber: boolean;
};

type UnitEntry = { forms: string[]; dimension: Dimension };

// Prefixed SI units, by what they measure: each form as written (case matters: "mM" is a
// concentration, "Mm" nothing we read). Forms that read as English words or times of day ("am",
// "pm", "in", "Ms") are left out, as are one capital letter alone ("A", "C", "K", "M", "N", "T":
// a grade, a name's initial, a thousand or a million as often as a unit).
const MICRO = ['µ', 'μ', 'u'];
const prefixed = (base: string, prefixes: string[]): string[] => prefixes.map((p) => p + base);
const UNITS: UnitEntry[] = [
  {
    dimension: 'mass',
    forms: [
      ...prefixed('g', ['', 'k', 'm', 'n', 'p', 'f', ...MICRO]),
      'mcg',
      't',
      'kt',
      'Mt',
      'Gt',
      'lb',
      'lbs',
      'oz',
      'Da',
      'kDa',
      'MDa',
      ...words(
        'gram kilogram milligram microgram nanogram picogram tonne ton pound ounce dalton kilodalton',
      ),
      'kilo',
      'kilos',
    ],
  },
  {
    dimension: 'volume',
    forms: [
      ...prefixed('L', ['', 'm', 'd', 'c', 'k', 'h', 'M', 'G', 'n', ...MICRO]),
      ...prefixed('l', ['', 'm', 'd', 'c', 'n', ...MICRO]),
      'cc',
      'gal',
      ...words(
        'litre liter millilitre milliliter microlitre microliter decilitre deciliter gallon',
      ),
    ],
  },
  {
    dimension: 'amount',
    forms: [
      ...prefixed('mol', ['', 'm', 'n', 'p', 'f', 'k', ...MICRO]),
      'mEq',
      'meq',
      'IU',
      'iu',
      'mIU',
      'U',
      ...words('unit mole millimole micromole nanomole'),
      'micromol',
      'millimol',
      'nanomol',
    ],
  },
  {
    dimension: 'molar',
    forms: [
      ...prefixed('M', ['m', 'n', 'p', 'f', ...MICRO]),
      'molar',
      'millimolar',
      'micromolar',
      'nanomolar',
    ],
  },
  {
    dimension: 'length',
    forms: [
      ...prefixed('m', ['', 'k', 'c', 'd', 'm', 'n', ...MICRO]),
      'Å',
      'ft',
      'mi',
      'yd',
      'nmi',
      ...words(
        'metre meter kilometre kilometer centimetre centimeter millimetre millimeter micrometre micrometer nanometre nanometer micron foot mile yard',
      ),
      'feet',
      'inches',
      'angstrom',
      'angstroms',
    ],
  },
  { dimension: 'area', forms: ['ha', 'acre', 'acres', 'hectare', 'hectares'] },
  {
    dimension: 'temperature',
    forms: [
      '°C',
      '°F',
      '℃',
      '℉',
      'ºC',
      'ºF',
      '° C',
      '° F',
      'degrees Celsius',
      'degrees Fahrenheit',
      'degrees C',
      'degrees F',
      'kelvin',
    ],
  },
  {
    dimension: 'energy',
    forms: [
      ...prefixed('J', ['k', 'M', 'G', 'm', ...MICRO]),
      ...prefixed('eV', ['', 'm', 'k', 'M', 'G', 'T']),
      ...prefixed('Wh', ['', 'k', 'M', 'G', 'T']),
      'cal',
      'kcal',
      ...words('joule kilojoule calorie kilocalorie electronvolt'),
    ],
  },
  {
    dimension: 'power',
    forms: [
      ...prefixed('W', ['', 'm', 'k', 'M', 'G', 'T', ...MICRO]),
      'hp',
      'dBm',
      ...words('watt kilowatt megawatt gigawatt'),
    ],
  },
  {
    dimension: 'voltage',
    forms: [...prefixed('V', ['', 'm', 'k', 'M', ...MICRO]), ...words('volt millivolt kilovolt')],
  },
  {
    dimension: 'current',
    forms: [...prefixed('A', ['m', 'n', 'k', ...MICRO]), ...words('ampere amp milliamp')],
  },
  { dimension: 'resistance', forms: ['Ω', 'kΩ', 'MΩ', 'mΩ', 'ohm', 'ohms'] },
  {
    dimension: 'frequency',
    forms: [...prefixed('Hz', ['', 'm', 'k', 'M', 'G', 'T']), 'rpm', 'bpm', 'hertz', 'kilohertz'],
  },
  {
    dimension: 'pressure',
    forms: [
      ...prefixed('Pa', ['', 'h', 'k', 'M', 'G', 'm']),
      'bar',
      'mbar',
      'atm',
      'psi',
      'mmHg',
      'cmH2O',
      'Torr',
      'torr',
      ...words('pascal kilopascal atmosphere'),
    ],
  },
  {
    dimension: 'radiation',
    forms: [
      ...prefixed('Gy', ['', 'c', 'm']),
      ...prefixed('Sv', ['', 'm', ...MICRO]),
      ...prefixed('Bq', ['', 'k', 'M', 'G']),
      'Ci',
      'mCi',
      'dB',
      'lx',
      'lm',
    ],
  },
  {
    dimension: 'data',
    forms: [
      'kB',
      'MB',
      'GB',
      'TB',
      'Mbps',
      'Gbps',
      'kbps',
      'bytes',
      'gigabytes',
      'megabytes',
      'terabytes',
    ],
  },
  {
    dimension: 'sequence',
    forms: ['bp', 'kb', 'kbp', 'Mb', 'Mbp', 'nt', ...words('base pair kilobase nucleotide')],
  },
  { dimension: 'angle', forms: ['°', 'º', ...words('degree')] },
  { dimension: 'speed', forms: ['mph', 'km/h', 'kph', 'knots', 'kn'] },
  { dimension: 'ratio', forms: ['ppm', 'ppb', 'ppt', 'ppmv', 'ppbv'] },
  { dimension: 'percent', forms: ['%', '‰', 'percent', 'per cent', 'percentage points'] },
  {
    dimension: 'time',
    forms: [
      's',
      'ms',
      'ns',
      'µs',
      'μs',
      'sec',
      'secs',
      'min',
      'mins',
      'h',
      'hr',
      'hrs',
      'd',
      'wk',
      'wks',
      'yr',
      'yrs',
      'y',
      'mo',
      ...words('second millisecond minute hour day week month year fortnight'),
    ],
  },
  {
    dimension: 'activity',
    forms: ['CFU', 'cfu', 'PFU', 'pfu', 'cells', 'copies', 'genomes', 'spores', 'eggs'],
  },
  {
    dimension: 'count',
    forms: words(
      'tablet tab capsule cap puff drop sachet patch spray vial ampoule dose inhalation pessary suppository lozenge',
    ),
  },
];

/** A noun's singular and plural forms ("gram", "grams"; "patch", "patches"). */
function words(list: string): string[] {
  return list.split(' ').flatMap((w) => [w, /(?:s|sh|ch|x)$/.test(w) ? `${w}es` : `${w}s`]);
}

const DIMENSION_OF = new Map<string, Dimension>();
for (const { forms, dimension } of UNITS)
  for (const form of forms) if (!DIMENSION_OF.has(form)) DIMENSION_OF.set(form, dimension);
// Words a unit's place holds in a divisor only: "per day", "mg/kg/dose", "cells/well".
const DIVISOR_WORDS = new Set(
  [
    'dose',
    'well',
    'cell',
    'plant',
    'tree',
    'animal',
    'person',
    'capita',
    'patient',
    'body',
  ].flatMap((w) => [w, `${w}s`]),
);
// Words are read capitalised too ("Micrograms" opening a line); symbols only as written.
const isWordForm = (form: string): boolean => /^[a-z][a-z ]{2,}$/.test(form);

/** Whether a word is a unit's symbol ("kg", "mmHg"; not a word such as "foot"). */
export const isUnit = (word: string): boolean => DIMENSION_OF.has(word) && !isWordForm(word);

type Form = { form: string; dimension: Dimension | undefined };
/** The forms of units by their first character, longest first, for matching at a position. */
const FORMS_BY_FIRST = new Map<string, Form[]>();
const addForm = (form: string, dimension: Dimension | undefined): void => {
  const variants = isWordForm(form) ? [form, form[0]!.toUpperCase() + form.slice(1)] : [form];
  for (const variant of variants) {
    const list = FORMS_BY_FIRST.get(variant[0]!) ?? [];
    list.push({ form: variant, dimension });
    FORMS_BY_FIRST.set(variant[0]!, list);
  }
};
for (const [form, dimension] of DIMENSION_OF) addForm(form, dimension);
for (const list of FORMS_BY_FIRST.values()) list.sort((a, b) => b.form.length - a.form.length);

// "m2", "cm³", "m−2", "s⁻¹", "m^2", "ha-1": a power of a unit.
const POWER = /\^?[-−‐–]?[1-4](?!\d|[.,]\d)|[⁻⁺]?[¹²³⁴⁵⁶⁷⁸⁹]/y;
const NEGATIVE_POWER = /\^?[-−‐–][1-4](?!\d|[.,]\d)|⁻[¹²³⁴]/y;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
// Where a divisor starts: "/kg", "/ 5 ml", " per day", " per 100 g".
const SLASH = /[ ]?\/[ ]?(?:(\d+(?:[.,]\d+)?)[ ]?)?/y;
const PER = / per (?:(\d+(?:[.,]\d+)?) )?/y;
const PRODUCT = /[·⋅]/y;
// What a quantity is of, between its unit and the unit's divisor: "mg CH4 m−2 d−1", "g C m−2",
// "µmol photons m−2 s−1".
const QUALIFIER = / [\p{L}][\p{L}\p{N}-]{0,11}(?= )/uy;

const stickyAt = (regex: RegExp, text: string, at: number): RegExpExecArray | null => {
  regex.lastIndex = at;
  return regex.exec(text);
};

type Factor = { end: number; written: string; dimension: Dimension | undefined; power: string };

/** The unit (or, in a divisor, a word such as "dose") written at `at`, with its power. */
const factorAt = (text: string, at: number, divisor: boolean): Factor | null => {
  const forms = FORMS_BY_FIRST.get(text[at] ?? '') ?? [];
  const candidates: Form[] = divisor
    ? [
        ...forms,
        ...[...DIVISOR_WORDS]
          .filter((w) => text.startsWith(w, at))
          .map((form) => ({ form, dimension: 'count' as const })),
      ]
    : forms;
  let best: Factor | null = null;
  for (const { form, dimension } of candidates) {
    if (!text.startsWith(form, at)) continue;
    const end = at + form.length;
    const power = stickyAt(POWER, text, end)?.[0] ?? '';
    // A unit ends its word, or a power follows it ("m2", "mL−1").
    if (!power && LETTER_OR_DIGIT.test(text[end] ?? '')) continue;
    if (!best || end > best.end - best.power.length)
      best = { end: end + power.length, written: form, dimension, power };
  }
  return best;
};

/** A length squared is an area, cubed a volume ("m2", "cm³", "m−2"). */
const powered = (dimension: Dimension | undefined, power: string): Dimension | undefined => {
  if (dimension !== 'length' || !power) return dimension;
  const n = /[2²]/.test(power) ? 2 : /[3³]/.test(power) ? 3 : 1;
  return n === 2 ? 'area' : n === 3 ? 'volume' : dimension;
};

const DIGITS = String.raw`\d{1,3}(?:,\d{3})+(?:[.·]\d+)?|\d+(?:[.·]\d+)?(?:,\d{1,2}(?!\d))?`;
// "8–15", "12 to 210", "4.2 ± 0.3", "49/51" (two strengths of one combination).
const RANGE = String.raw`(?:[ ]?(?:[–—‒-]|±|\+\/-)[ ]?|[ ](?:to|-)[ ]|\/)`;
const TIMES_TEN = String.raw`(?:[ ]?[×x][ ]?10(?:\^[-−]?\d+|[⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?`;
// A number stands alone: not inside a word or a code ("CH4", "SpO2"), a fraction or a score
// ("4+/5"), nor a decimal's second half; a unit follows it, after a space or none.
const NUMBER = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/^_+])(?:[-−](?=\d))?(?:${DIGITS})${TIMES_TEN}(?:${RANGE}[-−]?(?:${DIGITS})${TIMES_TEN})?[ ]?(?=[^\s\d])`,
  'gu',
);
// After a quantity: not a word, a number or a unit we do not read ("5 mg/xyz").
const AFTER = /[\p{L}\p{N}]|[.,]\d|\/\p{L}/uy;

/** Every number with a unit in a text, with what its unit measures. */
export const findQuantities = (text: string): Quantity[] => {
  // Spaces of any width read as one.
  const plain = text.replace(/[\u00a0\u2009\u202f]/g, ' ');
  const found: Quantity[] = [];
  for (const number of plain.matchAll(NUMBER)) {
    // The power of a unit already read ("m−2 d−1") starts no quantity.
    if (number.index < (found.at(-1)?.end ?? 0)) continue;
    const at = number.index + number[0].length;
    const first = factorAt(plain, at, false);
    if (!first) continue;
    const dimension = powered(first.dimension, first.power);
    if (!dimension) continue;
    // "the 1990s", "in her 20s": a decade, not seconds.
    if (first.written === 's' && !number[0].endsWith(' ')) continue;
    const per: Dimension[] = [];
    const perUnits: string[] = [];
    let perNumber = false;
    let end = first.end;
    // "mg/kg/day", "mg per day", "mg·kg", "mg mL−1" (a negative power divides without a slash).
    for (let n = 0; n < 3; n += 1) {
      const slash = stickyAt(SLASH, plain, end) ?? stickyAt(PER, plain, end);
      if (slash) {
        const divisor = factorAt(plain, end + slash[0].length, true);
        if (!divisor) break;
        per.push(powered(divisor.dimension, divisor.power) ?? 'count');
        perUnits.push(divisor.written.toLowerCase());
        if (slash[1]) perNumber = true;
        end = divisor.end;
        continue;
      }
      const product = stickyAt(PRODUCT, plain, end);
      if (product) {
        const factor = factorAt(plain, end + 1, false);
        if (!factor) break;
        end = factor.end;
        continue;
      }
      if (plain[end] !== ' ') break;
      const qualifier = stickyAt(QUALIFIER, plain, end);
      let divided: Factor | null = null;
      for (const from of [end + 1, qualifier ? end + qualifier[0].length + 1 : -1]) {
        if (from < 0) continue;
        const factor = factorAt(plain, from, false);
        if (
          factor &&
          stickyAt(NEGATIVE_POWER, plain, factor.end - factor.power.length)?.[0] === factor.power &&
          factor.power
        ) {
          divided = factor;
          break;
        }
      }
      if (!divided) break;
      per.push(powered(divided.dimension, divided.power) ?? 'count');
      perUnits.push(divided.written.toLowerCase());
      end = divided.end;
    }
    if (stickyAt(AFTER, plain, end)) continue;
    found.push({
      start: number.index,
      end,
      dimension,
      unit: first.written.toLowerCase(),
      per,
      perUnits,
      perNumber,
    });
  }
  return found;
};

// What is given of a drug: a mass, a volume, an amount or units, per body weight, body surface,
// time or dose ("5 mg/kg", "75 mg/m2", "2 g/day"). Per litre or per minute of a volume is a lab
// result or a flow ("231 mg/L", "71 ml/min"); kilograms and tonnes are weights, not doses.
const DOSE_DIMENSIONS = new Set<Dimension>(['mass', 'volume', 'amount']);
const DOSE_DIVISORS = new Set<Dimension>(['mass', 'area', 'time', 'count']);
const HEAVY = new Set([
  'kg',
  't',
  'kt',
  'mt',
  'gt',
  'lb',
  'lbs',
  'kilo',
  'kilos',
  'ton',
  'tons',
  'tonne',
  'tonnes',
  'pound',
  'pounds',
  'kilogram',
  'kilograms',
  'da',
  'kda',
  'mda',
  'dalton',
  'daltons',
  'kilodalton',
  'kilodaltons',
]);

/** Whether a quantity is an amount of a drug given. */
export const isDose = (q: Quantity): boolean => {
  if (!DOSE_DIMENSIONS.has(q.dimension) || HEAVY.has(q.unit)) return false;
  if (q.per.length === 0) return true;
  // "mg/kg", "mg/m2", "mg/kg/day", "units/h", a strength "mg/mL" or "250 mg/5 ml"; never a lab
  // result "mmol/mol", "mg/L", "g/dL", nor a flow "ml/min", "ml/min/1.73m2".
  if (q.dimension === 'volume' && q.per.includes('time')) return false;
  if (q.per[0] === 'volume')
    return q.per.length === 1 && (q.perNumber || /^(?:ml|µl|μl|ul)$/.test(q.perUnits[0]!));
  return q.per.every((d) => DOSE_DIVISORS.has(d));
};

/** Which quantities a class of measurements takes besides physical ones. */
export type MeasureOptions = { percentages: boolean; durations: boolean };

/**
 * Whether a quantity is a measurement with a unit: anything but a count of doses or things,
 * and (unless asked for) a percentage, a ratio in parts per, or a span of time alone.
 */
export const isMeasure = (q: Quantity, options: MeasureOptions): boolean => {
  if (q.dimension === 'count') return false;
  if (q.dimension === 'percent') return options.percentages;
  if (q.dimension === 'time' && q.per.length === 0) return options.durations;
  return true;
};
