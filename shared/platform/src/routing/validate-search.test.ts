import { z } from 'zod';
import { validateSearch } from './validate-search';

const listSearch = z.object({ search: z.string().default('') });
const callbackSearch = z.object({ state: z.string().min(1), code: z.string().min(1) });

test('R5.03 list search text defaults to empty', () => {
  expect(validateSearch(listSearch, new Request('http://app.test/projects'))).toEqual({
    search: '',
  });
  expect(validateSearch(listSearch, new URL('http://app.test/projects?search=kb'))).toEqual({
    search: 'kb',
  });
});

test('R5.03 invalid params are a 400 for the error view', () => {
  let caught: unknown;
  try {
    validateSearch(callbackSearch, '?state=abc&code=');
  } catch (error) {
    caught = error;
  }
  expect(caught).toMatchObject({ init: { status: 400 } });
});
