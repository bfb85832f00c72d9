import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * How a version's modifications are stored: gzip, base64 (made off the event loop, in the
 * ontology worker). The largest accepted list is about a megabyte of JSON; PGlite, which runs on
 * the API's own thread, took 40–90 ms just to store it as text, against a few as a tenth of the
 * size. Rows written before this were plain JSON text, and still read as such.
 */
export const packModifications = (json: string): string =>
  gzipSync(json, { level: 6 }).toString('base64');

/** The JSON text of stored modifications (null stays null). */
export const unpackModifications = (stored: string | null): string | null => {
  if (stored === null || stored.startsWith('[')) return stored;
  return gunzipSync(Buffer.from(stored, 'base64')).toString('utf8');
};
