import { isUtf8 } from 'node:buffer';
import { TextExtractionError } from '../common/errors';
import type { SourceDocument } from './document-model';

/** Input is read this many bytes (or characters) at a time, so no stage holds a decoded copy. */
export const INPUT_SLICE = 16 * 1024;

export type Slices = Iterable<string> | AsyncIterable<string>;

type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const startsWith = (data: Uint8Array, bytes: number[]): boolean =>
  bytes.every((byte, i) => data[i] === byte);

/**
 * The encoding of a text file: UTF-16 with a BOM, else UTF-8 when every byte sequence is valid
 * UTF-8 (checked in place, without decoding), else Windows-1252.
 */
export const textEncodingOf = (source: SourceDocument): TextEncodingName => {
  const { data, id } = source;
  if (startsWith(data, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(data, [0xfe, 0xff])) return 'utf-16be';
  if (data.includes(0)) {
    throw new TextExtractionError('corrupt', id, 'The file holds binary data, not text.');
  }
  return isUtf8(data) ? 'utf-8' : 'windows-1252';
};

/** The file's text in slices of about INPUT_SLICE characters, decoded as it is read. */
export function* decodedSlices(
  source: SourceDocument,
  sliceBytes = INPUT_SLICE,
): Generator<string> {
  const decoder = new TextDecoder(textEncodingOf(source));
  const { data } = source;
  for (let offset = 0; offset < data.byteLength; offset += sliceBytes) {
    const slice = decoder.decode(data.subarray(offset, offset + sliceBytes), { stream: true });
    if (slice !== '') yield slice;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/** A string already in memory (mammoth's HTML) in slices, for the same streaming readers. */
export function* stringSlices(text: string, size = INPUT_SLICE): Generator<string> {
  let offset = 0;
  while (offset < text.length) {
    let end = Math.min(text.length, offset + size);
    // Never cut between the two halves of a surrogate pair.
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end += 1;
    yield text.slice(offset, end);
    offset = end;
  }
}

/** The whole decoded text, for the formats that are still read whole (plain text). */
export const decodeText = (source: SourceDocument): string =>
  new TextDecoder(textEncodingOf(source)).decode(source.data);
