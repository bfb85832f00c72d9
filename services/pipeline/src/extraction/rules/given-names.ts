import { allLocales } from '@faker-js/faker';

type NameLists = string[] | { generic?: string[]; female?: string[]; male?: string[] };

// A given name in Latin script, as documents in English write it: "Teodor", "Séverine", "Oluwaseun".
const LATIN_NAME = /^\p{Lu}[\p{Script=Latin}'’-]*\p{Ll}$/u;

let names: Set<string> | undefined;

/**
 * Given names of the ~70 languages and countries faker's locale data covers (Estonian, Romanian,
 * Yoruba, Vietnamese, Norwegian…), far beyond compromise's English lexicon. Built once, on first
 * use. Not their gender: a name's differs between languages (Nino is a man in Italy, a woman in
 * Georgia), and reading pronouns by it lost as many relations as it found.
 */
const givenNames = (): Set<string> => {
  if (names) return names;
  names = new Set();
  for (const locale of Object.values(allLocales)) {
    const lists = (locale.person as { first_name?: NameLists } | undefined)?.first_name;
    if (!lists) continue;
    const groups = Array.isArray(lists) ? [lists] : [lists.generic, lists.female, lists.male];
    for (const list of groups)
      for (const name of list ?? []) if (LATIN_NAME.test(name)) names.add(name);
  }
  return names;
};

/** Whether a word, as written, is a given name somewhere. */
export const isGivenName = (word: string): boolean => givenNames().has(word);
