import { createHash } from 'node:crypto';

// Ids are derived from content so that the same input always yields the same ids (the stages are
// deterministic and a retried job must not create new ids). The layout is a name-based UUID (v5).
export const stableId = (...parts: (string | number)[]): string => {
  const hash = createHash('sha1').update(parts.join('\u0000')).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * Many ids under one name (the chunks of a document): the name is hashed once and the sequence
 * number fills the last 48 bits, which keeps ids unique per name at a fraction of a hash each.
 */
export const sequentialIds = (...parts: (string | number)[]): ((n: number) => string) => {
  const prefix = stableId(...parts).slice(0, 24);
  return (n) => prefix + n.toString(16).padStart(12, '0');
};
