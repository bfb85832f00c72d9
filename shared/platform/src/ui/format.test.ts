import { formatBytes, formatCredits } from './format';

test('R9.04 bytes use base 1024 from B up to PB', () => {
  expect(formatBytes(0, 'en')).toBe('0 B');
  expect(formatBytes(512, 'en')).toBe('512 B');
  expect(formatBytes(1024, 'en')).toBe('1 KB');
  expect(formatBytes(1536, 'en')).toBe('1.5 KB');
  expect(formatBytes(1024 ** 2, 'en')).toBe('1 MB');
  expect(formatBytes(1024 ** 3 * 2.25, 'en')).toBe('2.3 GB');
  expect(formatBytes(1024 ** 4, 'en')).toBe('1 TB');
  expect(formatBytes(1024 ** 5, 'en')).toBe('1 PB');
  expect(formatBytes(1024 ** 6, 'en')).toBe('1,024 PB');
  // Other languages: their own units and order through Intl (issue 17: not "B 308" in Arabic).
  expect(formatBytes(1536, 'fr')).toBe('1,5\u202fko');
  expect(formatBytes(308, 'fr')).toBe('308\u202fo');
  expect(formatBytes(308, 'ar')).toMatch(/^308\s?\S*بايت$/);
});

test('R9.03 credits are rounded up with no decimals', () => {
  expect(formatCredits(0, 'en')).toBe('0');
  expect(formatCredits(0.01, 'en')).toBe('1');
  expect(formatCredits(1.2, 'en')).toBe('2');
  expect(formatCredits(3, 'en')).toBe('3');
  expect(formatCredits(0.1 + 0.2 + 0.7, 'en')).toBe('1');
  expect(formatCredits(1234.5, 'en')).toBe('1,235');
});
