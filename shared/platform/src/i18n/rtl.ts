/** Language codes written right-to-left (R1.08); `dir` follows this list, region subtags ignored. */
export const RTL_LANGUAGES = [
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'ha',
  'he',
  'iw',
  'khw',
  'ks',
  'ku',
  'ps',
  'sd',
  'syr',
  'ug',
  'ur',
  'yi',
  'ji',
  'nqo',
  'prs',
  'pnb',
  'rhg',
  'mzn',
  'glk',
  'bal',
] as const;

export const directionOf = (language: string): 'ltr' | 'rtl' => {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return (RTL_LANGUAGES as readonly string[]).includes(base) ? 'rtl' : 'ltr';
};
