import { translationProblems } from '../../testing/translations';
import { commonAr } from './common-ar';
import { commonEn } from './common-en';
import { commonFr } from './common-fr';

test('R1.08 every shared English text has its French and Arabic translation', () => {
  expect(translationProblems(commonEn, { fr: commonFr, ar: commonAr })).toEqual([]);
});
