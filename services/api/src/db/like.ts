/** `%term%` for ILIKE with the user's own % and _ taken literally. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, '\\$&')}%`;
