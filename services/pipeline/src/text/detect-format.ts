import { TextExtractionError } from '../common/errors';
import type { DocumentFormat, SourceDocument } from './document-model';

const startsWith = (data: Uint8Array, bytes: number[], at = 0): boolean =>
  bytes.every((byte, i) => data[at + i] === byte);

const containsAscii = (data: Uint8Array, text: string, limit: number, utf16 = false): boolean => {
  const needle = Buffer.from(text, utf16 ? 'utf16le' : 'latin1');
  return Buffer.from(data.buffer, data.byteOffset, Math.min(limit, data.byteLength)).includes(
    needle,
  );
};

const BY_EXTENSION: Record<string, DocumentFormat> = {
  pdf: 'pdf',
  docx: 'docx',
  html: 'html',
  htm: 'html',
  xhtml: 'html',
  md: 'markdown',
  markdown: 'markdown',
  txt: 'text',
  text: 'text',
};

const BY_MEDIA_TYPE: Record<string, DocumentFormat> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/markdown': 'markdown',
  'text/x-markdown': 'markdown',
  'text/plain': 'text',
};

const declaredFormat = (source: SourceDocument): DocumentFormat | null => {
  const mediaType = source.media_type?.split(';')[0]?.trim().toLowerCase();
  if (mediaType && BY_MEDIA_TYPE[mediaType]) return BY_MEDIA_TYPE[mediaType];
  const extension = source.file_name?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return extension ? (BY_EXTENSION[extension] ?? null) : null;
};

/**
 * Decides the format from the bytes first (a renamed file is still read correctly) and from the
 * declared media type or file name only for the text formats, which have no signature.
 */
export const detectFormat = (source: SourceDocument): DocumentFormat => {
  const { data, id } = source;
  const declared = declaredFormat(source);
  if (containsAscii(data, '%PDF-', 1024)) return 'pdf';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    if (declared === 'docx' || containsAscii(data, 'word/document', data.byteLength)) return 'docx';
    throw new TextExtractionError('unsupported_format', id, 'This archive is not a DOCX document.');
  }
  // Encrypted Office files are stored in the older compound-file container.
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    if (containsAscii(data, 'EncryptionInfo', data.byteLength, true)) {
      throw new TextExtractionError('encrypted', id, 'The document is password protected.');
    }
    throw new TextExtractionError('unsupported_format', id, 'Legacy .doc files are not supported.');
  }
  if (declared === 'pdf' || declared === 'docx') {
    throw new TextExtractionError(
      'corrupt',
      id,
      `The file is not a valid ${declared.toUpperCase()}.`,
    );
  }
  if (declared) return declared;
  const head = Buffer.from(data.subarray(0, 512)).toString('latin1').trimStart().toLowerCase();
  if (head.startsWith('<!doctype html') || head.startsWith('<html')) return 'html';
  return 'text';
};
