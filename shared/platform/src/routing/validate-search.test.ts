import { z } from 'zod';
import { isEmailAddress, optionalSearchParams, validateSearch } from './validate-search';

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

test('R5.03 optional search params: strings kept, a repeated (malformed) one dropped, others ignored', () => {
  const schema = optionalSearchParams('redirect', 'email');
  expect(validateSearch(schema, '?redirect=%2Fprojects&email=a%40b.test&x=1')).toEqual({
    redirect: '/projects',
    email: 'a@b.test',
  });
  expect(validateSearch(schema, '?email=a&email=b')).toEqual({
    redirect: undefined,
    email: undefined,
  });
});

test('an email address is checked as the API checks it', () => {
  expect(isEmailAddress('grace@navy.example')).toBe(true);
  expect(isEmailAddress('grace@')).toBe(false);
  expect(isEmailAddress('not an address')).toBe(false);
});
