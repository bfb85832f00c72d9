import type { TFunction } from 'i18next';

// Format names, the same in every language; plain text is a word, so it is translated.
const LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'text/html': 'HTML',
  'text/markdown': 'Markdown',
};

/** Short names of the accepted content types; anything else shows as its MIME type. */
export const typeLabel = (contentType: string, t: TFunction): string => {
  const type = contentType.split(';')[0]?.trim() ?? '';
  if (type === 'text/plain') return t('documents.plainText');
  return LABELS[type] ?? contentType;
};
