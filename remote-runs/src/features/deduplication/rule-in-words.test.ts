import { i18n, setLanguage } from '@ontoloom/platform';
import '../../i18n';
import { FINISHED } from '../../test-fixtures';
import { ruleInWords } from './rule-in-words';

test('a DNF rule reads as ORs of ANDs of translated predicates', async () => {
  const [rule] = FINISHED.steps.dnf_build.rules;
  expect(ruleInWords(i18n.t, rule!)).toBe(
    'same normalized name, OR same first word of name AND same year in founded',
  );
  await setLanguage('fr');
  expect(ruleInWords(i18n.t, rule!)).toBe(
    'même name normalisé, OU même premier mot de name ET même année dans founded',
  );
  await setLanguage('en');
});
