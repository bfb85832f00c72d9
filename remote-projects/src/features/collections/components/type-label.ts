const LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'text/html': 'HTML',
  'text/markdown': 'Markdown',
  'text/plain': 'Text',
};

/** Short names of the accepted content types; anything else shows as its MIME type. */
export const typeLabel = (contentType: string): string =>
  LABELS[contentType.split(';')[0]?.trim() ?? ''] ?? contentType;
