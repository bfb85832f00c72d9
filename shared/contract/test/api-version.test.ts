import { API_VERSION, apiVersionAccepts, parseApiVersion } from '../src/api-version';

describe('API versions', () => {
  test('parses MAJOR.MINOR and MAJOR.MINOR.PATCH, nothing else', () => {
    expect(parseApiVersion('2.1.0')).toEqual({ major: 2, minor: 1 });
    expect(parseApiVersion(' 2.1 ')).toEqual({ major: 2, minor: 1 });
    expect(parseApiVersion('2')).toBeUndefined();
    expect(parseApiVersion('v2.1.0')).toBeUndefined();
    expect(parseApiVersion(API_VERSION)).toBeDefined();
  });

  test('a server accepts clients of its major up to its own minor', () => {
    expect(apiVersionAccepts('2.1.0', '2.1.9')).toBe(true);
    expect(apiVersionAccepts('2.1.0', '2.0.0')).toBe(true);
    expect(apiVersionAccepts('2.1.0', '2.2.0')).toBe(false);
    expect(apiVersionAccepts('2.1.0', '3.0.0')).toBe(false);
    expect(apiVersionAccepts('2.1.0', '1.9.0')).toBe(false);
    expect(apiVersionAccepts('2.1.0', 'next')).toBe(false);
  });
});
