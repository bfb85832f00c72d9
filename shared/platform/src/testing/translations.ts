type Resources = { [key: string]: string | Resources };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(resources: Resources, prefix = '', into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(resources)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]).sort();

/**
 * What is wrong with a remote's translations against its English file: missing keys, missing plural
 * forms (each language needs the forms Intl.PluralRules gives it), changed {{variables}}, keys
 * English does not have, and values left in English (more than `maxEnglishShare` of them).
 */
export function translationProblems(
  en: Resources,
  languages: Record<string, Resources>,
  { maxEnglishShare = 0.25 } = {},
): string[] {
  const problems: string[] = [];
  const english = flatten(en);
  for (const [language, resources] of Object.entries(languages)) {
    const translated = flatten(resources);
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const expected = new Map<string, string>();
    for (const [key, value] of english) {
      if (!PLURAL_SUFFIX.test(key)) expected.set(key, value);
      else if (key.endsWith('_other')) {
        const base = key.replace(PLURAL_SUFFIX, '');
        for (const form of forms) expected.set(`${base}_${form}`, value);
      }
    }
    let english_ = 0;
    for (const [key, source] of expected) {
      const value = translated.get(key);
      if (value === undefined) {
        problems.push(`${language}: missing ${key}`);
        continue;
      }
      if (value === source) english_ += 1;
      // A plural form may spell its number out ("one change"), so it may drop {{count}}.
      const wanted = variables(source).filter(
        (name) => !(PLURAL_SUFFIX.test(key) && name === 'count'),
      );
      const found = variables(value);
      for (const name of wanted) {
        if (!found.includes(name)) problems.push(`${language}: ${key} lacks {{${name}}}`);
      }
    }
    for (const key of translated.keys()) {
      const known = expected.has(key) || english.has(key);
      if (!known) problems.push(`${language}: ${key} is not in English`);
    }
    if (english_ / Math.max(1, expected.size) > maxEnglishShare) {
      problems.push(`${language}: ${english_} of ${expected.size} values are the English text`);
    }
  }
  return problems;
}
